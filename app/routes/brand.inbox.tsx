import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { format } from "date-fns";
import { TabNav } from "~/components/dashboard/DashboardShell";
import { InquiryList } from "~/components/inquiries/InquiryList";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireRole } from "~/modules/auth/session.server";
import { listDemoRequestsForBrand } from "~/modules/brands/demo-requests.server";
import { countOpenInquiriesFor, listInquiriesFor } from "~/modules/inquiries/inbox.server";
import { listQuotesForResponder } from "~/modules/quotes/quotes.server";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Brand Inbox | LabMarket" },
  {
    name: "description",
    content: "Requests for quotation, demo requests and contact inquiries addressed to your brand.",
  },
];

const TABS = ["quotes", "demo-requests", "inquiries"] as const;
type InboxTab = (typeof TABS)[number];

function readTab(value: string | null): InboxTab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as InboxTab) : "quotes";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const tab = readTab(requestUrl(request).searchParams.get("tab"));
  const brandId = user.brandId;
  const [quotes, demoRequests, inquiries, openInquiries] = await Promise.all([
    tab === "quotes" ? listQuotesForResponder(user) : Promise.resolve([]),
    tab === "demo-requests" && brandId ? listDemoRequestsForBrand(brandId) : Promise.resolve([]),
    tab === "inquiries" ? listInquiriesFor(user) : Promise.resolve([]),
    countOpenInquiriesFor(user),
  ]);
  return {
    tab,
    quotes,
    demoRequests,
    inquiries,
    openInquiries,
    isAdmin: user.role === "admin",
    hasBrand: brandId !== null,
    timeZone: readTimeZone(request),
  };
}

export default function BrandInbox() {
  const { tab, quotes, demoRequests, inquiries, openInquiries, isAdmin, hasBrand, timeZone } =
    useLoaderData<typeof loader>();
  const open = quotes.filter((q) => q.state === "requested").length;
  const tabs = [
    { id: "quotes", label: "Quote Requests" },
    { id: "demo-requests", label: "Demo Requests" },
    { id: "inquiries", label: openInquiries > 0 ? `Inquiries (${openInquiries} new)` : "Inquiries" },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Brand Inbox</h1>
      <TabNav base="/brand/inbox" tabs={tabs} active={tab} label="Inbox sections" />
      {tab === "inquiries" ? (
        !isAdmin && !hasBrand ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            Your account is not linked to a brand yet. An admin links it when approving the account.
          </p>
        ) : (
          <>
            <p className="mt-4 text-slate-600 dark:text-slate-400">
              {isAdmin ? (
                <>
                  Contact-page messages about products without a brand.{" "}
                  <Link
                    to="/admin?section=requests&scope=all"
                    className="font-medium text-brand-700 underline dark:text-brand-100"
                  >
                    See every inquiry
                  </Link>
                  .
                </>
              ) : (
                "Quote requests, questions and spec sheet requests sent through the contact page about your products."
              )}
            </p>
            {inquiries.length === 0 ? (
              <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
                No inquiries yet.
              </p>
            ) : (
              <InquiryList inquiries={inquiries} redirectTo="/brand/inbox?tab=inquiries" timeZone={timeZone} />
            )}
          </>
        )
      ) : tab === "demo-requests" ? (
        !hasBrand ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            {isAdmin
              ? "Demo requests go to each brand's own inbox."
              : "Your account is not linked to a brand yet. An admin links it when approving the account."}
          </p>
        ) : demoRequests.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            No demo requests yet.
          </p>
        ) : (
          <ul className="mt-6 space-y-4" data-testid="inbox-demo-requests">
            {demoRequests.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <p className="font-semibold">
                  {r.fullName} · {r.company}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <a href={`mailto:${r.email}`} className="underline">
                    {r.email}
                  </a>{" "}
                  · received {format(new Date(r.createdAt), "MMM d, yyyy")}
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
            {isAdmin
              ? "Every request on the marketplace (products without a brand are answered by admins)."
              : "Requests for your brand's products."}{" "}
            {open} awaiting an answer.
          </p>
          {quotes.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              No quote requests yet.
            </p>
          ) : (
            <div className="mt-8 overflow-x-auto">
              <table className="stack-table w-full min-w-[640px] text-left text-sm" data-testid="inbox-quotes">
                <thead className="text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Received
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Buyer
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Product
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Qty
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Status
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {quotes.map((quote) => (
                    <tr key={quote.id}>
                      <td className="py-3 pr-3" data-label="Received">
                        {format(new Date(quote.createdAt), "MMM d, yyyy")}
                      </td>
                      <td className="py-3 pr-3" data-label="Buyer">
                        {quote.buyer.profile?.fullName ?? quote.buyer.email}
                        {quote.buyer.profile?.companyName ? (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {quote.buyer.profile.companyName}
                          </span>
                        ) : null}
                      </td>
                      <td className="py-3 pr-3" data-label="Product">
                        {quote.product.title}
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{quote.variant.title}</span>
                        {quote.note ? (
                          <span className="block max-w-xs truncate text-xs italic text-slate-600 dark:text-slate-400">
                            “{quote.note}”
                          </span>
                        ) : null}
                      </td>
                      <td className="py-3 pr-3" data-label="Qty">
                        {quote.quantity}
                      </td>
                      <td className="py-3 pr-3" data-label="Status">
                        <QuoteStateBadge state={quote.state} />
                      </td>
                      <td className="py-3">
                        <Link
                          to={`/brand/inbox/quotes/${quote.id}`}
                          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                        >
                          {quote.state === "requested" ? "Answer" : "View"}
                          <span className="sr-only"> quote for {quote.product.title}</span>
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
