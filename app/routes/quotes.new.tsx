import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import { requireUser } from "~/modules/auth/session.server";
import { quoteRequestSchema } from "~/modules/quotes/quote";
import { getQuoteProduct, QuoteError, requestQuote } from "~/modules/quotes/quotes.server";
import { demoQuoteNote } from "~/modules/live/replay.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { readFormData } from "~/modules/forms/request-body.server";

export const meta: MetaFunction = () => [
  { title: "Request a Quote | LabMarket" },
  {
    name: "description",
    content: "Ask the brand for a quote on a product, variant and quantity; the answer arrives in your quotes list.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const productId = url.searchParams.get("product") ?? "";
  const product = productId ? await getQuoteProduct(productId) : null;
  if (!product) throw new Response("Product not found", { status: 404 });
  const variantId = url.searchParams.get("variant");
  // From a demo page: the note starts with the demo and the buyer's questions asked in its live room.
  const demoId = url.searchParams.get("demo");
  const note = demoId ? await demoQuoteNote(demoId, user.id) : null;
  return {
    note,
    product,
    selectedVariantId: product.variants.some((v) => v.id === variantId) ? variantId : (product.variants[0]?.id ?? null),
  };
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
  try {
    await requestQuote(user, parsed.data, appOrigin());
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
  const { product, selectedVariantId, note } = useLoaderData<typeof loader>();
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
          <img src={product.thumbnailUrl} alt="" width={96} height={72} className="rounded-md" />
        ) : null}
        <div>
          <p className="font-semibold">{product.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {product.brand ? `Answered by ${product.brand.name}` : "Answered by the LabMarket team"}
          </p>
        </div>
      </div>
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="productId" value={product.id} />
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
            defaultValue={note ?? undefined}
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
