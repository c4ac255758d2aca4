// Labels the fifth blind relevance set (README.md in this folder) from recorded catalogue data only. It reuses
// the second set's grading (../blind2/label.ts: numeric comparisons with a relative tolerance, every other
// constraint by the first set's labeler ../blind/label.ts), on the same catalogue: the hand-made products of
// content/seed/products.json plus generateCatalogue(DEFAULT_GENERATED_COUNT). Prices are compared in US dollars
// at the shop's own rates (content/seed/currencies.json, usdPerUnit). Writes judgements.json beside this file
// and prints a summary; it never runs the finder or the store search. The fourth set's label.ts exports nothing,
// so its driver is repeated here; the grading itself is imported (../blind2/label.ts grade, ../blind/label.ts describe).
//
//   node --import tsx tests/relevance/blind5/label.ts
//
// Grade 2 = the right kind and some variant meets every constraint (the variant's attributes over the
// product's, with that variant's price); grade 1 = the right kind but no variant meets them all; a product
// of another kind is absent.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { DEFAULT_GENERATED_COUNT, generateCatalogue } from "~/modules/catalog/generator/generate";
import { describe as describeConstraint, type PriceOptions } from "../blind/label";
import type { BlindRequest, Constraint } from "../blind/types";
import { grade } from "../blind2/label";
import { EXPECTED_RATES_TO_USD, REQUESTS } from "./requests";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");

type Product = Parameters<typeof grade>[0];

const seed = JSON.parse(readFileSync(join(root, "content/seed/products.json"), "utf8")) as { products: Product[] };
const products: Product[] = [...seed.products, ...(generateCatalogue(DEFAULT_GENERATED_COUNT) as unknown as Product[])];

/** US dollars per unit of each currency, as the shop states them; stops if they moved since the set was written. */
function shopRates(): Record<string, number> {
  const currencies = JSON.parse(readFileSync(join(root, "content/seed/currencies.json"), "utf8")) as {
    code: string;
    usdPerUnit?: number | null;
  }[];
  const rates: Record<string, number> = {};
  for (const c of currencies) {
    if (typeof c.usdPerUnit !== "number") throw new Error(`blind set 5: currency ${c.code} has no usdPerUnit rate`);
    rates[c.code] = c.usdPerUnit;
  }
  for (const [code, rate] of Object.entries(EXPECTED_RATES_TO_USD))
    if (rates[code] !== rate)
      throw new Error(
        `blind set 5: the shop's ${code.toUpperCase()} rate is ${rates[code]}, the thresholds were chosen at ${rate}; ` +
          "re-check every price request for exchange-rate edges before relabelling (never move a threshold to fit an output)",
      );
  return rates;
}
const RATES = shopRates();

function describe(c: Constraint): string {
  if ("price" in c) {
    const amount = `${c.currency.toUpperCase()} ${c.amount.toLocaleString("en-US")}`;
    return `price ${c.price === "atMost" ? "at most" : "at least"} ${amount} (sale price if on sale; compared in USD at the shop's rates, EUR ${RATES.eur}, GBP ${RATES.gbp})`;
  }
  return describeConstraint(c);
}

/** Rates a little off the stated ones: a grade that flips is borderline (the set avoids such thresholds). */
const RATE_VARIATIONS: PriceOptions[] = [
  { rates: { ...RATES, eur: RATES.eur - 0.05, gbp: RATES.gbp - 0.07 } },
  { rates: { ...RATES, eur: RATES.eur + 0.05, gbp: RATES.gbp + 0.07 } },
];

async function main() {
  const ids = new Set<string>();
  for (const p of products) {
    if (ids.has(p.id)) throw new Error(`duplicate product id ${p.id}`);
    ids.add(p.id);
  }
  const out: unknown[] = [];
  const rows: string[][] = [];
  const problems: string[] = [];
  const saleNotes: string[] = [];
  const seen = new Set<string>();
  for (const request of REQUESTS as BlindRequest[]) {
    if (seen.has(request.q)) problems.push(`duplicate request "${request.q}"`);
    seen.add(request.q);
    const relevant: Record<string, 1 | 2> = {};
    let g2 = 0;
    let g1 = 0;
    let near = 0;
    const borderline: string[] = [];
    const saleDecides: string[] = [];
    for (const product of products) {
      const g = grade(product, request, { rates: RATES });
      if (g === 0) continue;
      relevant[product.id] = g;
      if (g === 2) g2 += 1;
      else {
        g1 += 1;
        // a near miss: dropping one constraint would make it grade 2 (what this set leans on)
        if (
          request.constraints.length > 1 &&
          request.constraints.some(
            (_, i) =>
              grade(
                product,
                { ...request, constraints: request.constraints.filter((__, j) => j !== i) },
                { rates: RATES },
              ) === 2,
          )
        )
          near += 1;
      }
      if (RATE_VARIATIONS.some((v) => grade(product, request, v) !== g)) borderline.push(`${product.id}=${g}`);
      if (grade(product, request, { rates: RATES, listPrice: true }) !== g) saleDecides.push(`${product.id}=${g}`);
    }
    const unanswerable = request.classes.includes("unanswerable");
    if (unanswerable && g2 > 0) problems.push(`unanswerable but ${g2} grade 2: "${request.q}"`);
    if (unanswerable && g1 === 0) problems.push(`unanswerable without a grade-1 product: "${request.q}"`);
    if (!unanswerable && (g2 < 1 || g2 > 40)) problems.push(`answerable with ${g2} grade 2: "${request.q}"`);
    if (g1 + g2 === 0) problems.push(`no product of the kind: "${request.q}"`);
    if (borderline.length) problems.push(`exchange-rate borderline in "${request.q}": ${borderline.join(", ")}`);
    if (saleDecides.length) saleNotes.push(`"${request.q}": ${saleDecides.join(", ")}`);
    out.push({
      q: request.q,
      classes: request.classes,
      kind: request.kind.name,
      constraints: request.constraints.map(describe),
      ...(request.note ? { note: request.note } : {}),
      ...(saleDecides.length ? { gradeSetBySalePrice: saleDecides.map((s) => s.split("=")[0]) } : {}),
      relevant,
    });
    rows.push([request.q, request.classes.join(","), String(g2), String(g1), String(near)]);
  }
  const target = join(here, "judgements.json");
  // formatted like the rest of the repository, so `npm run lint` (prettier --check) stays clean
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(JSON.stringify(out, null, 2), { ...options, filepath: target }));

  const width = [Math.min(64, Math.max(...rows.map((r) => r[0].length))), Math.max(...rows.map((r) => r[1].length))];
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  console.log(`${"request".padEnd(width[0])}  ${"classes".padEnd(width[1])}  g2   g1  near`);
  for (const r of rows)
    console.log(
      `${cut(r[0], width[0])}  ${r[1].padEnd(width[1])}  ${r[2].padStart(3)}  ${r[3].padStart(3)}  ${r[4].padStart(4)}`,
    );
  const classes = new Map<string, [number, number]>();
  for (const r of REQUESTS)
    for (const c of r.classes) {
      const [n, u] = classes.get(c) ?? [0, 0];
      classes.set(c, [n + 1, u + (r.classes.includes("unanswerable") ? 1 : 0)]);
    }
  const unanswerableCount = REQUESTS.filter((r) => r.classes.includes("unanswerable")).length;
  console.log(
    `\n${REQUESTS.length} requests over ${products.length} products (${REQUESTS.length - unanswerableCount} answerable, ${unanswerableCount} unanswerable)`,
  );
  console.log(`per class (of them unanswerable): ${[...classes].map(([c, [n, u]]) => `${c} ${n} (${u})`).join(", ")}`);
  const multi = REQUESTS.filter((r) => r.constraints.length >= 2).length;
  console.log(
    `requests with 2 or more constraints: ${multi}; "near" = grade-1 products that one dropped constraint would make grade 2`,
  );
  if (saleNotes.length)
    console.log(
      `\ngrades set by a sale price (judged at the price sold now; the list price would grade them otherwise):\n  ${saleNotes.join("\n  ")}`,
    );
  if (problems.length) {
    console.log(`\nproblems:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
