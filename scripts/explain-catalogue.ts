// Prints EXPLAIN (ANALYZE, BUFFERS) of every SQL statement the catalogue query (or the finder) runs for the given URLs, against
// DATABASE_URL (the bench database: `labmarket_bench_<N>`). Usage:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/labmarket_bench_1000000 node --import tsx scripts/explain-catalogue.ts "/store?q=centrifuge"
// A /finder?q=… URL prints the finder's statements.
import pg from "pg";
import { Prisma } from "~/generated/prisma/client";
import { parseCatalogueQuery } from "~/modules/catalog/catalogue-query";
import { searchCatalogue } from "~/modules/catalog/catalogue-query.server";
import { finderPage } from "~/modules/finder/page.server";
import { observeRawReads, prisma } from "~/utils/db.server";

// The app's connection settings (db.server.ts): otherwise JIT compiling dominates the plans printed.
const client = new pg.Client({
  connectionString: process.env.DATABASE_URL,
  options: "-c jit=off -c synchronize_seqscans=off",
});
await client.connect();
const captured: Prisma.Sql[] = [];
observeRawReads((sql) => captured.push(sql));
for (const url of process.argv.slice(2)) {
  captured.length = 0;
  const parsed = new URL(url, "http://localhost");
  if (parsed.pathname === "/finder") {
    // The vocabulary is read through Prisma once per app machine and minute: what is captured is per view (the
    // ranking statement and the shown results' details).
    await finderPage(parsed.searchParams.get("q") ?? "");
  } else {
    const pageSize = parsed.pathname.startsWith("/shop") ? 24 : 12;
    await searchCatalogue(parseCatalogueQuery(parsed.searchParams), { pageSize });
  }
  for (const [i, sql] of captured.entries()) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values as unknown[]);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    console.log(`\n### ${url} — statement ${i + 1} of ${captured.length}\n${plan}`);
  }
}
await client.end();
await prisma.$disconnect();
