import { Form, Link } from "react-router";
import { primaryButtonClass } from "~/components/auth/fields";
import type { InvoiceView } from "~/modules/invoices/invoices.server";
import { InvoiceStatus } from "./InvoiceList";

/** The invoice as a page: what the PDF shows, plus the brand's "Mark paid". */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      data-testid="invoice"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Invoice <span data-testid="invoice-number">{invoice.number}</span>
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Order #{invoice.orderNumber}
            {invoice.poNumber ? (
              <>
                {" "}
                · PO <span data-testid="invoice-po">{invoice.poNumber}</span>
              </>
            ) : null}{" "}
            · {invoice.currencyCode}
          </p>
        </div>
        <InvoiceStatus paidOn={invoice.paidOn} overdue={invoice.overdue} />
      </header>
      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Issued</dt>
          <dd className="font-semibold">{invoice.issuedOn}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Due</dt>
          <dd className="font-semibold" data-testid="invoice-due">
            {invoice.dueOn} (net {invoice.netDays})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Amount due</dt>
          <dd className="font-semibold">{invoice.paidOn ? "Paid" : invoice.total}</dd>
        </div>
      </dl>
      <div className="mt-6 grid gap-6 text-sm sm:grid-cols-2">
        <section aria-labelledby="invoice-from">
          <h2 id="invoice-from" className="font-semibold">
            From
          </h2>
          <p>{invoice.seller.name}</p>
          {invoice.seller.email ? <p>{invoice.seller.email}</p> : null}
          <p className="text-slate-600 dark:text-slate-400">Sold through LabMarket</p>
        </section>
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to" className="font-semibold">
            Bill to
          </h2>
          <p>{invoice.buyer.legalEntity ?? invoice.buyer.name}</p>
          {invoice.buyer.address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Tax ID: {invoice.buyer.taxId ?? "—"}</p>
          <p>{invoice.buyer.email}</p>
        </section>
      </div>
      {/* On a phone the quantity, unit price and tax move under the description: the lines never scroll sideways. */}
      <table className="mt-6 w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-2 pr-3 font-medium">Description</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Qty</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Unit price</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Tax</th>
            <th className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invoice.lines.map((line, i) => (
            <tr key={i} data-testid="invoice-line">
              <td className="py-2 pr-3">
                {line.description}
                <span className="mt-0.5 block text-slate-600 sm:hidden dark:text-slate-400">
                  {line.quantity} × {line.unitPrice} · tax {line.taxRate}
                </span>
              </td>
              <td className="hidden py-2 pr-3 text-right sm:table-cell">{line.quantity}</td>
              <td className="hidden py-2 pr-3 text-right sm:table-cell">{line.unitPrice}</td>
              <td className="hidden py-2 pr-3 text-right sm:table-cell">{line.taxRate}</td>
              <td className="py-2 text-right align-top">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-2 grid max-w-xs grid-cols-[1fr_auto] gap-x-6 border-t border-slate-300 pt-2 text-right text-sm dark:border-slate-600">
        <dt>Subtotal</dt>
        <dd>{invoice.subtotal}</dd>
        <dt>Tax ({invoice.taxRate})</dt>
        <dd>{invoice.tax}</dd>
        <dt className="pt-1 font-bold">Total</dt>
        <dd className="pt-1 font-bold" data-testid="invoice-total">
          {invoice.total}
        </dd>
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Link
          to={`/invoices/${invoice.id}.pdf`}
          reloadDocument
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="invoice-pdf"
        >
          Download PDF
        </Link>
        {invoice.canMarkPaid ? (
          <Form method="post" className="w-full sm:w-auto">
            <input type="hidden" name="intent" value="mark-paid" />
            <button type="submit" className={`${primaryButtonClass} sm:w-auto`} data-testid="mark-paid">
              Mark paid
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
