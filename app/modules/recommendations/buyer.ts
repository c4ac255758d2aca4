// A buyer's recommendations from what they did (issue 12 #3, ADR 028): pure ranking and reason text, fed by
// buyer.server.ts with the buyer's signals and the precomputed product rows of the products they touched.
import type { INTEREST_OPTIONS } from "~/modules/accounts/roles";

type InterestOption = (typeof INTEREST_OPTIONS)[number];

/** Categories whose products are used up and bought again. */
export const CONSUMABLE_CATEGORY_IDS = ["laboratory-consumables", "diagnostic-kits"] as const;
/**
 * A consumable bought this many days ago (or earlier) and not since is offered for reorder: about a month is the
 * usual pack cycle of filters, tips, vials and plates in a working lab (ADR 028).
 */
export const REORDER_AFTER_DAYS = 30;
/** Items from one source (one seed product, one followed brand...) before the others get their turn. */
export const PER_SOURCE = 3;
/** Rows kept per buyer. */
export const BUYER_TOP_N = 12;
/** Recomputed when older than this even if nothing changed (new products, reorders coming due). */
export const BUYER_MAX_AGE_MS = 24 * 60 * 60_000;

/** The catalogue categories each profile interest stands for. */
export const INTEREST_CATEGORIES: Record<InterestOption, string[]> = {
  "Biological Sciences": ["life-sciences-equipment", "laboratory-consumables"],
  "Life Sciences": ["life-sciences-equipment", "diagnostic-kits"],
  "Pharma Company": ["biopharma-machinery", "analytical-instruments"],
  "Cell Therapy": ["biopharma-machinery", "life-sciences-equipment"],
  "Analytical Tools": ["analytical-instruments", "laboratory-consumables"],
  Lyophilization: ["biopharma-machinery", "life-sciences-equipment"],
};

export type Action = "compared" | "ordered" | "quoted" | "viewed";

/** How much each kind of signal counts. */
export const WEIGHTS = {
  compared: 5,
  ordered: 4,
  quoted: 4,
  viewed: 3,
  saved: 2,
  follow: 2,
  interest: 1,
  featured: 0.5,
} as const;

export interface Seed {
  productId: string;
  title: string;
  categoryName: string | null;
  action: Action;
}

/** A precomputed product row of a seed product (ProductRecommendation). */
export interface Edge {
  productId: string;
  relatedId: string;
  kind: "similar" | "together";
  score: number;
  reason: string;
}

export interface DirectCandidate {
  productId: string;
  kind: "follow" | "interest" | "featured" | "saved";
  reason: string;
  /** 0..1 order within its source (the first is strongest). */
  strength: number;
}

export interface BuyerRecommendationRow {
  productId: string;
  kind: string;
  score: number;
  reason: string;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six"];
const countWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** The words for what the buyer did with a seed product. */
function actionPhrase(seed: Seed, comparedInCategory: number): string {
  switch (seed.action) {
    case "compared":
      return comparedInCategory >= 2 && seed.categoryName
        ? `Because you compared ${countWord(comparedInCategory)} ${seed.categoryName.toLowerCase()} products`
        : `Because you compared ${seed.title}`;
    case "ordered":
      return `Because you ordered ${seed.title}`;
    case "quoted":
      return `Because you asked for a quote on ${seed.title}`;
    case "viewed":
      return `Because you viewed ${seed.title}`;
  }
}

/**
 * "Because you compared two biopharma machinery products: same 0.4 m² shelf area, condenser temperature −85 °C vs
 * −80 °C" — what the buyer did, then why this product follows from it (the product row's own reason).
 */
export function activityReason(seed: Seed, edge: Pick<Edge, "kind" | "reason">, comparedInCategory = 0): string {
  const lead = actionPhrase(seed, comparedInCategory);
  if (edge.kind === "together") {
    const named = comparedInCategory >= 2 && seed.action === "compared" ? ` (${seed.title})` : "";
    return `${lead}${named}: often ${lowerFirst(edge.reason)
      .replace(/^bought together/, "bought with it")
      .replace(/^compared together/, "compared with it")}`;
  }
  return `${lead}: ${lowerFirst(edge.reason)}`;
}

export function reorderReason(title: string, days: number): string {
  return `You ordered ${title} ${days} days ago: time to reorder?`;
}

/**
 * Ranks the candidates: each seed's rows weighted by the action (recent seeds first count more), plus the direct
 * candidates (follows, interests, saved demos, featured). A product's score is the sum of its contributions and
 * its reason the strongest one. Never the products in `exclude` (in the cart, compared, already bought).
 */
export function rankBuyerRecommendations(input: {
  seeds: Seed[];
  edges: Edge[];
  direct: DirectCandidate[];
  exclude: Iterable<string>;
  limit?: number;
}): BuyerRecommendationRow[] {
  const excluded = new Set(input.exclude);
  for (const seed of input.seeds) excluded.add(seed.productId);
  const comparedPerCategory = new Map<string, number>();
  for (const seed of input.seeds)
    if (seed.action === "compared" && seed.categoryName)
      comparedPerCategory.set(seed.categoryName, (comparedPerCategory.get(seed.categoryName) ?? 0) + 1);

  const best = new Map<string, { total: number; top: number; reason: string; kind: string; source: string }>();
  const add = (productId: string, contribution: number, reason: string, kind: string, source: string) => {
    if (excluded.has(productId) || !(contribution > 0)) return;
    const entry = best.get(productId);
    if (!entry) best.set(productId, { total: contribution, top: contribution, reason, kind, source });
    else {
      entry.total += contribution;
      if (contribution > entry.top) Object.assign(entry, { top: contribution, reason, kind, source });
    }
  };

  // Seeds come most recent first within each action; the n-th seed of an action counts 1 / (1 + n/2).
  const seen = new Map<Action, number>();
  const seedOrder = new Map<string, { seed: Seed; factor: number }>();
  // A product seen and compared (or ordered) counts once, for the strongest thing the buyer did with it.
  const strongest = new Map<string, Seed>();
  for (const seed of input.seeds) {
    const current = strongest.get(seed.productId);
    if (!current || WEIGHTS[seed.action] > WEIGHTS[current.action]) strongest.set(seed.productId, seed);
  }
  for (const seed of input.seeds) {
    if (seedOrder.has(seed.productId) || strongest.get(seed.productId) !== seed) continue;
    const n = seen.get(seed.action) ?? 0;
    seen.set(seed.action, n + 1);
    seedOrder.set(seed.productId, { seed, factor: WEIGHTS[seed.action] / (1 + n / 2) });
  }
  for (const edge of input.edges) {
    const source = seedOrder.get(edge.productId);
    if (!source) continue;
    const strength = edge.kind === "similar" ? edge.score : Math.min(1, 0.5 + edge.score / 10);
    const inCategory = source.seed.categoryName ? (comparedPerCategory.get(source.seed.categoryName) ?? 0) : 0;
    add(
      edge.relatedId,
      source.factor * strength,
      activityReason(source.seed, edge, inCategory),
      "activity",
      `seed:${edge.productId}`,
    );
  }
  for (const candidate of input.direct) {
    const weight = WEIGHTS[candidate.kind];
    add(
      candidate.productId,
      weight * (0.5 + candidate.strength / 2),
      candidate.reason,
      candidate.kind,
      `${candidate.kind}:${candidate.reason}`,
    );
  }
  const sorted = [...best.entries()]
    .map(([productId, entry]) => ({
      productId,
      kind: entry.kind,
      score: entry.total,
      reason: entry.reason,
      source: entry.source,
    }))
    .sort((a, b) => b.score - a.score || (a.productId < b.productId ? -1 : 1));
  // Variety: at most PER_SOURCE items for one reason's source first (one seed, one brand, one interest...), then the rest.
  const perSource = new Map<string, number>();
  const first: typeof sorted = [];
  const rest: typeof sorted = [];
  for (const item of sorted) {
    const n = perSource.get(item.source) ?? 0;
    perSource.set(item.source, n + 1);
    (n < PER_SOURCE ? first : rest).push(item);
  }
  return [...first, ...rest].slice(0, input.limit ?? BUYER_TOP_N).map(({ source: _source, ...row }) => row);
}
