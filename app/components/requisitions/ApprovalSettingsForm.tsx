// The organisation admin's approval settings (issue 36 item 2): when a requisition needs approval, categories that
// always do, whether requesters may place approved orders, and each approver's monthly limit per currency. A plain
// form post; every mistake is shown next to its field and nothing is saved until all fields are right.
import { Form } from "react-router";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import { limitField, thresholdField, type ApprovalSettingsView } from "~/modules/requisitions/policy-form";
import { FieldError, FormAlert } from "./RequisitionBits";

export function ApprovalSettingsForm({
  settings,
  errors = {},
}: {
  settings: ApprovalSettingsView;
  errors?: Record<string, string>;
}) {
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};
  return (
    <Form method="post" noValidate className="space-y-8" data-testid="approval-settings-form">
      {Object.keys(errors).length > 0 ? (
        <FormAlert message="Some settings need a correction: see the messages below. Nothing was saved." />
      ) : null}
      <fieldset {...described("mode")}>
        <legend className="text-base font-semibold">When does a requisition need approval?</legend>
        <div className="mt-3 space-y-2">
          <label className="flex items-start gap-2">
            <input type="radio" name="mode" value="every" defaultChecked={settings.mode === "every"} className="mt-1" />
            <span>Every requisition</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name="mode" value="above" defaultChecked={settings.mode === "above"} className="mt-1" />
            <span>
              Only above an amount per currency (below it, a requisition is approved as it is submitted; a currency
              without an amount always needs approval)
            </span>
          </label>
        </div>
        <FieldError id="mode-error" message={errors.mode} />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {settings.currencies.map((currency) => {
            const name = thresholdField(currency.code);
            return (
              <div key={currency.code}>
                <label htmlFor={name} className="block text-sm font-medium">
                  Approval above ({currency.code.toUpperCase()})
                </label>
                <input
                  id={name}
                  name={name}
                  inputMode="decimal"
                  defaultValue={settings.amounts[name] ?? ""}
                  placeholder="e.g. 5000"
                  className={inputClass}
                  {...described(name)}
                />
                <FieldError id={`${name}-error`} message={errors[name]} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset {...described("categories")}>
        <legend className="text-base font-semibold">Categories that always need approval</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Optional: whatever the amount.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {settings.categories.map((category) => (
            <label key={category.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="categories"
                value={category.id}
                defaultChecked={settings.categoryIds.includes(category.id)}
              />
              <span>{category.name}</span>
            </label>
          ))}
        </div>
        <FieldError id="categories-error" message={errors.categories} />
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold">Placing approved orders</legend>
        <label className="mt-3 flex items-start gap-2">
          <input
            type="checkbox"
            name="requesterMayOrder"
            defaultChecked={settings.requesterMayOrder}
            className="mt-1"
          />
          <span>The requester may place the order once approved (otherwise a purchaser or admin places it)</span>
        </label>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold">Approvers&apos; monthly limits</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          What each approver may approve per calendar month in a currency. Leave empty for no limit.
        </p>
        {settings.approvers.length === 0 ? (
          <p className="mt-3 text-sm">No member is an approver yet: give a member the approver role first.</p>
        ) : (
          <div className="mt-3 space-y-4">
            {settings.approvers.map((approver) => (
              <div key={approver.userId} data-testid="approver-limits">
                <p className="font-medium">
                  {approver.name} <span className="text-sm font-normal text-slate-600">· {approver.roleLabel}</span>
                </p>
                <div className="mt-2 grid gap-4 sm:grid-cols-3">
                  {settings.currencies.map((currency) => {
                    const name = limitField(approver.userId, currency.code);
                    return (
                      <div key={currency.code}>
                        <label htmlFor={name} className="block text-sm">
                          Limit per month ({currency.code.toUpperCase()})
                        </label>
                        <input
                          id={name}
                          name={name}
                          inputMode="decimal"
                          defaultValue={settings.amounts[name] ?? ""}
                          className={inputClass}
                          {...described(name)}
                        />
                        <FieldError id={`${name}-error`} message={errors[name]} />
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <button type="submit" className={primaryButtonClass}>
        Save approval rules
      </button>
    </Form>
  );
}
