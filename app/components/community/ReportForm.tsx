// Report a post or a comment (ADR 031): a disclosure with the reason and a plain form post, so it works without
// JavaScript; the server decides (flags.server.ts) and answers with a toast.
import { Form } from "react-router";
import { FLAG_REASONS, FLAGS_TO_HIDE, type FlagKind } from "~/modules/community/community";

export function ReportForm({
  kind,
  targetId,
  reported,
  authorName,
}: {
  kind: FlagKind;
  /** The comment's id (posts are the page's own). */
  targetId: string;
  reported: boolean;
  /** Names the comment for screen readers ("Report comment by Ann"). */
  authorName?: string;
}) {
  if (reported) {
    return (
      <p className="px-1 py-2 text-sm text-slate-600 dark:text-slate-400" data-testid="reported">
        You reported this {kind}.
      </p>
    );
  }
  const selectId = `flag-reason-${kind}-${targetId}`;
  const who = authorName ? ` by ${authorName}` : "";
  return (
    <details className="group" data-testid={`report-${kind}`}>
      <summary className="inline-flex cursor-pointer list-none rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        Report{kind === "comment" ? <span className="sr-only"> comment{who}</span> : null}
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="mt-2 w-72 max-w-full space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <input type="hidden" name="intent" value={kind === "post" ? "flag" : "flag-comment"} />
        {kind === "comment" ? <input type="hidden" name="commentId" value={targetId} /> : null}
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            Reason
          </label>
          <select
            id={selectId}
            name="reason"
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          >
            {FLAG_REASONS.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {kind === "post" ? "Posts" : "Comments"} reported by {FLAGS_TO_HIDE} members are hidden until a moderator
          reviews them.
        </p>
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900"
        >
          Report {kind}
          {kind === "comment" && who ? <span className="sr-only">{who}</span> : null}
        </button>
      </Form>
    </details>
  );
}
