// Product Management tab of the brand dashboard: the brand's products in every status, paged, with their actions.
import { Form, Link } from "react-router";
import { format } from "date-fns";
import { primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import type { BrandProductRow } from "~/modules/product-editor/brand-products.server";
import { canApply, PRODUCT_STATUSES, STATUS_LABELS, type ProductStatus } from "~/modules/product-editor/lifecycle";
import { ProductStatusBadge } from "./ProductStatusBadge";

const editPath = (id: string) => `/brand-dashboard/products/${encodeURIComponent(id)}`;

function listHref(status: ProductStatus | null, page = 1) {
  const params = new URLSearchParams({ tab: "products" });
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `/brand-dashboard?${params}`;
}

function RowAction({ id, intent, label }: { id: string; intent: string; label: string }) {
  return (
    <Form method="post" action={editPath(id)}>
      <input type="hidden" name="back" value="list" />
      <button type="submit" name="intent" value={intent} className={`${secondaryButtonClass} px-3 py-1 text-xs`}>
        {label}
      </button>
    </Form>
  );
}

export function BrandProductList({
  list,
}: {
  list: {
    items: BrandProductRow[];
    page: number;
    hasNext: boolean;
    status: ProductStatus | null;
    reviewRequired: boolean;
  };
}) {
  return (
    <div data-testid="brand-products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2 text-sm">
          {[null, ...PRODUCT_STATUSES].map((s) => (
            <Link
              key={s ?? "all"}
              to={listHref(s)}
              aria-current={list.status === s ? "page" : undefined}
              className={`rounded-full px-3 py-1 ${
                list.status === s
                  ? "bg-brand-600 text-white"
                  : "border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {s ? STATUS_LABELS[s] : "All"}
            </Link>
          ))}
        </nav>
        <Link to="/brand-dashboard/products/import" className={`${secondaryButtonClass} ml-auto`}>
          Import / export CSV
        </Link>
        <Link
          to="/brand-dashboard/products/new"
          className={`${primaryButtonClass} w-auto sm:w-auto`}
          data-testid="new-product"
        >
          Add product
        </Link>
      </div>
      {list.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState>
            {list.status ? `No ${STATUS_LABELS[list.status].toLowerCase()} products.` : "No products yet."}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
          {list.items.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="brand-product">
              {p.thumbnailUrl ? (
                <img
                  src={p.thumbnailUrl}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
                />
              ) : (
                <div className="h-16 w-16 rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={editPath(p.id)} className="font-semibold hover:underline">
                    {p.title}
                  </Link>
                  <ProductStatusBadge status={p.status} />
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {[
                    p.firstSku ? `SKU ${p.firstSku}` : null,
                    `${p.variantCount} variant${p.variantCount === 1 ? "" : "s"}`,
                    p.price,
                    `edited ${format(new Date(p.updatedAt), "MMM d, yyyy")}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {p.status === "rejected" && p.reviewNote ? (
                  <p className="mt-1 text-sm text-red-800 dark:text-red-300" data-testid="list-review-note">
                    Reason: {p.reviewNote}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={editPath(p.id)} className={`${secondaryButtonClass} px-3 py-1 text-xs`}>
                  Edit
                </Link>
                {canApply("submit", p.status) ? (
                  <RowAction
                    id={p.id}
                    intent="submit-only"
                    label={list.reviewRequired ? "Submit for review" : "Publish"}
                  />
                ) : null}
                <RowAction id={p.id} intent="duplicate" label="Duplicate" />
                {canApply("archive", p.status) ? <RowAction id={p.id} intent="archive" label="Archive" /> : null}
                {canApply("restore", p.status) ? <RowAction id={p.id} intent="restore" label="Restore" /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
        {list.page > 1 ? (
          <Link to={listHref(list.status, list.page - 1)} className="font-semibold underline">
            ← Previous
          </Link>
        ) : (
          <span />
        )}
        {list.hasNext ? (
          <Link to={listHref(list.status, list.page + 1)} className="font-semibold underline">
            Next →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
