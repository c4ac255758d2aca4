// Prints EXPLAIN (ANALYZE, BUFFERS) of the statements the product finder runs for the given requests, and the time of
// the whole answer (parse + ranking statement) over repeated runs, against DATABASE_URL (the bench database:
// `labmarket_bench_<N>`, see docs/performance.md). Usage:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/labmarket_bench_1000000 node --import tsx scripts/explain-finder.ts "centrifuge at least 20,000 x g"
import pg from "pg";
import { Prisma } from "~/generated/prisma/client";
import { finderPage } from "~/modules/finder/page.server";
import { observeRawReads, prisma } from "~/utils/db.server";

const RUNS = Number(process.env.FINDER_RUNS ?? 20);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const captured: Prisma.Sql[] = [];
observeRawReads((sql) => captured.push(sql));
await finderPage("warm the vocabulary cache");
for (const q of process.argv.slice(2)) {
  captured.length = 0;
  await finderPage(q);
  const statements = [...captured];
  for (const [i, sql] of statements.entries()) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values as unknown[]);
    console.log(
      `\n### “${q}” — statement ${i + 1} of ${statements.length}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
    );
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await finderPage(q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  console.log(`\n“${q}”: ${RUNS} runs, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
}
// FINDER_CONCURRENCY=N: all the requests again, N at a time (the app's connection pool shared), RUNS rounds.
const concurrency = Number(process.env.FINDER_CONCURRENCY ?? 0);
if (concurrency > 0) {
  const queue = Array.from({ length: RUNS }, () => process.argv.slice(2)).flat();
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
        const t = performance.now();
        await finderPage(q);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${times.length} answers, ${concurrency} at a time: ${(times.length / seconds).toFixed(0)}/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
}
await client.end();
await prisma.$disconnect();
