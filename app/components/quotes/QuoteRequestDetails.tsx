// A quote request as its responder sees it: what was asked, by whom, about which demo, and the orders at its price.
import { Link } from "react-router";
import { format } from "date-fns";
import type { QuoteOrderRow, ResponderQuoteView } from "~/modules/quotes/quotes.server";

type DetailsQuote = Pick<
  ResponderQuoteView,
  "product" | "variant" | "quantity" | "buyer" | "listPrice" | "note" | "demo" | "createdAt"
> & { buyerPrice?: ResponderQuoteView["buyerPrice"] };

export function QuoteRequestDetails({
  quote,
  demoQuestions,
}: {
  quote: DetailsQuote;
  demoQuestions: { body: string; streamTime: string | null }[];
}) {
  return (
    <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-5 text-sm sm:grid-cols-2 dark:border-slate-800">
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Product</dt>
        <dd className="font-semibold">
          {quote.product.title} — {quote.variant.title}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Quantity</dt>
        <dd className="font-semibold">{quote.quantity}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Buyer</dt>
        <dd>
          {quote.buyer.profile?.fullName ?? "—"} · {quote.buyer.email}
          {quote.buyer.profile?.companyName ? ` · ${quote.buyer.profile.companyName}` : ""}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">List price</dt>
        <dd>{quote.listPrice} per unit</dd>
      </div>
      {quote.buyerPrice ? (
        <div className="sm:col-span-2" data-testid="quote-buyer-price">
          <dt className="text-slate-600 dark:text-slate-400">This buyer pays now, without a quote</dt>
          <dd>
            {quote.buyerPrice.unitPrice} per unit ({quote.buyerPrice.label})
          </dd>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-slate-600 dark:text-slate-400">Note</dt>
        <dd>{quote.note ?? "No note."}</dd>
      </div>
      {quote.demo ? (
        <div className="sm:col-span-2" data-testid="quote-demo">
          <dt className="text-slate-600 dark:text-slate-400">About the demo</dt>
          <dd>
            <Link
              to={`/demo/${encodeURIComponent(quote.demo.id)}`}
              className="font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {quote.demo.title}
            </Link>
            {demoQuestions.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-5" aria-label="The buyer's questions in the live room">
                {demoQuestions.map((q, i) => (
                  <li key={i}>
                    {q.body}
                    {q.streamTime ? (
                      <span className="text-slate-600 dark:text-slate-400"> (answered at {q.streamTime})</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600 dark:text-slate-400">The buyer asked no question in its live room.</p>
            )}
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Received</dt>
        <dd>{format(new Date(quote.createdAt), "MMMM d, yyyy HH:mm")}</dd>
      </div>
    </dl>
  );
}

/** The orders that bought at an answered quote's price. */
export function QuoteOrders({
  quote,
  orders,
}: {
  quote: Pick<ResponderQuoteView, "orderedQuantity" | "quantity">;
  orders: QuoteOrderRow[];
}) {
  return (
    <section className="mt-6" aria-labelledby="quote-orders">
      <h2 id="quote-orders" className="text-lg font-semibold">
        Orders at this price ({quote.orderedQuantity} of {quote.quantity} units used)
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No order has used this quote yet.</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
          data-testid="quote-orders"
        >
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="font-semibold">Order #{order.number}</span>
              <span>
                {order.quantity} units · {order.status} · {format(new Date(order.date), "MMMM d, yyyy HH:mm")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
