// GET /organisation/prices (ADR 067): the price lists brands gave the organisation, for every member — what applies,
// to which products, and when. Only members of the organisation see them.
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { PriceListStateBadge, validityText } from "~/components/pricing/BrandPricing";
import { requireUser } from "~/modules/auth/session.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { organisationPriceLists } from "~/modules/pricing/price-lists.server";

export const meta: MetaFunction = () => [
  { title: "Organisation prices | LabMarket" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const membership = await getMembership(user.id);
  if (!membership) return { organisation: null, lists: [] };
  return {
    organisation: { id: membership.organisation.id, name: membership.organisation.name },
    lists: await organisationPriceLists(membership.organisation.id),
  };
}

export default function OrganisationPrices() {
  const { organisation, lists } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {organisation ? (
        <p className="text-sm">
          <Link to="/organisation" className="font-semibold text-brand-700 underline dark:text-brand-100">
            {organisation.name}
          </Link>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">Organisation prices</h1>
      {!organisation ? (
        <Panel title="Price lists">
          <EmptyState>You are not a member of an organisation.</EmptyState>
        </Panel>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Brands give your organisation its own prices. Members see them in the store, the cart and on invoices; you
            pay the lowest of these, the catalogue price and the quantity price. A brand needs your organisation ID to
            set one up:{" "}
            <span className="font-mono" data-testid="organisation-id">
              {organisation.id}
            </span>
          </p>
          {lists.length === 0 ? (
            <Panel title="Price lists">
              <EmptyState>No brand has given your organisation a price list yet.</EmptyState>
            </Panel>
          ) : (
            lists.map((list) => (
              <Panel
                key={list.id}
                title={`${list.brand.name}: ${list.name}`}
                action={<PriceListStateBadge list={list} />}
              >
                <p className="text-sm text-slate-600 dark:text-slate-400">{validityText(list)}</p>
                <ul
                  className="mt-2 divide-y divide-slate-200 dark:divide-slate-800"
                  data-testid="organisation-price-entries"
                >
                  {list.entries.map((entry) => (
                    <li key={entry.id} className="py-2">
                      <p className="font-medium">{entry.target}</p>
                      <p className="text-sm text-slate-700 dark:text-slate-300">{entry.price}</p>
                    </li>
                  ))}
                </ul>
              </Panel>
            ))
          )}
        </>
      )}
    </div>
  );
}
