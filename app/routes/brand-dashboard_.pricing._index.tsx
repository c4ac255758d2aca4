// GET/POST /brand-dashboard/pricing (ADR 067): the brand's quantity prices per SKU and its price lists for
// organisations. Every change is a plain form post.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { PriceListForm, PriceLists, TierForm, TierList } from "~/components/pricing/BrandPricing";
import { feedbackFor, type Refusal } from "~/components/pricing/form-feedback";
import { requireRole } from "~/modules/auth/session.server";
import { firstIssuePerField } from "~/modules/forms/fields";
import { readFormData } from "~/modules/forms/request-body.server";
import { priceListSchema, tierSchema } from "~/modules/pricing/price-list-forms";
import {
  addTier,
  brandPricingOverview,
  createPriceList,
  PricingRefused,
  removeTier,
} from "~/modules/pricing/price-lists.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [{ title: "Pricing | Brand Dashboard | LabMarket" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  if (!user.brandId) return { pricing: null, skuFilter: null };
  const skuFilter = requestUrl(request).searchParams.get("sku")?.trim() || null;
  return { pricing: await brandPricingOverview(user.brandId, skuFilter), skuFilter };
}

type FormName = "tier" | "list";

function refused(form: FormName, errors: Record<string, string>, typed: Record<string, string>) {
  return data({ form, errors, typed }, { status: 400 });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  if (!user.brandId) throw data("Your account is not linked to a brand page yet.", { status: 403 });
  const form = await readFormData(request);
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const intent = fields.intent;
  try {
    if (intent === "remove-tier") {
      const removed = await removeTier(user.brandId, fields.tierId ?? "");
      // Removed in another tab (or not this brand's): say so rather than claim a removal that did not happen here.
      return redirectWithToast(
        "/brand-dashboard/pricing",
        removed
          ? { title: "Quantity price removed", description: "Buyers of that quantity pay your other prices again." }
          : { title: "Already removed", description: "That quantity price no longer exists. Nothing was changed." },
      );
    }
    if (intent === "add-tier") {
      const parsed = tierSchema.safeParse(fields);
      if (!parsed.success) return refused("tier", firstIssuePerField(parsed.error.issues), fields);
      await addTier(user.brandId, parsed.data);
      return redirectWithToast("/brand-dashboard/pricing", {
        title: "Quantity price saved",
        description: `${parsed.data.sku}: from ${parsed.data.minQuantity} units.`,
      });
    }
    if (intent === "create-list") {
      const parsed = priceListSchema.safeParse(fields);
      if (!parsed.success) return refused("list", firstIssuePerField(parsed.error.issues), fields);
      const listId = await createPriceList(user.brandId, parsed.data);
      return redirect(`/brand-dashboard/pricing/${listId}`);
    }
  } catch (error) {
    if (error instanceof PricingRefused)
      return refused(intent === "create-list" ? "list" : "tier", { [error.field]: error.message }, fields);
    throw error;
  }
  throw data("Unknown action.", { status: 400 });
}

export default function BrandPricing() {
  const { pricing, skuFilter } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const refusal = actionData as Refusal<FormName> | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link to="/brand-dashboard" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Brand Dashboard
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Pricing</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Buyers pay the lowest of your catalogue price, the quantity price for the units they buy and their
        organisation&apos;s price; a quote you answered beats them all while it is valid.
      </p>
      {!pricing ? (
        <Panel title="Pricing">
          <EmptyState>Your account is not linked to a brand page yet.</EmptyState>
        </Panel>
      ) : (
        <>
          <Panel title="Price lists for organisations">
            <PriceLists lists={pricing.lists} />
            <h3 className="mt-6 font-semibold">New price list</h3>
            <div className="mt-3">
              <PriceListForm
                {...feedbackFor(refusal, "list")}
                pending={pending}
                organisations={pricing.organisations}
              />
            </div>
          </Panel>
          <Panel title="Quantity prices">
            <TierForm {...feedbackFor(refusal, "tier")} pending={pending} />
            <form method="get" className="mt-6 flex flex-wrap items-end gap-2" role="search">
              <label className="text-sm font-medium" htmlFor="tier-sku-filter">
                Find by SKU
              </label>
              <input
                id="tier-sku-filter"
                name="sku"
                defaultValue={skuFilter ?? ""}
                className="rounded-lg border border-slate-300 px-3 py-1.5 dark:border-slate-600 dark:bg-slate-800"
              />
              <button
                type="submit"
                className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold dark:border-slate-600"
              >
                Find
              </button>
            </form>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {skuFilter
                ? `Quantity prices of ${skuFilter}.`
                : `${pricing.tierCount} quantity ${pricing.tierCount === 1 ? "price" : "prices"}${pricing.tierCount > pricing.tiersShown ? `, the first ${pricing.tiersShown} by SKU shown` : ""}.`}
            </p>
            <div className="mt-2">
              <TierList tiers={pricing.tiers} />
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}
