-- ADR 046: each order line records how many of its units are held (counted in Variant."reservedQuantity").
ALTER TABLE "OrderLine" ADD COLUMN     "heldQuantity" INTEGER NOT NULL DEFAULT 0;

-- Until now an unpaid order held all of its units: say so for the orders awaiting payment at deploy time, so that
-- paying or releasing them moves exactly what they hold.
UPDATE "OrderLine" l SET "heldQuantity" = l.quantity
FROM "Order" o
WHERE o.id = l."orderId" AND o.status = 'pending'
  AND EXISTS (SELECT 1 FROM "Variant" v WHERE v.id = l."variantId" AND v."manageInventory");
