-- Issue 10 #5 (ADR 022): shipping details and PO number on orders, per-line fulfilment (ship, cancel, refund units),
-- shipments, the brand's part of each paid order, several refunds per order.

-- Orders: shipping details given at checkout, money refunded so far.
ALTER TABLE "Order" ADD COLUMN "shippingName" TEXT,
    ADD COLUMN "shippingCompany" TEXT,
    ADD COLUMN "shippingLine1" TEXT,
    ADD COLUMN "shippingLine2" TEXT,
    ADD COLUMN "shippingCity" TEXT,
    ADD COLUMN "shippingRegion" TEXT,
    ADD COLUMN "shippingPostcode" TEXT,
    ADD COLUMN "shippingCountry" TEXT,
    ADD COLUMN "shippingPhone" TEXT,
    ADD COLUMN "poNumber" TEXT,
    ADD COLUMN "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- Order lines: whose line it is (the product's brand when ordered), its fulfilment state.
CREATE TYPE "OrderLineStatus" AS ENUM ('open', 'shipped', 'cancelled');

CREATE TABLE "Shipment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "brandId" TEXT,
    "carrier" TEXT NOT NULL,
    "trackingNumber" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shipment_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Shipment_orderId_idx" ON "Shipment"("orderId");
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "OrderLine" ADD COLUMN "brandId" TEXT,
    ADD COLUMN "status" "OrderLineStatus" NOT NULL DEFAULT 'open',
    ADD COLUMN "shipmentId" TEXT,
    ADD COLUMN "refundedQuantity" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "cancelReason" TEXT,
    ADD COLUMN "cancelledAt" TIMESTAMP(3);
CREATE INDEX "OrderLine_shipmentId_idx" ON "OrderLine"("shipmentId");
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_refundedQuantity_check" CHECK ("refundedQuantity" >= 0 AND "refundedQuantity" <= quantity);

-- Existing lines belong to their product's brand.
UPDATE "OrderLine" l SET "brandId" = p."brandId"
FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
WHERE v.id = l."variantId" AND p."brandId" IS NOT NULL;

-- The brand's part of each paid order: what its order list filters, sorts and pages on.
CREATE TABLE "BrandOrder" (
    "orderId" TEXT NOT NULL,
    "brandId" TEXT NOT NULL,
    "paidAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrandOrder_pkey" PRIMARY KEY ("orderId", "brandId")
);
CREATE INDEX "BrandOrder_brandId_paidAt_orderId_idx" ON "BrandOrder"("brandId", "paidAt" DESC, "orderId" DESC);
CREATE INDEX "BrandOrder_brandId_status_paidAt_orderId_idx" ON "BrandOrder"("brandId", "status", "paidAt" DESC, "orderId" DESC);
ALTER TABLE "BrandOrder" ADD CONSTRAINT "BrandOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "BrandOrder" ("orderId", "brandId", "paidAt", "status")
SELECT DISTINCT o.id, l."brandId", COALESCE(o."paidAt", o."createdAt"), 'open'
FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o.id
WHERE o.status = 'paid' AND l."brandId" IS NOT NULL;

-- The admins' list of every paid order, newest payment first.
CREATE INDEX "Order_status_paidAt_id_idx" ON "Order"("status", "paidAt" DESC, "id" DESC);

-- Refunds: several per order (units of a line), each with its own provider idempotency key.
DROP INDEX "Refund_orderId_key";
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");
ALTER TABLE "Refund" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'late-payment',
    ADD COLUMN "idempotencyKey" TEXT,
    ADD COLUMN "orderLineId" TEXT,
    ADD COLUMN "quantity" INTEGER,
    ADD COLUMN "createdById" TEXT;
UPDATE "Refund" SET "idempotencyKey" = 'refund-' || "orderId";
ALTER TABLE "Refund" ALTER COLUMN "idempotencyKey" SET NOT NULL;
CREATE UNIQUE INDEX "Refund_idempotencyKey_key" ON "Refund"("idempotencyKey");
-- Late-payment refunds gave the whole order back.
UPDATE "Order" o SET "refundedCents" = r."amountCents" FROM "Refund" r WHERE r."orderId" = o.id;
ALTER TABLE "Order" ADD CONSTRAINT "Order_refundedCents_check" CHECK ("refundedCents" >= 0 AND "refundedCents" <= "totalCents");
