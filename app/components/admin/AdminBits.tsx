// Small building blocks the admin sections share: tabs in the URL, pager links, state badges, compact forms.
import { Form, Link } from "react-router";
import type { ReactNode } from "react";

export const smallButton =
  "rounded-md px-2.5 py-1 text-xs font-semibold disabled:opacity-60 focus:outline-none focus:ring-2 focus:ring-brand-500/50";
export const dangerButton = `${smallButton} bg-red-700 text-white hover:bg-red-800`;
export const neutralButton = `${smallButton} border border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`;
export const primaryButton = `${smallButton} bg-brand-600 text-white hover:bg-brand-700`;
export const smallInput =
  "block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white";

/** `/admin?section=…&…`: a link into one admin section; empty values are left out. */
export function sectionHref(section: string, query: Record<string, string | null | undefined> = {}) {
  const params = new URLSearchParams({ section });
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  return `/admin?${params}`;
}

export function SectionTabs({
  tabs,
  active,
  href,
  label,
}: {
  tabs: readonly { id: string; label: string; count?: number }[];
  active: string;
  href: (id: string) => string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={href(tab.id)}
          aria-current={tab.id === active ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            tab.id === active
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
          }`}
        >
          {tab.label}
          {tab.count !== undefined ? ` (${tab.count.toLocaleString("en-US")})` : ""}
        </Link>
      ))}
    </nav>
  );
}

export function Pager({
  page,
  hasNext,
  href,
  label,
}: {
  page: number;
  hasNext: boolean;
  href: (page: number) => string;
  label: string;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-medium text-brand-700 underline dark:text-brand-100">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 dark:text-slate-400">Page {page}</span>
      {hasNext ? (
        <Link to={href(page + 1)} className="font-medium text-brand-700 underline dark:text-brand-100">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function StateBadge({ state }: { state: string }) {
  const styles: Record<string, string> = {
    visible: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
    hidden: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
    removed: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
    locked: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
    suspended: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${styles[state] ?? styles.locked}`}>
      {state}
    </span>
  );
}

/** A one-button form posting `intent` with hidden fields to the section. */
export function ActionButton({
  section,
  intent,
  fields,
  children,
  className = neutralButton,
  label,
}: {
  section: string;
  intent: string;
  fields: Record<string, string | null | undefined>;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <Form method="post" action={`/admin?section=${section}`} preventScrollReset>
      <HiddenFields fields={fields} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function HiddenFields({ fields }: { fields: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

export function InlineError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  );
}
