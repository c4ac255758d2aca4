-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "clientAddress" TEXT;

-- CreateIndex
CREATE INDEX "Order_clientAddress_status_idx" ON "Order"("clientAddress", "status");

-- CreateIndex
CREATE INDEX "Order_cartId_status_idx" ON "Order"("cartId", "status");

