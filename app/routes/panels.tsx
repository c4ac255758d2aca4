import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigation, useSubmit } from "react-router";
import { useHydrated } from "~/components/content/useHydrated";
import { getOptionalUser } from "~/modules/auth/session.server";
import { PANEL_FILTERS, parsePanelFilter } from "~/modules/panels/panels";
import { handlePanelMembership, listPanels, type PanelListItem } from "~/modules/panels/panels.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Expert Panels | LabMarket" },
  {
    name: "description",
    content:
      "Browse expert-curated panels on bioreactors, freeze drying, lab consumables, analytics and manufacturing, or build your own panel of curators.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = requestUrl(request).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const category = parsePanelFilter(params.get("category"));
  const user = await getOptionalUser(request);
  return { q, category, signedIn: user !== null, panels: await listPanels({ q, category }, user?.id ?? null) };
}

/** Join Panel / Leave Panel (a form post on each card). */
export async function action({ request }: ActionFunctionArgs) {
  return handlePanelMembership(request);
}

export default function PanelsPage() {
  const { q, category, panels, signedIn } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/panels";
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
            Expert Panels
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Learn from panels curated by the experts you trust
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
            Panels bring verified experts together around one application area, to compare equipment, share methods and
            answer your questions.
          </p>
          <Link
            to="/create-panel"
            className="mt-8 inline-flex rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Build Your Panel
          </Link>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12">
        <Form
          method="get"
          role="search"
          aria-label="Panel filters"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          preventScrollReset
        >
          <div className="flex-1">
            <label htmlFor="panel-search" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Search panels
            </label>
            <input
              id="panel-search"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search by topic, panel or curator"
              className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
          <div>
            <label htmlFor="panel-category" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Category
            </label>
            <select
              id="panel-category"
              name="category"
              defaultValue={category}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
              className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 sm:w-56 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            >
              {PANEL_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-md bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
          >
            {searching ? "Searching..." : "Search"}
          </button>
        </Form>

        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {panels.length === 1 ? "1 panel" : `${panels.length} panels`}
        </p>

        {panels.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No panels match your search. Try another topic or{" "}
            <Link to="/create-panel" className="font-semibold text-brand-700 underline dark:text-brand-100">
              build your own panel
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {panels.map((panel) => (
              <PanelCard key={panel.id} panel={panel} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>

      <section className="mx-auto max-w-7xl px-4">
        <div className="rounded-2xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold">Want to curate or join a panel?</h2>
          <p className="mx-auto mt-2 max-w-2xl text-brand-50">
            Create a free account to follow panels, ask the curators questions and get notified about new panel
            discussions.
          </p>
          <Link
            to="/signup"
            className="mt-6 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Sign Up Free
          </Link>
        </div>
      </section>
    </div>
  );
}

function PanelCard({ panel, signedIn }: { panel: PanelListItem; signedIn: boolean }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher({ key: `panel-${panel.id}` });
  const pending = fetcher.formData?.get("intent");
  // With JavaScript the membership and the count change at once (optimistic), then follow the server.
  const joined = pending === "join" ? true : pending === "leave" ? false : panel.joined;
  const members = panel.members + (joined === panel.joined ? 0 : joined ? 1 : -1);
  const enhanced = hydrated && signedIn;
  const FormTag = enhanced ? fetcher.Form : Form;
  // One request at a time: a click while one is on its way waits.
  const busy = enhanced && fetcher.state !== "idle";
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="panel-card"
    >
      <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100">
        {panel.categoryLabel}
      </span>
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{panel.name}</h2>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{panel.description}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="panel-members">
          {members.toLocaleString("en-US")} {members === 1 ? "member" : "members"}
        </p>
        <FormTag method="post" action="/panels" preventScrollReset>
          <input type="hidden" name="intent" value={joined ? "leave" : "join"} />
          <input type="hidden" name="panelId" value={panel.id} />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          {enhanced ? <input type="hidden" name="via" value="fetch" /> : null}
          <button
            type="submit"
            aria-disabled={busy || undefined}
            onClick={(event) => busy && event.preventDefault()}
            aria-label={`${joined ? "Leave" : "Join"} ${panel.name}`}
            className={
              joined
                ? "rounded-md border border-brand-600 bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
                : "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            }
          >
            {joined ? "Leave Panel" : "Join Panel"}
          </button>
        </FormTag>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Curated by</h3>
        <ul className="mt-2 space-y-2">
          {panel.curators.map((curator) => (
            <li key={curator.id} className="flex items-center gap-3">
              <img
                src={curator.avatarUrl}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                className="h-8 w-8 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
              />
              <span className="text-sm">
                <span className="font-medium text-slate-900 dark:text-white">{curator.name}</span>
                <span className="text-slate-600 dark:text-slate-400"> · {curator.specialty}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
