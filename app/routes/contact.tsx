import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import { ContactDetails } from "~/components/inquiries/ContactDetails";
import { ContactForm, SpecSheetDownload } from "~/components/inquiries/ContactForm";
import { appOrigin } from "~/utils/env.server";
import { CONTACT_TABS, MESSAGE_SENT, parseContactTab, type ContactTab } from "~/modules/inquiries/inquiries";
import { contactProducts, hasSpecSheet, submitContactForm } from "~/modules/inquiries/inquiries.server";
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

        <ContactDetails />
      </div>
    </div>
  );
}
