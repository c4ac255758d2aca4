-- DropIndex
DROP INDEX "Requisition_organisationId_decidedById_currencyCode_decided_idx";

-- CreateIndex
CREATE INDEX "Requisition_organisationId_decidedById_currencyCode_decided_idx" ON "Requisition"("organisationId", "decidedById", "currencyCode", "decidedAt", "status", "totalCents");

