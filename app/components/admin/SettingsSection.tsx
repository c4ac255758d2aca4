// Admin › System Settings (issue 11): one form, stored in the database, applied across the site within seconds.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Panel } from "~/components/dashboard/DashboardShell";
import { Field, FieldErrors, TextAreaField } from "~/components/auth/fields";
import type { SettingsSectionData } from "~/modules/admin/settings.server";
import { lastResultFor } from "~/modules/admin/section-forms";
import { formatDateTime } from "~/modules/admin/format";
import {
  NOTICE_MAX,
  REMINDER_LEAD_BOUNDS,
  RESERVATION_BOUNDS,
  ROUTING_EMAILS_MAX,
  ROUTING_KINDS,
  settingsFormSchema,
} from "~/modules/settings/settings";

const ROUTE_FIELDS = { quote: "routeQuote", question: "routeQuestion", specs: "routeSpecs" } as const;

export function SettingsSection({ data, timeZone }: { data: SettingsSectionData; timeZone: string | null }) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "admin-settings",
    lastResult: lastResultFor(actionData, "settings", "settings"),
    defaultValue: data.values,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
  });
  const changedAt = (key: keyof SettingsSectionData["updatedAt"]) =>
    data.updatedAt[key] ? `Last changed ${formatDateTime(data.updatedAt[key], timeZone)}.` : "Default value.";
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">System Settings</h2>
      <p className="mt-2 text-sm">
        <Link to="/admin/currencies" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Exchange rates
        </Link>{" "}
        <span className="text-slate-600 dark:text-slate-400">for converted prices and the finder&apos;s budgets.</span>
      </p>
      <Form method="post" action="/admin?section=settings" {...getFormProps(form)} data-testid="settings-form">
        <Panel title="Site notice">
          <TextAreaField
            field={fields.noticeBanner}
            label="Notice banner shown at the top of every page"
            optional
            rows={2}
            hint={`Plain text, up to ${NOTICE_MAX} characters. Leave empty to show no banner. ${changedAt("noticeBanner")}`}
          />
        </Panel>
        <Panel title="Brand products">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.productReviewRequired, { type: "checkbox" })}
              key={fields.productReviewRequired.key}
              className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-600 dark:border-slate-600"
            />
            <div>
              <label htmlFor={fields.productReviewRequired.id} className="font-medium">
                New brand products need an admin&apos;s review before they are published
              </label>
              <p className="text-xs text-slate-600 dark:text-slate-400">{changedAt("productReviewRequired")}</p>
            </div>
          </div>
          <FieldErrors id={fields.productReviewRequired.errorId} errors={fields.productReviewRequired.errors} />
        </Panel>
        <Panel title="Contact routing">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Contact-form messages about no particular brand go to these addresses (up to {ROUTING_EMAILS_MAX} each,
            separated by commas). Leave a list empty to send those messages to every admin.{" "}
            {changedAt("contactRouting")}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {ROUTING_KINDS.map((kind) => (
              <Field key={kind.id} field={fields[ROUTE_FIELDS[kind.id]]} label={kind.label} optional />
            ))}
          </div>
        </Panel>
        <Panel title="Timing">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              field={fields.reservationMinutes}
              label="Checkout reservation hold time (minutes)"
              inputMode="numeric"
              hint={`How long an unpaid checkout holds its stock (${RESERVATION_BOUNDS.min}–${RESERVATION_BOUNDS.max}). Applies to checkouts started from now on. ${changedAt("reservationMinutes")}`}
            />
            <Field
              field={fields.reminderLeadMinutes}
              label="Demo reminder lead time (minutes)"
              inputMode="numeric"
              hint={`How long before a live demo its reminder e-mail goes out (${REMINDER_LEAD_BOUNDS.min}–${REMINDER_LEAD_BOUNDS.max.toLocaleString("en-US")}). ${changedAt("reminderLeadMinutes")}`}
            />
          </div>
        </Panel>
        <div className="mt-6 flex justify-end">
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Save settings
          </button>
        </div>
      </Form>
    </>
  );
}
