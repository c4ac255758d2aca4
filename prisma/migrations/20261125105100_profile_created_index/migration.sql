-- Admin reports count sign-ups per day of a period: a range scan instead of reading every profile.
CREATE INDEX "Profile_createdAt_idx" ON "Profile"("createdAt");
