-- CreateEnum
CREATE TYPE "OrderPaymentMethod" AS ENUM ('card', 'terms');

-- CreateEnum
CREATE TYPE "TermsApplicationStatus" AS ENUM ('pending', 'approved', 'declined');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentMethod" "OrderPaymentMethod" NOT NULL DEFAULT 'card';

-- CreateTable
CREATE TABLE "TermsApplication" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "status" "TermsApplicationStatus" NOT NULL DEFAULT 'pending',
    "requestedNetDays" INTEGER NOT NULL,
    "requestedLimitCents" INTEGER NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "note" TEXT,
    "appliedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,
    "approvedNetDays" INTEGER,
    "approvedLimitCents" INTEGER,
    "declineReason" TEXT,

    CONSTRAINT "TermsApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganisationTerms" (
    "organisationId" TEXT NOT NULL,
    "netDays" INTEGER NOT NULL,
    "creditLimitCents" INTEGER NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "outstandingCents" INTEGER NOT NULL DEFAULT 0,
    "approvedAt" TIMESTAMP(3) NOT NULL,
    "approvedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganisationTerms_pkey" PRIMARY KEY ("organisationId")
);

-- CreateTable
CREATE TABLE "InvoiceCounter" (
    "id" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "orderId" TEXT NOT NULL,
    "brandId" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 0,
    "taxCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "netDays" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "paidById" TEXT,
    "poNumber" TEXT,
    "sellerName" TEXT NOT NULL,
    "sellerContactEmail" TEXT,
    "buyerName" TEXT NOT NULL,
    "buyerLegalEntity" TEXT,
    "buyerTaxId" TEXT,
    "buyerAddress" TEXT[],
    "billingEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "taxRateBasisPoints" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TermsApplication_status_createdAt_idx" ON "TermsApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "TermsApplication_organisationId_createdAt_idx" ON "TermsApplication"("organisationId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE INDEX "Invoice_organisationId_issuedAt_idx" ON "Invoice"("organisationId", "issuedAt" DESC);

-- CreateIndex
CREATE INDEX "Invoice_brandId_issuedAt_idx" ON "Invoice"("brandId", "issuedAt" DESC);

-- CreateIndex
CREATE INDEX "Invoice_paidAt_dueAt_idx" ON "Invoice"("paidAt", "dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_orderId_brandId_key" ON "Invoice"("orderId", "brandId");

-- CreateIndex
CREATE INDEX "InvoiceLine_invoiceId_position_idx" ON "InvoiceLine"("invoiceId", "position");

-- AddForeignKey
ALTER TABLE "TermsApplication" ADD CONSTRAINT "TermsApplication_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationTerms" ADD CONSTRAINT "OrganisationTerms_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand (ADR 060): at most one application under review per organisation.
CREATE UNIQUE INDEX "TermsApplication_one_pending_key" ON "TermsApplication"("organisationId") WHERE status = 'pending';
