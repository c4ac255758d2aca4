-- Issue 9 (ADR 015): the full-text index covers only what the catalogue can show. Every search filters on
-- visibility, so the planner can use the partial index, and a count of a search's matches that reads no column
-- (`SELECT FROM … LIMIT 10001`) is then answered from the index and the visibility map, without heap visits.
DROP INDEX IF EXISTS "StoreProduct_searchVector_idx";
CREATE INDEX "StoreProduct_searchVector_idx" ON "StoreProduct" USING GIN ("searchVector") WHERE "deletedAt" IS NULL AND status = 'active';
