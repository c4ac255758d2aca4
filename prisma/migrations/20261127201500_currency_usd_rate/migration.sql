-- The exchange rates the shop uses (the finder's price requirement): US dollars per unit of each currency, stated by
-- the shop, exact decimals. Null: no stated rate.
ALTER TABLE "Currency" ADD COLUMN "usdPerUnit" DECIMAL(12,6);

-- A deployed shop seeds its reference data only when it is missing (release --if-empty), so the rates of
-- content/seed/currencies.json are stated here too for the currencies it already has (the seed keeps them after).
UPDATE "Currency" SET "usdPerUnit" = 1 WHERE code = 'usd' AND "usdPerUnit" IS NULL;
UPDATE "Currency" SET "usdPerUnit" = 1.08 WHERE code = 'eur' AND "usdPerUnit" IS NULL;
UPDATE "Currency" SET "usdPerUnit" = 1.27 WHERE code = 'gbp' AND "usdPerUnit" IS NULL;
