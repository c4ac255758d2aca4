// Fills a bench database with N generated products (ids "bench-<n>") and 1–3 variants each, entirely in SQL
// (generate_series): names from per-category product types, the seeded brands and categories, prices, stock,
// ratings and ribbons derived from the row number, and a value for each facet specification of the product's
// category, so every run builds the same catalogue.
//
// Speed: secondary indexes of StoreProduct and Variant are dropped before the load and rebuilt after it (two at a
// time, and the variants beside the specification values, on two connections), and the
// row triggers (the variant trigger that keeps StoreProduct."priceCents"/"referencePriceCents"/"inStock" in sync, and the facet-cell
// counters, ADR 015) are disabled during the load and the cells rebuilt in one statement after it:
// the generator computes both columns with the same rule (the cheapest variant is variant 0; in stock when
// purchasable and any variant has units left). VACUUM ANALYZE at the end sets the visibility map, which the
// index-only facet counts rely on.

export const TYPES = {
  "analytical-instruments": [
    "UHPLC System",
    "LC/Q-TOF Mass Spectrometer",
    "Gas Chromatograph",
    "UV-Vis Spectrophotometer",
    "Real-Time PCR System",
    "Triple Quadrupole Mass Spectrometer",
  ],
  "life-sciences-equipment": [
    "Refrigerated Centrifuge",
    "Microcentrifuge",
    "CO2 Incubator",
    "Biological Safety Cabinet",
    "Benchtop Freeze Dryer",
    "Analytical Balance",
    "Ultrapure Water System",
  ],
  "laboratory-consumables": [
    "Sterile Syringe Filter",
    "Filter Pipette Tips",
    "Screw Neck Vials (100/pk)",
    "96-Well Microplates",
    "UPLC Column",
    "Serological Pipettes",
  ],
  "biopharma-machinery": [
    "Single-Use Bioreactor",
    "Benchtop Bioreactor",
    "Pilot Lyophilizer",
    "Protein Purification System",
    "Tangential Flow Filtration System",
  ],
  "diagnostic-kits": [
    "ELISA Kit (96 tests)",
    "qPCR Master Mix",
    "Rapid Antigen Test (20 tests)",
    "Immunoassay (200 tests)",
    "Troponin T Assay",
  ],
};
/**
 * The demo catalogue's drawing (public/images/types, one per kind of product, issue 9) for each product type above;
 * null where none shows that kind of product, which leaves the card's picture blank rather than a wrong drawing.
 */
export const PICTURES = {
  "UHPLC System": "lc-stack",
  "LC/Q-TOF Mass Spectrometer": "mass-spectrometer",
  "Gas Chromatograph": "gas-chromatograph",
  "UV-Vis Spectrophotometer": "spectrophotometer",
  "Real-Time PCR System": "qpcr",
  "Triple Quadrupole Mass Spectrometer": "mass-spectrometer",
  "Refrigerated Centrifuge": "centrifuge",
  Microcentrifuge: "centrifuge",
  "CO2 Incubator": "incubator",
  "Biological Safety Cabinet": "biosafety-cabinet",
  "Benchtop Freeze Dryer": "freeze-dryer",
  "Analytical Balance": "balance",
  "Ultrapure Water System": null,
  "Sterile Syringe Filter": "syringe-filter",
  "Filter Pipette Tips": "pipette-tips",
  "Screw Neck Vials (100/pk)": "vials",
  "96-Well Microplates": "microplates",
  "UPLC Column": "lc-column",
  "Serological Pipettes": null,
  "Single-Use Bioreactor": "bioreactor",
  "Benchtop Bioreactor": "bioreactor",
  "Pilot Lyophilizer": "pilot-freeze-dryer",
  "Protein Purification System": "chromatography-system",
  "Tangential Flow Filtration System": null,
  "ELISA Kit (96 tests)": "kit-box",
  "qPCR Master Mix": "kit-box",
  "Rapid Antigen Test (20 tests)": "kit-box",
  "Immunoassay (200 tests)": "kit-box",
  "Troponin T Assay": "kit-box",
};
const SERIES = [
  "Infinity",
  "Vanquish",
  "Legend",
  "Heracell",
  "Cubis",
  "Biostat",
  "Mobius",
  "Xevo",
  "Acquity",
  "Orbitrap",
  "Nova",
  "Apex",
  "Prime",
  "Vertex",
  "Titan",
  "Aria",
  "Quanta",
  "Stellar",
  "Helix",
  "Zenith",
];
const RIBBONS = ["New", "Best Seller", "Sale", "Limited Stock"];
/** Product n (all its variants) is listed in the n mod 3rd: the store compares them at the stated rates (ADR 073). */
const CURRENCIES = ["usd", "eur", "gbp"];

/**
 * @param {import("pg").Client} client
 * @param {number} total
 * @param {{ log?: (line: string) => void, connect?: () => Promise<import("pg").Client> }} [options] connect opens a
 *   second connection to the same database, for the specification values and half of the index rebuild
 */
export async function fillCatalogue(client, total, { log = console.log, connect } = {}) {
  const started = Date.now();
  const step = (label) => log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // A second connection for the work that can run beside the first: the machine has two cores.
  const second = connect ? await connect() : null;
  const { rows: categories } = await client.query(`SELECT id FROM "Category" ORDER BY position, id`);
  const { rows: brands } = await client.query(`SELECT id, name FROM "Brand" ORDER BY position, id`);
  const categoryIds = categories.map((c) => c.id).filter((id) => TYPES[id]);
  const typeRows = categoryIds.flatMap((id) => TYPES[id].map((type) => [id, type]));

  // Row triggers off for the load: the generator computes "priceCents"/"inStock" itself, and the facet cells are
  // rebuilt in one statement at the end.
  await client.query(`ALTER TABLE "Variant" DISABLE TRIGGER "Variant_catalogue_sync"`);
  await client.query(`ALTER TABLE "StoreProduct" DISABLE TRIGGER "StoreProduct_facet_cells"`);
  await client.query(`ALTER TABLE "StoreProduct" DISABLE TRIGGER "StoreProduct_facet_cells_update"`);
  await client.query(`DELETE FROM "Variant" WHERE "productId" LIKE 'bench-%'`);
  await client.query(`DELETE FROM "StoreProduct" WHERE id LIKE 'bench-%'`);

  const { rows: indexes } = await client.query(`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN ('StoreProduct', 'Variant', 'ProductAttributeValue')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  step(`dropped ${indexes.length} secondary indexes`);

  try {
    // Product n: type = n mod (number of types) (so its category), brand = n mod brands, 1–3 variants; variant 0 is
    // the cheapest; variant k has (n + 3k) mod 5 units, managed stock on every product with n mod 4 > 0.
    await client.query(
      `INSERT INTO "StoreProduct" (id, title, subtitle, "ribbonText", "descriptionHtml", "thumbnailUrl", purchasable, "sortOrder",
         "siteProductSelection", status, "categoryId", "brandId", rating, "reviewCount", tag, "featuredRank", "createdAt", "updatedAt",
         "priceCents", "priceCurrencyCode", "referencePriceCents", "inStock")
       SELECT 'bench-' || n,
              ($7::text[])[1 + n % $8::int] || ' ' || ($3::text[])[1 + n % ${SERIES.length}] || ' ' || (1000 + n % 9000) || ' ' || ($2::text[])[2 + 2 * (n % $5::int)],
              'Model ' || upper(substr(md5(n::text), 1, 6)),
              CASE WHEN n % 9 = 0 THEN ($4::text[])[1 + n % ${RIBBONS.length}] END,
              '<p>' || ($2::text[])[2 + 2 * (n % $5::int)] || ' from ' || ($7::text[])[1 + n % $8::int] || ', generated for the benchmark (product ' || n || ').</p>',
              ($9::text[])[1 + n % $5::int], n % 17 <> 0, n % 1000, 'lowest_price_first', 'active', ($2::text[])[1 + 2 * (n % $5::int)], ($6::text[])[1 + n % $8::int],
              round((3 + (n % 21) / 10.0)::numeric, 1), n % 250,
              CASE WHEN n % 50 = 0 THEN 'Top Rated' END,
              CASE WHEN n % 5000 = 0 THEN n / 5000 END,
              now() - (n || ' minutes')::interval, now(),
              (5000 + (n::bigint * 7919) % 25000000)::int, ($10::text[])[1 + n % 3],
              catalogue_reference_cents((5000 + (n::bigint * 7919) % 25000000)::int, ($10::text[])[1 + n % 3]),
              n % 17 <> 0 AND (n % 4 = 0 OR EXISTS (SELECT 1 FROM generate_series(0, n % 3) k WHERE (n + 3 * k) % 5 > 0))
       FROM generate_series(1, $1::int) n`,
      [
        total,
        typeRows.flat(),
        SERIES,
        RIBBONS,
        typeRows.length,
        brands.map((b) => b.id),
        brands.map((b) => b.name),
        brands.length,
        typeRows.map(([, type]) => (PICTURES[type] ? `/images/types/${PICTURES[type]}.svg` : null)),
        CURRENCIES,
      ],
    );
    step(`inserted ${total.toLocaleString("en-US")} products`);
    // Variants and specification values depend only on the products: written at once, one connection each.
    const variants = client.query(
      `INSERT INTO "Variant" (id, "productId", title, sku, "priceInCents", "salePriceInCents", "currencyCode", "manageInventory",
         "inventoryQuantity", "reservedQuantity", position)
       SELECT 'bench-' || n || '-v' || k, 'bench-' || n, CASE k WHEN 0 THEN 'Standard' WHEN 1 THEN 'Extended' ELSE 'Premium' END,
              'BENCH-' || n || '-' || k, ((5000 + (n::bigint * 7919) % 25000000) * (100 + 15 * k) / 100)::int, NULL,
              ($2::text[])[1 + n % 3], n % 4 > 0, (n + 3 * k) % 5, 0, k
       FROM generate_series(1, $1::int) n, generate_series(0, n % 3) k`,
      [total, CURRENCIES],
    );
    const specifications = insertSpecifications(second ?? client);
    // Both settle before either failure is reported, so the index rebuild below never races a running insert.
    const [variantsDone, specificationsDone] = await Promise.allSettled([
      variants.then(() => step("inserted variants")),
      specifications.then(() => step("inserted specification values")),
    ]);
    for (const outcome of [variantsDone, specificationsDone]) if (outcome.status === "rejected") throw outcome.reason;
  } finally {
    try {
      await rebuildIndexes([client, ...(second ? [second] : [])], indexes);
    } finally {
      await second?.end();
    }
    step(`rebuilt ${indexes.length} indexes`);
    await client.query(`SELECT catalogue_rebuild_facet_cells()`);
    await client.query(`ALTER TABLE "Variant" ENABLE TRIGGER "Variant_catalogue_sync"`);
    await client.query(`ALTER TABLE "StoreProduct" ENABLE TRIGGER "StoreProduct_facet_cells"`);
    await client.query(`ALTER TABLE "StoreProduct" ENABLE TRIGGER "StoreProduct_facet_cells_update"`);
  }
  await client.query(`VACUUM ANALYZE "StoreProduct"`);
  await client.query(`VACUUM ANALYZE "Variant"`);
  await client.query(`VACUUM ANALYZE "ProductAttributeValue"`);
  step("vacuumed and analysed");
  return (Date.now() - started) / 1000;
}

/**
 * One value per facet attribute (number, range, enum, yes/no) of each generated product's category: an option
 * picked by a hash of product and attribute, or a number spread over the range the hand-made products of that
 * attribute span (so "condenser colder than −80 °C" finds some and not all). Stored like the seed stores values:
 * base units in numMin/numMax, the value as it would be shown in `entered`.
 */
async function insertSpecifications(client) {
  await client.query(`DELETE FROM "ProductAttributeValue" WHERE "productId" LIKE 'bench-%'`);
  // The foreign keys of millions of rows whose targets were just written are checked by nothing but row
  // triggers; the bench database's owner skips them for this one statement.
  await client.query(`SET session_replication_role = replica`);
  try {
    await client.query(`
      WITH spread AS (
        SELECT "attributeId", min("numMin") AS lo, max("numMax") AS hi FROM "ProductAttributeValue"
        WHERE "numMin" IS NOT NULL GROUP BY 1
      ),
      pairs AS (
        SELECT p.id AS "productId", d.id AS "attributeId", d.type, d.options, d.unit,
               coalesce(s.lo, 0) AS lo, coalesce(s.hi, 100) AS hi,
               abs(hashtext(p.id || d.id)) AS h
        FROM "StoreProduct" p
        JOIN "AttributeDefinition" d ON d."categoryId" = p."categoryId" AND d."isFacet" AND d.type <> 'text'
        LEFT JOIN spread s ON s."attributeId" = d.id
        WHERE p.id LIKE 'bench-%'
      ),
      valued AS (
        SELECT *, round((lo + (h % 1000) / 1000.0 * (hi - lo))::numeric, 1)::float8 AS v FROM pairs
      )
      INSERT INTO "ProductAttributeValue" ("productId", "attributeId", "numMin", "numMax", "enumValue", entered, "enteredUnit")
      SELECT "productId", "attributeId",
             CASE WHEN type IN ('number', 'range') THEN v END,
             CASE WHEN type = 'number' THEN v WHEN type = 'range' THEN v + round(((hi - lo) / 10)::numeric, 1)::float8 END,
             CASE WHEN type = 'enum' AND cardinality(options) > 0 THEN options[1 + h % cardinality(options)]
                  WHEN type = 'boolean' THEN CASE WHEN h % 2 = 0 THEN 'yes' ELSE 'no' END END,
             CASE WHEN type IN ('number', 'range') THEN v::text
                  WHEN type = 'enum' AND cardinality(options) > 0 THEN options[1 + h % cardinality(options)]
                  WHEN type = 'boolean' THEN CASE WHEN h % 2 = 0 THEN 'yes' ELSE 'no' END ELSE '' END,
             NULL
      FROM valued
      WHERE type <> 'enum' OR cardinality(options) > 0`);
  } finally {
    await client.query(`SET session_replication_role = DEFAULT`);
  }
}

/**
 * Builds the dropped indexes on every given connection at once (one per core: a GIN build uses one), the two GIN
 * indexes of the product table first since they take longest, each connection with 512 MB of maintenance memory
 * instead of the default 64 MB, so a GIN build gathers its entries in fewer, larger runs.
 */
async function rebuildIndexes(connections, indexes) {
  const queue = [...indexes].sort(
    (a, b) => Number(/USING gin/i.test(b.indexdef)) - Number(/USING gin/i.test(a.indexdef)),
  );
  const build = async (connection) => {
    await connection.query(`SET maintenance_work_mem = '512MB'`);
    for (let index = queue.shift(); index; index = queue.shift()) await connection.query(index.indexdef);
    await connection.query(`RESET maintenance_work_mem`);
  };
  await Promise.all(connections.map(build));
}

/** Adds the specification values to a bench database filled before they were generated. */
export async function fillSpecificationsIfMissing(client, log = console.log) {
  const { rows } = await client.query(
    `SELECT EXISTS (SELECT 1 FROM "ProductAttributeValue" WHERE "productId" LIKE 'bench-%') AS present`,
  );
  if (rows[0].present) return;
  const started = Date.now();
  await insertSpecifications(client);
  await client.query(`VACUUM ANALYZE "ProductAttributeValue"`);
  log(`  added specification values to the generated products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
