import { Link } from "@remix-run/react";
import { COMMUNITY_TOPICS, type CommunityTopic } from "~/modules/community/community";
import type { CommunityPostItem, UpcomingDemoItem } from "~/modules/community/community.server";

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

export function PostList({ posts, headingLevel = 3 }: { posts: CommunityPostItem[]; headingLevel?: 2 | 3 }) {
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No posts on this topic yet.
      </p>
    );
  }
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="space-y-4" data-testid="post-list">
      {posts.map((post) => (
        <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="community-post">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded-full px-2.5 py-0.5 font-semibold ${typeStyles[post.type] ?? ""}`}>{post.typeLabel}</span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{post.topicLabel}</span>
          </div>
          <Heading className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{post.title}</Heading>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-800 dark:text-slate-200">{post.authorName}</span> · {post.authorRole}
          </p>
          <div className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
            {post.content.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="leading-7">{paragraph}</p>
            ))}
          </div>
          <p className="mt-4 flex gap-5 text-sm text-slate-600 dark:text-slate-400">
            <span>
              <span aria-hidden="true">▲ </span>
              {post.likes} {post.likes === 1 ? "like" : "likes"}
            </span>
            <span>
              <span aria-hidden="true">💬 </span>
              {post.comments} {post.comments === 1 ? "comment" : "comments"}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Leaderboard({ entries }: { entries: { id: string; name: string; points: number }[] }) {
  return (
    <section aria-labelledby="leaderboard-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="leaderboard-heading" className="text-lg font-semibold">Points Leaderboard</h2>
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
