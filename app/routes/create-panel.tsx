import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { useRef, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import {
  filterCreators,
  PANEL_CATEGORIES,
  PANEL_ERROR_TITLES,
  panelSavedToast,
  parseCuratorIds,
  parsePanelFilter,
} from "~/modules/panels/panels";
import type { PanelSaveInput } from "~/modules/panels/panel-schema";
import { listPanelCreators, savePanel, type PanelCreatorItem } from "~/modules/panels/panels.server";
import { requireRole } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { CloseIcon } from "~/components/ui/icons";
import { requestUrl } from "~/utils/request-url";

/** Spec §6: /create-panel is for influencers and admins. */
const PANEL_BUILDER_ROLES = ["influencer", "admin"] as const;

export const meta: MetaFunction = () => [
  { title: "Build a Panel | LabMarket" },
  {
    name: "description",
    content: "Name your expert panel, search the LabMarket curators and pick the experts who will curate it.",
  },
];

/** The builder's state lives in the URL too, so searching and removing curators works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, PANEL_BUILDER_ROLES);
  const params = requestUrl(request).searchParams;
  const category = parsePanelFilter(params.get("category"));
  return {
    creators: await listPanelCreators(),
    initial: {
      name: (params.get("name") ?? "").slice(0, 120),
      category: category === "all" ? PANEL_CATEGORIES[0].value : category,
      description: (params.get("description") ?? "").slice(0, 500),
      q: (params.get("q") ?? "").slice(0, 100),
      curators: parseCuratorIds(params.getAll("curators"), params.get("remove")),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, PANEL_BUILDER_ROLES);
  const outcome = await savePanel(await readFormData(request), user.id);
  if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
  return redirectWithToast("/panels", panelSavedToast(outcome.curatorCount));
}

export default function CreatePanelPage() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link to="/panels" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Back to panels
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Build Your Panel
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
        Give your panel a name, then search and pick the experts who will curate it.
      </p>
      {/* A GET search or chip removal re-renders the builder from the URL. */}
      <PanelBuilder key={location.search} />
    </div>
  );
}

function PanelBuilder() {
  const { creators, initial } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const lastResult = actionData?.result;
  const posted = lastResult?.initialValue?.curators;
  const [selected, setSelected] = useState<number[]>(() =>
    posted === undefined
      ? initial.curators
      : parseCuratorIds(Array.isArray(posted) ? posted.map(String) : [String(posted)]),
  );
  const [query, setQuery] = useState(initial.q);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [form, fields] = useForm<PanelSaveInput>({
    id: "create-panel",
    lastResult,
    defaultValue: { name: initial.name, category: initial.category, description: initial.description },
    defaultNoValidate: false,
    constraint: { name: { required: true, maxLength: 120 }, description: { maxLength: 500 } },
  });
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const visible = filterCreators(creators, query);
  const byId = new Map(creators.map((creator) => [creator.id, creator]));
  const chosen = selected.map((id) => byId.get(id)).filter((c): c is PanelCreatorItem => Boolean(c));
  const hiddenSelected = selected.filter((id) => !visible.some((creator) => creator.id === id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const errors = [
    fields.name.errors?.length
      ? { field: fields.name, title: PANEL_ERROR_TITLES.name, message: fields.name.errors[0] }
      : null,
    fields.curators.errors?.length
      ? { field: fields.curators, title: PANEL_ERROR_TITLES.curators, message: fields.curators.errors[0] }
      : null,
  ].filter((e) => e !== null);
  const inputClass =
    "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
  const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";

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

      <fieldset aria-describedby={fields.curators.errorId}>
        <legend className="text-lg font-semibold text-slate-900 dark:text-white">Curators</legend>
        <div className="mt-3 flex gap-2">
          <div className="flex-1">
            <label htmlFor="curator-search" className="sr-only">
              Search curators
            </label>
            <input
              id="curator-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              placeholder="Search by name or specialty"
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
          {/* Without JavaScript the search is a GET that keeps everything else in the URL; with it, the list filters as you type. */}
          {hydrated ? null : (
            <button
              type="submit"
              formMethod="get"
              formNoValidate
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              Search
            </button>
          )}
        </div>

        {chosen.length > 0 ? (
          <div className="mt-4">
            <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">Selected ({chosen.length})</h2>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="curator-chips">
              {chosen.map((creator) => (
                <li
                  key={creator.id}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-1 pr-2 text-sm text-brand-900 dark:bg-brand-900 dark:text-brand-50"
                >
                  <img
                    src={creator.avatarUrl}
                    alt=""
                    width={24}
                    height={24}
                    className="h-6 w-6 rounded-full object-cover"
                  />
                  {creator.name}
                  <button
                    type="submit"
                    formMethod="get"
                    formNoValidate
                    name="remove"
                    value={creator.id}
                    onClick={(event) => {
                      event.preventDefault();
                      toggle(creator.id);
                    }}
                    className="grid h-5 w-5 place-items-center rounded-full text-brand-700 hover:bg-brand-100 dark:text-brand-100 dark:hover:bg-brand-700"
                    aria-label={`Remove ${creator.name}`}
                  >
                    <CloseIcon className="h-3.5 w-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {hiddenSelected.map((id) => (
          <input key={id} type="hidden" name="curators" value={id} />
        ))}
        {visible.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No curators match “{query}”.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="curator-list">
            {visible.map((creator) => {
              const checked = selected.includes(creator.id);
              return (
                <li key={creator.id}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 ${
                      checked
                        ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40"
                        : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
                    }`}
                  >
                    <input
                      type="checkbox"
                      name="curators"
                      value={creator.id}
                      checked={checked}
                      onChange={() => toggle(creator.id)}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <img
                      src={creator.avatarUrl}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
                    />
                    <span>
                      <span className="block font-medium text-slate-900 dark:text-white">{creator.name}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{creator.specialty}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <p id={fields.curators.errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {fields.curators.errors?.[0]}
        </p>
      </fieldset>

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
