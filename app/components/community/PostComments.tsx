// The answers (discussions) or comments under a community post, with the form to add one (a plain form post).
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { loginPath } from "~/modules/community/community";
import { COMMENT_MAX } from "~/modules/community/post-schemas";
import type { PostPageData } from "~/modules/community/posts.server";
import { LockedNotice, ModerationNotice } from "./ModerationNotice";
import { ReportForm } from "./ReportForm";

type CommentResult = SubmissionResult<string[]> | undefined;

export function PostComments({
  post,
  signedIn,
  lastResult,
}: {
  post: PostPageData;
  signedIn: boolean;
  /** The comment form's last rejected submission (the page's action data). */
  lastResult: CommentResult;
}) {
  const answers = post.type === "discussion";
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="mt-12 scroll-mt-24 border-t border-slate-200 pt-8 dark:border-slate-800"
    >
      <h2 id="comments-heading" className="text-xl font-semibold">
        {answers ? "Answers" : "Comments"} ({post.commentCount.toLocaleString("en-US")})
      </h2>
      {post.archivedComments > 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {post.archivedComments.toLocaleString("en-US")} earlier{" "}
          {post.archivedComments === 1 ? "reply was" : "replies were"} made before this discussion moved to LabMarket
          and {post.archivedComments === 1 ? "is" : "are"} not shown here.
        </p>
      ) : null}
      {post.comments.length > 0 ? (
        <ol className="mt-6 space-y-4" data-testid="comments">
          {post.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-slate-600 dark:text-slate-400">
          {answers
            ? `No answers${post.archivedComments > 0 ? " on LabMarket" : ""} yet. Be the first to help.`
            : `No comments${post.archivedComments > 0 ? " on LabMarket" : ""} yet.`}
        </p>
      )}

      {post.hidden ? null : post.locked ? (
        <LockedNotice />
      ) : signedIn ? (
        <CommentForm answers={answers} lastResult={lastResult} />
      ) : (
        <p className="mt-8 rounded-lg border border-slate-200 p-4 text-slate-700 dark:border-slate-800 dark:text-slate-300">
          <Link
            to={loginPath(`${post.path}#comments`)}
            className="font-semibold text-brand-700 underline dark:text-brand-100"
          >
            Log in
          </Link>{" "}
          to {answers ? "answer this question" : "join the discussion"}.
        </p>
      )}
    </section>
  );
}

function CommentItem({ comment }: { comment: PostPageData["comments"][number] }) {
  return (
    <li
      id={`comment-${comment.id}`}
      data-testid="comment"
      className={`scroll-mt-24 rounded-xl border p-4 ${
        comment.accepted
          ? "border-emerald-500 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-900 dark:text-white">{comment.authorName}</span> ·{" "}
          {comment.authorRole} · <time dateTime={comment.createdAt}>{comment.postedAt}</time>
        </p>
        {comment.accepted ? (
          <span
            className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white"
            data-testid="accepted-badge"
          >
            ✓ Accepted answer
          </span>
        ) : null}
      </div>
      {comment.moderation ? <ModerationNotice moderation={comment.moderation} kind="comment" /> : null}
      <div className="mt-2 space-y-2 text-slate-800 dark:text-slate-200">
        {comment.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line break-words leading-7">
            {paragraph}
          </p>
        ))}
      </div>
      {comment.canFlag ? (
        <div className="mt-2">
          <ReportForm
            kind="comment"
            targetId={comment.id}
            reported={comment.flaggedByMe}
            authorName={comment.authorName}
          />
        </div>
      ) : null}
      {comment.canAccept ? (
        <Form method="post" preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="commentId" value={comment.id} />
          <button
            type="submit"
            className="rounded-md border border-emerald-700 px-3 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-200 dark:hover:bg-emerald-950"
          >
            Accept answer<span className="sr-only"> by {comment.authorName}</span>
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function CommentForm({ answers, lastResult }: { answers: boolean; lastResult: CommentResult }) {
  const location = useLocation();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  // A fresh form after each completed submission: a success redirect clears it.
  return <CommentFields key={location.key} lastResult={lastResult} posting={posting} answers={answers} />;
}

function CommentFields({
  lastResult,
  posting,
  answers,
}: {
  lastResult: CommentResult;
  posting: boolean;
  answers: boolean;
}) {
  const [form, fields] = useForm({
    id: "comment-form",
    lastResult,
    defaultNoValidate: false,
    constraint: { body: { required: true, maxLength: COMMENT_MAX } },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-8 space-y-3"
      data-testid="comment-form"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor={fields.body.id} className="block font-semibold text-slate-900 dark:text-white">
        {answers ? "Your answer" : "Your comment"}
      </label>
      <textarea
        {...getTextareaProps(fields.body)}
        rows={5}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
      <p id={fields.body.errorId} className="text-sm text-red-700 dark:text-red-400">
        {fields.body.errors?.[0]}
      </p>
      <button
        type="submit"
        disabled={posting}
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {posting ? "Posting..." : answers ? "Post Answer" : "Post Comment"}
      </button>
    </Form>
  );
}
