-- AlterTable
ALTER TABLE "Currency" ADD COLUMN     "catalogueRepricePending" BOOLEAN NOT NULL DEFAULT false;


-- Hand-written (ADR 073 addendum): at a million products one transaction repricing a third of them ran 93 s and held
-- their row locks all that time (a brand saving a product listed in euros would have waited for it). The catalogue
-- now adopts a new rate in one short transaction (its rates, then the facet cells rebuilt on the new floors) and the
-- job reprices the products of the adopted currencies in batches of their own (reprice-catalogue.server.ts), with the
-- cell triggers off, then rebuilds the cells once more. Pending marks a currency whose products are not all repriced.
DROP FUNCTION catalogue_reprice();

-- Returns the currencies whose products wait for a reprice, with the rate to reprice them at.
CREATE OR REPLACE FUNCTION catalogue_adopt_rates() RETURNS TABLE (currency_code TEXT, catalogue_rate NUMERIC)
LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(''catalogue_reprice''))\073
  UPDATE "Currency" SET "catalogueUsdPerUnit" = "usdPerUnit", "catalogueRepricePending" = true
   WHERE "catalogueUsdPerUnit" IS DISTINCT FROM "usdPerUnit"\073
  IF FOUND THEN
    PERFORM catalogue_rebuild_facet_cells()\073
  END IF\073
  RETURN QUERY SELECT c.code, c."catalogueUsdPerUnit" FROM "Currency" c WHERE c."catalogueRepricePending" ORDER BY c.code\073
END';

-- One batch: the products listed in these currencies among the next `batch` ids after `after`, their reference
-- prices at the catalogue's rates (written only where they differ). Returns the last id looked at (NULL at the end)
-- and how many products it looked at.
CREATE OR REPLACE FUNCTION catalogue_reprice_batch(codes TEXT[], after TEXT, batch INTEGER, OUT last_id TEXT,
  OUT looked INTEGER) LANGUAGE plpgsql AS E'
BEGIN
  PERFORM set_config(''catalogue.cells_rebuilt'', ''on'', true)\073
  WITH chosen AS (
    SELECT id FROM "StoreProduct"
     WHERE id > after AND "priceCurrencyCode" = ANY(codes)
     ORDER BY id LIMIT batch
  ), written AS (
    UPDATE "StoreProduct" p
       SET "referencePriceCents" = catalogue_reference_cents(p."priceCents", p."priceCurrencyCode")
      FROM chosen
     WHERE p.id = chosen.id
       AND p."referencePriceCents" IS DISTINCT FROM catalogue_reference_cents(p."priceCents", p."priceCurrencyCode")
  )
  SELECT max(id), count(*) INTO last_id, looked FROM chosen\073
  PERFORM set_config(''catalogue.cells_rebuilt'', ''off'', true)\073
END';

-- The end of a reprice: the cells once more (the batches moved products between buckets without deltas), and the
-- currencies still at the rate the batches used are no longer pending (a rate adopted meanwhile stays pending).
CREATE OR REPLACE FUNCTION catalogue_reprice_done(codes TEXT[], rates NUMERIC[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(''catalogue_reprice''))\073
  PERFORM catalogue_rebuild_facet_cells()\073
  UPDATE "Currency" c SET "catalogueRepricePending" = false
    FROM unnest(codes, rates) AS done(code, rate)
   WHERE c.code = done.code AND c."catalogueUsdPerUnit" = done.rate\073
END';

-- One rule for a product's price, currency, reference price and stock: the row trigger runs the set-based sync the
-- bulk writers call (catalogue_sync_products), for the one or two products the variant row belongs to.
CREATE OR REPLACE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''catalogue.deferred_sync'', true) = ''on'' THEN
    RETURN NULL\073
  END IF\073
  PERFORM catalogue_sync_products(ARRAY[OLD."productId", NEW."productId"])\073
  RETURN NULL\073
END';
