// The product editor (issue 10 #1): one plain POST form for the whole product — fields, variants as numbered rows
// (a blank last row adds one), specifications of the category with units, related products by SKU. Works without
// JavaScript; every message sits next to its field.
import { Form, useNavigation } from "react-router";
import { useEffect, useRef } from "react";
import { primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import {
  LIMITS,
  specField,
  variantField,
  type EditorValues,
  type FieldErrors,
  type VariantValues,
} from "~/modules/product-editor/editor-form";
import type { ProductStatus } from "~/modules/product-editor/lifecycle";
import { FieldMessage, SelectInput, TextInput } from "./fields";
import { RichTextField } from "./RichTextField";

export interface EditorAttributeView {
  key: string;
  label: string;
  group: string;
  type: string;
  unit: string | null;
  options: string[];
}

function attributeHint(a: EditorAttributeView): string {
  switch (a.type) {
    case "enum":
      return `One of: ${a.options.join(", ")}`;
    case "boolean":
      return "yes or no";
    case "range":
      return `A value or a range, e.g. "10–50 ${a.unit ?? ""}"; any unit of the same kind is converted`.trim();
    case "number":
      return a.unit ? `A number in ${a.unit} (or another unit of the same kind, converted)` : "A number";
    default:
      return "Free text";
  }
}

function VariantRow({
  index,
  variant,
  errors,
  currencies,
  reserved,
  isNew,
}: {
  index: number;
  variant: VariantValues;
  errors: FieldErrors;
  currencies: { code: string; symbol: string }[];
  reserved: number;
  isNew: boolean;
}) {
  const name = (f: keyof VariantValues) => variantField(index, f);
  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid={isNew ? "variant-new" : "variant-row"}
    >
      <legend className="px-1 text-sm font-semibold">
        {isNew && index > 0 ? "Add a variant (leave empty to add none)" : `Variant ${index + 1}`}
      </legend>
      <input type="hidden" name={name("id")} value={variant.id} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextInput
          name={name("sku")}
          label="SKU"
          defaultValue={variant.sku}
          error={errors[name("sku")]}
          maxLength={LIMITS.sku}
        />
        <TextInput
          name={name("title")}
          label="Variant name"
          defaultValue={variant.title}
          error={errors[name("title")]}
          hint="Optional; defaults to the option values."
        />
        <TextInput
          name={name("options")}
          label="Option values"
          defaultValue={variant.options}
          error={errors[name("options")]}
          placeholder="Size: 500 mL; Pack: 10"
          hint="Name: value pairs separated by semicolons."
        />
        <TextInput
          name={name("price")}
          label="Price"
          inputMode="decimal"
          defaultValue={variant.price}
          error={errors[name("price")]}
          placeholder="1250.00"
        />
        <TextInput
          name={name("salePrice")}
          label="Sale price"
          inputMode="decimal"
          defaultValue={variant.salePrice}
          error={errors[name("salePrice")]}
          hint="Optional; lower than the price."
        />
        <SelectInput
          name={name("currency")}
          label="Currency"
          defaultValue={variant.currency}
          options={currencies.map((c) => ({ value: c.code, label: `${c.code.toUpperCase()} (${c.symbol})` }))}
          error={errors[name("currency")]}
        />
        <div className="flex items-end gap-2 pb-2">
          <input
            id={name("manageInventory")}
            name={name("manageInventory")}
            type="checkbox"
            defaultChecked={variant.manageInventory}
            className="h-4 w-4"
          />
          <label htmlFor={name("manageInventory")} className="text-sm">
            Track stock for this variant
          </label>
        </div>
        <TextInput
          name={name("quantity")}
          label="Units in stock"
          inputMode="numeric"
          defaultValue={variant.quantity}
          error={errors[name("quantity")]}
          hint={reserved > 0 ? `${reserved} held by orders awaiting payment.` : "Used when stock is tracked."}
        />
        <TextInput
          name={name("leadTime")}
          label="Lead time"
          inputMode="numeric"
          defaultValue={variant.leadTime}
          error={errors[name("leadTime")]}
          hint="From order to dispatch; buyers see “ships in …”. Optional."
        />
        <SelectInput
          name={name("leadTimeUnit")}
          label="Lead time in"
          defaultValue={variant.leadTimeUnit}
          options={[
            { value: "days", label: "days" },
            { value: "weeks", label: "weeks" },
          ]}
        />
        <div className="pb-2">
          <div className="flex items-end gap-2">
            <input
              id={name("allowBackorder")}
              name={name("allowBackorder")}
              type="checkbox"
              defaultChecked={variant.allowBackorder}
              className="h-4 w-4"
              aria-invalid={errors[name("allowBackorder")] ? true : undefined}
              aria-describedby={errors[name("allowBackorder")] ? `variant-${index}-allowBackorder-error` : undefined}
            />
            <label htmlFor={name("allowBackorder")} className="text-sm">
              Allow back-orders when out of stock
            </label>
          </div>
          <FieldMessage name={name("allowBackorder")} message={errors[name("allowBackorder")]} />
        </div>
        <TextInput
          name={name("packSize")}
          label="Pack size"
          defaultValue={variant.packSize}
          error={errors[name("packSize")]}
          maxLength={LIMITS.packSize}
          placeholder="500 mL"
          hint="Optional: what one unit contains."
        />
        <TextInput
          name={name("unit")}
          label="Unit of sale"
          defaultValue={variant.unit}
          error={errors[name("unit")]}
          maxLength={LIMITS.unit}
          placeholder="bottle"
          hint="Optional, e.g. each, box, case."
        />
        {!isNew ? (
          <div className="flex items-end gap-2 pb-2">
            <input
              id={name("remove")}
              name={name("remove")}
              type="checkbox"
              defaultChecked={variant.remove}
              className="h-4 w-4"
            />
            <label htmlFor={name("remove")} className="text-sm">
              Remove this variant
            </label>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

export function ProductEditorForm({
  values,
  errors,
  attributes,
  categories,
  currencies,
  status,
  reserved = {},
  byAdmin,
  reviewRequired = true,
  action,
  brandChoice = null,
}: {
  values: EditorValues;
  errors: FieldErrors;
  attributes: EditorAttributeView[];
  categories: { id: string; name: string }[];
  currencies: { code: string; symbol: string }[];
  status: ProductStatus | null;
  reserved?: Record<string, number>;
  byAdmin: boolean;
  /** System Settings: whether brands' products need an admin's review (else "submit" publishes). */
  reviewRequired?: boolean;
  action?: string;
  /** An admin creating a product: the brands to choose from and the chosen one (the field is required). */
  brandChoice?: { brands: { id: string; name: string }[]; value: string } | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const rows = [...values.variants];
  const last = rows[rows.length - 1];
  const hasBlank = last && !last.id && !last.sku && !last.price && !last.title;
  if (!hasBlank && rows.length < 30)
    rows.push({
      ...(last ?? { currency: "usd" }),
      id: "",
      title: "",
      sku: "",
      price: "",
      salePrice: "",
      quantity: "0",
      leadTime: "",
      leadTimeUnit: "days",
      allowBackorder: false,
      packSize: "",
      unit: "",
      options: "",
      remove: false,
      manageInventory: true,
      currency: last?.currency ?? "usd",
    });
  const groups = [...new Set(attributes.map((a) => a.group))];
  const canSubmit = status === null || status === "draft" || status === "rejected";
  const errorCount = Object.keys(errors).length;
  const formRef = useRef<HTMLFormElement>(null);
  // With JavaScript the page is not reloaded after a refused save: take the keyboard (and the view) to the first
  // field with a message. Without JavaScript the summary at the top of the reloaded page says where to look.
  useEffect(() => {
    if (errorCount > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors, errorCount]);
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className="mt-6 space-y-8"
      noValidate
      data-testid="product-editor"
    >
      {errorCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form ??
            `Nothing was saved: ${errorCount === 1 ? "one field needs" : `${errorCount} fields need`} attention (see the messages below).`}
        </p>
      ) : null}
      <section aria-labelledby="editor-basics" className="space-y-4">
        <h2 id="editor-basics" className="text-lg font-semibold">
          Product
        </h2>
        {brandChoice ? (
          <SelectInput
            name="brandId"
            label="Brand"
            required
            defaultValue={brandChoice.value}
            placeholder="Choose the brand"
            options={brandChoice.brands.map((b) => ({ value: b.id, label: b.name }))}
            error={errors.brandId}
          />
        ) : null}
        <TextInput
          name="title"
          label="Title"
          required
          defaultValue={values.title}
          error={errors.title}
          maxLength={LIMITS.title}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="subtitle"
            label="Subtitle"
            defaultValue={values.subtitle}
            error={errors.subtitle}
            maxLength={LIMITS.subtitle}
          />
          <TextInput
            name="ribbonText"
            label="Ribbon"
            defaultValue={values.ribbonText}
            error={errors.ribbonText}
            maxLength={LIMITS.ribbonText}
            hint='A short badge on the card, e.g. "New" or "Best seller".'
          />
        </div>
        <SelectInput
          name="categoryId"
          label="Category"
          required
          defaultValue={values.categoryId}
          placeholder="Choose a category"
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          error={errors.categoryId}
        />
        <RichTextField
          name="descriptionHtml"
          label="Description"
          defaultValue={values.descriptionHtml}
          hint="Paragraphs, headings, lists, bold, italic and links; without JavaScript, plain text or simple HTML (tables too). Scripts, styles and other markup are removed."
          error={errors.descriptionHtml}
        />
      </section>

      <section aria-labelledby="editor-variants" className="space-y-4">
        <h2 id="editor-variants" className="text-lg font-semibold">
          Variants
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Each SKU is unique across LabMarket. Prices are per unit; enter them with up to two decimals. Price and stock
          changes reach open carts at once: buyers see the new price next to the old one, and checkout checks stock.
        </p>
        {rows.map((variant, index) => (
          <VariantRow
            key={variant.id || `new-${index}`}
            index={index}
            variant={variant}
            errors={errors}
            currencies={currencies}
            reserved={reserved[variant.id] ?? 0}
            isNew={!variant.id && index === rows.length - 1}
          />
        ))}
      </section>

      <section aria-labelledby="editor-specs" className="space-y-4">
        <h2 id="editor-specs" className="text-lg font-semibold">
          Specifications
        </h2>
        {attributes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {values.categoryId
              ? "This category has no specification fields."
              : "Choose a category and save: its specification fields appear here."}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The fields of the saved category. After changing the category, save to see the new category's fields
              (values of the old category are removed).
            </p>
            {groups.map((group) => (
              <fieldset key={group} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold">{group}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {attributes
                    .filter((a) => a.group === group)
                    .map((a) => (
                      <TextInput
                        key={a.key}
                        name={specField(a.key)}
                        label={a.unit ? `${a.label} (${a.unit})` : a.label}
                        defaultValue={values.specs[a.key] ?? ""}
                        error={errors[specField(a.key)]}
                        hint={attributeHint(a)}
                      />
                    ))}
                </div>
              </fieldset>
            ))}
          </>
        )}
      </section>

      <section aria-labelledby="editor-related" className="space-y-2">
        <h2 id="editor-related" className="text-lg font-semibold">
          Related products
        </h2>
        <TextInput
          name="relatedSkus"
          label="SKUs of your related products"
          defaultValue={values.relatedSkus}
          error={errors.relatedSkus}
          hint="Any SKU of each of your own products, separated by commas (up to 8). Shown under “Related products” once they are live."
        />
      </section>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row dark:border-slate-700">
        {status === "active" && !byAdmin && reviewRequired ? (
          <p className="text-sm text-amber-800 sm:order-last dark:text-amber-200" data-testid="review-warning">
            Changing the title or category sends this product back to review: it leaves the store until approved. Other
            changes are live at once.
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={pending}
          className={`${secondaryButtonClass} shrink-0 sm:w-auto`}
        >
          {status === null || status === "draft" ? "Save draft" : "Save changes"}
        </button>
        {canSubmit && (!byAdmin || status === null) ? (
          <button
            type="submit"
            name="intent"
            value="submit"
            disabled={pending}
            className={`${primaryButtonClass} shrink-0 sm:w-auto`}
          >
            {reviewRequired ? "Save and submit for review" : "Save and publish"}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
