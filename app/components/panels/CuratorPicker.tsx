// The curator picker of the panel builder: search, selected chips and a checkbox list. Without JavaScript the
// search and each chip's remove button are GET submissions of the whole form; with it, both work in place.
import { useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import { CloseIcon } from "~/components/ui/icons";
import { filterCreators } from "~/modules/panels/panels";
import type { PanelCreatorItem } from "~/modules/panels/panels.server";

export function CuratorPicker({
  creators,
  initialSelected,
  initialQuery,
  errorId,
  error,
}: {
  creators: PanelCreatorItem[];
  initialSelected: number[];
  initialQuery: string;
  errorId: string;
  error: string | undefined;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number[]>(initialSelected);
  const [query, setQuery] = useState(initialQuery);
  const visible = filterCreators(creators, query);
  const byId = new Map(creators.map((creator) => [creator.id, creator]));
  const chosen = selected.map((id) => byId.get(id)).filter((c): c is PanelCreatorItem => Boolean(c));
  const hiddenSelected = selected.filter((id) => !visible.some((creator) => creator.id === id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <fieldset aria-describedby={errorId}>
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
      <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </fieldset>
  );
}
