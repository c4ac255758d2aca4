// The product page's error boundary and its title when the product cannot be shown (app/routes/store.product.$id.tsx).
import { isRouteErrorResponse } from "react-router";

/**
 * What the product page says when it cannot show the product, named for what happened (issue 34): only a 404 (no
 * such product sold) is "Product Not Found"; the database being down is a 503; anything else is our failure, not a
 * missing product.
 */
export function productErrorCopy(error: unknown, id: string | undefined) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (status === 404)
    return {
      testId: "product-not-found",
      label: "404",
      heading: "Product Not Found",
      detail: `Error loading product: no product with the id “${id ?? ""}” is sold in the store.`,
      description: "This product could not be found in the LabMarket store.",
    };
  if (status === 503)
    return {
      testId: "product-error",
      label: "503",
      heading: "Temporarily unavailable",
      detail:
        "The store is temporarily unavailable, so this product could not be loaded. Please try again in a few seconds.",
      description: "The LabMarket store is temporarily unavailable.",
    };
  return {
    testId: "product-error",
    label: status ? String(status) : "Error",
    heading: "Something went wrong loading this product",
    detail:
      status !== null && status < 500
        ? `The request for this product could not be handled (status ${status}). Please go back and try again.`
        : "This is a problem on our side, not a missing product. Please try again in a moment.",
    description: "Something went wrong loading this product.",
  };
}
