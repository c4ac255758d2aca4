import { useNavigate } from "react-router";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import type { Suggestion } from "~/modules/catalog/catalogue-query";

const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900";

/**
 * The catalogue search box. A plain `q` input of the surrounding GET form; with JavaScript it is an ARIA
 * combobox that lists suggestions from /store/suggest as you type (debounced), arrow keys move through them,
 * Enter opens the highlighted product and otherwise submits the search.
 * Suggestions come through a plain fetch, not a Remix fetcher: a fetcher's failure (the page navigating away while
 * it runs, a lost connection) would replace the whole results page with the route's error boundary, and a missed
 * suggestion is worth nothing more than an empty list.
 */
export function SearchCombobox({
  defaultValue,
  label,
  placeholder,
}: {
  defaultValue: string;
  label: string;
  placeholder: string;
}) {
  const [loaded, setLoaded] = useState<Suggestion[]>([]);
  const request = useRef<AbortController>(undefined);
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const listId = `${id}-suggestions`;
  const suggestions = value.trim().length >= 2 ? loaded : [];
  const expanded = open && suggestions.length > 0;
  // The combobox exists only with JavaScript (it lists suggestions): the server sends a plain search field, which is
  // also what the HTML checker accepts (issue 37).
  const hydrated = useHydrated();

  useEffect(() => setValue(defaultValue), [defaultValue]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function loadSuggestions(q: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    fetch(`/store/suggest?q=${encodeURIComponent(q)}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: Suggestion[] }>) : null))
      .then((body) => {
        if (body && !controller.signal.aborted) setLoaded(body.suggestions);
      })
      .catch(() => {
        // aborted by the next keystroke or unmount, or the network failed: no suggestions this time
      });
  }

  function onChange(next: string) {
    setValue(next);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    if (next.trim().length < 2) return;
    timer.current = setTimeout(() => loadSuggestions(next.trim()), 200);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      navigate(suggestions[active].href);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        maxLength={200}
        autoComplete="off"
        placeholder={placeholder}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
            }
          : {})}
        className={`mt-1 ${inputClass}`}
        data-testid="catalogue-search"
      />
      {hydrated ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          data-testid="suggestions"
        >
          {suggestions.map((s, index) => (
            <li
              key={s.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                navigate(s.href);
              }}
              className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand-600 text-white" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
            >
              {s.title}
              {s.brandName ? (
                <span className={index === active ? "text-white/80" : "text-slate-600 dark:text-slate-400"}>
                  {" "}
                  · {s.brandName}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
