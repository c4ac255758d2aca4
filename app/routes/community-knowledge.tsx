import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { Leaderboard, PostList, PostQuestionLink, TopicFilter, UpcomingDemos } from "~/components/content/Community";
import { JoinCommunityButton } from "~/components/content/JoinCommunity";
import { parseCommunityTopic } from "~/modules/community/community";
import { getCommunityHub } from "~/modules/community/community.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Community & Knowledge Hub | LabMarket" },
  {
    name: "description",
    content:
      "Articles, videos and discussions from lab professionals on lyophilization, chromatography and bioreactors.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const topic = parseCommunityTopic(requestUrl(request).searchParams.get("topic"));
  const user = await getOptionalUser(request);
  return getCommunityHub(topic, readTimeZone(request), user ? { id: user.id, role: user.role } : null, appOrigin());
}

export default function CommunityKnowledgePage() {
  const { topic, posts, leaderboard, demos, signedIn } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Community &amp; Knowledge Hub
          </h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
            Articles, videos and discussions from practising scientists. Learn what works, and bring your own questions.
          </p>
        </div>
        <JoinCommunityButton
          source="community-knowledge"
          className="inline-flex shrink-0 justify-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Join the Conversation
        </JoinCommunityButton>
      </header>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <TopicFilter basePath="/community-knowledge" topic={topic} />
        <PostQuestionLink topic={topic} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="posts-heading" className="min-w-0 lg:col-span-2">
          <h2 id="posts-heading" className="sr-only">
            Articles, videos and discussions
          </h2>
          <PostList posts={posts} signedIn={signedIn} />
        </section>
        <div className="space-y-6">
          <UpcomingDemos demos={demos} />
          <Leaderboard entries={leaderboard} />
        </div>
      </div>
    </div>
  );
}
