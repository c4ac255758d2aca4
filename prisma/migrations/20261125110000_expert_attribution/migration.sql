-- AlterTable
ALTER TABLE "CartLine" ADD COLUMN     "attributedDemoId" TEXT,
ADD COLUMN     "attributedExpertId" INTEGER;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "attributedDemoId" TEXT,
ADD COLUMN     "attributedExpertId" INTEGER;

-- AlterTable
ALTER TABLE "QuoteRequest" ADD COLUMN     "attributedDemoId" TEXT,
ADD COLUMN     "attributedExpertId" INTEGER;

-- CreateTable
CREATE TABLE "ExpertDailySales" (
    "expertId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "currencyCode" TEXT NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenueCents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ExpertDailySales_pkey" PRIMARY KEY ("expertId","day","currencyCode")
);

-- CreateTable
CREATE TABLE "DemoReplayViewer" (
    "demoId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "viewer" TEXT NOT NULL,

    CONSTRAINT "DemoReplayViewer_pkey" PRIMARY KEY ("demoId","day","viewer")
);

-- CreateTable
CREATE TABLE "DemoDailyReplayViews" (
    "demoId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DemoDailyReplayViews_pkey" PRIMARY KEY ("demoId","day")
);

-- CreateIndex
CREATE INDEX "DemoReplayViewer_day_idx" ON "DemoReplayViewer"("day");

-- CreateIndex
CREATE INDEX "OrderLine_attributedExpertId_idx" ON "OrderLine"("attributedExpertId");

-- CreateIndex
CREATE INDEX "OrderLine_attributedDemoId_idx" ON "OrderLine"("attributedDemoId");

-- CreateIndex
CREATE INDEX "QuoteRequest_attributedExpertId_createdAt_idx" ON "QuoteRequest"("attributedExpertId", "createdAt");

-- CreateIndex
CREATE INDEX "QuoteRequest_attributedDemoId_idx" ON "QuoteRequest"("attributedDemoId");

-- AddForeignKey
ALTER TABLE "CartLine" ADD CONSTRAINT "CartLine_attributedExpertId_fkey" FOREIGN KEY ("attributedExpertId") REFERENCES "Expert"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartLine" ADD CONSTRAINT "CartLine_attributedDemoId_fkey" FOREIGN KEY ("attributedDemoId") REFERENCES "Demo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_attributedExpertId_fkey" FOREIGN KEY ("attributedExpertId") REFERENCES "Expert"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_attributedDemoId_fkey" FOREIGN KEY ("attributedDemoId") REFERENCES "Demo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteRequest" ADD CONSTRAINT "QuoteRequest_attributedExpertId_fkey" FOREIGN KEY ("attributedExpertId") REFERENCES "Expert"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteRequest" ADD CONSTRAINT "QuoteRequest_attributedDemoId_fkey" FOREIGN KEY ("attributedDemoId") REFERENCES "Demo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertDailySales" ADD CONSTRAINT "ExpertDailySales_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DemoReplayViewer" ADD CONSTRAINT "DemoReplayViewer_demoId_fkey" FOREIGN KEY ("demoId") REFERENCES "Demo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DemoDailyReplayViews" ADD CONSTRAINT "DemoDailyReplayViews_demoId_fkey" FOREIGN KEY ("demoId") REFERENCES "Demo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

