// GET/POST /brand-dashboard/pricing/:priceListId (ADR 067): one price list for an organisation — its entries
// (a SKU's fixed price or discount, a category's discount), its validity, and deleting it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { Panel } from "~/components/dashboard/DashboardShell";
import { PriceListStateBadge, validityText } from "~/components/pricing/BrandPricing";
import { EntryForm, EntryList, ValidityForm } from "~/components/pricing/PriceListEntries";
import { feedbackFor, type Refusal } from "~/components/pricing/form-feedback";
import { requireRole } from "~/modules/auth/session.server";
import { firstIssuePerField } from "~/modules/forms/fields";
import { readFormData } from "~/modules/forms/request-body.server";
import { entrySchema, priceListDatesSchema } from "~/modules/pricing/price-list-forms";
import {
  addPriceListEntry,
  brandCategories,
  brandPriceList,
  deletePriceList,
  PricingRefused,
  removePriceListEntry,
  updatePriceListDates,
} from "~/modules/pricing/price-lists.server";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `${loaderData?.list.name ?? "Price list"} | Pricing | LabMarket` },
];

async function brandOf(request: Request) {
  const user = await requireRole(request, ["brand"]);
  if (!user.brandId) throw data("Your account is not linked to a brand page yet.", { status: 403 });
  return user.brandId;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const brandId = await brandOf(request);
  const [list, categories] = await Promise.all([
    brandPriceList(brandId, params.priceListId ?? ""),
    brandCategories(brandId),
  ]);
  if (!list) throw data("Price list not found.", { status: 404 });
  return { list, categories };
}

type FormName = "entry" | "dates";

export async function action({ request, params }: ActionFunctionArgs) {
  const brandId = await brandOf(request);
  const listId = params.priceListId ?? "";
  const here = `/brand-dashboard/pricing/${listId}`;
  const form = await readFormData(request);
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const refused = (name: FormName, errors: Record<string, string>) =>
    data({ form: name, errors, typed: fields }, { status: 400 });
  switch (fields.intent) {
    case "add-entry": {
      const parsed = entrySchema.safeParse(fields);
      if (!parsed.success) return refused("entry", firstIssuePerField(parsed.error.issues));
      try {
        await addPriceListEntry(brandId, listId, parsed.data);
      } catch (error) {
        if (error instanceof PricingRefused) return refused("entry", { [error.field]: error.message });
        throw error;
      }
      return redirectWithToast(here, {
        title: "Added to the price list",
        description: "The organisation sees it now.",
      });
    }
    case "remove-entry":
      await removePriceListEntry(brandId, listId, fields.entryId ?? "");
      return redirectWithToast(here, {
        title: "Entry removed",
        description: "Its products are at your other prices again.",
      });
    case "update-dates": {
      const parsed = priceListDatesSchema.safeParse(fields);
      if (!parsed.success) return refused("dates", firstIssuePerField(parsed.error.issues));
      if (!(await updatePriceListDates(brandId, listId, parsed.data)))
        throw data("Price list not found.", { status: 404 });
      return redirectWithToast(here, { title: "Dates saved", description: "The list applies between these dates." });
    }
    case "delete-list":
      await deletePriceList(brandId, listId);
      return redirectWithToast("/brand-dashboard/pricing", {
        title: "Price list deleted",
        description: "Orders already placed keep their prices.",
      });
    default:
      throw data("Unknown action.", { status: 400 });
  }
}

const isoDay = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : "");

export default function PriceListPage() {
  const { list, categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const refusal = actionData as Refusal<FormName> | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link to="/brand-dashboard/pricing" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Pricing
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{list.name}</h1>
        <PriceListStateBadge list={list} />
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        For <strong>{list.organisation.name}</strong> · {validityText(list)}
      </p>
      <Panel title="Entries">
        <EntryList entries={list.entries} />
        <h3 className="mt-6 font-semibold">Add an entry</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          A SKU&apos;s entry beats its category&apos;s; the organisation pays the lowest of this price, your catalogue
          price and your quantity price.
        </p>
        <div className="mt-3">
          <EntryForm categories={categories} {...feedbackFor(refusal, "entry")} pending={pending} />
        </div>
      </Panel>
      <Panel title="Validity">
        <ValidityForm
          validFrom={isoDay(list.validFrom)}
          validUntil={isoDay(list.validUntil)}
          {...feedbackFor(refusal, "dates")}
          pending={pending}
        />
      </Panel>
      <Panel title="Delete">
        <Form method="post">
          <input type="hidden" name="intent" value="delete-list" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Orders already placed keep their prices; new ones are at your other prices.
          </p>
          <button type="submit" className={`${secondaryButtonClass} mt-3`}>
            Delete this price list
          </button>
        </Form>
      </Panel>
    </div>
  );
}
