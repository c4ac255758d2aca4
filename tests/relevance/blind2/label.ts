// Labels the second blind relevance set (README.md in this folder) from recorded catalogue data only, with the
// first blind set's labeler (../blind/label.ts: isKind, grade, describe; numeric comparisons excepted, see
// below): the 30 hand-made products of content/seed/products.json plus generateCatalogue(DEFAULT_GENERATED_COUNT),
// values read with storedAttributeValue / parseQuantity like the catalogue itself. Prices are compared in US
// dollars at the shop's own rates (content/seed/currencies.json, usdPerUnit). Writes judgements.json beside
// this file and prints a summary; it never runs the finder or the store search.
//
//   node --import tsx tests/relevance/blind2/label.ts
//
// Grade 2 = the right kind and some variant meets every constraint (the variant's attributes over the
// product's, with that variant's price); grade 1 = the right kind but no variant meets them all; a product
// of another kind is absent.
//
// Numeric specification constraints are judged here, not by ../blind/label.ts: its comparisons allow an
// absolute 1e-9 in the base unit, which is larger than the difference between 2 and 2.5 pg/mL (base g/L:
// 2e-9 vs 2.5e-9). This file compares with a relative tolerance and reports where the first set's grade
// would differ. Every other constraint (enum, text, price, brand, words) is judged by the first set's
// grade() on that one variant and that one constraint.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { DEFAULT_GENERATED_COUNT, generateCatalogue } from "~/modules/catalog/generator/generate";
import { storedAttributeValue, type AttributeDefinitionData } from "~/modules/catalog/specifications";
import { dimensionOf, parseQuantity } from "~/modules/catalog/units";
import { describe as describeConstraint, grade as gradeOfSet1, isKind, type PriceOptions } from "../blind/label";
import type { BlindRequest, Constraint } from "../blind/types";
import { EXPECTED_RATES_TO_USD, REQUESTS } from "./requests";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");

type Product = Parameters<typeof gradeOfSet1>[0];
type Variant = Product["variants"][number];

const seed = JSON.parse(readFileSync(join(root, "content/seed/products.json"), "utf8")) as { products: Product[] };
const products: Product[] = [...seed.products, ...(generateCatalogue(DEFAULT_GENERATED_COUNT) as unknown as Product[])];

const definitions = new Map<string, Map<string, AttributeDefinitionData>>();
for (const group of JSON.parse(readFileSync(join(root, "content/seed/attributes.json"), "utf8")) as {
  categoryId: string;
  attributes: AttributeDefinitionData[];
}[])
  definitions.set(group.categoryId, new Map(group.attributes.map((d) => [d.key, d])));

/** Stored values the catalogue cannot read (the labeler counts them as not meeting a constraint). */
function unreadableValues(): string[] {
  const found: string[] = [];
  for (const p of products)
    for (const values of [p.attributes, ...p.variants.map((v) => v.attributes ?? {})])
      for (const [key, entered] of Object.entries(values)) {
        const definition = definitions.get(p.categoryId)?.get(key);
        const stored = definition ? storedAttributeValue(definition, entered) : `${key}: no attribute definition`;
        if (typeof stored === "string") found.push(`${p.id}: ${stored}`);
      }
  return found;
}

/** US dollars per unit of each currency, as the shop states them. */
function shopRates(): Record<string, number> {
  const currencies = JSON.parse(readFileSync(join(root, "content/seed/currencies.json"), "utf8")) as {
    code: string;
    usdPerUnit?: number | null;
  }[];
  const rates: Record<string, number> = {};
  for (const c of currencies) {
    if (typeof c.usdPerUnit !== "number") throw new Error(`blind set 2: currency ${c.code} has no usdPerUnit rate`);
    rates[c.code] = c.usdPerUnit;
  }
  for (const [code, rate] of Object.entries(EXPECTED_RATES_TO_USD))
    if (rates[code] !== rate)
      throw new Error(
        `blind set 2: the shop's ${code.toUpperCase()} rate is ${rates[code]}, the thresholds were chosen at ${rate}; ` +
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

/** The constraints with a quantity (`value`): numeric comparisons on a specification. */
type NumericConstraint = Extract<Constraint, { value: string }>;

/** a ≤ b, allowing only float noise (relative, so pg/mL in g/L and nm in mm compare like bar and L). */
function le(a: number, b: number): boolean {
  return a <= b + Math.max(Math.abs(a), Math.abs(b)) * 1e-9;
}
function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 1e-3;
}

/** A numeric specification constraint (meaning as in ../blind/types.ts) on one variant. */
function meetsNumeric(product: Product, variant: Variant, c: NumericConstraint): boolean {
  const definition = definitions.get(product.categoryId)?.get(c.spec);
  const entered = variant.attributes?.[c.spec] ?? product.attributes[c.spec];
  if (!definition || entered === undefined) return false;
  const stored = storedAttributeValue(definition, entered);
  if (typeof stored === "string" || stored.numMin === null || stored.numMax === null) return false;
  const wanted = parseQuantity(c.value);
  if (!wanted) throw new Error(`blind set 2: "${c.value}" is not a quantity`);
  if (dimensionOf(wanted.unit) !== dimensionOf(definition.unit ?? ""))
    throw new Error(`blind set 2: "${c.value}" is not in the dimension of ${c.spec} (${definition.unit})`);
  const [min, max] = [stored.numMin, stored.numMax];
  const [a, b] = [wanted.baseMin, wanted.baseMax];
  switch (c.op) {
    case "atLeast":
      return le(a, max);
    case "atMost":
      return le(min, b);
    case "maxAtMost":
      return le(max, b);
    case "minAtLeast":
      return le(a, min);
    case "equals":
      return close(min, a) && close(max, b);
    case "covers":
      return le(min, a) && le(b, max);
    case "overlaps":
      return le(min, b) && le(a, max);
    case "within":
      return le(a, min) && le(max, b);
  }
}

function meets(
  product: Product,
  variant: Variant,
  c: Constraint,
  request: BlindRequest,
  options: PriceOptions,
): boolean {
  if ("value" in c) return meetsNumeric(product, variant, c);
  // the first set's labeler on this one variant and this one constraint
  return gradeOfSet1({ ...product, variants: [variant] }, { ...request, constraints: [c] }, options) === 2;
}

export function grade(product: Product, request: BlindRequest, options: PriceOptions): 0 | 1 | 2 {
  if (!isKind(product, request)) return 0;
  return product.variants.some((v) => request.constraints.every((c) => meets(product, v, c, request, options))) ? 2 : 1;
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
  const set1Differs: string[] = [];
  const seen = new Set<string>();
  for (const request of REQUESTS as BlindRequest[]) {
    if (seen.has(request.q)) problems.push(`duplicate request "${request.q}"`);
    seen.add(request.q);
    const relevant: Record<string, 1 | 2> = {};
    let g2 = 0;
    let g1 = 0;
    const borderline: string[] = [];
    const saleDecides: string[] = [];
    for (const product of products) {
      const g = grade(product, request, { rates: RATES });
      if (g === 0) continue;
      relevant[product.id] = g;
      if (g === 2) g2 += 1;
      else g1 += 1;
      if (RATE_VARIATIONS.some((v) => grade(product, request, v) !== g)) borderline.push(`${product.id}=${g}`);
      if (grade(product, request, { rates: RATES, listPrice: true }) !== g) saleDecides.push(`${product.id}=${g}`);
    }
    const differs = products.filter(
      (p) => grade(p, request, { rates: RATES }) !== gradeOfSet1(p, request, { rates: RATES }),
    );
    if (differs.length)
      set1Differs.push(
        `"${request.q}": ${differs.map((p) => `${p.id} ${gradeOfSet1(p, request, { rates: RATES })}→${grade(p, request, { rates: RATES })}`).join(", ")}`,
      );
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
    rows.push([request.q, request.classes.join(","), String(g2), String(g1)]);
  }
  const target = join(here, "judgements.json");
  // formatted like the rest of the repository, so `npm run lint` (prettier --check) stays clean
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(JSON.stringify(out, null, 2), { ...options, filepath: target }));

  const width = [Math.min(64, Math.max(...rows.map((r) => r[0].length))), Math.max(...rows.map((r) => r[1].length))];
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  console.log(`${"request".padEnd(width[0])}  ${"classes".padEnd(width[1])}  g2   g1`);
  for (const r of rows)
    console.log(`${cut(r[0], width[0])}  ${r[1].padEnd(width[1])}  ${r[2].padStart(3)}  ${r[3].padStart(3)}`);
  const classes = new Map<string, number>();
  for (const r of REQUESTS) for (const c of r.classes) classes.set(c, (classes.get(c) ?? 0) + 1);
  const unanswerableCount = REQUESTS.filter((r) => r.classes.includes("unanswerable")).length;
  console.log(
    `\n${REQUESTS.length} requests over ${products.length} products (${REQUESTS.length - unanswerableCount} answerable, ${unanswerableCount} unanswerable)`,
  );
  console.log(`per class: ${[...classes].map(([c, n]) => `${c} ${n}`).join(", ")}`);
  const unreadable = unreadableValues();
  if (unreadable.length)
    console.log(`\nunreadable stored values (counted as not meeting a constraint):\n  ${unreadable.join("\n  ")}`);
  if (set1Differs.length)
    console.log(
      `\nwhere ../blind/label.ts (absolute tolerance) would grade otherwise (its grade → this grade):\n  ${set1Differs.join("\n  ")}`,
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
