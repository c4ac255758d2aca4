-- AlterTable
ALTER TABLE "StoreProduct" ADD COLUMN     "inStock" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "priceCents" INTEGER;


-- Hand-written (ADR 015): typo-tolerant and partial-word search, the denormalised price and stock of a product
-- kept in sync by triggers, and the indexes of the catalogue query.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The displayed variant's selling price (spec §9: the cheapest when site_product_selection is
-- 'lowest_price_first' or null, otherwise the first by position) and whether anything is left to sell.
CREATE OR REPLACE FUNCTION catalogue_product_price(product_id TEXT, selection TEXT) RETURNS INTEGER
LANGUAGE sql STABLE AS $$
  SELECT coalesce(v."salePriceInCents", v."priceInCents")
  FROM "Variant" v
  WHERE v."productId" = product_id
  ORDER BY CASE WHEN selection IS NULL OR selection = 'lowest_price_first'
                THEN coalesce(v."salePriceInCents", v."priceInCents") END,
           v.position, v.id
  LIMIT 1
$$;

CREATE OR REPLACE FUNCTION catalogue_product_in_stock(product_id TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "Variant" v
    WHERE v."productId" = product_id
      AND (NOT v."manageInventory" OR v."inventoryQuantity" - v."reservedQuantity" > 0)
  )
$$;

-- Trigger bodies are E'' strings with \073 for the semicolon: Prisma's pg adapter runs a migration by
-- splitting it at every semicolon, dollar quotes included.
-- Any write to a variant (price, sale, stock, reservation, insert, delete) refreshes its product's columns.
-- OLD and NEW are NULL where the operation has none, so both product ids are covered in one statement.
CREATE OR REPLACE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "StoreProduct" p
     SET "priceCents" = catalogue_product_price(p.id, p."siteProductSelection"),
         "inStock" = p.purchasable AND catalogue_product_in_stock(p.id)
   WHERE p.id IN (OLD."productId", NEW."productId")\073
  RETURN NULL\073
END';

CREATE TRIGGER "Variant_catalogue_sync"
AFTER INSERT OR DELETE OR UPDATE OF "priceInCents", "salePriceInCents", "manageInventory", "inventoryQuantity",
  "reservedQuantity", position, "productId"
ON "Variant" FOR EACH ROW EXECUTE FUNCTION catalogue_variant_changed();

-- A product's own switches (purchasable, which variant is displayed) change the same columns.
CREATE OR REPLACE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."priceCents" := catalogue_product_price(NEW.id, NEW."siteProductSelection")\073
  NEW."inStock" := NEW.purchasable AND catalogue_product_in_stock(NEW.id)\073
  RETURN NEW\073
END';

CREATE TRIGGER "StoreProduct_catalogue_sync"
BEFORE UPDATE OF purchasable, "siteProductSelection" ON "StoreProduct"
FOR EACH ROW EXECUTE FUNCTION catalogue_product_changed();

UPDATE "StoreProduct" p
   SET "priceCents" = catalogue_product_price(p.id, p."siteProductSelection"),
       "inStock" = p.purchasable AND catalogue_product_in_stock(p.id);

-- Visible products only (deletedAt IS NULL AND status = 'active'): every catalogue query filters on that.
-- Sort orders, each ending in id so pages are stable.
CREATE INDEX "StoreProduct_featured_idx" ON "StoreProduct" ("featuredRank", "sortOrder", title, id)
  WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_price_idx" ON "StoreProduct" ("priceCents", id)
  INCLUDE ("categoryId", "brandId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_price_desc_idx" ON "StoreProduct" ("priceCents" DESC NULLS LAST, id DESC)
  WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_rating_idx" ON "StoreProduct" (rating DESC, "reviewCount" DESC, id)
  WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_newest_idx" ON "StoreProduct" ("createdAt" DESC, id DESC)
  WHERE "deletedAt" IS NULL AND status = 'active';
-- Category and brand lists sorted by price, and the capped facet counts (index-only scans).
CREATE INDEX "StoreProduct_category_price_idx" ON "StoreProduct" ("categoryId", "priceCents", id)
  INCLUDE ("brandId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
CREATE INDEX "StoreProduct_brand_price_idx" ON "StoreProduct" ("brandId", "priceCents", id)
  INCLUDE ("categoryId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
-- Typo-tolerant and partial-word matches on the product name.
CREATE INDEX "StoreProduct_title_trgm_idx" ON "StoreProduct" USING GIN (title gin_trgm_ops);
