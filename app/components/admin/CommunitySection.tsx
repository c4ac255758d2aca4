// Admin › Manage Community (issue 11): the flag queue (reported posts and comments), hidden and removed posts, a
// post's comments, the leaderboard.
import { Form, Link, useActionData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { COMMUNITY_VIEWS, moderationFormKey, REASON_MAX } from "~/modules/admin/community";
import type { CommunitySectionData } from "~/modules/admin/community.server";
import { formatDateTime } from "~/modules/admin/format";
import { lastResultFor } from "~/modules/admin/section-forms";
import { postPath } from "~/modules/community/community";
import {
  ActionButton,
  dangerButton,
  HiddenFields,
  InlineError,
  neutralButton,
  Pager,
  primaryButton,
  SectionTabs,
  sectionHref,
  smallInput,
  StateBadge,
} from "./AdminBits";
import { AdminTable } from "./AdminList";

type Query = { view: string; page: string; post: string | null; cpage: string | null; rpage: string | null };

const href = (query: Partial<Query>) => sectionHref("community", query);

/** A reason box and a button: hide or remove a post or comment; the reason is shown to the author. */
function ReasonForm({
  intent,
  target,
  label,
  query,
  danger,
  place,
}: {
  intent: string;
  target: { postId?: string; commentId?: string };
  label: string;
  query: Query;
  danger?: boolean;
  /** Where on the page, when the same comment's forms can show twice (reported list and post panel): unique ids. */
  place?: string;
}) {
  const actionData = useActionData();
  const key = moderationFormKey({ intent, ...target });
  const result = lastResultFor(actionData, "community", key);
  const error = result?.error?.reason?.[0];
  const id = `${place ? `${place}-` : ""}${key.replace(/[^a-zA-Z0-9-]/g, "-")}-reason`;
  return (
    <Form method="post" action={href(query)} preventScrollReset className="min-w-56 flex-1">
      <HiddenFields fields={{ ...target, ...query }} />
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label} — reason shown to the author
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="reason"
          maxLength={REASON_MAX}
          defaultValue={typeof result?.initialValue?.reason === "string" ? result.initialValue.reason : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={smallInput}
        />
        <button type="submit" name="intent" value={intent} className={danger ? dangerButton : neutralButton}>
          {label}
        </button>
      </div>
      <InlineError id={`${id}-error`} message={error} />
    </Form>
  );
}

export function CommunitySection({ data, timeZone }: { data: CommunitySectionData; timeZone: string | null }) {
  const query: Query = {
    view: data.view,
    page: String(data.page),
    post: data.postId,
    cpage: data.post ? String(data.post.commentPage) : null,
    rpage: data.comments && data.comments.page > 1 ? String(data.comments.page) : null,
  };
  const tabs = COMMUNITY_VIEWS.map((v) => ({
    ...v,
    count:
      v.id === "queue" ? data.counts.queue + data.counts.comments : v.id === "hidden" ? data.counts.hidden : undefined,
  }));
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Manage Community</h2>
      <SectionTabs tabs={tabs} active={data.view} href={(view) => href({ view })} label="Community views" />
      {data.post ? <PostModeration post={data.post} query={query} timeZone={timeZone} /> : null}
      {data.list ? <PostList data={data} query={query} timeZone={timeZone} /> : null}
      {data.comments ? <ReportedComments data={data.comments} query={query} timeZone={timeZone} /> : null}
      {data.leaderboard ? <Leaderboard data={data.leaderboard} query={query} timeZone={timeZone} /> : null}
    </>
  );
}

function PostList({ data, query, timeZone }: { data: CommunitySectionData; query: Query; timeZone: string | null }) {
  const list = data.list!;
  // The queue view lists reported posts, then reported comments (ReportedComments).
  const title = data.view === "queue" ? "Reported posts" : COMMUNITY_VIEWS.find((v) => v.id === data.view)!.label;
  return (
    <Panel title={title}>
      {list.posts.length === 0 ? (
        <EmptyState>
          {data.view === "queue" ? "No reported posts are waiting for review." : "No posts to show here."}
        </EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="moderation-list">
          {list.posts.map((post) => (
            <li
              key={post.id}
              data-testid="moderation-item"
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center gap-2">
                <StateBadge state={post.state} />
                {post.locked ? <StateBadge state="locked" /> : null}
                <h3 className="font-semibold">{post.title}</h3>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {post.authorName} · {post.authorRole} · {formatDateTime(post.createdAt, timeZone)} · {post.commentCount}{" "}
                {post.commentCount === 1 ? "comment" : "comments"}
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200">
                {post.excerpt}
              </p>
              {post.flagCount > 0 ? (
                <p className="mt-2 text-sm" data-testid="flag-reasons">
                  <span className="font-medium">
                    {post.flagCount} {post.flagCount === 1 ? "report" : "reports"}:
                  </span>{" "}
                  {post.flagReasons.map((r) => `${r.label} (${r.count})`).join(", ")}
                </p>
              ) : null}
              {post.reason ? (
                <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">Reason given: {post.reason}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-end gap-3">
                {post.state === "visible" ? (
                  <>
                    <ReasonForm intent="post-hide" target={{ postId: post.id }} label="Hide" query={query} />
                    <ReasonForm intent="post-remove" target={{ postId: post.id }} label="Remove" query={query} danger />
                  </>
                ) : (
                  <ActionButton section="community" intent="post-restore" fields={{ postId: post.id, ...query }}>
                    Restore<span className="sr-only"> {post.title}</span>
                  </ActionButton>
                )}
                {post.state === "hidden" ? (
                  <ReasonForm intent="post-remove" target={{ postId: post.id }} label="Remove" query={query} danger />
                ) : null}
                <ActionButton
                  section="community"
                  intent={post.locked ? "post-unlock" : "post-lock"}
                  fields={{ postId: post.id, ...query }}
                >
                  {post.locked ? "Unlock thread" : "Lock thread"}
                  <span className="sr-only"> {post.title}</span>
                </ActionButton>
                <Link
                  to={href({ ...query, post: post.id, cpage: null })}
                  className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
                >
                  Comments<span className="sr-only"> on {post.title}</span>
                </Link>
                <Link
                  to={postPath(post.id)}
                  className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
                >
                  Open post<span className="sr-only"> {post.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: data.view, page: String(page) })}
        label="Moderation pages"
      />
    </Panel>
  );
}

/** Reported comments awaiting a decision: the comment, its post, the reasons; hide / remove / restore. */
function ReportedComments({
  data,
  query,
  timeZone,
}: {
  data: NonNullable<CommunitySectionData["comments"]>;
  query: Query;
  timeZone: string | null;
}) {
  return (
    <Panel title="Reported comments">
      {data.comments.length === 0 ? (
        <EmptyState>No reported comments are waiting for review.</EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="reported-comments">
          {data.comments.map((comment) => (
            <li
              key={comment.id}
              data-testid="reported-comment"
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center gap-2">
                <StateBadge state={comment.state} />
                <p className="text-sm">
                  Comment by <span className="font-semibold">{comment.authorName}</span> on{" "}
                  <Link
                    to={postPath(comment.post.id, `comment-${comment.id}`)}
                    className="font-medium text-brand-700 underline dark:text-brand-100"
                  >
                    {comment.post.title}
                  </Link>
                </p>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {formatDateTime(comment.createdAt, timeZone)}
                {comment.state === "hidden" ? " · hidden by members' reports until you decide" : null}
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200">
                {comment.excerpt}
              </p>
              <p className="mt-2 text-sm" data-testid="flag-reasons">
                <span className="font-medium">
                  {comment.flagCount} {comment.flagCount === 1 ? "report" : "reports"}:
                </span>{" "}
                {comment.flagReasons.map((r) => `${r.label} (${r.count})`).join(", ")}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <ReasonForm
                  intent="comment-hide"
                  target={{ commentId: comment.id }}
                  label="Hide"
                  query={query}
                  place="reported"
                />
                <ReasonForm
                  intent="comment-remove"
                  target={{ commentId: comment.id }}
                  label="Remove"
                  query={query}
                  danger
                  place="reported"
                />
                <ActionButton section="community" intent="comment-restore" fields={{ commentId: comment.id, ...query }}>
                  {comment.state === "hidden" ? "Restore comment" : "Keep comment"}
                  <span className="sr-only"> by {comment.authorName}</span>
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        hasNext={data.hasNext}
        href={(rpage) => href({ ...query, rpage: String(rpage) })}
        label="Reported comment pages"
      />
    </Panel>
  );
}

function PostModeration({
  post,
  query,
  timeZone,
}: {
  post: NonNullable<CommunitySectionData["post"]>;
  query: Query;
  timeZone: string | null;
}) {
  return (
    <Panel
      title={`Comments on “${post.title}”`}
      action={
        <Link to={href({ view: query.view, page: query.page })} className="text-sm font-medium underline">
          Close
        </Link>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        By {post.authorName} · <StateBadge state={post.state} /> {post.locked ? <StateBadge state="locked" /> : null} ·{" "}
        {post.commentCount} {post.commentCount === 1 ? "comment" : "comments"}
      </p>
      {post.comments.length === 0 ? (
        <div className="mt-4">
          <EmptyState>No comments on this page.</EmptyState>
        </div>
      ) : (
        <ol className="mt-4 space-y-3" data-testid="moderation-comments">
          {post.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <StateBadge state={comment.state} /> {comment.authorName} ·{" "}
                {formatDateTime(comment.createdAt, timeZone)}
                {comment.flagCount > 0
                  ? ` · ${comment.flagCount} ${comment.flagCount === 1 ? "report" : "reports"}`
                  : null}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm">{comment.body}</p>
              {comment.reason ? (
                <p className="mt-1 text-xs text-amber-900 dark:text-amber-200">Reason given: {comment.reason}</p>
              ) : null}
              <div className="mt-2 flex flex-wrap items-end gap-3">
                {comment.state === "visible" ? (
                  <>
                    <ReasonForm intent="comment-hide" target={{ commentId: comment.id }} label="Hide" query={query} />
                    <ReasonForm
                      intent="comment-remove"
                      target={{ commentId: comment.id }}
                      label="Remove"
                      query={query}
                      danger
                    />
                  </>
                ) : (
                  <ActionButton
                    section="community"
                    intent="comment-restore"
                    fields={{ commentId: comment.id, ...query }}
                    className={primaryButton}
                  >
                    Restore comment
                  </ActionButton>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={post.commentPage}
        hasNext={post.hasNextComments}
        href={(cpage) => href({ ...query, cpage: String(cpage) })}
        label="Comment pages"
      />
    </Panel>
  );
}

function Leaderboard({
  data,
  query,
  timeZone,
}: {
  data: NonNullable<CommunitySectionData["leaderboard"]>;
  query: Query;
  timeZone: string | null;
}) {
  return (
    <Panel title="Leaderboard corrections">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Points are computed from community activity. Add points (or take them away with a negative number) to correct a
        row; the correction and its reason are kept in the audit log.
      </p>
      <AdminTable
        className="mt-4"
        minWidth="min-w-[560px]"
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "leaderboard-row" })}
        columns={[
          { header: "#", cell: (_, index) => index + 1 },
          { header: "Member", cell: (row) => row.name, className: "font-medium" },
          {
            header: "Points",
            cell: (row) => row.points.toLocaleString("en-US"),
            cellProps: { "data-testid": "leaderboard-points" },
          },
          { header: "Correction", cell: (row, index) => <CorrectionForm row={row} index={index} query={query} /> },
        ]}
      />
      {data.corrections.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">Recent corrections</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {data.corrections.map((c) => (
              <li key={c.id}>
                {c.name}: {c.points > 0 ? `+${c.points}` : c.points} — {c.reason} ·{" "}
                <span className="text-slate-600 dark:text-slate-400">{formatDateTime(c.createdAt, timeZone)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

/** Add or take away points on one leaderboard row, with the reason kept in the audit log. */
function CorrectionForm({
  row,
  index,
  query,
}: {
  row: NonNullable<CommunitySectionData["leaderboard"]>["rows"][number];
  index: number;
  query: Query;
}) {
  const actionData = useActionData();
  const key = moderationFormKey({ intent: "leaderboard-correct", rowKey: row.id });
  const result = lastResultFor(actionData, "community", key);
  const id = `correct-${index}`;
  const error = result?.error?.points?.[0] ?? result?.error?.reason?.[0];
  return (
    <>
      <Form method="post" action={href(query)} preventScrollReset className="flex gap-2">
        <HiddenFields fields={{ rowKey: row.id, ...query }} />
        <label htmlFor={`${id}-points`} className="sr-only">
          Points for {row.name}
        </label>
        <input
          id={`${id}-points`}
          name="points"
          inputMode="numeric"
          placeholder="±points"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${smallInput} w-24`}
        />
        <label htmlFor={`${id}-reason`} className="sr-only">
          Reason for correcting {row.name}
        </label>
        <input id={`${id}-reason`} name="reason" placeholder="Reason" maxLength={200} className={smallInput} />
        <button type="submit" name="intent" value="leaderboard-correct" className={primaryButton}>
          Apply
        </button>
      </Form>
      <InlineError id={`${id}-error`} message={error} />
    </>
  );
}
