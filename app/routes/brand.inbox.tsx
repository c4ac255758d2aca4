import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { format } from "date-fns";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireRole } from "~/modules/auth/session.server";
import { listQuotesForResponder } from "~/modules/quotes/quotes.server";

export const meta: MetaFunction = () => [
  { title: "Brand Inbox | LabMarket" },
  { name: "description", content: "Requests for quotation addressed to your brand, to answer with a price, lead time and validity." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  return { quotes: await listQuotesForResponder(user), isAdmin: user.role === "admin" };
}

export default function BrandInbox() {
  const { quotes, isAdmin } = useLoaderData<typeof loader>();
  const open = quotes.filter((q) => q.state === "requested").length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Quote Requests</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {isAdmin ? "Every request on the marketplace (products without a brand are answered by admins)." : "Requests for your brand's products."} {open} awaiting an answer.
      </p>
      {quotes.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">No quote requests yet.</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="inbox-quotes">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3">Received</th>
                <th scope="col" className="py-2 pr-3">Buyer</th>
                <th scope="col" className="py-2 pr-3">Product</th>
                <th scope="col" className="py-2 pr-3">Qty</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2"><span className="sr-only">Open</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {quotes.map((quote) => (
                <tr key={quote.id}>
                  <td className="py-3 pr-3">{format(new Date(quote.createdAt), "MMM d, yyyy")}</td>
                  <td className="py-3 pr-3">{quote.buyer.profile?.fullName ?? quote.buyer.email}{quote.buyer.profile?.companyName ? <span className="block text-xs text-slate-500">{quote.buyer.profile.companyName}</span> : null}</td>
                  <td className="py-3 pr-3">{quote.product.title}<span className="block text-xs text-slate-500">{quote.variant.title}</span></td>
                  <td className="py-3 pr-3">{quote.quantity}</td>
                  <td className="py-3 pr-3"><QuoteStateBadge state={quote.state} /></td>
                  <td className="py-3">
                    <Link to={`/brand/inbox/quotes/${quote.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                      {quote.state === "requested" ? "Answer" : "View"}<span className="sr-only"> quote for {quote.product.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
