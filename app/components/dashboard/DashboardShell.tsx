import { Link } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";

/** Tabs that live in the URL (?tab=…): plain links, so they work without JS and with the back button. */
export function TabNav({
  base,
  tabs,
  active,
  label,
}: {
  base: string;
  tabs: readonly { id: string; label: string }[];
  active: string;
  label: string;
}) {
  const row = useRef<HTMLUListElement>(null);
  // With JavaScript, a phone's scrolled tab row brings the current tab into view (the server cannot know the width).
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>("[aria-current=page]");
    if (row.current && current && current.offsetLeft + current.offsetWidth > row.current.clientWidth)
      row.current.scrollLeft = current.offsetLeft - 16;
  }, [active]);
  return (
    <nav aria-label={label} className="mt-6 border-b border-slate-200 dark:border-slate-700">
      {/* On a phone the row scrolls sideways with a shadow at the edge that has more tabs (scroll-cue); labels never wrap
          or shorten. */}
      <ul ref={row} className="scroll-cue -mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={`${base}?tab=${tab.id}`}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  current
                    ? "border-brand-600 text-brand-700 dark:text-brand-100"
                    : "border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

export function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}

export function DefinitionList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="mt-1 break-words">
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
