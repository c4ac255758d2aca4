-- CreateTable
CREATE TABLE "PurchaseList" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organisationId" TEXT,
    "ownerId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchaseList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseListLine" (
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseListLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PurchaseList_organisationId_updatedAt_idx" ON "PurchaseList"("organisationId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "PurchaseList_ownerId_updatedAt_idx" ON "PurchaseList"("ownerId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "PurchaseListLine_variantId_idx" ON "PurchaseListLine"("variantId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseListLine_listId_variantId_key" ON "PurchaseListLine"("listId", "variantId");

-- AddForeignKey
ALTER TABLE "PurchaseList" ADD CONSTRAINT "PurchaseList_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseList" ADD CONSTRAINT "PurchaseList_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseListLine" ADD CONSTRAINT "PurchaseListLine_listId_fkey" FOREIGN KEY ("listId") REFERENCES "PurchaseList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseListLine" ADD CONSTRAINT "PurchaseListLine_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "Variant"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A list belongs to an organisation or to one buyer, never both or neither (hand-written).
ALTER TABLE "PurchaseList" ADD CONSTRAINT "PurchaseList_one_holder" CHECK (("organisationId" IS NULL) <> ("ownerId" IS NULL));
ALTER TABLE "PurchaseListLine" ADD CONSTRAINT "PurchaseListLine_quantity_positive" CHECK ("quantity" > 0);
