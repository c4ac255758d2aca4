-- Hand-written (ADR 015): facet counts of the catalogue without a search, exact at any size. One row per
-- combination of the low-cardinality facets of visible products (category x brand x in stock x price bucket: a few
-- hundred rows), kept exact by a trigger on "StoreProduct" (whose "priceCents" and "inStock" the variant triggers
-- keep current). Not a Prisma model: Prisma cannot express the expression unique index, and only the catalogue
-- query reads it. "priceCents" holds the floor of the product's price bucket (NULL without a price), so the
-- catalogue's price conditions on bucket boundaries read the same on this table as on "StoreProduct".
-- Trigger bodies are E'' strings with \073 for the semicolon (see the previous migration).
CREATE TABLE "CatalogueFacetCell" (
    "categoryId" TEXT,
    "brandId" TEXT,
    "inStock" BOOLEAN NOT NULL,
    "priceCents" INTEGER,
    products INTEGER NOT NULL
);

CREATE UNIQUE INDEX "CatalogueFacetCell_key" ON "CatalogueFacetCell"
  (coalesce("categoryId", ''), coalesce("brandId", ''), "inStock", coalesce("priceCents", -1));

-- The floors of the catalogue's price buckets, in cents: keep equal to PRICE_BUCKETS in catalogue-query.ts (the
-- integration test compares these counts with a brute-force count, so a drift fails it).
CREATE OR REPLACE FUNCTION catalogue_price_floor(price INTEGER) RETURNS INTEGER
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN price IS NULL THEN NULL
    WHEN price < 100000 THEN 0
    WHEN price < 1000000 THEN 100000
    WHEN price < 5000000 THEN 1000000
    WHEN price < 10000000 THEN 5000000
    ELSE 10000000
  END
$$;

CREATE OR REPLACE FUNCTION catalogue_cell_add(category TEXT, brand TEXT, in_stock BOOLEAN, price INTEGER, delta INTEGER)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "priceCents", products)
  VALUES (category, brand, in_stock, catalogue_price_floor(price), delta)
  ON CONFLICT (coalesce("categoryId", ''), coalesce("brandId", ''), "inStock", coalesce("priceCents", -1))
  DO UPDATE SET products = "CatalogueFacetCell".products + EXCLUDED.products
$$;

CREATE OR REPLACE FUNCTION catalogue_product_counted() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> ''INSERT'' AND OLD."deletedAt" IS NULL AND OLD.status = ''active'' THEN
    PERFORM catalogue_cell_add(OLD."categoryId", OLD."brandId", OLD."inStock", OLD."priceCents", -1)\073
  END IF\073
  IF TG_OP <> ''DELETE'' AND NEW."deletedAt" IS NULL AND NEW.status = ''active'' THEN
    PERFORM catalogue_cell_add(NEW."categoryId", NEW."brandId", NEW."inStock", NEW."priceCents", 1)\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "StoreProduct_facet_cells"
AFTER INSERT OR DELETE ON "StoreProduct" FOR EACH ROW EXECUTE FUNCTION catalogue_product_counted();

-- Compares values rather than listing columns: UPDATE OF would miss "inStock" and "priceCents" when the BEFORE
-- trigger of the previous migration sets them (a purchasable or displayed-variant change).
CREATE TRIGGER "StoreProduct_facet_cells_update"
AFTER UPDATE ON "StoreProduct" FOR EACH ROW
WHEN (OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."brandId" IS DISTINCT FROM NEW."brandId"
  OR OLD."inStock" IS DISTINCT FROM NEW."inStock" OR OLD."priceCents" IS DISTINCT FROM NEW."priceCents"
  OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION catalogue_product_counted();

-- Rebuilds every cell from the products in one statement (after bulk loads that disable the trigger).
CREATE OR REPLACE FUNCTION catalogue_rebuild_facet_cells() RETURNS void LANGUAGE sql AS E'
  DELETE FROM "CatalogueFacetCell" WHERE true\073
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "priceCents", products)
  SELECT "categoryId", "brandId", "inStock", catalogue_price_floor("priceCents"), count(*)
  FROM "StoreProduct" WHERE "deletedAt" IS NULL AND status = ''active''
  GROUP BY 1, 2, 3, 4
';

SELECT catalogue_rebuild_facet_cells();
