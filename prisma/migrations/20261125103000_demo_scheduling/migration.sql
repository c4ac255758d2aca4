-- Issue 11 #1, experts schedule their demos (ADR 023): a cancelled status, the calendar entry's SEQUENCE on the
-- demo and on each reminder (which version of the invite the member last received), an uploaded thumbnail's key.

-- AlterEnum (not used in this migration, so it may run inside its transaction)
ALTER TYPE "DemoStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "Demo" ADD COLUMN "scheduleSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "thumbnailKey" TEXT;

-- AlterTable
ALTER TABLE "DemoReminder" ADD COLUMN "inviteSequence" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "DemoReminder_demoId_inviteSequence_idx" ON "DemoReminder"("demoId", "inviteSequence");
