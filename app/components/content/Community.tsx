import { Form, Link, useFetcher, useLocation } from "react-router";
import { ShareMenu } from "~/components/cards/ShareMenu";
import {
  COMMUNITY_TOPICS,
  nextVote,
  postPath,
  rescore,
  VOTE_TARGETS,
  voteTargetName,
  type CommunityTopic,
  type VoteValue,
} from "~/modules/community/community";
import type { CommunityPostItem, UpcomingDemoItem } from "~/modules/community/community.server";
import { POINTS } from "~/modules/community/leaderboard";
import { useHydrated } from "./useHydrated";

/** Topic tabs as links (?topic=), so the filter works without JavaScript and survives reloads. */
export function TopicFilter({ basePath, topic }: { basePath: string; topic: CommunityTopic }) {
  return (
    <nav aria-label="Topics" className="overflow-x-auto">
      <ul className="inline-flex gap-2">
        {COMMUNITY_TOPICS.map((item) => {
          const active = item.value === topic;
          return (
            <li key={item.value}>
              <Link
                to={item.value === "all" ? basePath : `${basePath}?topic=${item.value}`}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`block whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700 dark:border-slate-700 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const typeStyles: Record<string, string> = {
  article: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
  video: "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100",
  discussion: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
};

export function PostBadges({ post }: { post: { type: string; typeLabel: string; topicLabel: string; answered: boolean; hidden: boolean } }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className={`rounded-full px-2.5 py-0.5 font-semibold ${typeStyles[post.type] ?? ""}`}>{post.typeLabel}</span>
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{post.topicLabel}</span>
      {post.answered ? (
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">✓ Answered</span>
      ) : null}
      {post.hidden ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="hidden-badge">
          Hidden pending review
        </span>
      ) : null}
    </div>
  );
}

type VoteData = { vote: VoteValue; score: number } | { error: string };

/**
 * Upvote / downvote with the score between them. A form post to the post's page (visitors are sent to log in,
 * and come back here); with JavaScript a fetcher sends it and the score changes at once.
 */
export function VoteControl({
  postId,
  title,
  score,
  myVote,
  ownPost,
  signedIn,
  hidden = false,
  layout = "column",
}: {
  postId: string;
  title: string;
  score: number;
  myVote: VoteValue;
  ownPost: boolean;
  signedIn: boolean;
  /** Hidden pending review: no voting until restored. */
  hidden?: boolean;
  layout?: "column" | "row";
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<VoteData>({ key: `vote-${postId}` });
  // With JavaScript the pending vote shows at once (optimistic), then the page data follows.
  const pending = fetcher.formData?.get("value");
  const shownVote: VoteValue = pending === "up" || pending === "down" || pending === "clear" ? VOTE_TARGETS[pending] : myVote;
  const shownScore = rescore(score, myVote, shownVote);
  const error = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.error : null;
  const enhanced = hydrated && signedIn && !ownPost;
  const FormTag = enhanced ? fetcher.Form : Form;
  const redirectTo = `${location.pathname}${location.search}#post-${postId}`;
  const button = (active: boolean, tone: "up" | "down") =>
    `grid h-8 w-8 place-items-center rounded-md border text-sm disabled:cursor-not-allowed disabled:opacity-50 ${
      active
        ? tone === "up"
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-red-700 bg-red-700 text-white"
        : "border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:text-white"
    }`;
  const locked = ownPost || hidden;
  // One vote request at a time: a click while one is on its way waits (requests could overtake each other).
  const busy = enhanced && fetcher.state !== "idle";
  const holdWhileBusy = (event: React.MouseEvent) => {
    if (busy) event.preventDefault();
  };
  const ownTitle = ownPost ? "You can't vote on your own post" : hidden ? "Voting is closed while the post is under review" : undefined;
  return (
    <FormTag
      method="post"
      action={postPath(postId)}
      preventScrollReset
      className={`flex items-center gap-1 ${layout === "column" ? "flex-col" : "flex-row"}`}
      data-testid="vote-control"
    >
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {enhanced ? <input type="hidden" name="via" value="fetch" /> : null}
      <button
        type="submit"
        name="value"
        value={voteTargetName(nextVote(shownVote, 1))}
        disabled={locked}
        aria-disabled={busy || undefined}
        onClick={holdWhileBusy}
        title={ownTitle}
        aria-pressed={shownVote === 1}
        aria-label={`Upvote: ${title}`}
        className={button(shownVote === 1, "up")}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className="min-w-8 text-center text-sm font-semibold text-slate-900 dark:text-white" aria-live="polite">
        <span data-testid="post-score">{shownScore.toLocaleString("en-US")}</span>
        <span className="sr-only"> votes</span>
      </span>
      <button
        type="submit"
        name="value"
        value={voteTargetName(nextVote(shownVote, -1))}
        disabled={locked}
        aria-disabled={busy || undefined}
        onClick={holdWhileBusy}
        title={ownTitle}
        aria-pressed={shownVote === -1}
        aria-label={`Downvote: ${title}`}
        className={button(shownVote === -1, "down")}
      >
        <span aria-hidden="true">▼</span>
      </button>
      {error ? <span role="alert" className="sr-only">{error}</span> : null}
    </FormTag>
  );
}

/** Admin review of a hidden post: Restore (a form post back to this page). */
export function RestoreButton({ postId, redirectTo }: { postId: string; redirectTo: string }) {
  return (
    <Form method="post" action={postPath(postId)}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800">
        Restore
      </button>
    </Form>
  );
}

export function PostList({ posts, signedIn, headingLevel = 3 }: { posts: CommunityPostItem[]; signedIn: boolean; headingLevel?: 2 | 3 }) {
  const location = useLocation();
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No posts on this topic yet.
      </p>
    );
  }
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const here = `${location.pathname}${location.search}`;
  return (
    <ul className="space-y-4" data-testid="post-list">
      {posts.map((post) => (
        <li
          key={post.id}
          id={`post-${post.id}`}
          className={`flex scroll-mt-24 gap-4 rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${
            post.hidden ? "border-red-300 dark:border-red-900" : "border-slate-200 dark:border-slate-800"
          }`}
          data-testid="community-post"
        >
          <VoteControl postId={post.id} title={post.title} score={post.score} myVote={post.myVote} ownPost={post.ownPost} signedIn={signedIn} hidden={post.hidden} />
          <div className="min-w-0 flex-1">
            <PostBadges post={post} />
            <Heading className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
              <Link to={post.path} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                {post.title}
              </Link>
            </Heading>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-800 dark:text-slate-200">{post.authorName}</span> · {post.authorRole}
            </p>
            <div className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
              {post.content.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} className="leading-7 break-words">{paragraph}</p>
              ))}
            </div>
            {post.truncated ? (
              <Link to={post.path} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
                Read more<span className="sr-only">: {post.title}</span>
              </Link>
            ) : null}
            <div className="mt-4 flex flex-wrap items-start gap-3 text-sm">
              <Link
                to={`${post.path}#comments`}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
                </svg>
                {post.commentCount.toLocaleString("en-US")} {post.commentCount === 1 ? "comment" : "comments"}
                <span className="sr-only"> on {post.title}</span>
              </Link>
              <ShareMenu url={post.url} title={post.title} />
              {post.canRemove ? (
                <Link
                  to={`${post.path}?confirm=remove`}
                  className="rounded-md px-3 py-2 font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                >
                  Remove<span className="sr-only"> {post.title}</span>
                </Link>
              ) : null}
            </div>
            {post.hidden ? (
              <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
                <span>
                  Hidden after {post.flagCount} {post.flagCount === 1 ? "report" : "reports"}. Review it and restore it, or remove it.
                </span>
                <RestoreButton postId={post.id} redirectTo={here} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The hubs' Post Question link (visitors are asked to log in first). */
export function PostQuestionLink({ topic, className }: { topic: CommunityTopic; className?: string }) {
  return (
    <Link
      to={topic === "all" ? "/community/ask" : `/community/ask?topic=${topic}`}
      className={
        className ??
        "inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      }
    >
      Post Question
    </Link>
  );
}

export function Leaderboard({ entries }: { entries: { id: string; name: string; points: number }[] }) {
  return (
    <section aria-labelledby="leaderboard-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="leaderboard-heading" className="text-lg font-semibold">Points Leaderboard</h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {POINTS.post} points per post, {POINTS.comment} per answer, {POINTS.acceptedAnswer} per accepted answer, ±{POINTS.voteReceived} per vote received.
      </p>
      <ol className="mt-4 space-y-3" data-testid="leaderboard">
        {entries.map((entry, index) => (
          <li key={entry.id} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                index === 0 ? "bg-amber-300 text-amber-950" : index < 3 ? "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {index + 1}
            </span>
            <span className="flex-1 text-sm font-medium">{entry.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{entry.points.toLocaleString("en-US")} pts</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function UpcomingDemos({ demos }: { demos: UpcomingDemoItem[] }) {
  return (
    <section aria-labelledby="demos-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="demos-heading" className="text-lg font-semibold">Upcoming Live Demos</h2>
      {demos.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No live demos are scheduled right now.</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="upcoming-demos">
          {demos.map((demo) => (
            <li key={demo.id}>
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {demo.live ? (
                  <span className="mr-2 rounded bg-red-600 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white">Live</span>
                ) : null}
                {demo.title}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {demo.brand} ·{" "}
                <time dateTime={demo.startsAtIso}>
                  {demo.when.date}, {demo.when.time} {demo.when.zone}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/demo" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
        See all demos →
      </Link>
    </section>
  );
}
