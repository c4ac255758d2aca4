import { QUOTE_STATE_LABEL, type QuoteState } from "~/modules/quotes/quote";

const tone: Record<QuoteState, string> = {
  requested: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  answered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  expired: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  declined: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
};

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[state]}`}>
      {QUOTE_STATE_LABEL[state]}
    </span>
  );
}
