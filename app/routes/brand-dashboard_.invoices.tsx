import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { InvoiceList } from "~/components/invoices/InvoiceList";
import { requireRole } from "~/modules/auth/session.server";
import { listBrandInvoices } from "~/modules/invoices/invoices.server";

export const meta: MetaFunction = () => [{ title: "Invoices | Brand Dashboard | LabMarket" }];

/** GET /brand-dashboard/invoices: the brand's invoices to organisations on terms; each opens to "Mark paid". */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  return { invoices: user.brandId ? await listBrandInvoices(user.brandId) : null };
}

export default function BrandInvoices() {
  const { invoices } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link to="/brand-dashboard" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Brand Dashboard
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Invoices</h1>
      <Panel title="Orders on account">
        {!invoices ? (
          <EmptyState>Your account is not linked to a brand page yet.</EmptyState>
        ) : invoices.length === 0 ? (
          <EmptyState>No invoices yet: they are made when an organisation orders your products on account.</EmptyState>
        ) : (
          <InvoiceList invoices={invoices} party="buyer" />
        )}
      </Panel>
    </div>
  );
}
