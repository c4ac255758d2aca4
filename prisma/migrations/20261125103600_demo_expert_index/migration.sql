-- An expert's own demos, newest first (Content Management, expert analytics, ADR 023).
-- CreateIndex
CREATE INDEX "Demo_expertId_startsAt_idx" ON "Demo"("expertId", "startsAt");
