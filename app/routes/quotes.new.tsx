import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import { requireUser } from "~/modules/auth/session.server";
import { quoteRequestSchema } from "~/modules/quotes/quote";
import { getQuoteProduct, QuoteError, requestQuote } from "~/modules/quotes/quotes.server";
import { demoQuoteContext } from "~/modules/live/replay.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { attributionFor, rememberRefHeader } from "~/modules/attribution/attribution.server";
import { demoRef } from "~/modules/attribution/ref";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Request a Quote | LabMarket" },
  {
    name: "description",
    content: "Ask the brand for a quote on a product, variant and quantity; the answer arrives in your quotes list.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = requestUrl(request);
  // "Request a quote about this demo": the request carries the demo and the buyer's questions from its room; the
  // product defaults to the demo's first pinned (else featured) product, and the others are offered as links.
  const demoId = url.searchParams.get("demo");
  const about = demoId ? await demoQuoteContext(demoId, user.id) : null;
  const productId = url.searchParams.get("product") || about?.products[0]?.id || "";
  const product = productId ? await getQuoteProduct(productId) : null;
  if (!product) throw new Response("Product not found", { status: 404 });
  const variantId = url.searchParams.get("variant");
  // "Request a Quote" on an expert's page carries ?ref= like a product link (ADR 030).
  const setCookie = await rememberRefHeader(request, product.id);
  return data(
    {
      about,
      product,
      selectedVariantId: product.variants.some((v) => v.id === variantId)
        ? variantId
        : (product.variants[0]?.id ?? null),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

type Errors = Partial<Record<"productId" | "variantId" | "quantity" | "note" | "form", string>>;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const parsed = quoteRequestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) errors[(issue.path[0] as keyof Errors) ?? "form"] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const demoId = form.get("demoId");
  const about = typeof demoId === "string" && demoId ? await demoQuoteContext(demoId, user.id) : null;
  // Attributed to the demo it is asked about, else to the ref this browser remembers for the product (ADR 030).
  const attribution = await attributionFor(request, parsed.data.productId, about ? demoRef(about.demo.id) : null);
  try {
    await requestQuote(
      user,
      parsed.data,
      appOrigin(),
      about ? { demoId: about.demo.id, demoTitle: about.demo.title, questions: about.questions } : null,
      attribution,
    );
  } catch (error) {
    if (error instanceof QuoteError)
      return data({ errors: { [error.field ?? "form"]: error.message } as Errors }, { status: 400 });
    throw error;
  }
  return redirectWithToast("/quotes", {
    title: "Quote requested",
    description: "The brand has been notified. You'll get an e-mail when they answer.",
  });
}

export default function NewQuote() {
  const { product, selectedVariantId, about } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: Errors = actionData?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link
        to={`/store/product/${product.id}`}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Back to product
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Request a Quote</h1>
      <div className="mt-4 flex items-center gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        {product.thumbnailUrl ? (
          <img
            src={product.thumbnailUrl}
            alt=""
            width={96}
            height={72}
            className="rounded-md bg-slate-50 dark:bg-slate-900"
          />
        ) : null}
        <div>
          <p className="font-semibold">{product.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {product.brand ? `Answered by ${product.brand.name}` : "Answered by the LabMarket team"}
          </p>
        </div>
      </div>
      {about ? <AboutDemo about={about} productId={product.id} /> : null}
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="productId" value={product.id} />
        {about ? <input type="hidden" name="demoId" value={about.demo.id} /> : null}
        {errors.form ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {errors.form}
          </p>
        ) : null}
        <div>
          <label htmlFor="variantId" className="block text-sm font-medium">
            Variant
          </label>
          <select
            id="variantId"
            name="variantId"
            defaultValue={selectedVariantId ?? undefined}
            className={inputClass}
            aria-invalid={errors.variantId ? true : undefined}
            aria-describedby={errors.variantId ? "variantId-error" : undefined}
          >
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.title}
              </option>
            ))}
          </select>
          {errors.variantId ? (
            <p id="variantId-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errors.variantId}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="quantity" className="block text-sm font-medium">
            Quantity
          </label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            min={1}
            step={1}
            defaultValue={1}
            required
            className={inputClass}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? "quantity-error" : undefined}
          />
          {errors.quantity ? (
            <p id="quantity-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errors.quantity}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="note" className="block text-sm font-medium">
            Note for the brand <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <textarea
            id="note"
            name="note"
            rows={4}
            maxLength={2000}
            defaultValue={about ? `About the demo "${about.demo.title}".` : undefined}
            className={inputClass}
            placeholder="Delivery site, required validation documents, installation..."
            aria-invalid={errors.note ? true : undefined}
          />
          {errors.note ? (
            <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">{errors.note}</p>
          ) : null}
        </div>
        <button type="submit" className={primaryButtonClass} disabled={pending}>
          {pending ? "Sending request..." : "Send quote request"}
        </button>
      </Form>
    </div>
  );
}

type AboutDemoData = NonNullable<Awaited<ReturnType<typeof demoQuoteContext>>>;

/** The demo the request is about, the buyer's questions it will carry, and the demo's other products. */
function AboutDemo({ about, productId }: { about: AboutDemoData; productId: string }) {
  const others = about.products.filter((p) => p.id !== productId);
  return (
    <section
      aria-labelledby="about-demo"
      className="mt-4 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
      data-testid="quote-about-demo"
    >
      <h2 id="about-demo" className="font-semibold">
        About the demo{" "}
        <Link
          to={`/demo/${encodeURIComponent(about.demo.id)}`}
          className="text-brand-700 underline dark:text-brand-100"
        >
          {about.demo.title}
        </Link>
      </h2>
      {about.questions.length > 0 ? (
        <>
          <p className="mt-2 text-slate-600 dark:text-slate-400">The brand receives your questions from its room:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {about.questions.map((q, i) => (
              <li key={i}>{q.body}</li>
            ))}
          </ul>
        </>
      ) : null}
      {others.length > 0 ? (
        <p className="mt-2">
          Other products in this demo:{" "}
          {others.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? ", " : ""}
              <Link
                to={`/quotes/new?${new URLSearchParams({ demo: about.demo.id, product: p.id })}`}
                className="text-brand-700 underline dark:text-brand-100"
              >
                {p.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
