-- Issue 15 #3 (ADR 018): one cart, one open order, guaranteed by the database. Older duplicates (from before the
-- checkout locked the cart row) are cancelled first, newest kept, their reserved stock and quoted units given back.
WITH ranked AS (
    SELECT id, row_number() OVER (PARTITION BY "cartId" ORDER BY "createdAt" DESC, id DESC) AS n
    FROM "Order" WHERE status = 'pending' AND "cartId" IS NOT NULL
), dup AS (
    SELECT id FROM ranked WHERE n > 1
), stock AS (
    UPDATE "Variant" v SET "reservedQuantity" = GREATEST(v."reservedQuantity" - l.units, 0)
    FROM (SELECT "variantId", SUM(quantity) AS units FROM "OrderLine"
          WHERE "orderId" IN (SELECT id FROM dup) AND "variantId" IS NOT NULL GROUP BY "variantId") l
    WHERE v.id = l."variantId" AND v."manageInventory"
    RETURNING v.id
), quotes AS (
    UPDATE "QuoteRequest" q SET "orderedQuantity" = GREATEST(q."orderedQuantity" - l.units, 0)
    FROM (SELECT "quoteId", SUM(quantity) AS units FROM "OrderLine"
          WHERE "orderId" IN (SELECT id FROM dup) AND "quoteId" IS NOT NULL GROUP BY "quoteId") l
    WHERE q.id = l."quoteId"
    RETURNING q.id
)
UPDATE "Order" SET status = 'cancelled', "reservedUntil" = NULL WHERE id IN (SELECT id FROM dup);

UPDATE "PaymentSession" SET status = 'expired'
WHERE status = 'open' AND "orderId" IN (SELECT id FROM "Order" WHERE status = 'cancelled');

CREATE UNIQUE INDEX "Order_cartId_pending_key" ON "Order"("cartId") WHERE status = 'pending';
