// The demo's status and the expert's explicit actions: Go live, End demo, Cancel demo (with a confirmation step
// that is its own page state, ?confirm=cancel, so it works without JavaScript).
import { Form, Link } from "react-router";
import { DemoStatusBadge } from "~/components/cards/DemoCard";
import type { DemoStatus } from "~/modules/demos/demos";

const button = "rounded-lg px-4 py-2 text-sm font-semibold";

export function DemoLifecyclePanel({
  demo,
  confirmCancel,
}: {
  demo: { id: string; title: string; status: DemoStatus; startsAtText: string; reminders: number; hasStream: boolean };
  confirmCancel: boolean;
}) {
  const base = `/influencer-dashboard/demos/${encodeURIComponent(demo.id)}`;
  return (
    <section
      aria-labelledby="demo-status-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      data-testid="demo-lifecycle"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="demo-status-heading" className="text-lg font-semibold">
          Status
        </h2>
        <DemoStatusBadge status={demo.status} />
        <span className="text-sm text-slate-700 dark:text-slate-300">{demo.startsAtText}</span>
        <span className="text-sm text-slate-700 dark:text-slate-300" data-testid="demo-reminder-count">
          · {demo.reminders} {demo.reminders === 1 ? "member has" : "members have"} a reminder
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {demo.status === "upcoming"
          ? "Buyers see Set Reminder. Go live when you start streaming: they then see Join Now."
          : demo.status === "live"
            ? "You are live: buyers see Join Now. End the demo when you stop streaming."
            : demo.status === "replay"
              ? "Buyers see Watch Replay. Add the recording's link below if you have not yet."
              : "This demo was cancelled. Members with a reminder were e-mailed a calendar cancellation."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {demo.status === "upcoming" ? (
          <>
            <Form method="post" action={base}>
              <input type="hidden" name="intent" value="go-live" />
              <button
                type="submit"
                className={`${button} bg-red-600 text-white hover:bg-red-700 disabled:opacity-60`}
                aria-describedby={demo.hasStream ? undefined : "go-live-hint"}
              >
                Go live
              </button>
            </Form>
            {confirmCancel ? null : (
              <Link
                to={`${base}?confirm=cancel#cancel-demo`}
                className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
              >
                Cancel demo
              </Link>
            )}
          </>
        ) : null}
        {demo.status === "live" ? (
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="end" />
            <button type="submit" className={`${button} bg-slate-800 text-white hover:bg-slate-900 dark:bg-slate-700`}>
              End demo
            </button>
          </Form>
        ) : null}
        {demo.status !== "cancelled" ? (
          <Link
            to={`/demo/${encodeURIComponent(demo.id)}`}
            className={`${button} text-brand-700 underline dark:text-brand-100`}
          >
            View public page
          </Link>
        ) : null}
      </div>
      {demo.status === "upcoming" && !demo.hasStream ? (
        <p id="go-live-hint" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Add a stream URL below and save before going live.
        </p>
      ) : null}
      {demo.status === "upcoming" && confirmCancel ? (
        <div
          id="cancel-demo"
          role="alertdialog"
          aria-labelledby="cancel-demo-title"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p id="cancel-demo-title" className="font-semibold">
            Cancel “{demo.title}”?
          </p>
          <p className="mt-1 text-sm">
            It leaves the demo list, and {demo.reminders} {demo.reminders === 1 ? "member" : "members"} with a reminder
            will get an e-mail that removes it from their calendar. This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post" action={base}>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
                Yes, cancel the demo
              </button>
            </Form>
            <Link to={base} className={`${button} border border-red-300 dark:border-red-700`}>
              Keep it
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
