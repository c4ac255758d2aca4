-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "exchangeRate" DECIMAL(20,10),
ADD COLUMN     "listedCurrencyCode" TEXT,
ADD COLUMN     "listedUnitPriceCents" INTEGER;


-- A line charged in another currency records its listed price, that currency and the rate, all three or none.
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_listed_price_check" CHECK (
  ("listedUnitPriceCents" IS NULL AND "listedCurrencyCode" IS NULL AND "exchangeRate" IS NULL)
  OR ("listedUnitPriceCents" >= 0 AND "listedCurrencyCode" IS NOT NULL AND "exchangeRate" > 0)
);
