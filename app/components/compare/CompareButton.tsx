import { Form, useLocation } from "react-router";

const buttonClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

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
  return (
    <CompareForm className={className}>
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" className={`w-full ${buttonClass}`} aria-label={`Compare ${productTitle}`}>
        Compare
      </button>
    </CompareForm>
  );
}

/**
 * One "add to comparison" form for a whole list of products (rendered once, anywhere on the page): each product's
 * CompareListButton submits it with its own product id (the HTML `form` attribute, so without JavaScript too). A
 * list of 24 cards thus renders one form rather than 24.
 */
export function CompareListForm({ id }: { id: string }) {
  return <CompareForm id={id} />;
}

/** "Compare" in a list: a submit button of the list's CompareListForm carrying the product id. */
export function CompareListButton({
  formId,
  productId,
  productTitle,
  className = "",
}: {
  formId: string;
  productId: string;
  productTitle: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      form={formId}
      name="productId"
      value={productId}
      className={`${buttonClass} ${className}`}
      aria-label={`Compare ${productTitle}`}
    >
      Compare
    </button>
  );
}

function CompareForm({ id, className, children }: { id?: string; className?: string; children?: React.ReactNode }) {
  const location = useLocation();
  return (
    <Form id={id} method="post" action="/compare" className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </Form>
  );
}
