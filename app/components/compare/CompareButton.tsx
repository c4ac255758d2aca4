import { Form, useLocation } from "@remix-run/react";

/** "Compare" on a product card or page: a form post that returns to the same page with a toast. */
export function CompareButton({
  productId,
  productTitle,
  className = "",
}: {
  productId: string;
  productTitle: string;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Form method="post" action="/compare" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={`Compare ${productTitle}`}
      >
        Compare
      </button>
    </Form>
  );
}
