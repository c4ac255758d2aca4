import { Form, useNavigation } from "react-router";
import { formatDateTime } from "~/modules/admin/format";
import { INQUIRY_LABELS } from "~/modules/inquiries/inquiries";
import type { InquiryListItem } from "~/modules/inquiries/inbox.server";

type Inquiry = Omit<InquiryListItem, "createdAt"> & { createdAt: string | Date };

const statusTone: Record<string, string> = {
  new: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  handled: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
};

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Contact inquiries as cards, newest first, each with a reply link and a form post that marks it handled (or
 * reopens it). `redirectTo` brings the user back to the same list after the post.
 */
export function InquiryList({
  inquiries,
  redirectTo,
  showBrand,
  timeZone,
}: {
  inquiries: Inquiry[];
  redirectTo: string;
  showBrand?: boolean;
  timeZone: string | null;
}) {
  const navigation = useNavigation();
  return (
    <ul className="mt-6 space-y-4" data-testid="inbox-inquiries">
      {inquiries.map((inquiry) => {
        const label = capitalise(INQUIRY_LABELS[inquiry.kind]);
        const handled = inquiry.status === "handled";
        const pending = navigation.formAction === `/inquiries/${inquiry.id}/status`;
        const replySubject = `Re: ${inquiry.subject ?? `your ${INQUIRY_LABELS[inquiry.kind]} on LabMarket`}`;
        return (
          <li
            key={inquiry.id}
            className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
            data-testid="inquiry"
            data-inquiry-id={inquiry.id}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
                  {label}
                </p>
                <h3 className="mt-1 font-semibold">
                  {inquiry.fullName}
                  {inquiry.company ? ` · ${inquiry.company}` : ""}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <a href={`mailto:${inquiry.email}`} className="underline">
                    {inquiry.email}
                  </a>{" "}
                  · received {formatDateTime(inquiry.createdAt, timeZone)}
                </p>
              </div>
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[inquiry.status] ?? statusTone.new}`}
                data-testid="inquiry-status"
              >
                {handled ? "Handled" : "New"}
              </span>
            </div>
            {inquiry.product || (showBrand && inquiry.brand) ? (
              <p className="mt-2 text-sm">
                {inquiry.product ? (
                  <>
                    Product:{" "}
                    <a
                      href={`/product/${inquiry.product.id}`}
                      className="font-medium text-brand-700 underline dark:text-brand-100"
                    >
                      {inquiry.product.title}
                    </a>
                  </>
                ) : null}
                {showBrand ? (
                  <span className="text-slate-600 dark:text-slate-400">
                    {" "}
                    · routed to {inquiry.brand?.name ?? "admins"}
                  </span>
                ) : null}
              </p>
            ) : null}
            {inquiry.subject ? <p className="mt-2 text-sm font-medium">{inquiry.subject}</p> : null}
            <p className="mt-1 whitespace-pre-line text-sm">{inquiry.message}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a
                href={`mailto:${inquiry.email}?subject=${encodeURIComponent(replySubject)}`}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                Reply by e-mail<span className="sr-only"> to {inquiry.fullName}</span>
              </a>
              <Form method="post" action={`/inquiries/${inquiry.id}/status`}>
                <input type="hidden" name="status" value={handled ? "new" : "handled"} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button
                  type="submit"
                  disabled={pending}
                  className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {handled ? "Reopen" : "Mark as handled"}
                  <span className="sr-only">
                    {" "}
                    ({label.toLowerCase()} from {inquiry.fullName})
                  </span>
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
