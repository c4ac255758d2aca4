import { Link } from "react-router";

export interface InvoiceRow {
  id: string;
  number: string;
  total: string;
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
  overdue: boolean;
  seller: string;
  buyer: string;
  poNumber: string | null;
}

/** A table of invoices (organisation, brand, admin): the counterpart column is the seller or the buyer. */
export function InvoiceList({ invoices, party }: { invoices: InvoiceRow[]; party: "seller" | "buyer" }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="invoice-list">
        <thead className="text-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-2 pr-3 font-medium">Invoice</th>
            <th className="py-2 pr-3 font-medium">{party === "seller" ? "From" : "Billed to"}</th>
            <th className="py-2 pr-3 font-medium">PO</th>
            <th className="py-2 pr-3 font-medium">Issued</th>
            <th className="py-2 pr-3 font-medium">Due</th>
            <th className="py-2 pr-3 text-right font-medium">Total</th>
            <th className="py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="invoice-row">
              <td className="py-2 pr-3">
                <Link
                  to={`/invoices/${invoice.id}`}
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {invoice.number}
                </Link>
              </td>
              <td className="py-2 pr-3">{party === "seller" ? invoice.seller : invoice.buyer}</td>
              <td className="py-2 pr-3">{invoice.poNumber ?? "—"}</td>
              <td className="py-2 pr-3">{invoice.issuedOn}</td>
              <td className="py-2 pr-3">{invoice.dueOn}</td>
              <td className="py-2 pr-3 text-right font-medium">{invoice.total}</td>
              <td className="py-2">
                <InvoiceStatus paidOn={invoice.paidOn} overdue={invoice.overdue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InvoiceStatus({ paidOn, overdue }: { paidOn: string | null; overdue: boolean }) {
  const base = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";
  if (paidOn)
    return (
      <span
        className={`${base} bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50`}
        data-testid="invoice-status"
      >
        Paid {paidOn}
      </span>
    );
  if (overdue)
    return (
      <span className={`${base} bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50`} data-testid="invoice-status">
        Overdue
      </span>
    );
  return (
    <span
      className={`${base} bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50`}
      data-testid="invoice-status"
    >
      Unpaid
    </span>
  );
}
