import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { ShareMenu } from "~/components/cards/ShareMenu";
import { PostBadges, VoteControl } from "~/components/content/Community";
import { ModerationNotice } from "~/components/community/ModerationNotice";
import { PostComments } from "~/components/community/PostComments";
import { ConfirmRemove, HiddenNotice } from "~/components/community/PostNotices";
import { ReportForm } from "~/components/community/ReportForm";
import { getOptionalUser } from "~/modules/auth/session.server";
import { getPostPage, handlePostAction } from "~/modules/community/posts.server";
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
  const actionData = useActionData<typeof action>();
  const lastResult =
    actionData && typeof actionData === "object" && "result" in actionData ? actionData.result : undefined;
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

      <PostComments post={post} signedIn={signedIn} lastResult={lastResult} />
    </div>
  );
}
