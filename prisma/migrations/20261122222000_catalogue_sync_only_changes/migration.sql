-- Hand-written (ADR 015): a variant write updates its product only when the displayed price or the stock flag
-- actually changes, so reservations and stock edits that leave both alone neither rewrite nor lock the product row.
CREATE OR REPLACE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
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
