// "Add to list" on a product page (and again on /lists when the first try was refused): the variant, a quantity,
// an existing list or the name of a new one. Posts to /lists and comes back to the page it was on.
import { Form } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/ui/form-classes";

export type AddToListErrors = Partial<Record<"variantId" | "quantity" | "listId" | "newListName" | "form", string>>;

export function AddToListForm({
  variants,
  selectedVariantId,
  lists,
  redirectTo,
  errors = {},
  values = {},
}: {
  variants: { id: string; title: string }[];
  selectedVariantId: string | null;
  lists: { id: string; name: string }[];
  redirectTo: string;
  errors?: AddToListErrors;
  values?: Record<string, string>;
}) {
  const err = (name: keyof AddToListErrors) =>
    errors[name] ? (
      <p
        id={`atl-${name}-error`}
        className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
        data-testid="field-error"
      >
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof AddToListErrors) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `atl-${name}-error` } : {};
  return (
    <Form method="post" action="/lists" className="space-y-3" noValidate data-testid="add-to-list-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      ) : null}
      {variants.length > 1 ? (
        <div>
          <label htmlFor="atl-variantId" className="block text-sm font-medium">
            Variant
          </label>
          <select
            id="atl-variantId"
            name="variantId"
            defaultValue={values.variantId ?? selectedVariantId ?? undefined}
            className={inputClass}
            {...described("variantId")}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
          {err("variantId")}
        </div>
      ) : (
        <>
          <input type="hidden" name="variantId" value={variants[0]?.id ?? ""} />
          {err("variantId")}
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
        <div>
          <label htmlFor="atl-quantity" className="block text-sm font-medium">
            Quantity
          </label>
          <input
            id="atl-quantity"
            name="quantity"
            type="number"
            min={1}
            max={999}
            defaultValue={values.quantity ?? "1"}
            className={inputClass}
            {...described("quantity")}
          />
          {err("quantity")}
        </div>
        {lists.length ? (
          <div>
            <label htmlFor="atl-listId" className="block text-sm font-medium">
              List
            </label>
            <select
              id="atl-listId"
              name="listId"
              defaultValue={values.listId ?? lists[0]!.id}
              className={inputClass}
              {...described("listId")}
            >
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
              <option value="">A new list…</option>
            </select>
            {err("listId")}
          </div>
        ) : null}
      </div>
      <div>
        <label htmlFor="atl-newListName" className="block text-sm font-medium">
          {lists.length ? "New list name (when “A new list…” is chosen)" : "New list name"}
        </label>
        <input
          id="atl-newListName"
          name="newListName"
          defaultValue={values.newListName ?? ""}
          placeholder="e.g. Cell culture consumables"
          className={inputClass}
          {...described("newListName")}
        />
        {err("newListName")}
      </div>
      <button type="submit" className={secondaryButtonClass}>
        Add to list
      </button>
    </Form>
  );
}
