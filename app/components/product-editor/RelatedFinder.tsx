// Finds the SKUs of the brand's own products to paste into "Related products" (a GET form: works without JS).
import { Form } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/auth/fields";
import { statusLabel } from "~/modules/product-editor/lifecycle";

export function RelatedFinder({
  find,
  found,
}: {
  find: string;
  found: { id: string; title: string; status: string; sku: string }[] | null;
}) {
  return (
    <section
      aria-labelledby="related-finder"
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="related-finder" className="text-sm font-semibold">
        Find the SKUs of your products (for related products)
      </h2>
      <Form method="get" className="mt-2 flex flex-col gap-2 sm:flex-row" preventScrollReset>
        <label htmlFor="find" className="sr-only">
          Words of the title or a SKU
        </label>
        <input
          id="find"
          name="find"
          type="search"
          defaultValue={find}
          placeholder="Words of the title or a SKU"
          className={`${inputClass} mt-0`}
        />
        <button type="submit" className={secondaryButtonClass}>
          Find
        </button>
      </Form>
      {found === null ? null : found.length === 0 ? (
        <p className="mt-2 text-sm">None of your other products matches “{find}”.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" data-testid="related-finder-results">
          {found.map((p) => (
            <li key={p.id}>
              <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{p.sku}</code> {p.title}{" "}
              <span className="text-slate-600 dark:text-slate-400">({statusLabel(p.status)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
