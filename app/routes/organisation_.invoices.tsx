import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { InvoiceList } from "~/components/invoices/InvoiceList";
import { requireUser } from "~/modules/auth/session.server";
import { listOrganisationInvoices } from "~/modules/invoices/invoices.server";

export const meta: MetaFunction = () => [{ title: "Invoices | LabMarket" }, { name: "robots", content: "noindex" }];

/** GET /organisation/invoices: the organisation's invoices, for its purchasers and admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { view: await listOrganisationInvoices(user.id) };
}

export default function OrganisationInvoices() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {view.kind !== "no-organisation" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{view.organisationName}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">Invoices</h1>
      <p className="mt-2 text-sm">
        <Link to="/organisation/terms" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Payment terms
        </Link>
      </p>
      <Panel title="Invoices on account">
        {view.kind === "no-organisation" ? (
          <EmptyState>You are not a member of an organisation.</EmptyState>
        ) : view.kind === "forbidden" ? (
          <EmptyState>Only purchasers and admins of your organisation see its invoices.</EmptyState>
        ) : view.invoices.length === 0 ? (
          <EmptyState>
            No invoices yet. After an order on account, each brand&apos;s invoice appears here within a minute and is
            e-mailed to your billing contact.
          </EmptyState>
        ) : (
          <InvoiceList invoices={view.invoices} party="seller" />
        )}
      </Panel>
    </div>
  );
}
