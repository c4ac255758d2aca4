// The brand's pricing page parts (ADR 067): quantity prices per SKU and price lists for organisations. Plain form
// posts; a refused form keeps what was typed and says why next to the field.
import { Form, Link } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import { TextInputField } from "~/components/ui/TextInputField";
import { submitClass, type Errors, type Typed } from "./form-feedback";
import { priceListState } from "~/modules/pricing/price-list-forms";
import { dateTimeFormat } from "~/utils/date-format";

const dayFormat = dateTimeFormat({ dateStyle: "medium", timeZone: "UTC" });

/** "From 1 Jan 2026 until 31 Dec 2026", "Open-ended"… for a list's validity. */
export function validityText(list: { validFrom: Date | string | null; validUntil: Date | string | null }): string {
  const from = list.validFrom ? `from ${dayFormat.format(new Date(list.validFrom))}` : null;
  const until = list.validUntil ? `until ${dayFormat.format(new Date(list.validUntil))}` : null;
  const text = [from, until].filter(Boolean).join(" ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "No end date";
}

export function PriceListStateBadge({ list }: { list: Parameters<typeof priceListState>[0] }) {
  const state = priceListState(list);
  const tone =
    state === "active"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200"
      : state === "scheduled"
        ? "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200"
        : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-200";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {state === "active" ? "In force" : state === "scheduled" ? "Scheduled" : "Expired"}
    </span>
  );
}

export function TierForm({ errors, typed, pending }: { errors: Errors; typed?: Typed; pending: boolean }) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-4 sm:items-end" data-testid="tier-form">
      <input type="hidden" name="intent" value="add-tier" />
      <TextInputField name="sku" label="SKU" errors={errors} defaultValue={typed?.sku} />
      <TextInputField
        name="minQuantity"
        label="From quantity"
        type="number"
        inputMode="numeric"
        errors={errors}
        defaultValue={typed?.minQuantity}
      />
      <TextInputField
        name="unitPrice"
        label="Unit price"
        inputMode="decimal"
        placeholder="1250.00"
        errors={errors}
        defaultValue={typed?.unitPrice}
      />
      <button type="submit" className={submitClass} disabled={pending}>
        Save quantity price
      </button>
      {errors.form ? (
        <p className="text-sm font-medium text-red-700 sm:col-span-4 dark:text-red-400">{errors.form}</p>
      ) : null}
    </Form>
  );
}

export interface TierRow {
  id: string;
  sku: string | null;
  productTitle: string;
  variantTitle: string;
  minQuantity: number;
  unitPrice: string;
  listPrice: string;
}

export function TierList({ tiers }: { tiers: TierRow[] }) {
  if (tiers.length === 0)
    return <EmptyState>No quantity prices yet. Buyers of 10 or 50 units expect one: add it above.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="tier-list">
      {tiers.map((tier) => (
        <li key={tier.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="tier-row">
          <div className="min-w-0">
            <p className="font-medium">
              <span className="font-mono text-sm">{tier.sku}</span> · {tier.productTitle}
              {tier.variantTitle !== "Default" ? ` (${tier.variantTitle})` : ""}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {tier.minQuantity}+ units: <strong>{tier.unitPrice}</strong> each (list {tier.listPrice})
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-tier" />
            <input type="hidden" name="tierId" value={tier.id} />
            <button
              type="submit"
              className={secondaryButtonClass}
              aria-label={`Remove the ${tier.minQuantity}+ price of ${tier.sku}`}
            >
              Remove
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function PriceListForm({
  errors,
  typed,
  pending,
  organisations,
}: {
  errors: Errors;
  typed?: Typed;
  pending: boolean;
  organisations: { id: string; name: string }[];
}) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" data-testid="price-list-form">
      <input type="hidden" name="intent" value="create-list" />
      <TextInputField
        name="organisation"
        label="Organisation (name or ID)"
        hint="The organisation's exact name, or its ID from its organisation page."
        list="pricing-organisations"
        errors={errors}
        defaultValue={typed?.organisation}
      />
      <datalist id="pricing-organisations">
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.name} />
        ))}
      </datalist>
      <TextInputField
        name="name"
        label="Price list name"
        placeholder="Contract 2027"
        errors={errors}
        defaultValue={typed?.name}
      />
      <TextInputField
        name="validFrom"
        label="Valid from (optional)"
        type="date"
        errors={errors}
        defaultValue={typed?.validFrom}
      />
      <TextInputField
        name="validUntil"
        label="Valid until (optional, exclusive)"
        type="date"
        errors={errors}
        defaultValue={typed?.validUntil}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={submitClass} disabled={pending}>
          Create price list
        </button>
      </div>
    </Form>
  );
}

export interface PriceListRow {
  id: string;
  name: string;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
  organisation: { id: string; name: string };
  _count: { entries: number };
}

export function PriceLists({ lists }: { lists: PriceListRow[] }) {
  if (lists.length === 0)
    return <EmptyState>No price lists yet. Give an organisation its contract prices with the form below.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="price-lists">
      {lists.map((list) => (
        <li
          key={list.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
          data-testid="price-list-row"
        >
          <div className="min-w-0">
            <Link
              to={`/brand-dashboard/pricing/${list.id}`}
              className="font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {list.name}
            </Link>{" "}
            <PriceListStateBadge list={list} />
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {list.organisation.name} · {list._count.entries} {list._count.entries === 1 ? "entry" : "entries"} ·{" "}
              {validityText(list)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
