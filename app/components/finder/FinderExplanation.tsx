import { Link } from "react-router";
import type { FinderPage } from "~/modules/finder/page.server";
import { finderHref } from "~/modules/finder/paging";
import { LightLink } from "~/components/ui/LightLink";

/**
 * What the finder understood (removable chips), what it could not read, what it set aside as not about the product,
 * contradictions and notices.
 */
export function FinderExplanation({ page }: { page: FinderPage }) {
  return (
    <div className="mt-6 space-y-4">
      {page.chips.length ? (
        <section aria-labelledby="finder-understood">
          <h2
            id="finder-understood"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
          >
            Understood
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="finder-chips">
            {page.chips.map((chip, i) => (
              <li key={`${chip.label}-${i}`}>
                <LightLink
                  to={finderHref(chip.removeQ)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-700"
                  aria-label={`Remove requirement: ${chip.label}`}
                  data-testid="finder-chip"
                >
                  {chip.label}
                  <span aria-hidden="true">×</span>
                </LightLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.contradictions.length ? (
        <section
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="finder-contradictions"
        >
          <h2 className="font-semibold">These requirements contradict each other</h2>
          <ul className="mt-2 space-y-2">
            {page.contradictions.map((c) => (
              <li key={c.message}>
                {c.message}{" "}
                {c.keep.map((k) => (
                  <Link key={k.label} to={finderHref(k.q)} className="ml-2 underline">
                    {k.label}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.uninterpreted.length ? (
        <section aria-labelledby="finder-not-understood" data-testid="finder-uninterpreted">
          <h2
            id="finder-not-understood"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
          >
            Not understood
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {page.uninterpreted.map((u, i) => (
              <li key={`${u.text}-${i}`}>
                <span className="font-medium">“{u.text.length > 80 ? `${u.text.slice(0, 80)}…` : u.text}”</span> —{" "}
                {u.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.context.length ? (
        <section aria-labelledby="finder-context" data-testid="finder-context">
          <h2
            id="finder-context"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
          >
            Not about the product
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {page.context.map((c, i) => (
              <li key={`${c.text}-${i}`}>
                <span className="font-medium">“{c.text.length > 80 ? `${c.text.slice(0, 80)}…` : c.text}”</span> —{" "}
                {c.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.notices.length ? (
        <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="finder-notices">
          {page.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
