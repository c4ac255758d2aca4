-- CreateEnum
CREATE TYPE "PriceSource" AS ENUM ('list', 'sale', 'tier', 'organisation', 'quote');

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "priceNote" TEXT,
ADD COLUMN     "priceSource" "PriceSource";

-- CreateTable
CREATE TABLE "PriceList" (
    "id" TEXT NOT NULL,
    "brandId" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "validFrom" TIMESTAMP(3),
    "validUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceListEntry" (
    "id" TEXT NOT NULL,
    "priceListId" TEXT NOT NULL,
    "variantId" TEXT,
    "categoryId" TEXT,
    "fixedPriceCents" INTEGER,
    "discountBasisPoints" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PriceList_organisationId_brandId_idx" ON "PriceList"("organisationId", "brandId");

-- CreateIndex
CREATE INDEX "PriceList_brandId_createdAt_idx" ON "PriceList"("brandId", "createdAt");

-- CreateIndex
CREATE INDEX "PriceListEntry_variantId_idx" ON "PriceListEntry"("variantId");

-- CreateIndex
CREATE INDEX "PriceListEntry_categoryId_idx" ON "PriceListEntry"("categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "PriceListEntry_priceListId_variantId_key" ON "PriceListEntry"("priceListId", "variantId");

-- CreateIndex
CREATE UNIQUE INDEX "PriceListEntry_priceListId_categoryId_key" ON "PriceListEntry"("priceListId", "categoryId");

-- AddForeignKey
ALTER TABLE "PriceList" ADD CONSTRAINT "PriceList_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceList" ADD CONSTRAINT "PriceList_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "Variant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One target and one kind of price per entry, a fixed price only for a SKU, a discount between 0.01 % and 100 %
-- (exclusive), tiers and fixed prices positive, a validity window that is not empty (ADR 067).
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_one_target"
  CHECK (("variantId" IS NULL) <> ("categoryId" IS NULL));
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_one_price"
  CHECK (("fixedPriceCents" IS NULL) <> ("discountBasisPoints" IS NULL));
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_fixed_price_for_sku"
  CHECK ("fixedPriceCents" IS NULL OR ("variantId" IS NOT NULL AND "fixedPriceCents" > 0));
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_discount_range"
  CHECK ("discountBasisPoints" IS NULL OR ("discountBasisPoints" > 0 AND "discountBasisPoints" < 10000));
ALTER TABLE "PriceList" ADD CONSTRAINT "PriceList_validity"
  CHECK ("validFrom" IS NULL OR "validUntil" IS NULL OR "validFrom" < "validUntil");
ALTER TABLE "VariantPriceTier" ADD CONSTRAINT "VariantPriceTier_positive"
  CHECK ("minQuantity" >= 2 AND "unitPriceCents" > 0);
