-- The expert's followers over time (influencer analytics, ADR 023): follows of one expert by date.
-- CreateIndex
CREATE INDEX "ExpertFollow_expertId_createdAt_idx" ON "ExpertFollow"("expertId", "createdAt");
