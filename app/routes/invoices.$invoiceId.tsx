import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, useLoaderData } from "react-router";
import { InvoiceDocument } from "~/components/invoices/InvoiceDocument";
import { requireUser } from "~/modules/auth/session.server";
import { getInvoiceForViewer, invoiceViewer, markInvoicePaid } from "~/modules/invoices/invoices.server";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Invoice ${loaderData?.invoice.number ?? ""} | LabMarket` },
  { name: "robots", content: "noindex" },
];

const notFound = () => data(null, { status: 404 });

/** GET /invoices/:id — the organisation's purchasers, the invoicing brand and marketplace admins; 404 for anyone else. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await getInvoiceForViewer(params.invoiceId ?? "", await invoiceViewer(user));
  if (!invoice) throw notFound();
  return { invoice };
}

/** POST intent=mark-paid: the invoicing brand marks it paid (audited); anyone else gets 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.invoiceId ?? "";
  const invoice = await getInvoiceForViewer(id, await invoiceViewer(user));
  if (!invoice) throw notFound();
  const outcome = await markInvoicePaid(id, { id: user.id, brandId: user.role === "brand" ? user.brandId : null });
  if (!outcome.ok)
    return redirectWithToast(`/invoices/${id}`, {
      title: "Nothing changed",
      description: outcome.message,
      variant: "destructive",
    });
  return redirectWithToast(`/invoices/${id}`, {
    title: "Invoice paid",
    description: `${outcome.number} is marked paid.`,
  });
}

export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}
