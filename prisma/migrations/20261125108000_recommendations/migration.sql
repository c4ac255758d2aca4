-- Issue 12 #3 (recommendations with reasons, ADR 028): precomputed rows per product and per buyer, the buyers'
-- product views, and the indexes the co-occurrence job reads (orders holding a variant, compares of a product).
CREATE TABLE "ProductRecommendation" (
    "productId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "relatedId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "reason" TEXT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductRecommendation_pkey" PRIMARY KEY ("productId","kind","relatedId")
);
CREATE INDEX "ProductRecommendation_productId_kind_position_idx" ON "ProductRecommendation"("productId", "kind", "position");
CREATE INDEX "ProductRecommendation_relatedId_idx" ON "ProductRecommendation"("relatedId");
ALTER TABLE "ProductRecommendation" ADD CONSTRAINT "ProductRecommendation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductRecommendation" ADD CONSTRAINT "ProductRecommendation_relatedId_fkey" FOREIGN KEY ("relatedId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "RecommendationCursor" (
    "name" TEXT NOT NULL,
    "cursorAt" TIMESTAMP(3),
    "cursorId" TEXT,
    "leaseUntil" TIMESTAMP(3),
    CONSTRAINT "RecommendationCursor_pkey" PRIMARY KEY ("name")
);

CREATE TABLE "UserProductView" (
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 1,
    CONSTRAINT "UserProductView_pkey" PRIMARY KEY ("userId","productId")
);
CREATE INDEX "UserProductView_userId_viewedAt_idx" ON "UserProductView"("userId", "viewedAt" DESC);
ALTER TABLE "UserProductView" ADD CONSTRAINT "UserProductView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "BuyerRecommendation" (
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "reason" TEXT NOT NULL,
    CONSTRAINT "BuyerRecommendation_pkey" PRIMARY KEY ("userId","productId")
);
CREATE INDEX "BuyerRecommendation_userId_position_idx" ON "BuyerRecommendation"("userId", "position");
ALTER TABLE "BuyerRecommendation" ADD CONSTRAINT "BuyerRecommendation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "BuyerRecommendationState" (
    "userId" TEXT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,
    "activityKey" TEXT NOT NULL,
    CONSTRAINT "BuyerRecommendationState_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "BuyerRecommendationState" ADD CONSTRAINT "BuyerRecommendationState_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "CompareItem_productId_idx" ON "CompareItem"("productId");
CREATE INDEX "OrderLine_variantId_idx" ON "OrderLine"("variantId");
CREATE INDEX "CompareItem_createdAt_idx" ON "CompareItem"("createdAt");
CREATE INDEX "StoreProduct_updatedAt_id_idx" ON "StoreProduct"("updatedAt", "id");
