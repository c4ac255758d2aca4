// LabMarket's own e-mail, phone, office and hours, beside the /contact form.
import { CONTACT_DETAILS } from "~/modules/inquiries/contact-details";

export function ContactDetails() {
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="h-fit rounded-xl border border-slate-200 p-6 dark:border-slate-800"
    >
      <h2 id="contact-details-heading" className="text-lg font-semibold">
        Contact details
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-900 dark:text-white">Email</dt>
          <dd>
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="text-brand-700 hover:underline dark:text-brand-100">
              {CONTACT_DETAILS.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900 dark:text-white">Phone</dt>
          <dd>
            <a
              href={`tel:${CONTACT_DETAILS.phone.replace(/[^+\d]/g, "")}`}
              className="text-brand-700 hover:underline dark:text-brand-100"
            >
              {CONTACT_DETAILS.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900 dark:text-white">Office</dt>
          <dd className="text-slate-600 dark:text-slate-400">
            <address className="not-italic">
              {CONTACT_DETAILS.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900 dark:text-white">Hours</dt>
          <dd className="text-slate-600 dark:text-slate-400">{CONTACT_DETAILS.hours}</dd>
        </div>
      </dl>
    </aside>
  );
}
