-- Hand-written (ADR 015 addendum): the facet cells become append-only deltas. With one row per cell, every
-- product that went in or out of stock (a checkout reserving the last unit, a cancel releasing it) updated two
-- shared cell rows and held their locks until commit: checkouts of one category and brand queued behind each
-- other, and a reservation and a release touching the same two cells in opposite order deadlocked (40P01).
-- Now the trigger only inserts a +1/-1 row (inserts never wait on each other), readers already sum the rows of a
-- key, and a background job folds the rows back into one per key (catalogue_compact_facet_cells).
DROP INDEX "CatalogueFacetCell_key";

CREATE OR REPLACE FUNCTION catalogue_cell_add(category TEXT, brand TEXT, in_stock BOOLEAN, price INTEGER, delta INTEGER)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "priceCents", products)
  VALUES (category, brand, in_stock, catalogue_price_floor(price), delta)
$$;

-- One statement: it deletes the rows its snapshot sees and inserts their sums. Deltas committed meanwhile (or still
-- uncommitted) are not in the snapshot, so they stay and nothing is counted twice or lost.
CREATE OR REPLACE FUNCTION catalogue_compact_facet_cells() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM "CatalogueFacetCell" RETURNING "categoryId", "brandId", "inStock", "priceCents", products
  )
  INSERT INTO "CatalogueFacetCell" ("categoryId", "brandId", "inStock", "priceCents", products)
  SELECT "categoryId", "brandId", "inStock", "priceCents", sum(products)::int FROM gone
  GROUP BY 1, 2, 3, 4 HAVING sum(products) <> 0
$$;
