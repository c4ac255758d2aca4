// The relevance benchmark (issue 12): every request of judgements.json asked of the product finder and of the store
// search (its current search function) over a fresh demo database; prints nDCG@10, recall@10 and MRR for each.
//   npm run bench:relevance [-- --verbose] [-- --json out.json]   (RELEVANCE_DATABASE_URL: use a seeded demo database)
// Metrics: nDCG@10 with gains 2^grade − 1 against the ideal order of all graded products; recall@10 = the share of
// the relevant products found in the first ten, out of at most ten (grade 2, or grade ≥ 1 when no product meets
// everything); MRR = 1 / rank of the first such product in the first ten (0 when none).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { provisionTestDatabase } from "../setup/test-database.js";

const dir = path.dirname(fileURLToPath(import.meta.url));
const judgements = JSON.parse(readFileSync(path.join(dir, "judgements.json"), "utf8")) as {
  q: string;
  relevant: Record<string, number>;
}[];
const verbose = process.argv.includes("--verbose");
const jsonAt = process.argv.indexOf("--json");

export interface Scores {
  ndcg: number;
  recall: number;
  mrr: number;
}

export function score(ranked: string[], relevant: Record<string, number>, k = 10): Scores {
  const top = ranked.slice(0, k);
  const gain = (g: number) => 2 ** g - 1;
  const dcg = top.reduce((sum, id, i) => sum + gain(relevant[id] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  const best = Math.max(0, ...Object.values(relevant));
  const target = new Set(Object.keys(relevant).filter((id) => relevant[id] === best && best > 0));
  const found = top.filter((id) => target.has(id)).length;
  const first = top.findIndex((id) => target.has(id));
  return {
    ndcg: ideal ? dcg / ideal : 0,
    recall: target.size ? found / Math.min(k, target.size) : 0,
    mrr: first === -1 ? 0 : 1 / (first + 1),
  };
}

async function main() {
  // RELEVANCE_DATABASE_URL: an already seeded demo database (kept); otherwise a fresh one, dropped afterwards.
  const given = process.env.RELEVANCE_DATABASE_URL;
  const db = given ? { url: given, drop: async () => {} } : await provisionTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.SESSION_SECRET ??= "relevance-bench-secret-0123456789";
  process.env.CATALOGUE_COUNTS_CACHE_SECONDS = "0";
  delete process.env.FINDER_LLM_API_KEY; // the benchmark measures the parser
  try {
    const { finderPage } = await import("~/modules/finder/page.server");
    const { searchCatalogue } = await import("~/modules/catalog/catalogue-query.server");
    const { parseCatalogueQuery } = await import("~/modules/catalog/catalogue-query");
    const systems: Record<string, (q: string) => Promise<string[]>> = {
      finder: async (q) => (await finderPage(q)).answer?.results.map((r) => r.id) ?? [],
      "store search": async (q) =>
        (await searchCatalogue(parseCatalogueQuery(new URLSearchParams({ q })), { pageSize: 10 })).products.map(
          (p) => p.id,
        ),
    };
    const totals: Record<string, Scores & { ms: number[] }> = {};
    const perRequest: Record<string, unknown>[] = [];
    for (const judgement of judgements) {
      const row: Record<string, unknown> = { q: judgement.q };
      for (const [name, run] of Object.entries(systems)) {
        const started = performance.now();
        const ranked = await run(judgement.q);
        const ms = performance.now() - started;
        const s = score(ranked, judgement.relevant);
        const total = (totals[name] ??= { ndcg: 0, recall: 0, mrr: 0, ms: [] });
        total.ndcg += s.ndcg;
        total.recall += s.recall;
        total.mrr += s.mrr;
        total.ms.push(ms);
        row[name] = s;
      }
      perRequest.push(row);
      if (verbose) {
        const f = row.finder as Scores;
        const st = row["store search"] as Scores;
        console.log(`${f.ndcg.toFixed(2)}  ${st.ndcg.toFixed(2)}  ${judgement.q}`);
      }
    }
    const n = judgements.length;
    console.log(`\nRelevance over the demo catalogue: ${n} requests (tests/relevance/judgements.json)\n`);
    console.log("| system | nDCG@10 | recall@10 | MRR | median ms |");
    console.log("|---|---|---|---|---|");
    for (const [name, t] of Object.entries(totals)) {
      const median = [...t.ms].sort((a, b) => a - b)[Math.floor(t.ms.length / 2)];
      console.log(
        `| ${name} | ${(t.ndcg / n).toFixed(3)} | ${(t.recall / n).toFixed(3)} | ${(t.mrr / n).toFixed(3)} | ${median.toFixed(0)} |`,
      );
    }
    if (jsonAt !== -1) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ totals, perRequest }, null, 1));
    const { prisma } = await import("~/utils/db.server");
    await prisma.$disconnect();
  } finally {
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
