-- Brand analytics (ADR 025): counters per product per UTC day. Views, add-to-carts and quote requests are added
-- in batches by each app machine, paid orders and revenue are added in the payment's transaction, per currency.
CREATE TABLE "ProductDailyActivity" (
    "productId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "brandId" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "addsToCart" INTEGER NOT NULL DEFAULT 0,
    "quoteRequests" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductDailyActivity_pkey" PRIMARY KEY ("productId", "day")
);
CREATE INDEX "ProductDailyActivity_brandId_day_idx" ON "ProductDailyActivity"("brandId", "day");
ALTER TABLE "ProductDailyActivity" ADD CONSTRAINT "ProductDailyActivity_productId_fkey"
    FOREIGN KEY ("productId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductDailyActivity" ADD CONSTRAINT "ProductDailyActivity_brandId_fkey"
    FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ProductDailySales" (
    "productId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "brandId" TEXT,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenueCents" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "ProductDailySales_pkey" PRIMARY KEY ("productId", "day", "currencyCode")
);
CREATE INDEX "ProductDailySales_brandId_day_idx" ON "ProductDailySales"("brandId", "day");
ALTER TABLE "ProductDailySales" ADD CONSTRAINT "ProductDailySales_productId_fkey"
    FOREIGN KEY ("productId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ProductDailySales" ADD CONSTRAINT "ProductDailySales_brandId_fkey"
    FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE SET NULL ON UPDATE CASCADE;
