// Lists (issue 36 item 6): forms and pure rules. A list is an organisation's (shared by its members) or a buyer's own.
import { z } from "~/utils/zod";
import { requiredText, textField } from "~/modules/forms/fields";
import { MAX_LINE_QUANTITY } from "~/modules/cart/cart";

export const LIST_NAME_MAX = 80;
/** Lines per list: "add all to cart" is one post, so a list stays a size one request handles. */
export const MAX_LIST_LINES = 100;

const id = textField().trim().min(1).max(64);

export const listNameSchema = z.object({ name: requiredText("List name", LIST_NAME_MAX) });

export const quantityField = z.coerce
  .number({ error: "Enter a quantity." })
  .int("Enter a whole number.")
  .min(1, "At least 1.")
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}.`);

/** Add to a list from the product page: an existing list, or a new one by name. */
export const addToListSchema = z
  .object({
    variantId: id,
    quantity: quantityField,
    listId: textField().trim().max(64).optional(),
    newListName: textField()
      .trim()
      .max(LIST_NAME_MAX, `Please keep this under ${LIST_NAME_MAX} characters.`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.listId && !value.newListName)
      ctx.addIssue({ code: "custom", path: ["newListName"], message: "Choose a list or name a new one." });
  });

export const lineQuantitySchema = z.object({ lineId: id, quantity: quantityField });

/** What "add all to cart" and "reorder" say about what they could not add. */
export function skippedMessage(skipped: string[]): string | null {
  if (skipped.length === 0) return null;
  const shown = skipped.slice(0, 5).join("; ");
  const more = skipped.length > 5 ? ` and ${skipped.length - 5} more` : "";
  return `Not added (no longer available or not enough stock): ${shown}${more}.`;
}
