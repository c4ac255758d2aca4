import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { format } from "date-fns";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireUser } from "~/modules/auth/session.server";
import { addQuotedItemToCart, listQuotesForBuyer } from "~/modules/quotes/quotes.server";
import { quoteToCartSchema } from "~/modules/quotes/quote";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";

export const meta: MetaFunction = () => [
  { title: "My Quotes | LabMarket" },
  { name: "description", content: "Your requests for quotation, the brands' answers, and buying at the quoted price." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { quotes: await listQuotesForBuyer(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const parsed = quoteToCartSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Choose a quote." }, { status: 400 });
  const result = await addQuotedItemToCart(request, user.id, parsed.data.quoteId);
  const headers = new Headers();
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  if (!result.ok)
    return redirectWithToast(
      "/quotes",
      { title: "Could not add the quoted item", description: result.error, variant: "destructive" },
      { headers },
    );
  return redirectWithToast("/quotes", result.message, { headers });
}

export default function Quotes() {
  const { quotes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Quotes</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Ask for a quote from any product page. Answered quotes can be bought at the quoted price until they expire.
      </p>
      {quotes.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-medium">You have not requested any quotes yet.</p>
          <Link to="/shop/products" className="mt-3 inline-block text-brand-700 underline dark:text-brand-100">
            Browse the marketplace
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="quote-list">
          {quotes.map((quote) => (
            <li
              key={quote.id}
              className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              data-testid="quote"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <Link to={`/store/product/${quote.product.id}`} className="font-semibold hover:underline">
                    {quote.product.title}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {quote.variant.title} · {quote.quantity} {quote.quantity === 1 ? "unit" : "units"} · requested{" "}
                    {format(new Date(quote.createdAt), "MMMM d, yyyy")}
                  </p>
                </div>
                <QuoteStateBadge state={quote.state} />
              </div>
              {quote.quotedPrice ? (
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-600 dark:text-slate-400">Quoted unit price</dt>
                    <dd className="font-semibold">
                      {quote.quotedPrice}{" "}
                      <span className="font-normal text-slate-500 line-through">{quote.listPrice}</span>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600 dark:text-slate-400">Total</dt>
                    <dd className="font-semibold">{quote.quotedTotal}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600 dark:text-slate-400">Lead time</dt>
                    <dd>{quote.leadTimeDays} days</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600 dark:text-slate-400">Valid until</dt>
                    <dd>{quote.validUntil ? format(new Date(quote.validUntil), "MMMM d, yyyy HH:mm") : "—"}</dd>
                  </div>
                </dl>
              ) : null}
              {quote.note ? (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Your note: {quote.note}</p>
              ) : null}
              {quote.responseNote ? <p className="mt-2 text-sm">Brand's note: “{quote.responseNote}”</p> : null}
              {quote.state === "answered" ? (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="add-to-cart" />
                  <input type="hidden" name="quoteId" value={quote.id} />
                  <button
                    type="submit"
                    className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    Add to cart at quoted price
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
