// Which picture a product shows (issue 37 item 4). Generated catalogue products store the shared drawing of their kind,
// `/images/types/<kind>.svg` (ADR 014); shown as is, every centrifuge in a grid looks the same. Every place that puts a
// product picture on screen passes the stored URL through `productPictureUrl`, which swaps only that shared drawing for
// a drawing of the same kind varied by the product (shape, colours, its model code on the panel), rendered by
// /images/generated/<kind>.svg. Anything else (a brand's upload, the hand-made products' own pictures) is kept.
// Pure and database-free: an already generated catalogue gets the varied pictures without a re-seed, and the listing's
// SQL is unchanged. See docs/decisions/071-product-pictures-that-differ.md.

/** The kinds that have a drawing; also the generated catalogue's product types (a unit test keeps them in step). */
export const PICTURE_KINDS = [
  "lc-stack",
  "mass-spectrometer",
  "gas-chromatograph",
  "spectrophotometer",
  "qpcr",
  "centrifuge",
  "incubator",
  "biosafety-cabinet",
  "balance",
  "freeze-dryer",
  "syringe-filter",
  "lc-column",
  "vials",
  "pipette-tips",
  "microplates",
  "bioreactor",
  "chromatography-system",
  "pilot-freeze-dryer",
  "kit-box",
] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(PICTURE_KINDS);
export const isPictureKind = (value: string): value is PictureKind => KINDS.has(value);

/**
 * The picture's variations, as mixed-radix digits of one number: accent colour, housing finish, proportions,
 * mirrored or not, and a kind-specific count (modules, shelves, vials…). The product of the radices is the number
 * of variants.
 */
export const VARIANT_DIGITS = { accent: 12, housing: 3, form: 4, mirror: 2, count: 3 } as const;
export const VARIANT_COUNT = Object.values(VARIANT_DIGITS).reduce((a, b) => a * b, 1);
/**
 * Bumped whenever the drawings change: it is part of every URL, so browsers and proxies may keep a picture for a
 * year without ever showing an outdated drawing.
 */
export const PICTURE_REVISION = 1;
/** Labels longer than this are cut: the panel is small and the parameter comes from anyone's URL. */
export const LABEL_MAX_LENGTH = 14;

const SHARED_DRAWING = /^\/images\/types\/([a-z0-9-]+)\.svg$/;

/**
 * 32-bit FNV-1a over the UTF-16 code units, then murmur3's finaliser: ids that differ only in their last digit
 * ("gen-centrifuge-0006", "…-0025") must land far apart.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The product's variant, 0…VARIANT_COUNT−1: from its id, which never changes (a title may be edited). */
export const pictureVariant = (productId: string): number => hash32(productId) % VARIANT_COUNT;

/** Any number (or none) as a variant: out-of-range values are clamped, anything unparseable is 0. */
export function clampVariant(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(VARIANT_COUNT - 1, Math.max(0, Math.trunc(n)));
}

export interface VariantDigits {
  accent: number;
  housing: number;
  form: number;
  mirror: number;
  count: number;
}

export function variantDigits(variant: number): VariantDigits {
  let rest = clampVariant(variant);
  const digits = {} as Record<keyof VariantDigits, number>;
  for (const [name, radix] of Object.entries(VARIANT_DIGITS) as [keyof VariantDigits, number][]) {
    digits[name] = rest % radix;
    rest = Math.floor(rest / radix);
  }
  return digits;
}

// The generator's model numbers ("CF-452X", "LC-318 Pro"), else a standalone number with 3–5 digits (the bench
// filler's "Series 4567"): text the buyer also reads in the title, so the picture never invents a model.
const MODEL_CODE = /\b[A-Z]{2,3}-\d{3}(?:[A-Z]\b| Pro\b| Plus\b)?/;
const MODEL_NUMBER = /(?:^|\s)(\d{3,5})(?=\s|$)/;

/** The text on the drawing's panel: the model code in the product's title, or null (the panel then shows a trace). */
export function pictureLabel(title: string | null | undefined): string | null {
  if (!title) return null;
  const code = MODEL_CODE.exec(title)?.[0] ?? MODEL_NUMBER.exec(title)?.[1];
  return code ? cleanLabel(code) : null;
}

/**
 * A label fit for the panel: line breaks and runs of spaces made one space, control and formatting characters
 * dropped, at most LABEL_MAX_LENGTH characters (by code point, so no half surrogate pair). Escaping for SVG is the
 * renderer's job.
 */
export function cleanLabel(text: string | null | undefined): string | null {
  if (!text) return null;
  const cleaned = text
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, "")
    .replace(/ {2,}/g, " ")
    .trim();
  const clipped = Array.from(cleaned).slice(0, LABEL_MAX_LENGTH).join("").trim();
  return clipped || null;
}

/** The address of a kind's varied drawing. */
export function generatedPictureUrl(kind: PictureKind, variant: number, label: string | null): string {
  const params = new URLSearchParams({ v: String(clampVariant(variant)) });
  const text = cleanLabel(label);
  if (text) params.set("label", text);
  params.set("r", String(PICTURE_REVISION));
  return `/images/generated/${kind}.svg?${params}`;
}

/**
 * The picture to show for a product picture stored as `url`: the shared drawing of a kind becomes that kind's drawing
 * varied by the product; every other URL (uploads, hand-made pictures, none) is returned unchanged.
 */
export function productPictureUrl(url: string, product: { id: string; title?: string | null }): string;
export function productPictureUrl(
  url: string | null | undefined,
  product: { id: string; title?: string | null },
): string | null;
export function productPictureUrl(
  url: string | null | undefined,
  product: { id: string; title?: string | null },
): string | null {
  if (!url) return null;
  const kind = SHARED_DRAWING.exec(url)?.[1];
  if (!kind || !isPictureKind(kind)) return url;
  return generatedPictureUrl(kind, pictureVariant(product.id), pictureLabel(product.title));
}
