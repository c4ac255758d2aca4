// The brand's pricing forms (ADR 067): quantity tiers per SKU, price lists for an organisation and their entries.
// Pure: the schemas and messages; the database rules (whose SKU, below the list price…) are in price-lists.server.ts.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { parsePriceToCents } from "~/modules/quotes/quote";

/** At most this many quantity tiers per SKU; more is a typo, not a price sheet. */
export const MAX_TIERS_PER_VARIANT = 10;
/** At most this many entries per price list (a brand's whole range is covered by category entries). */
export const MAX_ENTRIES_PER_LIST = 500;
export const MAX_TIER_QUANTITY = 999;

const sku = textField({ message: "Enter a SKU." })
  .trim()
  .min(1, "Enter a SKU.")
  .max(100, "A SKU is at most 100 characters.");

const price = (label: string) =>
  textField({ message: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .refine((value) => parsePriceToCents(value) !== null, "Enter a price such as 1250.00.")
    .transform((value) => parsePriceToCents(value)!);

export const tierSchema = z.object({
  sku,
  minQuantity: z.coerce
    .number({ message: "Enter the quantity from which the price applies." })
    .int("Enter a whole number.")
    .min(2, "A quantity price starts at 2 units or more.")
    .max(MAX_TIER_QUANTITY, `The quantity can be at most ${MAX_TIER_QUANTITY}.`),
  unitPrice: price("unit price"),
});
export type TierInput = z.infer<typeof tierSchema>;

/** "2026-01-31" → that day at 00:00 UTC; "" → null. */
const optionalDate = (label: string) =>
  textField()
    .trim()
    .optional()
    .default("")
    .refine((value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), {
      message: `Enter the ${label} as a date (YYYY-MM-DD).`,
    })
    .transform((value) => (value === "" ? null : new Date(`${value}T00:00:00Z`)));

export const priceListSchema = z
  .object({
    organisation: textField({ message: "Enter the organisation's name or ID." })
      .trim()
      .min(1, "Enter the organisation's name or ID.")
      .max(200),
    name: textField({ message: "Name the price list." })
      .trim()
      .min(2, "Name the price list (at least 2 characters).")
      .max(120, "Keep the name under 120 characters."),
    validFrom: optionalDate("start"),
    validUntil: optionalDate("end"),
  })
  .refine((value) => !value.validFrom || !value.validUntil || value.validFrom < value.validUntil, {
    path: ["validUntil"],
    message: "The end must be after the start.",
  });
export type PriceListInput = z.infer<typeof priceListSchema>;

export const priceListDatesSchema = z
  .object({ validFrom: optionalDate("start"), validUntil: optionalDate("end") })
  .refine((value) => !value.validFrom || !value.validUntil || value.validFrom < value.validUntil, {
    path: ["validUntil"],
    message: "The end must be after the start.",
  });

/** "12.5" or "12,5" % → basis points (1250); null outside 0.01–99.99 %. */
export function parsePercentToBasisPoints(input: string): number | null {
  const cleaned = input.trim().replace(/\s*%$/, "").replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return null;
  const basisPoints = Math.round(Number(cleaned) * 100);
  return basisPoints > 0 && basisPoints < 10_000 ? basisPoints : null;
}

export const entrySchema = z
  .object({
    target: z.enum(["sku", "category"], { message: "Choose a SKU or a category." }),
    sku: textField().trim().max(100, "A SKU is at most 100 characters.").optional().default(""),
    categoryId: textField().trim().max(100).optional().default(""),
    kind: z.enum(["fixed", "discount"], { message: "Choose a fixed price or a discount." }),
    amount: textField({ message: "Enter the price or the discount." })
      .trim()
      .min(1, "Enter the price or the discount."),
  })
  .superRefine((value, ctx) => {
    if (value.target === "sku" && value.sku === "")
      ctx.addIssue({ code: "custom", path: ["sku"], message: "Enter a SKU." });
    if (value.target === "category" && value.categoryId === "")
      ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Choose a category." });
    if (value.kind === "fixed" && value.target === "category")
      ctx.addIssue({
        code: "custom",
        path: ["kind"],
        message: "A category gets a discount: its products have different prices.",
      });
    if (value.kind === "fixed" && parsePriceToCents(value.amount) === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter a price such as 1250.00." });
    if (value.kind === "discount" && parsePercentToBasisPoints(value.amount) === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter a discount between 0.01 and 99.99 %." });
  })
  .transform((value) => ({
    target: value.target,
    sku: value.sku,
    categoryId: value.categoryId,
    fixedPriceCents: value.kind === "fixed" ? parsePriceToCents(value.amount) : null,
    discountBasisPoints: value.kind === "discount" ? parsePercentToBasisPoints(value.amount) : null,
  }));
export type EntryInput = z.infer<typeof entrySchema>;

/** Whether a list is in force at `now` (inclusive start, exclusive end). */
export function priceListState(
  list: { validFrom: Date | string | null; validUntil: Date | string | null },
  now: Date = new Date(),
): "active" | "scheduled" | "expired" {
  if (list.validFrom && new Date(list.validFrom).getTime() > now.getTime()) return "scheduled";
  if (list.validUntil && new Date(list.validUntil).getTime() <= now.getTime()) return "expired";
  return "active";
}
