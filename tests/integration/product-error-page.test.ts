// The product page when the product cannot be shown (issue 34: a 500 said "Product Not Found"). Through the route's
// own loader, error boundary and meta, rendered by React Router's static handler: a product that does not exist (the
// real query) is a 404 "Product Not Found"; a failure while loading it is named as one, not as a missing product; the
// database being down is "temporarily unavailable".
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseUnavailableResponse } from "~/utils/db-errors";
import { routeArgs } from "../setup/route-args";

/** What getProductDetail does in the next request: the real query, or a failure. */
let failure: unknown = null;
vi.mock("~/modules/catalog/product.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/modules/catalog/product.server")>();
  return {
    ...original,
    getProductDetail: (...args: Parameters<typeof original.getProductDetail>) => {
      if (failure) throw failure;
      return original.getProductDetail(...args);
    },
  };
});

const product = await import("~/routes/store.product.$id");

afterEach(() => {
  failure = null;
  vi.restoreAllMocks();
});

async function renderProductPage(id: string) {
  const handler = createStaticHandler([
    {
      id: "product",
      path: "/store/product/:id",
      loader: ({ request, params }: LoaderFunctionArgs) =>
        product.loader(routeArgs({ request, params, pattern: "/store/product/:id" }) as never),
      Component: () => null,
      ErrorBoundary: product.ErrorBoundary,
    },
  ]);
  const context = await handler.query(new Request(`http://localhost/store/product/${id}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const html = renderToString(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, context),
      context,
      hydrate: false,
    }),
  );
  const error = context.errors?.product;
  const title = (product.meta({ loaderData: undefined, error, params: { id } } as never) ?? [])[0] as { title: string };
  return { status: context.statusCode, html, title: title.title };
}

describe("the product page's error boundary", () => {
  it("a product that does not exist is a 404 'Product Not Found'", async () => {
    const page = await renderProductPage("no-such-product-anywhere");
    expect(page.status).toBe(404);
    expect(page.html).toContain("Product Not Found");
    expect(page.html).toContain('data-testid="product-not-found"');
    expect(page.html).toContain("no product with the id “no-such-product-anywhere”");
    expect(page.title).toBe("Product Not Found | LabMarket");
  });

  it("a failure while loading the product is a 500 that says so, not 'Product Not Found'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    failure = new Error("relation does not exist");
    const page = await renderProductPage("any-product");
    expect(page.status).toBe(500);
    expect(page.html).not.toContain("Not Found");
    expect(page.html).toContain("Something went wrong loading this product");
    expect(page.html).toContain('data-testid="product-error"');
    expect(page.title).toBe("Something went wrong loading this product | LabMarket");
    expect(logged).toHaveBeenCalled();
  });

  it("the database being down is a 503 'Temporarily unavailable'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    failure = databaseUnavailableResponse();
    const page = await renderProductPage("any-product");
    expect(page.status).toBe(503);
    expect(page.html).not.toContain("Not Found");
    expect(page.html).toContain("Temporarily unavailable");
    expect(page.title).toBe("Temporarily unavailable | LabMarket");
  });
});
