import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/session.server";
import { renderInvoicePdf } from "~/modules/invoices/invoice-pdf.server";
import { getInvoiceForViewer, invoiceViewer } from "~/modules/invoices/invoices.server";

/** GET /invoices/:id.pdf — the same invoice as a PDF, for the same people (404 for anyone else). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await getInvoiceForViewer(params.invoiceId ?? "", await invoiceViewer(user));
  if (!invoice) return new Response("Not found", { status: 404 });
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
