import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { format } from "date-fns";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireRole } from "~/modules/auth/session.server";
import { listDemoRequestsForBrand } from "~/modules/brands/demo-requests.server";
import { brandIdOf, listQuotesForResponder } from "~/modules/quotes/quotes.server";

export const meta: MetaFunction = () => [
  { title: "Brand Inbox | LabMarket" },
  { name: "description", content: "Requests for quotation addressed to your brand, to answer with a price, lead time and validity." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const tab = new URL(request.url).searchParams.get("tab") === "demo-requests" ? "demo-requests" : "quotes";
  const brandId = user.role === "brand" ? await brandIdOf(user.id) : null;
  const [quotes, demoRequests] = await Promise.all([
    tab === "quotes" ? listQuotesForResponder(user) : Promise.resolve([]),
    tab === "demo-requests" && brandId ? listDemoRequestsForBrand(brandId) : Promise.resolve([]),
  ]);
  return { tab, quotes, demoRequests, isAdmin: user.role === "admin", hasBrand: brandId !== null };
}

const tabs = [
  { id: "quotes", label: "Quote Requests" },
  { id: "demo-requests", label: "Demo Requests" },
] as const;

export default function BrandInbox() {
  const { tab, quotes, demoRequests, isAdmin, hasBrand } = useLoaderData<typeof loader>();
  const open = quotes.filter((q) => q.state === "requested").length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Brand Inbox</h1>
      <nav aria-label="Inbox sections" className="mt-4 flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to={`/brand/inbox?tab=${t.id}`}
            aria-current={tab === t.id ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === t.id ? "border-brand-600 text-brand-700 dark:text-brand-100" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === "demo-requests" ? (
        !hasBrand ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            {isAdmin ? "Demo requests go to each brand's own inbox." : "Your account is not linked to a brand yet. An admin links it when approving the account."}
          </p>
        ) : demoRequests.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">No demo requests yet.</p>
        ) : (
          <ul className="mt-6 space-y-4" data-testid="inbox-demo-requests">
            {demoRequests.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <p className="font-semibold">{r.fullName} · {r.company}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <a href={`mailto:${r.email}`} className="underline">{r.email}</a> · received {format(new Date(r.createdAt), "MMM d, yyyy")}
                  {r.preferredDateText ? ` · prefers ${r.preferredDateText}` : ""}
                </p>
                <p className="mt-2 whitespace-pre-line text-sm">{r.message}</p>
              </li>
            ))}
          </ul>
        )
      ) : (
      <>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
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
                  <td className="py-3 pr-3">{quote.buyer.profile?.fullName ?? quote.buyer.email}{quote.buyer.profile?.companyName ? <span className="block text-xs text-slate-600 dark:text-slate-400">{quote.buyer.profile.companyName}</span> : null}</td>
                  <td className="py-3 pr-3">
                    {quote.product.title}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{quote.variant.title}</span>
                    {quote.note ? <span className="block max-w-xs truncate text-xs italic text-slate-600 dark:text-slate-400">“{quote.note}”</span> : null}
                  </td>
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
      </>
      )}
    </div>
  );
}
