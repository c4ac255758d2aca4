// Attribution by `ref` (ADR 030), the pure part: the `?ref=` format on product links from demo and expert pages,
// and the bounded list of "product → ref" the buyer's browser keeps (last touch per product, 30 days).
// Nothing here trusts a ref: a ref only names a candidate, checked against the database when it is used.

/** `?ref=expert-12` (an expert's page) or `?ref=demo-<demoId>` (a demo page, its live room or replay). */
export type Ref = { kind: "expert"; expertId: number } | { kind: "demo"; demoId: string };

const MAX_INT4 = 2_147_483_647;
const EXPERT_REF = /^expert-([1-9][0-9]{0,9})$/;
// Demo ids are slugs with a random suffix (demoSlug); seeded ones are plain slugs.
const DEMO_REF = /^demo-([a-z0-9][a-z0-9_-]{0,99})$/i;
/** Product ids are slugs too (newProductId, seeded and generated catalogues). */
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** Strictly parses a ref; anything else (forged, truncated, other formats) is null, never an error. */
export function parseRef(value: unknown): Ref | null {
  if (typeof value !== "string" || value.length > 105) return null;
  const expert = EXPERT_REF.exec(value);
  if (expert) {
    const expertId = Number(expert[1]);
    return expertId <= MAX_INT4 ? { kind: "expert", expertId } : null;
  }
  const demo = DEMO_REF.exec(value);
  return demo ? { kind: "demo", demoId: demo[1]! } : null;
}

export function formatRef(ref: Ref): string {
  return ref.kind === "expert" ? `expert-${ref.expertId}` : `demo-${ref.demoId}`;
}

export const expertRef = (expertId: number): Ref => ({ kind: "expert", expertId });
export const demoRef = (demoId: string): Ref => ({ kind: "demo", demoId });

/** A product page link carrying the ref: `/store/product/<id>?ref=…`. */
export function productHref(productId: string, ref: Ref | null): string {
  const path = `/store/product/${encodeURIComponent(productId)}`;
  return ref ? `${path}?ref=${encodeURIComponent(formatRef(ref))}` : path;
}

// ── The remembered list ──

/** One remembered touch: product id, ref as written in links, and when (seconds since the epoch). */
export interface RefEntry {
  p: string;
  r: string;
  t: number;
}

/** How long a touch counts (also the cookie's life). */
export const ATTRIBUTION_WINDOW_SECONDS = 30 * 24 * 60 * 60;
/** At most this many products are remembered, newest first. */
export const MAX_ENTRIES = 20;
/** And their JSON at most this long, so the signed, base64-encoded cookie stays well under browsers' 4 KB. */
export const MAX_JSON_LENGTH = 1_800;

const isFresh = (entry: RefEntry, nowSeconds: number) =>
  entry.t <= nowSeconds + 60 && nowSeconds - entry.t < ATTRIBUTION_WINDOW_SECONDS;

/**
 * The entries a cookie holds, checked one by one: a malformed or expired entry is dropped, not the list; the
 * first entry of a product wins (the list is kept newest first).
 */
export function decodeEntries(raw: unknown, nowSeconds: number): RefEntry[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const entries: RefEntry[] = [];
  for (const item of raw.slice(0, MAX_ENTRIES * 2)) {
    if (typeof item !== "object" || item === null) continue;
    const { p, r, t } = item as Record<string, unknown>;
    if (typeof p !== "string" || !PRODUCT_ID.test(p) || seen.has(p)) continue;
    if (typeof t !== "number" || !Number.isInteger(t) || parseRef(r) === null) continue;
    const entry = { p, r: r as string, t };
    if (!isFresh(entry, nowSeconds)) continue;
    seen.add(p);
    entries.push(entry);
    if (entries.length === MAX_ENTRIES) break;
  }
  return entries;
}

/**
 * The list after opening `productId` with `ref`: that product's entry moves to the front with the new ref (last
 * touch wins), the oldest entries leave beyond MAX_ENTRIES or MAX_JSON_LENGTH. Null when the product id cannot be
 * remembered (the caller sets no cookie).
 */
export function rememberRef(entries: RefEntry[], productId: string, ref: Ref, nowSeconds: number): RefEntry[] | null {
  if (!PRODUCT_ID.test(productId)) return null;
  const next = [{ p: productId, r: formatRef(ref), t: nowSeconds }, ...entries.filter((e) => e.p !== productId)];
  next.length = Math.min(next.length, MAX_ENTRIES);
  while (next.length > 1 && JSON.stringify(next).length > MAX_JSON_LENGTH) next.pop();
  return next;
}

/** The ref remembered for a product within the window, if any. */
export function refForProduct(entries: RefEntry[], productId: string, nowSeconds: number): Ref | null {
  const entry = entries.find((e) => e.p === productId);
  return entry && isFresh(entry, nowSeconds) ? parseRef(entry.r) : null;
}
