-- AlterTable
ALTER TABLE "RequisitionLine" ADD COLUMN     "exchangeRate" DECIMAL(20,10),
ADD COLUMN     "listedCurrencyCode" TEXT,
ADD COLUMN     "listedUnitPriceCents" INTEGER;


-- A converted line records its listed price, that currency and the rate, all three or none.
ALTER TABLE "RequisitionLine" ADD CONSTRAINT "RequisitionLine_listed_price_check" CHECK (
  ("listedUnitPriceCents" IS NULL AND "listedCurrencyCode" IS NULL AND "exchangeRate" IS NULL)
  OR ("listedUnitPriceCents" >= 0 AND "listedCurrencyCode" IS NOT NULL AND "exchangeRate" > 0)
);
