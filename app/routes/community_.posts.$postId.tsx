import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { ShareMenu } from "~/components/cards/ShareMenu";
import { PostBadges, RestoreButton, VoteControl } from "~/components/content/Community";
import { LockedNotice, ModerationNotice } from "~/components/community/ModerationNotice";
import { ReportForm } from "~/components/community/ReportForm";
import { getOptionalUser } from "~/modules/auth/session.server";
import { moderationLabel } from "~/modules/admin/community";
import { loginPath } from "~/modules/community/community";
import { COMMENT_MAX } from "~/modules/community/post-schemas";
import { getPostPage, handlePostAction, type PostPageData } from "~/modules/community/posts.server";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

// /community/posts/{id}: a post with its comments (answers). Its action takes every post action (posts.server.ts).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const post = await getPostPage(
    params.postId ?? "",
    user ? { id: user.id, role: user.role } : null,
    appOrigin(),
    readTimeZone(request),
  );
  if (!post) throw new Response("Post not found", { status: 404 });
  const confirmRemove = requestUrl(request).searchParams.get("confirm") === "remove" && post.canRemove;
  return { post, signedIn: user !== null, confirmRemove };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handlePostAction(request, params.postId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => {
  if (!data)
    return [
      { title: "Post not found | LabMarket" },
      { name: "description", content: "This community post does not exist or was removed." },
    ];
  return [
    { title: `${data.post.title} | LabMarket` },
    { name: "description", content: data.post.content.replace(/\s+/g, " ").slice(0, 160) },
    { property: "og:title", content: data.post.title },
    { property: "og:type", content: "article" },
    { property: "og:url", content: data.post.url },
  ];
};

export default function CommunityPostPage() {
  const { post, signedIn, confirmRemove } = useLoaderData<typeof loader>();
  const answers = post.type === "discussion";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <Link to="/community" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Community Hub
      </Link>

      {post.hidden && post.isAdmin ? <HiddenNotice post={post} /> : null}
      {post.moderation && !post.isAdmin ? <ModerationNotice moderation={post.moderation} kind="post" /> : null}
      {confirmRemove ? <ConfirmRemove post={post} /> : null}

      <article className="mt-6 flex gap-4 sm:gap-6" aria-labelledby="post-title" id={`post-${post.id}`}>
        <VoteControl
          postId={post.id}
          title={post.title}
          score={post.score}
          myVote={post.myVote}
          ownPost={post.ownPost}
          signedIn={signedIn}
          hidden={post.hidden}
        />
        <div className="min-w-0 flex-1">
          <PostBadges post={post} />
          <h1
            id="post-title"
            className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {post.title}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-800 dark:text-slate-200">{post.authorName}</span> ·{" "}
            {post.authorRole} · <time dateTime={post.createdAt}>{post.postedAt}</time>
          </p>
          <div className="mt-5 space-y-4 text-slate-800 dark:text-slate-200">
            {post.content.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line break-words leading-7">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="mt-6 flex flex-wrap items-start gap-3 text-sm">
            <ShareMenu url={post.url} title={post.title} />
            {post.canRemove && !confirmRemove ? (
              <Link
                to="?confirm=remove"
                preventScrollReset
                className="rounded-md border border-red-300 px-3 py-2 font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
              >
                Remove post
              </Link>
            ) : null}
            {post.canFlag ? <ReportForm kind="post" targetId={post.id} reported={post.flaggedByMe} /> : null}
          </div>
        </div>
      </article>

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
              <li
                key={comment.id}
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
          <CommentForm answers={answers} />
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
    </div>
  );
}

function HiddenNotice({ post }: { post: PostPageData }) {
  return (
    <div
      role="status"
      className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      data-testid="hidden-notice"
    >
      <p className="font-semibold">{post.moderation ? moderationLabel(post.moderation) : "Hidden pending review"}</p>
      {post.moderation && !post.moderation.pending ? (
        <p className="mt-1 text-sm">Reason given to the author: {post.moderation.reason}</p>
      ) : null}
      <p className="mt-1 text-sm">
        {post.flags.length} {post.flags.length === 1 ? "member" : "members"} reported this post. Only admins and its
        author can see it until it is restored.
      </p>
      {post.flags.length > 0 ? (
        <ul className="mt-2 list-inside list-disc text-sm">
          {post.flags.map((flag, index) => (
            <li key={index}>{flag.reason}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <RestoreButton postId={post.id} redirectTo={post.path} />
      </div>
    </div>
  );
}

function ConfirmRemove({ post }: { post: PostPageData }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="remove-title"
      aria-describedby="remove-text"
      className="mt-6 rounded-xl border border-red-300 bg-white p-5 shadow-sm dark:border-red-800 dark:bg-slate-900"
      data-testid="confirm-remove"
    >
      <h2 id="remove-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Remove this post?
      </h2>
      <p id="remove-text" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        “{post.title}” will be deleted with its {post.comments.length === 1 ? "comment" : "comments"} and votes. This
        cannot be undone.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <button
            type="submit"
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            Yes, remove post
          </button>
        </Form>
        <Link
          to={post.path}
          preventScrollReset
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Cancel
        </Link>
      </div>
    </div>
  );
}

function CommentForm({ answers }: { answers: boolean }) {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const lastResult =
    actionData && typeof actionData === "object" && "result" in actionData ? actionData.result : undefined;
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  return <CommentFields key={location.key} lastResult={lastResult} posting={posting} answers={answers} />;
}

function CommentFields({
  lastResult,
  posting,
  answers,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
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
