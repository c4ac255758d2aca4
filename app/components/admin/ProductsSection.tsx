// Admin → Manage Products & Panels, the product part (issue 10 #3): the review queue with a preview of each
// product, approve / reject with a reason, finding any product to unpublish or edit, and adding a product for any
// brand (the editor's new-product form with a brand select) or importing a CSV for one. POSTs go to /admin/products.
import { Form, Link, useLocation } from "react-router";
import { format } from "date-fns";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { ProductStatusBadge } from "~/components/product-editor/ProductStatusBadge";
import type { ProductsSectionData } from "~/modules/product-editor/review.server";

const editPath = (id: string) => `/brand-dashboard/products/${encodeURIComponent(id)}`;

function ReasonForm({
  productId,
  intent,
  label,
  redirectTo,
  missing,
}: {
  productId: string;
  intent: "reject" | "unpublish";
  label: string;
  redirectTo: string;
  missing: boolean;
}) {
  const fieldId = `${intent}-reason-${productId}`;
  return (
    <Form method="post" action="/admin/products" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex-1">
        <label htmlFor={fieldId} className="sr-only">
          Reason the brand will see
        </label>
        <input
          id={fieldId}
          name="reason"
          type="text"
          maxLength={1000}
          placeholder="Reason the brand will see"
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${fieldId}-error` : undefined}
          className={`${inputClass} mt-0`}
        />
        {missing ? (
          <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            Write the reason the brand will see.
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${secondaryButtonClass} text-sm`}>
        {label}
      </button>
    </Form>
  );
}

export function ProductsSection({ data }: { data: ProductsSectionData }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`
    .replace(/([?&])reasonMissing=[^&]*&?/, "$1")
    .replace(/[?&]$/, "");
  const { queue } = data;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("section", "products");
    params.set("queuePage", String(page));
    params.delete("reasonMissing");
    return `/admin?${params}`;
  };
  return (
    <div data-testid="admin-products">
      <Panel title="Products waiting for review">
        {queue.items.length === 0 ? (
          <EmptyState>No product is waiting for review.</EmptyState>
        ) : (
          <ul className="space-y-6">
            {queue.items.map((p) => (
              <li
                key={p.id}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                data-testid="review-item"
              >
                <div className="flex flex-wrap items-start gap-4">
                  {p.thumbnailUrl ? (
                    <img
                      src={p.thumbnailUrl}
                      alt=""
                      width={96}
                      height={96}
                      className="h-24 w-24 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <h3 className="text-lg font-semibold">{p.title}</h3>
                    {p.subtitle ? <p className="text-sm text-slate-700 dark:text-slate-300">{p.subtitle}</p> : null}
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {[
                        p.brand?.name ?? "No brand",
                        p.category?.name ?? "No category",
                        p.submittedAt ? `submitted ${format(new Date(p.submittedAt), "MMM d, yyyy HH:mm")} UTC` : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {p._count.variants} variants · {p._count.attributeValues} specification values · {p._count.images}{" "}
                      images · {p._count.documents} documents
                    </p>
                  </div>
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold">Preview</summary>
                  <div
                    className="mt-2 text-sm [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
                    dangerouslySetInnerHTML={{ __html: p.descriptionHtml }}
                  />
                  <div className="mt-2 overflow-x-auto">
                    <table className="min-w-full text-left text-sm">
                      <caption className="sr-only">Variants of {p.title}</caption>
                      <thead>
                        <tr>
                          <th className="pr-4">Variant</th>
                          <th className="pr-4">SKU</th>
                          <th className="pr-4">Price</th>
                          <th className="pr-4">Sale</th>
                          <th>Stock</th>
                        </tr>
                      </thead>
                      <tbody>
                        {p.variants.map((v) => (
                          <tr key={v.id}>
                            <td className="pr-4">{v.title}</td>
                            <td className="pr-4">{v.sku ?? "—"}</td>
                            <td className="pr-4">{v.price}</td>
                            <td className="pr-4">{v.salePrice ?? "—"}</td>
                            <td>{v.stock}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <Link to={editPath(p.id)} className="mt-2 inline-block text-sm font-semibold underline">
                    Open in the editor
                  </Link>
                </details>
                <div className="mt-3 flex flex-col gap-3">
                  <Form method="post" action="/admin/products">
                    <input type="hidden" name="intent" value="approve" />
                    <input type="hidden" name="productId" value={p.id} />
                    <input type="hidden" name="redirectTo" value={here} />
                    <button type="submit" className={`${primaryButtonClass} w-auto sm:w-auto`}>
                      Approve and list
                    </button>
                  </Form>
                  <ReasonForm
                    productId={p.id}
                    intent="reject"
                    label="Reject"
                    redirectTo={here}
                    missing={data.reasonMissingFor === p.id}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Review queue pages" className="mt-4 flex justify-between text-sm">
          {queue.page > 1 ? (
            <Link to={pageHref(queue.page - 1)} className="font-semibold underline">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          {queue.hasNext ? (
            <Link to={pageHref(queue.page + 1)} className="font-semibold underline">
              Next →
            </Link>
          ) : null}
        </nav>
      </Panel>
      <Panel
        title="Find a product"
        action={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/brand-dashboard/products/new"
              className={`${secondaryButtonClass} text-sm`}
              data-testid="admin-new-product"
            >
              Add a product for a brand
            </Link>
            <Link
              to="/brand-dashboard/products/import"
              className={`${secondaryButtonClass} text-sm`}
              data-testid="admin-import-products"
            >
              Import products for a brand
            </Link>
          </div>
        }
      >
        <Form method="get" className="flex flex-col gap-2 sm:flex-row">
          <input type="hidden" name="section" value="products" />
          <label htmlFor="product-search" className="sr-only">
            Product id, SKU or words of the title
          </label>
          <input
            id="product-search"
            name="q"
            type="search"
            defaultValue={data.q}
            placeholder="Product id, SKU or words of the title"
            className={`${inputClass} mt-0`}
          />
          <button type="submit" className={secondaryButtonClass}>
            Search
          </button>
        </Form>
        {data.found === null ? null : data.found.length === 0 ? (
          <p className="mt-3 text-sm">No product matches “{data.q}”.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {data.found.map((p) => (
              <li key={p.id} className="flex flex-col gap-2 py-3" data-testid="found-product">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{p.title}</span>
                  <ProductStatusBadge status={p.status} />
                  <span className="text-sm text-slate-600 dark:text-slate-400">{p.brand?.name ?? "No brand"}</span>
                </p>
                {p.reviewNote ? (
                  <p className="text-sm text-slate-700 dark:text-slate-300">Note: {p.reviewNote}</p>
                ) : null}
                <div className="flex flex-wrap gap-3 text-sm">
                  <Link to={editPath(p.id)} className="font-semibold underline">
                    Edit
                  </Link>
                  {p.status === "active" ? (
                    <Link to={`/store/product/${encodeURIComponent(p.id)}`} className="font-semibold underline">
                      View in the store
                    </Link>
                  ) : null}
                </div>
                {p.status === "active" ? (
                  <ReasonForm
                    productId={p.id}
                    intent="unpublish"
                    label="Unpublish"
                    redirectTo={here}
                    missing={data.reasonMissingFor === p.id}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
