-- A category's products in the featured order (the default order of a category page, ADR 015 addendum of
-- 2026-11-26, session 11). Without it a category page walked StoreProduct_featured_idx over every category and
-- fetched each product's row to test its category: at a million products ~2,100 rows for the 24 freeze dryers of the
-- two-facet bench page, ~350 for the three-facet one. The brand and stock facets are tested in the index too.
CREATE INDEX "StoreProduct_category_featured_idx" ON "StoreProduct" ("categoryId", "featuredRank", "sortOrder", title, id)
  INCLUDE ("brandId", "inStock") WHERE "deletedAt" IS NULL AND status = 'active';
