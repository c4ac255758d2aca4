-- AlterTable
ALTER TABLE "Currency" ADD COLUMN     "catalogueUsdPerUnit" DECIMAL(12,6);

-- AlterTable
ALTER TABLE "StoreProduct" ADD COLUMN     "priceCurrencyCode" TEXT,
ADD COLUMN     "referencePriceCents" INTEGER;


-- Hand-written (ADR 073): the store sorts, filters and counts prices in one reference currency (US cents at the
-- catalogue's stated rates), so a buyer reading euros sees euros sorted and filtered as euros. "priceCents" stays the
-- displayed variant's price in its own currency (what the cards show), "priceCurrencyCode" says which, and
-- "referencePriceCents" is that price at "Currency"."catalogueUsdPerUnit". The triggers keep all three current, and
-- catalogue_reprice() (a job, after an admin states a rate) recomputes the references and the facet cells at the new
-- rates in one transaction. Bodies with several statements are E'' strings with \073 for the semicolon (ADR 015).
UPDATE "Currency" SET "catalogueUsdPerUnit" = "usdPerUnit";

-- An amount in a currency's cents, in US cents at the catalogue's rate: NULL without a rate.
CREATE OR REPLACE FUNCTION catalogue_reference_cents(amount_cents INTEGER, currency_code TEXT) RETURNS INTEGER
LANGUAGE sql STABLE AS $$
  SELECT least(round(amount_cents * c."catalogueUsdPerUnit"), 2147483647)::int
  FROM "Currency" c WHERE c.code = currency_code AND c."catalogueUsdPerUnit" > 0
$$;

-- The displayed variant's price and currency (the same choice as catalogue_product_price).
CREATE OR REPLACE FUNCTION catalogue_product_listing(product_id TEXT, selection TEXT)
RETURNS TABLE (price INTEGER, currency TEXT) LANGUAGE sql STABLE AS $$
  SELECT coalesce(v."salePriceInCents", v."priceInCents"), v."currencyCode"
  FROM "Variant" v
  WHERE v."productId" = product_id
  ORDER BY CASE WHEN selection IS NULL OR selection = 'lowest_price_first'
                THEN coalesce(v."salePriceInCents", v."priceInCents") END,
           v.position, v.id
  LIMIT 1
$$;

CREATE OR REPLACE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''catalogue.deferred_sync'', true) = ''on'' THEN
    RETURN NULL\073
  END IF\073
  UPDATE "StoreProduct" p
     SET "priceCents" = c.price, "priceCurrencyCode" = c.currency,
         "referencePriceCents" = catalogue_reference_cents(c.price, c.currency), "inStock" = c.in_stock
    FROM (
      SELECT q.id, l.price, l.currency, q.purchasable AND catalogue_product_in_stock(q.id) AS in_stock
      FROM "StoreProduct" q LEFT JOIN LATERAL catalogue_product_listing(q.id, q."siteProductSelection") l ON true
      WHERE q.id IN (OLD."productId", NEW."productId")
    ) c
   WHERE p.id = c.id AND (p."priceCents" IS DISTINCT FROM c.price OR p."priceCurrencyCode" IS DISTINCT FROM c.currency
     OR p."inStock" IS DISTINCT FROM c.in_stock)\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION catalogue_sync_products(ids TEXT[]) RETURNS void LANGUAGE sql AS E'
  UPDATE "StoreProduct" p
     SET "priceCents" = c.price, "priceCurrencyCode" = c.currency,
         "referencePriceCents" = catalogue_reference_cents(c.price, c.currency), "inStock" = c.in_stock
    FROM (
      SELECT q.id, l.price, l.currency, q.purchasable AND catalogue_product_in_stock(q.id) AS in_stock
      FROM "StoreProduct" q LEFT JOIN LATERAL catalogue_product_listing(q.id, q."siteProductSelection") l ON true
      WHERE q.id = ANY(ids)
    ) c
   WHERE p.id = c.id AND (p."priceCents" IS DISTINCT FROM c.price OR p."priceCurrencyCode" IS DISTINCT FROM c.currency
     OR p."inStock" IS DISTINCT FROM c.in_stock)
';

CREATE OR REPLACE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  SELECT l.price, l.currency INTO NEW."priceCents", NEW."priceCurrencyCode"
  FROM catalogue_product_listing(NEW.id, NEW."siteProductSelection") l\073
  NEW."referencePriceCents" := catalogue_reference_cents(NEW."priceCents", NEW."priceCurrencyCode")\073
  NEW."inStock" := NEW.purchasable AND catalogue_product_in_stock(NEW.id)\073
  RETURN NEW\073
END';

-- A variant moved to another currency changes its product's reference price too.
DROP TRIGGER "Variant_catalogue_sync" ON "Variant";
CREATE TRIGGER "Variant_catalogue_sync"
AFTER INSERT OR DELETE OR UPDATE OF "priceInCents", "salePriceInCents", "currencyCode", "manageInventory",
  "inventoryQuantity", "reservedQuantity", position, "productId"
ON "Variant" FOR EACH ROW EXECUTE FUNCTION catalogue_variant_changed();

-- The facet cells count reference prices. A cell holds the floor of its products' reference prices among every
-- price-bucket boundary of every rated currency (catalogue_price_floors), so a bucket in euros, pounds or dollars is
-- a whole number of cells and its count stays exact.
ALTER TABLE "CatalogueFacetCell" RENAME COLUMN "priceCents" TO "referencePriceCents";

-- The buckets' boundaries in a currency's cents: keep equal to PRICE_BUCKETS in catalogue-query.ts (the integration
-- test compares cell counts with a brute-force count in each currency, so a drift fails it).
CREATE OR REPLACE FUNCTION catalogue_price_bucket_bounds() RETURNS INTEGER[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[100000, 1000000, 5000000, 10000000]
$$;

-- Every rated currency's boundaries in reference cents, and 0: sorted, without repeats.
CREATE OR REPLACE FUNCTION catalogue_price_floors() RETURNS INTEGER[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT f ORDER BY f) FROM (
    SELECT 0 AS f
    UNION ALL
    SELECT catalogue_reference_cents(b, c.code)
    FROM "Currency" c CROSS JOIN unnest(catalogue_price_bucket_bounds()) b
    WHERE c."catalogueUsdPerUnit" > 0
  ) bounds WHERE f IS NOT NULL
$$;

DROP FUNCTION catalogue_price_floor(INTEGER);
CREATE OR REPLACE FUNCTION catalogue_price_floor(reference_cents INTEGER) RETURNS INTEGER LANGUAGE sql STABLE AS $$
  SELECT floors.f[width_bucket(reference_cents, floors.f)] FROM catalogue_price_floors() AS floors(f)
$$;

-- "price" is the product's reference price.
CREATE OR REPLACE FUNCTION catalogue_cell_add(category TEXT, brand TEXT, in_stock BOOLEAN, price INTEGER, delta INTEGER)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "referencePriceCents", products)
  VALUES (category, brand, in_stock, catalogue_price_floor(price), delta)
$$;

-- A transaction that rebuilds every cell before it commits (catalogue_reprice) sets catalogue.cells_rebuilt = on:
-- its products' deltas would be deleted by the rebuild anyway.
CREATE OR REPLACE FUNCTION catalogue_product_counted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''catalogue.cells_rebuilt'', true) = ''on'' THEN
    RETURN NULL\073
  END IF\073
  IF TG_OP <> ''INSERT'' AND OLD."deletedAt" IS NULL AND OLD.status = ''active'' THEN
    PERFORM catalogue_cell_add(OLD."categoryId", OLD."brandId", OLD."inStock", OLD."referencePriceCents", -1)\073
  END IF\073
  IF TG_OP <> ''DELETE'' AND NEW."deletedAt" IS NULL AND NEW.status = ''active'' THEN
    PERFORM catalogue_cell_add(NEW."categoryId", NEW."brandId", NEW."inStock", NEW."referencePriceCents", 1)\073
  END IF\073
  RETURN NULL\073
END';

DROP TRIGGER "StoreProduct_facet_cells_update" ON "StoreProduct";
CREATE TRIGGER "StoreProduct_facet_cells_update"
AFTER UPDATE ON "StoreProduct" FOR EACH ROW
WHEN (OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."brandId" IS DISTINCT FROM NEW."brandId"
  OR OLD."inStock" IS DISTINCT FROM NEW."inStock" OR OLD."referencePriceCents" IS DISTINCT FROM NEW."referencePriceCents"
  OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION catalogue_product_counted();

-- One statement, one snapshot: the deltas it deletes are exactly those of the products it counts. The floors are
-- materialised: inlined, the function would run twice per product.
CREATE OR REPLACE FUNCTION catalogue_rebuild_facet_cells() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM "CatalogueFacetCell" WHERE true),
       floors AS MATERIALIZED (SELECT catalogue_price_floors() AS f)
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "referencePriceCents", products)
  SELECT p."categoryId", p."brandId", p."inStock", floors.f[width_bucket(p."referencePriceCents", floors.f)], count(*)
  FROM "StoreProduct" p CROSS JOIN floors
  WHERE p."deletedAt" IS NULL AND p.status = 'active'
  GROUP BY 1, 2, 3, 4
$$;

CREATE OR REPLACE FUNCTION catalogue_compact_facet_cells() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM "CatalogueFacetCell" RETURNING "categoryId", "brandId", "inStock", "referencePriceCents", products
  )
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "referencePriceCents", products)
  SELECT "categoryId", "brandId", "inStock", "referencePriceCents", sum(products)::int FROM gone
  GROUP BY 1, 2, 3, 4 HAVING sum(products) <> 0
$$;

-- After an admin states a rate: the catalogue's rates become the stated ones, the reference prices of the products
-- listed in a changed currency follow, and the cells are rebuilt on the new floors, all in one transaction (readers
-- see the old rates, prices and counts until it commits). Returns how many products were repriced, -1 when nothing
-- had changed. Serialised by an advisory lock.
CREATE OR REPLACE FUNCTION catalogue_reprice() RETURNS INTEGER LANGUAGE plpgsql AS E'
DECLARE
  changed TEXT[]\073
  repriced INTEGER\073
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(''catalogue_reprice''))\073
  SELECT array_agg(code) INTO changed FROM "Currency" WHERE "catalogueUsdPerUnit" IS DISTINCT FROM "usdPerUnit"\073
  IF changed IS NULL THEN
    RETURN -1\073
  END IF\073
  UPDATE "Currency" SET "catalogueUsdPerUnit" = "usdPerUnit" WHERE code = ANY(changed)\073
  PERFORM set_config(''catalogue.cells_rebuilt'', ''on'', true)\073
  UPDATE "StoreProduct" SET "referencePriceCents" = catalogue_reference_cents("priceCents", "priceCurrencyCode")
   WHERE "priceCurrencyCode" = ANY(changed)
     AND "referencePriceCents" IS DISTINCT FROM catalogue_reference_cents("priceCents", "priceCurrencyCode")\073
  GET DIAGNOSTICS repriced = ROW_COUNT\073
  PERFORM catalogue_rebuild_facet_cells()\073
  PERFORM set_config(''catalogue.cells_rebuilt'', ''off'', true)\073
  RETURN repriced\073
END';

-- Every product's currency and reference price, then the cells on the new floors.
SELECT set_config('catalogue.cells_rebuilt', 'on', false);
UPDATE "StoreProduct" p
   SET "priceCurrencyCode" = l.currency, "referencePriceCents" = catalogue_reference_cents(l.price, l.currency)
  FROM "StoreProduct" q LEFT JOIN LATERAL catalogue_product_listing(q.id, q."siteProductSelection") l ON true
 WHERE q.id = p.id;
SELECT set_config('catalogue.cells_rebuilt', 'off', false);
SELECT catalogue_rebuild_facet_cells();

-- The price sorts and the capped counts read the reference price (the finder's price arms and the recommendations'
-- dearest products too): the indexes on the own-currency price go.
DROP INDEX "StoreProduct_price_idx";
DROP INDEX "StoreProduct_price_desc_idx";
DROP INDEX "StoreProduct_category_price_idx";
DROP INDEX "StoreProduct_brand_price_idx";
CREATE INDEX "StoreProduct_reference_price_idx" ON "StoreProduct" ("referencePriceCents", id)
  INCLUDE ("categoryId", "brandId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_reference_price_desc_idx" ON "StoreProduct" ("referencePriceCents" DESC NULLS LAST, id DESC)
  WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_category_reference_price_idx" ON "StoreProduct" ("categoryId", "referencePriceCents", id)
  INCLUDE ("brandId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_brand_reference_price_idx" ON "StoreProduct" ("brandId", "referencePriceCents", id)
  INCLUDE ("categoryId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
