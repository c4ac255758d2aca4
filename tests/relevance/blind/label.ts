// Labels the blind relevance set (README.md in this folder) from recorded catalogue data only: the 30
// hand-made products of content/seed/products.json plus generateCatalogue(DEFAULT_GENERATED_COUNT), read
// with storedAttributeValue / parseQuantity like the catalogue itself. Writes judgements.json beside this
// file and prints a summary; it never runs the finder or the store search.
//
//   node --import tsx tests/relevance/blind/label.ts
//
// Grade 2 = the right kind and some variant meets every constraint (the variant's attributes over the
// product's, with that variant's price); grade 1 = the right kind but no variant meets them all; a product
// of another kind is absent.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { DEFAULT_GENERATED_COUNT, generateCatalogue } from "~/modules/catalog/generator/generate";
import { storedAttributeValue, type AttributeDefinitionData } from "~/modules/catalog/specifications";
import { dimensionOf, parseQuantity } from "~/modules/catalog/units";
import { RATES_TO_USD, REQUESTS } from "./requests";
import type { BlindRequest, Constraint } from "./types";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");

interface Variant {
  id: string;
  priceInCents: number;
  salePriceInCents: number | null;
  currencyCode: string;
  attributes?: Record<string, string>;
}
interface Product {
  id: string;
  categoryId: string;
  brandId: string | null;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  attributes: Record<string, string>;
  variants: Variant[];
}

const seed = JSON.parse(readFileSync(join(root, "content/seed/products.json"), "utf8")) as { products: Product[] };
const products: Product[] = [...seed.products, ...(generateCatalogue(DEFAULT_GENERATED_COUNT) as unknown as Product[])];
const definitionsByCategory = new Map<string, Map<string, AttributeDefinitionData>>();
for (const group of JSON.parse(readFileSync(join(root, "content/seed/attributes.json"), "utf8")) as {
  categoryId: string;
  attributes: AttributeDefinitionData[];
}[])
  definitionsByCategory.set(group.categoryId, new Map(group.attributes.map((d) => [d.key, d])));

const unreadable: string[] = [];
interface Value {
  min: number | null;
  max: number | null;
  /** enum / boolean value or text */
  text: string | null;
}
function read(product: Product, key: string, entered: string | undefined): Value | null {
  if (entered === undefined) return null;
  const definition = definitionsByCategory.get(product.categoryId)?.get(key);
  if (!definition) return null;
  const stored = storedAttributeValue(definition, entered);
  if (typeof stored === "string") {
    unreadable.push(`${product.id}: ${stored}`);
    return null;
  }
  return { min: stored.numMin, max: stored.numMax, text: stored.enumValue ?? stored.textValue };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

function quantity(text: string, expectedUnit: string | null | undefined): { min: number; max: number } {
  const parsed = parseQuantity(text);
  if (!parsed) throw new Error(`blind set: "${text}" is not a quantity`);
  if (expectedUnit !== undefined && dimensionOf(parsed.unit) !== dimensionOf(expectedUnit ?? ""))
    throw new Error(`blind set: "${text}" is not in the dimension of ${expectedUnit}`);
  return { min: parsed.baseMin, max: parsed.baseMax };
}
const EPS = 1e-9;
function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 1e-3 + EPS;
}

export interface PriceOptions {
  rates: Record<string, number>;
  /** judge the list price instead of the price as sold now */
  listPrice?: boolean;
}

function meets(product: Product, variant: Variant, c: Constraint, options: PriceOptions): boolean {
  if ("spec" in c) {
    const entered = variant.attributes?.[c.spec] ?? product.attributes[c.spec];
    const value = read(product, c.spec, entered);
    if (!value) return false;
    const unit = definitionsByCategory.get(product.categoryId)?.get(c.spec)?.unit;
    switch (c.op) {
      case "oneOf":
        return value.text !== null && c.values.includes(value.text);
      case "notOneOf":
        return value.text !== null && !c.values.includes(value.text);
      case "contains":
        return value.text !== null && c.words.some((w) => value.text!.toLowerCase().includes(w.toLowerCase()));
      case "notContains":
        return value.text !== null && !c.words.some((w) => value.text!.toLowerCase().includes(w.toLowerCase()));
    }
    if (value.min === null || value.max === null) return false;
    const wanted = quantity(c.value, unit);
    switch (c.op) {
      case "atLeast":
        return value.max >= wanted.min - EPS;
      case "atMost":
        return value.min <= wanted.max + EPS;
      case "maxAtMost":
        return value.max <= wanted.max + EPS;
      case "minAtLeast":
        return value.min >= wanted.min - EPS;
      case "equals":
        return close(value.min, wanted.min) && close(value.max, wanted.max);
      case "covers":
        return value.min <= wanted.min + EPS && value.max >= wanted.max - EPS;
      case "overlaps":
        return value.min <= wanted.max + EPS && value.max >= wanted.min - EPS;
      case "within":
        return value.min >= wanted.min - EPS && value.max <= wanted.max + EPS;
    }
  }
  if ("price" in c) {
    const cents = options.listPrice ? variant.priceInCents : (variant.salePriceInCents ?? variant.priceInCents);
    const usd = (cents / 100) * options.rates[variant.currencyCode.toLowerCase()];
    const limit = c.amount * options.rates[c.currency];
    return c.price === "atMost" ? usd <= limit + EPS : usd >= limit - EPS;
  }
  if ("brand" in c) return product.brandId !== null && c.brand.includes(product.brandId);
  if ("notBrand" in c) return product.brandId === null || !c.notBrand.includes(product.brandId);
  const text =
    c.in === "title" ? product.title : `${product.title} ${product.subtitle} ${plainText(product.descriptionHtml)}`;
  if ("words" in c) return c.words.some((w) => hasWord(text, w));
  return !c.notWords.some((w) => hasWord(text, w));
}

export function isKind(product: Product, request: BlindRequest): boolean {
  return request.kind.tests.some(
    (t) =>
      (t.category === undefined || t.category === product.categoryId) &&
      product.attributes[t.key] !== undefined &&
      t.values.includes(product.attributes[t.key]),
  );
}

export function grade(product: Product, request: BlindRequest, options: PriceOptions): 0 | 1 | 2 {
  if (!isKind(product, request)) return 0;
  const ok = product.variants.some((v) => request.constraints.every((c) => meets(product, v, c, options)));
  return ok ? 2 : 1;
}

export function describe(c: Constraint): string {
  if ("spec" in c) {
    switch (c.op) {
      case "atLeast":
        return `${c.spec} reaches at least ${c.value}`;
      case "atMost":
        return `${c.spec} reaches ${c.value} or lower`;
      case "maxAtMost":
        return `${c.spec} is at most ${c.value} (whole value)`;
      case "minAtLeast":
        return `${c.spec} is at least ${c.value} (whole value)`;
      case "equals":
        return `${c.spec} is ${c.value}`;
      case "covers":
        return `${c.spec} covers ${c.value}`;
      case "overlaps":
        return `${c.spec} overlaps ${c.value}`;
      case "within":
        return `${c.spec} lies within ${c.value}`;
      case "oneOf":
        return `${c.spec} is ${c.values.join(" or ")}`;
      case "notOneOf":
        return `${c.spec} is not ${c.values.join(" or ")}`;
      case "contains":
        return `${c.spec} mentions ${c.words.map((w) => `"${w}"`).join(" or ")}`;
      case "notContains":
        return `${c.spec} does not mention ${c.words.map((w) => `"${w}"`).join(" or ")}`;
    }
  }
  if ("price" in c) {
    const amount = `${c.currency.toUpperCase()} ${c.amount.toLocaleString("en-US")}`;
    return `price ${c.price === "atMost" ? "at most" : "at least"} ${amount} (sale price if on sale; EUR→USD ${RATES_TO_USD.eur}, GBP→USD ${RATES_TO_USD.gbp})`;
  }
  if ("brand" in c) return `brand is ${c.brand.join(" or ")}`;
  if ("notBrand" in c) return `brand is not ${c.notBrand.join(" or ")}`;
  const where = c.in === "title" ? "title" : "title/subtitle/description";
  if ("words" in c) return `${where} says ${c.words.map((w) => `"${w}"`).join(" or ")}`;
  return `${where} does not say ${c.notWords.map((w) => `"${w}"`).join(" or ")}`;
}

/** Rates a little off the stated ones: a grade that flips is borderline (the set avoids such thresholds). */
const RATE_VARIATIONS: PriceOptions[] = [
  { rates: { ...RATES_TO_USD, eur: RATES_TO_USD.eur - 0.05, gbp: RATES_TO_USD.gbp - 0.07 } },
  { rates: { ...RATES_TO_USD, eur: RATES_TO_USD.eur + 0.05, gbp: RATES_TO_USD.gbp + 0.07 } },
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
  for (const request of REQUESTS) {
    if (seen.has(request.q)) problems.push(`duplicate request "${request.q}"`);
    seen.add(request.q);
    const relevant: Record<string, 1 | 2> = {};
    let g2 = 0;
    let g1 = 0;
    const borderline: string[] = [];
    const saleDecides: string[] = [];
    for (const product of products) {
      const g = grade(product, request, { rates: RATES_TO_USD });
      if (g === 0) continue;
      relevant[product.id] = g;
      if (g === 2) g2 += 1;
      else g1 += 1;
      if (RATE_VARIATIONS.some((v) => grade(product, request, v) !== g)) borderline.push(`${product.id}=${g}`);
      if (grade(product, request, { rates: RATES_TO_USD, listPrice: true }) !== g)
        saleDecides.push(`${product.id}=${g}`);
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
  if (unreadable.length)
    console.log(
      `\nunreadable stored values met while judging (counted as not meeting):\n  ${[...new Set(unreadable)].join("\n  ")}`,
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
