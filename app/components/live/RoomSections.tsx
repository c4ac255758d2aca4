import { Link } from "react-router";
import { demoRef, productHref } from "~/modules/attribution/ref";
import { REMOVED_MESSAGE, type PinnedProductView } from "~/modules/live/room";

export function RoomNotice({ removed }: { removed: boolean }) {
  return removed ? (
    <p
      role="alert"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {REMOVED_MESSAGE}
    </p>
  ) : null;
}

interface ReplaySummaryData {
  answered: {
    id: string;
    body: string;
    authorName: string;
    votes: number;
    streamTime: string;
    seekUrl: string | null;
  }[];
  pinned: PinnedProductView[];
  quotable: boolean;
}

const quiet =
  "rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800";

/**
 * After the demo: the questions the host answered (with stream time), every product pinned during it, and
 * "Request a quote about this demo" (the request carries the demo and the buyer's questions from its room).
 */
export function ReplaySummary({ demoId, summary }: { demoId: string; summary: ReplaySummaryData }) {
  if (summary.answered.length === 0 && summary.pinned.length === 0 && !summary.quotable) return null;
  return (
    <section aria-labelledby="replay-room" className="mt-8 space-y-6" data-testid="replay-room">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="replay-room" className="text-xl font-semibold">
          From the live room
        </h2>
        {summary.quotable ? (
          <Link
            to={`/quotes/new?${new URLSearchParams({ demo: demoId })}`}
            className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="demo-quote"
          >
            Request a quote about this demo
          </Link>
        ) : null}
      </div>
      {summary.answered.length > 0 ? (
        <div>
          <h3 className="font-semibold">Answered questions</h3>
          <ol className="mt-2 space-y-2 text-sm" data-testid="answered-questions">
            {summary.answered.map((q) => (
              <li key={q.id} className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
                {q.seekUrl ? (
                  <a href={q.seekUrl} className="font-mono font-semibold text-brand-700 underline dark:text-brand-100">
                    {q.streamTime}
                  </a>
                ) : (
                  <span className="font-mono font-semibold">{q.streamTime}</span>
                )}{" "}
                {q.body} <span className="text-slate-600 dark:text-slate-400">— {q.authorName}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {summary.pinned.length > 0 ? (
        <div>
          <h3 className="font-semibold">Products pinned during the demo</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {summary.pinned.map((p) => (
              <li key={p.product.id} className="flex flex-wrap items-center gap-3">
                <Link to={productHref(p.product.id, demoRef(demoId))} className="font-semibold hover:underline">
                  {p.product.title}
                </Link>
                <Link
                  to={`/quotes/new?${new URLSearchParams({ product: p.product.id, demo: demoId })}`}
                  className={quiet}
                  aria-label={`Request a quote about this demo: ${p.product.title}`}
                >
                  Request a quote
                </Link>
                <a
                  href={`/store/product/${encodeURIComponent(p.product.id)}/spec-sheet`}
                  className={quiet}
                  download
                  aria-label={`Download the spec sheet of ${p.product.title}`}
                >
                  Spec sheet
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
