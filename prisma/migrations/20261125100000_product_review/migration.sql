-- Issue 10 #1, #3 (ADR 019): review before listing and the brand product editor.
-- The lifecycle lives in the existing "status" column (draft | pending_review | active | rejected | archived): every
-- catalogue index is already partial on status = 'active', and the facet-cell triggers already follow status
-- changes, so listing and unlisting a product needs no change to the catalogue's query plans.
ALTER TABLE "StoreProduct" ADD COLUMN "reviewNote" TEXT;
ALTER TABLE "StoreProduct" ADD COLUMN "submittedAt" TIMESTAMP(3);
ALTER TABLE "StoreProduct" ADD COLUMN "reviewedAt" TIMESTAMP(3);

-- The admin review queue: oldest submission first, only the (few) products waiting.
CREATE INDEX "StoreProduct_review_queue_idx" ON "StoreProduct" ("submittedAt", id) WHERE status = 'pending_review' AND "deletedAt" IS NULL;
-- A brand's Product Management list: its products (every status), last edited first, paged.
CREATE INDEX "StoreProduct_brand_updated_idx" ON "StoreProduct" ("brandId", "updatedAt" DESC, id DESC) WHERE "deletedAt" IS NULL;

ALTER TABLE "ProductImage" ADD COLUMN "fileKey" TEXT;

CREATE TABLE "ProductDocument" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "fileKey" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductDocument_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ProductDocument_productId_position_idx" ON "ProductDocument"("productId", "position");
ALTER TABLE "ProductDocument" ADD CONSTRAINT "ProductDocument_productId_fkey" FOREIGN KEY ("productId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;
