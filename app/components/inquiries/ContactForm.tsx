// The /contact form of the chosen tab (quote, question, specs), a plain form post; and the spec sheet link shown
// on 'Message Sent!'.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { HoneypotField } from "~/components/auth/fields";
import { useHydrated } from "~/components/content/useHydrated";
import { contactTab, SPEC_SHEET_READY, type ContactTab } from "~/modules/inquiries/inquiries";

export function ContactForm({
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
        <HoneypotField />
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

/** The spec sheet link on 'Message Sent!'; with JavaScript the download starts by itself, once. */
export function SpecSheetDownload({ href }: { href: string }) {
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
