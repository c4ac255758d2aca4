import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { recordProductView } from "~/modules/analytics/activity.server";
import { data } from "react-router";
import { CompareButton } from "~/components/compare/CompareButton";
import {
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
} from "react-router";
import { submitNotifyMe } from "~/modules/availability/notify-me-action.server";
import { productErrorCopy } from "~/components/store/product-error-copy";
import { ProductDetailsAccordion } from "~/components/store/ProductDetailsAccordion";
import { ProductGallery } from "~/components/store/ProductGallery";
import { ProductOffer } from "~/components/store/ProductOffer";
import { AddToListForm } from "~/components/lists/AddToListForm";
import { listChoices, listOwner } from "~/modules/lists/lists.server";
import { SpecificationsTable } from "~/components/store/SpecificationsTable";
import { ProductDocuments } from "~/components/store/ProductDocuments";
import { appOrigin } from "~/utils/env.server";
import { getProductDetail } from "~/modules/catalog/product.server";
import { useNonce } from "~/utils/nonce";
import { getOptionalUser } from "~/modules/auth/session.server";
import { recordUserProductView } from "~/modules/recommendations/views.server";
import { RecommendationList } from "~/components/recommendations/RecommendationList";
import { RelatedProducts } from "~/components/store/RelatedProducts";
import { buyerVariantPrices } from "~/modules/pricing/pricing.server";
import { rememberRefHeader } from "~/modules/attribution/attribution.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data, error }) => {
  if (!data) {
    const copy = productErrorCopy(error, undefined);
    return [{ title: `${copy.heading} | LabMarket` }, { name: "description", content: copy.description }];
  }
  return [
    { title: `${data.product.title} | LabMarket` },
    { name: "description", content: data.product.metaDescription },
    { property: "og:title", content: data.product.title },
    { property: "og:description", content: data.product.metaDescription },
    { property: "og:type", content: "product" },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const [product, user] = await Promise.all([
    getProductDetail(params.id ?? "", {
      variantId: url.searchParams.get("variant"),
      image: url.searchParams.get("image"),
      origin: appOrigin(),
    }),
    getOptionalUser(request),
  ]);
  const userId = user?.id ?? null;
  if (!product) throw data({ message: "This product does not exist or is no longer sold." }, { status: 404 });
  recordProductView(request, product.id);
  // For the buyer's recommendations (ADR 028): batched in memory, never waited on.
  if (userId) recordUserProductView(request, userId, product.id);
  // Opened from a demo or an expert's page (?ref=): remembered in a cookie, no SQL (ADR 030).
  const setCookie = await rememberRefHeader(request, product.id);
  // Signed-in buyers can put the product on one of their (or their organisation's) lists (issue 36).
  const lists = userId ? await listChoices(await listOwner(userId)) : null;
  // "Notify me" uses the signed-in buyer's own address (issue 37).
  const signedInEmail = user?.email ?? null;
  // Quantity prices and the buyer's organisation price (ADR 067).
  const buyerPrices = await buyerVariantPrices(
    product.variants.map((variant) => variant.id),
    userId,
  );
  if (!setCookie) return { product, lists, signedInEmail, buyerPrices };
  // Remix sends data()'s headers and unwraps its body (useLoaderData's type too): typed as the plain body here so
  // callers of the loader (tests) keep reading `.product`.
  return data({ product, lists, signedInEmail, buyerPrices }, { headers: { "Set-Cookie": setCookie } }) as unknown as {
    product: typeof product;
    lists: typeof lists;
    signedInEmail: string | null;
    buyerPrices: typeof buyerPrices;
  };
}

/** "Notify me when available" (issue 37): the one form this page posts to itself. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return submitNotifyMe(request, params.id ?? "", context);
}

const backLink = (
  <Link
    to="/store"
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    data-testid="back-to-store"
  >
    <span aria-hidden="true">←</span> Back to Store
  </Link>
);

export default function ProductPage() {
  const { product, lists, signedInEmail, buyerPrices } = useLoaderData<typeof loader>();
  const notify = useActionData<typeof action>();
  const location = useLocation();
  const nonce = useNonce();
  const selected = product.variants.find((v) => v.id === product.selectedVariantId) ?? null;
  const withParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const jsonLd = JSON.stringify(product.jsonLd).replace(/</g, "\\u003c");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {backLink}
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery
          images={product.images}
          initialIndex={product.imageIndex}
          hrefFor={(index) => withParams({ image: String(index) })}
          title={product.title}
        />
        <div>
          {product.ribbonText ? (
            <span
              className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white"
              data-testid="ribbon"
            >
              {product.ribbonText}
            </span>
          ) : null}
          {product.brand ? (
            <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              <Link to={`/shop/brands/${product.brand.id}`} className="hover:underline">
                {product.brand.name}
              </Link>
            </p>
          ) : null}
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{product.title}</h1>
          {product.subtitle ? (
            <p className="mt-2 text-lg text-slate-600 dark:text-slate-400">{product.subtitle}</p>
          ) : null}
          <ProductOffer
            product={product}
            selected={selected}
            buyerPrices={selected ? buyerPrices[selected.id] : null}
            signedInEmail={signedInEmail}
            notify={notify}
            variantHref={(id) => withParams({ variant: id, image: null })}
          />
          <CompareButton productId={product.id} productTitle={product.title} className="mt-3 max-w-40" />
          {lists ? (
            <details
              className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              data-testid="add-to-list"
            >
              <summary className="cursor-pointer font-medium">Add to list</summary>
              <div className="mt-3">
                <AddToListForm
                  variants={product.variants.map((v) => ({ id: v.id, title: v.title }))}
                  selectedVariantId={product.selectedVariantId}
                  lists={lists}
                  redirectTo={`${location.pathname}${location.search}`}
                />
              </div>
            </details>
          ) : null}
          <section
            className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800"
            aria-labelledby="description-heading"
          >
            <h2 id="description-heading" className="sr-only">
              Description
            </h2>
            <div
              className="rich-text text-slate-700 dark:text-slate-300"
              data-testid="description"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
        </div>
      </div>
      <SpecificationsTable groups={product.specifications} variantTitle={selected?.title ?? null} />
      <ProductDocuments documents={product.documents} />
      <ProductDetailsAccordion sections={product.additionalInfo} />
      <RelatedProducts items={product.related} />
      {product.similar.length > 0 ? (
        <section className="mt-12" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-2xl font-semibold">
            Similar products
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Equivalents from other brands, by specifications.
          </p>
          <RecommendationList items={product.similar} testId="similar-products" />
        </section>
      ) : null}
      {product.together.length > 0 ? (
        <section className="mt-12" aria-labelledby="together-heading">
          <h2 id="together-heading" className="text-2xl font-semibold">
            Often bought together or compared with
          </h2>
          <RecommendationList items={product.together} testId="bought-together" />
        </section>
      ) : null}
      <div className="mt-12">{backLink}</div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  // A thrown response (404, the database's 503) was answered on purpose; anything else is a bug to see in the log.
  if (!isRouteErrorResponse(error)) console.error(error);
  const copy = productErrorCopy(error, params.id);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid={copy.testId}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{copy.label}</p>
      <h1 className="mt-2 text-3xl font-bold">{copy.heading}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{copy.detail}</p>
      <div className="mt-6">{backLink}</div>
    </div>
  );
}
