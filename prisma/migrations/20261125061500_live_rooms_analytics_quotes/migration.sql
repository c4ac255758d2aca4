-- Live demo rooms (issue 13): peak viewers, soft unpin, quote requests about a demo.
ALTER TABLE "Demo" ADD COLUMN "peakViewers" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "LivePinnedProduct" ADD COLUMN "unpinnedAt" TIMESTAMP(3);

ALTER TABLE "QuoteRequest" ADD COLUMN "demoId" TEXT,
ADD COLUMN "demoQuestions" JSONB;

CREATE INDEX "QuoteRequest_demoId_idx" ON "QuoteRequest"("demoId");

ALTER TABLE "QuoteRequest" ADD CONSTRAINT "QuoteRequest_demoId_fkey" FOREIGN KEY ("demoId") REFERENCES "Demo"("id") ON DELETE SET NULL ON UPDATE CASCADE;
