import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import { appOrigin } from "~/utils/env.server";
import { CONTACT_DETAILS } from "~/modules/inquiries/contact-details";
import {
  CONTACT_TABS,
  contactTab,
  MESSAGE_SENT,
  parseContactTab,
  SPEC_SHEET_READY,
  type ContactTab,
} from "~/modules/inquiries/inquiries";
import { contactProducts, hasSpecSheet, submitContactForm } from "~/modules/inquiries/inquiries.server";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Contact | LabMarket" },
  {
    name: "description",
    content: "Request a quote, ask a question or download product specifications from LabMarket.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = requestUrl(request).searchParams;
  // Product pages link here with the product's id (?product=): the form names it and the inquiry is routed
  // to its brand. Any other value just prefills the Product field.
  const productParam = (params.get("product") ?? "").slice(0, 200);
  const { products, selected } = await contactProducts(productParam || null);
  const sheet = params.get("sheet");
  return {
    tab: parseContactTab(params.get("tab")),
    sent: params.get("sent") === "1",
    product: selected?.title ?? productParam,
    productId: selected?.id ?? null,
    products: products.map((p) => p.title),
    sheetPath: sheet && (await hasSpecSheet(sheet)) ? `/contact/spec-sheet/${sheet}` : null,
  };
}

type ContactActionData = { tab: ContactTab; result?: SubmissionResult<string[]>; formError?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitContactForm(request, context, appOrigin());
  switch (outcome.status) {
    case "invalid":
      return data<ContactActionData>({ tab: outcome.tab, result: outcome.result }, { status: 400 });
    case "rejected":
      return data<ContactActionData>({ tab: outcome.tab, formError: outcome.message }, { status: 400 });
    case "rate-limited":
      return data<ContactActionData>(
        { tab: outcome.tab, formError: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "accepted":
      // Download Specs: the page starts the spec sheet download (and links it); it is e-mailed as well.
      return redirect(
        `/contact?tab=${outcome.tab}&sent=1${outcome.tab === "specs" ? `&sheet=${outcome.inquiryId}` : ""}`,
        303,
      );
  }
}

export default function ContactPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  // After a rejected submission, show the tab that was submitted.
  const tab = actionData?.tab ?? loaderData.tab;
  const { sent, product, productId, products, sheetPath } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Contact Us</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
          Request a quote, ask our team a question or get the full specifications for a product.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <nav aria-label="Contact options" className="overflow-x-auto">
            <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {CONTACT_TABS.map((item) => (
                <li key={item.value}>
                  <Link
                    to={`/contact?tab=${item.value}`}
                    preventScrollReset
                    aria-current={item.value === tab ? "page" : undefined}
                    className={`block whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium ${
                      item.value === tab
                        ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-100"
                        : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {sent ? (
            <div
              role="status"
              className="mt-6 rounded-lg border border-brand-600/40 bg-brand-50 p-4 text-brand-900 dark:bg-brand-900 dark:text-brand-50"
              data-testid="message-sent"
            >
              <p className="font-semibold">{MESSAGE_SENT.title}</p>
              <p className="mt-1 text-sm">{MESSAGE_SENT.description}</p>
              {sheetPath ? <SpecSheetDownload key={sheetPath} href={sheetPath} /> : null}
            </div>
          ) : null}

          <ContactForm
            key={`${tab}-${location.key}`}
            tab={tab}
            product={product}
            productId={productId}
            products={products}
            lastResult={actionData?.result}
            formError={actionData?.formError}
          />
        </div>

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
                <a
                  href={`mailto:${CONTACT_DETAILS.email}`}
                  className="text-brand-700 hover:underline dark:text-brand-100"
                >
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
      </div>
    </div>
  );
}

/** The spec sheet link on 'Message Sent!'; with JavaScript the download starts by itself, once. */
function SpecSheetDownload({ href }: { href: string }) {
  const hydrated = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    link.current?.click();
  }, [hydrated]);
  return (
    <p className="mt-3 text-sm">
      {SPEC_SHEET_READY}{" "}
      <a ref={link} href={href} download className="font-semibold underline" data-testid="spec-sheet-link">
        Download the spec sheet
      </a>
    </p>
  );
}

function ContactForm({
  tab,
  product,
  productId,
  products,
  lastResult,
  formError,
}: {
  tab: ContactTab;
  product: string;
  productId: string | null;
  products: string[];
  lastResult?: SubmissionResult<string[]>;
  formError?: string;
}) {
  const config = contactTab(tab);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm<Record<string, string>>({
    id: `contact-${tab}`,
    lastResult,
    defaultValue: product ? { product } : undefined,
    defaultNoValidate: false,
    constraint: Object.fromEntries(config.fields.map((field) => [field.name, { required: true }])),
  });
  const inputClass =
    "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
  return (
    <section aria-labelledby="contact-form-heading" className="mt-6">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        {config.label}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{config.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5 sm:grid-cols-2" data-testid="contact-form">
        <input type="hidden" name="tab" value={tab} />
        {productId ? <input type="hidden" name="productId" value={productId} /> : null}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
          <input
            id={HONEYPOT_FIELD}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {formError}
          </p>
        ) : null}
        {config.fields.map((field) => {
          const meta = fields[field.name];
          return (
            <div key={field.name} className={field.type === "textarea" ? "sm:col-span-2" : undefined}>
              <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
                {field.label}
              </label>
              {field.type === "textarea" ? (
                <textarea {...getTextareaProps(meta)} rows={5} className={inputClass} />
              ) : (
                <input
                  {...getInputProps(meta, { type: field.type })}
                  autoComplete={"autoComplete" in field ? field.autoComplete : undefined}
                  list={field.name === "product" ? "contact-products" : undefined}
                  className={inputClass}
                />
              )}
              <p id={meta.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {meta.errors?.[0]}
              </p>
            </div>
          );
        })}
        <datalist id="contact-products">
          {products.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {sending ? "Sending..." : config.submitLabel}
          </button>
        </div>
      </Form>
    </section>
  );
}
