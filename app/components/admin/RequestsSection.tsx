// Admin › Requests & Orders: open counts, paid orders, and contact inquiries by scope.
import { Link } from "react-router";
import { EmptyState, Panel, StatCard } from "~/components/dashboard/DashboardShell";
import { InquiryList } from "~/components/inquiries/InquiryList";
import type { AdminView } from "~/modules/admin/admin.server";
import { INQUIRY_SCOPES } from "~/modules/inquiries/inquiries";
import type { AdminOrdersSection } from "~/modules/orders/admin-orders.server";
import { OrdersPanel } from "./OrdersPanel";

export function RequestsSection({
  requests,
  orders,
  timeZone,
}: {
  requests: NonNullable<AdminView["requests"]>;
  orders: AdminOrdersSection | null;
  timeZone: string | null;
}) {
  const { scope, inquiries, openInquiries, openQuotes } = requests;
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Requests & Orders</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="New inquiries routed to admins" value={openInquiries} testId="count-open-inquiries" />
        <StatCard label="Quote requests awaiting an answer" value={openQuotes} testId="count-open-quotes" />
      </div>
      {orders ? <OrdersPanel data={orders} timeZone={timeZone} /> : null}
      <Panel
        title="Contact inquiries"
        action={
          <Link
            to="/brand/inbox?tab=quotes"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
          >
            Open the quote inbox
          </Link>
        }
      >
        <nav aria-label="Inquiry scope" className="flex flex-wrap gap-2">
          {INQUIRY_SCOPES.map((s) => (
            <Link
              key={s.id}
              to={`/admin?section=requests&scope=${s.id}`}
              aria-current={scope === s.id ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                scope === s.id
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {s.label}
            </Link>
          ))}
        </nav>
        {inquiries.length === 0 ? (
          <div className="mt-4">
            <EmptyState>{scope === "all" ? "No inquiries yet." : "No inquiries routed to admins yet."}</EmptyState>
          </div>
        ) : (
          <InquiryList
            inquiries={inquiries}
            redirectTo={`/admin?section=requests&scope=${scope}`}
            showBrand
            timeZone={timeZone}
          />
        )}
      </Panel>
    </>
  );
}
