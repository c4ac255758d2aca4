-- Hand-written (ADR 027, amends ADR 015): bulk writers (the CSV import) insert and update hundreds of variants in one
-- statement, and the row trigger then rewrote each variant's product once per variant. A transaction may now set
-- catalogue.deferred_sync = on (set_config(..., true): for this transaction only) and call catalogue_sync_products
-- with the products it touched before it commits: the same price and stock rule, once per product, set-based.
-- Every other writer is unchanged: the setting is unset in their sessions, so the trigger runs as before.
CREATE OR REPLACE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''catalogue.deferred_sync'', true) = ''on'' THEN
    RETURN NULL\073
  END IF\073
  UPDATE "StoreProduct" p
     SET "priceCents" = c.price, "inStock" = c.in_stock
    FROM (
      SELECT q.id, catalogue_product_price(q.id, q."siteProductSelection") AS price,
             q.purchasable AND catalogue_product_in_stock(q.id) AS in_stock
      FROM "StoreProduct" q WHERE q.id IN (OLD."productId", NEW."productId")
    ) c
   WHERE p.id = c.id AND (p."priceCents" IS DISTINCT FROM c.price OR p."inStock" IS DISTINCT FROM c.in_stock)\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION catalogue_sync_products(ids TEXT[]) RETURNS void LANGUAGE sql AS E'
  UPDATE "StoreProduct" p
     SET "priceCents" = c.price, "inStock" = c.in_stock
    FROM (
      SELECT q.id, catalogue_product_price(q.id, q."siteProductSelection") AS price,
             q.purchasable AND catalogue_product_in_stock(q.id) AS in_stock
      FROM "StoreProduct" q WHERE q.id = ANY(ids)
    ) c
   WHERE p.id = c.id AND (p."priceCents" IS DISTINCT FROM c.price OR p."inStock" IS DISTINCT FROM c.in_stock)
';
