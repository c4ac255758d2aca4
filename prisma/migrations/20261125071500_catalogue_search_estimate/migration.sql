-- Hand-written (ADR 015): the planner's estimate of how many visible products a full-text query matches, from the
-- tsvector statistics. A broad word's total is shown as "10,000+" when the estimate is far above the cap, instead of
-- visiting 10,001 rows on the heap to count them (a GIN index cannot answer a count by itself). The query text is
-- passed as a tsquery value and quoted with %L, never spliced in.
CREATE OR REPLACE FUNCTION catalogue_search_estimate(q tsquery) RETURNS bigint LANGUAGE plpgsql AS E'
DECLARE
  plan json\073
BEGIN
  EXECUTE format(''EXPLAIN (FORMAT JSON) SELECT 1 FROM "StoreProduct" p WHERE p."deletedAt" IS NULL AND p.status = ''''active'''' AND p."searchVector" @@ %L::tsquery'', q) INTO plan\073
  RETURN (plan->0->''Plan''->>''Plan Rows'')::bigint\073
END';
