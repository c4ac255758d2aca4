// The /create-panel form: name, category and description, then the curators (spec §2 Build a panel, §5 Panel save).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { PanelSaveInput } from "~/modules/panels/panel-schema";
import {
  PANEL_CATEGORIES,
  PANEL_DESCRIPTION_MAX,
  PANEL_ERROR_TITLES,
  PANEL_NAME_MAX,
  parseCuratorIds,
  type panelBuilderDraft,
} from "~/modules/panels/panels";
import type { PanelCreatorItem } from "~/modules/panels/panels.server";
import { CuratorPicker } from "./CuratorPicker";

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";

export function PanelBuilder({
  creators,
  initial,
  lastResult,
}: {
  creators: PanelCreatorItem[];
  initial: ReturnType<typeof panelBuilderDraft>;
  /** The save's last rejected submission: its messages and the curators it carried. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const posted = lastResult?.initialValue?.curators;
  const initialSelected =
    posted === undefined
      ? initial.curators
      : parseCuratorIds(Array.isArray(posted) ? posted.map(String) : [String(posted)]);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [form, fields] = useForm<PanelSaveInput>({
    id: "create-panel",
    lastResult,
    defaultValue: { name: initial.name, category: initial.category, description: initial.description },
    defaultNoValidate: false,
    constraint: {
      name: { required: true, maxLength: PANEL_NAME_MAX },
      description: { maxLength: PANEL_DESCRIPTION_MAX },
    },
  });
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors = [
    fields.name.errors?.length
      ? { field: fields.name, title: PANEL_ERROR_TITLES.name, message: fields.name.errors[0] }
      : null,
    fields.curators.errors?.length
      ? { field: fields.curators, title: PANEL_ERROR_TITLES.curators, message: fields.curators.errors[0] }
      : null,
  ].filter((e) => e !== null);

  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-8" data-testid="create-panel-form">
      {errors.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="panel-errors"
        >
          {errors.map((error) => (
            <p key={error.title}>
              <strong>{error.title}</strong> - {error.message}
            </p>
          ))}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={fields.name.id} className={labelClass}>
            Panel Name
          </label>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            placeholder="e.g. Downstream Purification Experts"
            className={inputClass}
            onKeyDown={(event) => {
              // Enter in the name saves (the first submit button of the form is the curator search).
              if (event.key === "Enter") {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit(saveRef.current);
              }
            }}
          />
          <p id={fields.name.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fields.name.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.category.id} className={labelClass}>
            Category
          </label>
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {PANEL_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          <p id={fields.category.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fields.category.errors?.[0]}
          </p>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fields.description.id} className={labelClass}>
            Description <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <textarea
            {...getTextareaProps(fields.description)}
            rows={3}
            className={inputClass}
            placeholder="What will this panel focus on?"
          />
          <p id={fields.description.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fields.description.errors?.[0]}
          </p>
        </div>
      </div>

      <CuratorPicker
        creators={creators}
        initialSelected={initialSelected}
        initialQuery={initial.q}
        errorId={fields.curators.errorId}
        error={fields.curators.errors?.[0]}
      />

      <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        <Link
          to="/panels"
          className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Cancel
        </Link>
        <button
          ref={saveRef}
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {saving ? "Saving..." : "Save Panel"}
        </button>
      </div>
    </Form>
  );
}
