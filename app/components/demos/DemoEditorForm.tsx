// The expert's demo editor (new and existing demos): a plain POST form that works without JavaScript. The product
// picker searches the catalogue with the same form (intent=find-products re-renders it with the matches; nothing
// is stored), so everything typed so far survives the search.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { useRef } from "react";
import { FieldErrors, FormAlert, inputClass, secondaryButtonClass } from "~/components/auth/fields";
import {
  demoFormSchema,
  type DemoFormValue,
  DESCRIPTION_MAX,
  DURATION_MAX,
  DURATION_MIN,
  EDITOR_CATEGORIES,
  FIND_PRODUCTS_INTENT,
  MAX_FEATURED_PRODUCTS,
  productSearchSchema,
  type ProductSearchValue,
  TITLE_MAX,
} from "~/modules/demos/demo-editor";
import { demoCategoryLabel } from "~/modules/demos/demos";
import { ACCEPT_IMAGE, formatMegabytes, MAX_IMAGE_BYTES } from "~/modules/files/limits";

export type ProductChoice = { id: string; title: string; brandName: string | null };

export interface EditorDefaults {
  title: string;
  category: string;
  description: string;
  startsAt: string;
  durationMinutes: string;
  streamUrl: string;
  replayUrl: string;
}

const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";
const hintClass = "mt-1 text-xs text-slate-600 dark:text-slate-400";

export function DemoEditorForm({
  formId,
  defaults,
  products,
  search,
  lastResult,
  timeZone,
  timeZoneKnown,
  editable,
  submitLabel,
  thumbnailUrl,
}: {
  formId: string;
  defaults: EditorDefaults;
  products: ProductChoice[];
  search: { query: string; results: ProductChoice[] } | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  timeZone: string;
  timeZoneKnown: boolean;
  editable: { schedule: boolean; stream: boolean; replay: boolean };
  submitLabel: string;
  /** The current picture (an existing demo); a new demo gets a generic one until a picture is chosen. */
  thumbnailUrl?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const searchRef = useRef<HTMLButtonElement>(null);
  const [form, fields] = useForm<
    EditorDefaults & { productIds: string[]; timeZone: string; thumbnail: string },
    DemoFormValue | ProductSearchValue
  >({
    id: formId,
    lastResult: lastResult ?? undefined,
    defaultValue: { ...defaults, productIds: products.map((p) => p.id), timeZone },
    // Checked in the browser with the server's schema, and re-checked while typing: a field's message that went away on
    // blur moved the button under a click already under way, so the click was lost (and without a validator here,
    // Conform re-checks by posting the whole form).
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema: submitter?.value === FIND_PRODUCTS_INTENT ? productSearchSchema : demoFormSchema,
      }),
    shouldRevalidate: "onInput",
  });
  const productErrors = fields.productIds.errors;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 space-y-6"
      data-testid="demo-editor"
    >
      {/* Enter in a text field saves (the first submit button of a form is the one Enter presses). */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <FormAlert message={form.errors} id={form.errorId} />
      <div>
        <label htmlFor={fields.title.id} className={labelClass}>
          Title
        </label>
        <input {...getInputProps(fields.title, { type: "text" })} maxLength={TITLE_MAX} className={inputClass} />
        <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.category.id} className={labelClass}>
            Category
          </label>
          <select {...getSelectProps(fields.category)} className={inputClass}>
            <option value="">Choose a category</option>
            {EDITOR_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {demoCategoryLabel(c)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.category.errorId} errors={fields.category.errors} />
        </div>
        <div>
          <label htmlFor={fields.durationMinutes.id} className={labelClass}>
            Length (minutes)
          </label>
          <input
            {...getInputProps(fields.durationMinutes, { type: "number" })}
            min={DURATION_MIN}
            max={DURATION_MAX}
            step={1}
            disabled={!editable.schedule}
            className={inputClass}
          />
          {editable.schedule ? null : (
            <input type="hidden" name={fields.durationMinutes.name} value={defaults.durationMinutes} />
          )}
          <FieldErrors id={fields.durationMinutes.errorId} errors={fields.durationMinutes.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.startsAt.id} className={labelClass}>
          Starts
        </label>
        <input
          {...getInputProps(fields.startsAt, { type: "datetime-local", ariaDescribedBy: `${fields.startsAt.id}-hint` })}
          disabled={!editable.schedule}
          className={inputClass}
        />
        <input type="hidden" name="timeZone" value={timeZone} />
        <p id={`${fields.startsAt.id}-hint`} className={hintClass} data-testid="editor-time-zone">
          {timeZoneKnown
            ? `In your time zone, ${timeZone}. Buyers see it in theirs.`
            : "In UTC (we could not read your time zone). Buyers see it in theirs."}
          {editable.schedule ? "" : " The start can no longer change: the demo has started."}
        </p>
        <FieldErrors id={fields.startsAt.errorId} errors={fields.startsAt.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className={labelClass}>
          Description
        </label>
        <textarea
          {...getTextareaProps(fields.description)}
          rows={5}
          maxLength={DESCRIPTION_MAX}
          className={inputClass}
        />
        <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.streamUrl.id} className={labelClass}>
            Stream URL <span className="font-normal text-slate-600 dark:text-slate-400">(needed to go live)</span>
          </label>
          <input
            {...getInputProps(fields.streamUrl, { type: "url", ariaDescribedBy: "video-hosts" })}
            disabled={!editable.stream}
            placeholder="https://www.youtube.com/live/…"
            className={inputClass}
          />
          <FieldErrors id={fields.streamUrl.errorId} errors={fields.streamUrl.errors} />
        </div>
        <div>
          <label htmlFor={fields.replayUrl.id} className={labelClass}>
            Replay URL{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {editable.replay ? "(the recording)" : "(after the demo ends)"}
            </span>
          </label>
          <input
            {...getInputProps(fields.replayUrl, { type: "url", ariaDescribedBy: "video-hosts" })}
            disabled={!editable.replay}
            placeholder="https://vimeo.com/…"
            className={inputClass}
          />
          <FieldErrors id={fields.replayUrl.errorId} errors={fields.replayUrl.errors} />
        </div>
        <p id="video-hosts" className={`${hintClass} sm:col-span-2`}>
          YouTube, Vimeo or Mux links, or an https:// link to an .mp4, .webm or .m3u8 video file.
        </p>
      </div>
      <div>
        <label htmlFor={fields.thumbnail.id} className={labelClass}>
          Thumbnail image <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          {thumbnailUrl ? (
            <img
              src={thumbnailUrl}
              alt="Current thumbnail"
              width={160}
              height={90}
              className="h-[90px] w-40 rounded-md border border-slate-200 object-cover dark:border-slate-700"
            />
          ) : null}
          <input
            id={fields.thumbnail.id}
            name={fields.thumbnail.name}
            type="file"
            accept={ACCEPT_IMAGE}
            aria-describedby={`${fields.thumbnail.id}-hint ${fields.thumbnail.errorId}`}
            aria-invalid={fields.thumbnail.errors ? true : undefined}
            className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-brand-100"
          />
        </div>
        <p id={`${fields.thumbnail.id}-hint`} className={hintClass}>
          JPEG, PNG, WebP or GIF up to {formatMegabytes(MAX_IMAGE_BYTES)}, shown at 16:9.
          {thumbnailUrl ? " Choose a new picture to replace this one." : ""} After a product search, choose the picture
          again.
        </p>
        <FieldErrors id={fields.thumbnail.errorId} errors={fields.thumbnail.errors} />
      </div>
      <fieldset aria-describedby={fields.productIds.errorId}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Featured products{" "}
          <span className="font-normal text-slate-600 dark:text-slate-400">(up to {MAX_FEATURED_PRODUCTS})</span>
        </legend>
        {products.length > 0 ? (
          <ul className="mt-2 space-y-2" data-testid="featured-products">
            {products.map((p) => (
              <ProductCheckbox key={p.id} product={p} checked />
            ))}
          </ul>
        ) : (
          <p className={hintClass}>No products featured yet. Search the catalogue to add some.</p>
        )}
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${formId}-product-query`} className="sr-only">
              Search the catalogue
            </label>
            <input
              id={`${formId}-product-query`}
              type="search"
              name="productQuery"
              defaultValue={search?.query ?? ""}
              placeholder="Search the catalogue by name, brand or code"
              className={inputClass}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit(searchRef.current);
                }
              }}
            />
          </div>
          <button
            ref={searchRef}
            type="submit"
            name="intent"
            value={FIND_PRODUCTS_INTENT}
            formNoValidate
            className={secondaryButtonClass}
          >
            Find products
          </button>
        </div>
        {search ? (
          search.results.length > 0 ? (
            <ul className="mt-3 space-y-2" data-testid="product-results" aria-label="Matching products">
              {search.results.map((p) => (
                <ProductCheckbox key={p.id} product={p} checked={false} />
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" role="status">
              {search.query.length < 2
                ? "Type at least two letters to search."
                : `No products match “${search.query}”.`}
            </p>
          )
        ) : null}
        <FieldErrors id={fields.productIds.errorId} errors={productErrors} />
      </fieldset>
      <div className="flex justify-end border-t border-slate-200 pt-6 dark:border-slate-700">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={saving}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {saving ? "Saving…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}

function ProductCheckbox({ product, checked }: { product: ProductChoice; checked: boolean }) {
  return (
    <li>
      <label className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
        <input
          type="checkbox"
          name="productIds"
          value={product.id}
          defaultChecked={checked}
          className="h-4 w-4 accent-brand-600"
        />
        <span>
          <span className="font-medium">{product.title}</span>
          {product.brandName ? (
            <span className="text-slate-600 dark:text-slate-400"> · {product.brandName}</span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
