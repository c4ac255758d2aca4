-- Issue 11, admin sections: system settings, moderation state, event capacity, suspended accounts,
-- hidden replays, leaderboard corrections (ADR 024).

-- AlterTable
ALTER TABLE "User" ADD COLUMN "suspendedAt" TIMESTAMP(3),
ADD COLUMN "suspensionReason" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "capacity" INTEGER;

-- AlterTable
ALTER TABLE "CommunityPost" ADD COLUMN "lockedAt" TIMESTAMP(3),
ADD COLUMN "removedAt" TIMESTAMP(3),
ADD COLUMN "moderationReason" TEXT;

-- AlterTable
ALTER TABLE "PostComment" ADD COLUMN "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "removedAt" TIMESTAMP(3),
ADD COLUMN "moderationReason" TEXT;

-- AlterTable
ALTER TABLE "Demo" ADD COLUMN "replayHiddenAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "EventRegistration_eventId_createdAt_idx" ON "EventRegistration"("eventId", "createdAt");

-- CreateTable
CREATE TABLE "SystemSetting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "SystemSetting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "LeaderboardCorrection" (
    "id" TEXT NOT NULL,
    "rowKey" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeaderboardCorrection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeaderboardCorrection_rowKey_idx" ON "LeaderboardCorrection"("rowKey");
