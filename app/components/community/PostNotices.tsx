// Notices above a community post: what admins see on a hidden post, and the confirmation before its author removes it.
import { Form, Link } from "react-router";
import { RestoreButton } from "~/components/content/Community";
import { moderationLabel } from "~/modules/admin/community";
import type { PostPageData } from "~/modules/community/posts.server";

export function HiddenNotice({ post }: { post: PostPageData }) {
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

/** Shown at ?confirm=remove: a plain form post removes the post, Cancel goes back to it. */
export function ConfirmRemove({ post }: { post: PostPageData }) {
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
