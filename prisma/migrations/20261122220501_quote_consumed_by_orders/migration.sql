-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "quoteId" TEXT;

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN     "orderedQuantity" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "OrderLine_quoteId_idx" ON "OrderLine"("quoteId");

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "QuoteRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

