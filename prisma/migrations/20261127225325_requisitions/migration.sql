-- CreateEnum
CREATE TYPE "RequisitionStatus" AS ENUM ('submitted', 'approved', 'rejected', 'cancelled', 'ordered');

-- CreateEnum
CREATE TYPE "ApprovalMode" AS ENUM ('every', 'above');

-- CreateTable
CREATE TABLE "ApprovalPolicy" (
    "organisationId" TEXT NOT NULL,
    "mode" "ApprovalMode" NOT NULL DEFAULT 'every',
    "categoryIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "requesterMayOrder" BOOLEAN NOT NULL DEFAULT false,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApprovalPolicy_pkey" PRIMARY KEY ("organisationId")
);

-- CreateTable
CREATE TABLE "ApprovalThreshold" (
    "organisationId" TEXT NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,

    CONSTRAINT "ApprovalThreshold_pkey" PRIMARY KEY ("organisationId","currencyCode")
);

-- CreateTable
CREATE TABLE "ApproverLimit" (
    "organisationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "limitCents" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApproverLimit_pkey" PRIMARY KEY ("organisationId","userId","currencyCode")
);

-- CreateTable
CREATE TABLE "Requisition" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "organisationId" TEXT NOT NULL,
    "requesterId" TEXT,
    "requesterName" TEXT NOT NULL,
    "requesterEmail" TEXT NOT NULL,
    "status" "RequisitionStatus" NOT NULL DEFAULT 'submitted',
    "currencyCode" TEXT NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "note" TEXT,
    "neededBy" DATE,
    "approvalRule" TEXT NOT NULL,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "orderId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Requisition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequisitionLine" (
    "id" TEXT NOT NULL,
    "requisitionId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "variantId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "productTitle" TEXT NOT NULL,
    "variantTitle" TEXT NOT NULL,
    "categoryId" TEXT,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "currencyCode" TEXT NOT NULL,

    CONSTRAINT "RequisitionLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequisitionEvent" (
    "id" TEXT NOT NULL,
    "requisitionId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT,
    "action" TEXT NOT NULL,
    "comment" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RequisitionEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Requisition_number_key" ON "Requisition"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Requisition_orderId_key" ON "Requisition"("orderId");

-- CreateIndex
CREATE INDEX "Requisition_organisationId_status_createdAt_idx" ON "Requisition"("organisationId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Requisition_requesterId_createdAt_idx" ON "Requisition"("requesterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Requisition_organisationId_decidedById_currencyCode_decided_idx" ON "Requisition"("organisationId", "decidedById", "currencyCode", "decidedAt");

-- CreateIndex
CREATE INDEX "RequisitionLine_requisitionId_position_idx" ON "RequisitionLine"("requisitionId", "position");

-- CreateIndex
CREATE INDEX "RequisitionEvent_requisitionId_createdAt_idx" ON "RequisitionEvent"("requisitionId", "createdAt");

-- AddForeignKey
ALTER TABLE "ApprovalPolicy" ADD CONSTRAINT "ApprovalPolicy_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalThreshold" ADD CONSTRAINT "ApprovalThreshold_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "ApprovalPolicy"("organisationId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApproverLimit" ADD CONSTRAINT "ApproverLimit_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Requisition" ADD CONSTRAINT "Requisition_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequisitionLine" ADD CONSTRAINT "RequisitionLine_requisitionId_fkey" FOREIGN KEY ("requisitionId") REFERENCES "Requisition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequisitionEvent" ADD CONSTRAINT "RequisitionEvent_requisitionId_fkey" FOREIGN KEY ("requisitionId") REFERENCES "Requisition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

