// POST /lists: one form per intent. Answers with a redirect and a toast, or the form's messages (400) beside its
// fields; "add all to cart" answers with the cart cookie when the cart is new.
import { resolveCart } from "~/modules/cart/cart.server";
import { fieldErrors } from "~/modules/organisations/organisation";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { addToListSchema, lineQuantitySchema, listNameSchema, skippedMessage } from "./lists";
import {
  addListToCart,
  addToList,
  createList,
  deleteList,
  removeLine,
  renameList,
  setLineQuantity,
  type ListOwner,
} from "./lists.server";

export type ListsActionData = {
  status: number;
  intent: string;
  /** the list or line the message belongs to */
  target?: string;
  errors: Partial<Record<string, string>>;
  values?: Record<string, string>;
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function listsAction(
  request: Request,
  owner: ListOwner,
  form: FormData,
): Promise<Response | ListsActionData> {
  const intent = text(form, "intent");
  const fields = Object.fromEntries(form);
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v.slice(0, 200);
  const fail = (errors: Partial<Record<string, string>>, target?: string): ListsActionData => ({
    status: 400,
    intent,
    target,
    errors,
    values,
  });
  const notFound = (message: string) => {
    throw new Response(message, { status: 404 });
  };
  switch (intent) {
    case "create": {
      const parsed = listNameSchema.safeParse(fields);
      if (!parsed.success) return fail(fieldErrors(parsed.error));
      await createList(owner, parsed.data.name);
      return redirectWithToast("/lists", { title: "List created", description: parsed.data.name });
    }
    case "rename": {
      const listId = text(form, "listId");
      const parsed = listNameSchema.safeParse(fields);
      if (!parsed.success) return fail(fieldErrors(parsed.error), listId);
      const done = await renameList(owner, listId, parsed.data.name);
      if (!done.ok) return notFound(done.message);
      return redirectWithToast("/lists", { title: "List renamed" });
    }
    case "delete": {
      const done = await deleteList(owner, text(form, "listId"));
      if (!done.ok) return notFound(done.message);
      return redirectWithToast("/lists", { title: "List deleted" });
    }
    case "quantity": {
      const parsed = lineQuantitySchema.safeParse(fields);
      if (!parsed.success) return fail(fieldErrors(parsed.error), text(form, "lineId"));
      const done = await setLineQuantity(owner, parsed.data.lineId, parsed.data.quantity);
      if (!done.ok) return notFound(done.message);
      return redirectWithToast("/lists", { title: "Quantity updated" });
    }
    case "remove-line": {
      const done = await removeLine(owner, text(form, "lineId"));
      if (!done.ok) return notFound(done.message);
      return redirectWithToast("/lists", { title: "Removed from the list" });
    }
    case "add": {
      const parsed = addToListSchema.safeParse(fields);
      if (!parsed.success) return fail(fieldErrors(parsed.error));
      const done = await addToList(owner, parsed.data);
      if (!done.ok) return fail({ [done.field ?? "form"]: done.message });
      const back = safeRedirectPath(form.get("redirectTo"), "/lists");
      return redirectWithToast(back, {
        title: "Added to your list",
        description: "See it (and add it all to the cart) on your Lists page.",
      });
    }
    case "add-all": {
      const listId = text(form, "listId");
      const { cartId, setCookie } = await resolveCart(request, { create: true });
      const result = await addListToCart(owner, listId, cartId!);
      if (!result.found) return notFound("That list does not exist (or is not yours).");
      return cartRedirect(result.added, result.skipped, setCookie);
    }
    default:
      return fail({ form: "Unknown action." });
  }
}

/** To the cart with what was added and, by name, what was skipped. */
export function cartRedirect(added: number, skipped: string[], setCookie: string | null) {
  const skippedText = skippedMessage(skipped);
  return redirectWithToast(
    "/cart",
    {
      title: added ? `Added ${added} ${added === 1 ? "item" : "items"} to your cart` : "Nothing was added",
      description: skippedText ?? "Everything is in your cart.",
      variant: added ? "default" : "destructive",
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : {},
  );
}
