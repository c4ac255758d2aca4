// The cart form's fields (one action with an intent, Hydrogen-style), parsed leniently.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { MAX_LINE_QUANTITY, type CartIntent } from "./cart";

const id = textField().trim().min(1).max(100);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), variantId: id, quantity: int(1, MAX_LINE_QUANTITY).default(1) }),
  z.object({
    intent: z.literal("update"),
    lineId: id,
    quantity: int(-MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
    delta: int(-1, 1).optional(),
  }),
  z.object({ intent: z.literal("remove"), lineId: id }),
  z.object({ intent: z.literal("clear") }),
]);

export type CartFormSource = "card" | "detail" | "cart";

export function parseCartForm(
  form: FormData,
): { ok: true; action: CartIntent; source: CartFormSource } | { ok: false; error: string; source: CartFormSource } {
  const rawSource = form.get("source");
  const source: CartFormSource = rawSource === "card" || rawSource === "detail" ? rawSource : "cart";
  const entries: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && value !== "") entries[key] = value;
  }
  const parsed = schema.safeParse(entries);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.some((issue) => issue.path[0] === "quantity");
    return {
      ok: false,
      source,
      error: quantityIssue
        ? `Please enter a quantity between 1 and ${MAX_LINE_QUANTITY}.`
        : "That cart request was not understood.",
    };
  }
  const value = parsed.data;
  if (value.intent === "update") {
    return {
      ok: true,
      source,
      action: { intent: "update", lineId: value.lineId, quantity: value.quantity + (value.delta ?? 0) },
    };
  }
  return { ok: true, source, action: value };
}

/** Title of the destructive toast when a cart change fails (spec §8). */
export function cartErrorTitle(source: CartFormSource): string {
  if (source === "card") return "Error adding to cart";
  if (source === "detail") return "Oh no! Something went wrong.";
  return "Could not update your cart";
}
