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
  { title: "Community Hub | LabMarket" },
  {
    name: "description",
    content:
      "Discuss lyophilization, chromatography and bioreactors with lab professionals, climb the points leaderboard and catch upcoming live demos.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const topic = parseCommunityTopic(requestUrl(request).searchParams.get("topic"));
  const user = await getOptionalUser(request);
  return getCommunityHub(topic, readTimeZone(request), user ? { id: user.id, role: user.role } : null, appOrigin());
}

export default function CommunityPage() {
  const { topic, posts, leaderboard, demos, signedIn } = useLoaderData<typeof loader>();
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">LabMarket Community Hub</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Connect with scientists, process engineers and verified experts. Ask questions, share what works in your lab
            and learn from live demos.
          </p>
          <JoinCommunityButton
            source="community"
            className="mt-8 inline-flex rounded-md bg-white px-5 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            Join Now
          </JoinCommunityButton>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="feed-heading" className="min-w-0 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="feed-heading" className="text-2xl font-semibold">
              Discussion Feed
            </h2>
            <PostQuestionLink topic={topic} />
          </div>
          <div className="mt-4">
            <TopicFilter basePath="/community" topic={topic} />
          </div>
          <div className="mt-6">
            <PostList posts={posts} signedIn={signedIn} />
          </div>
        </section>
        <div className="space-y-6">
          <Leaderboard entries={leaderboard} />
          <UpcomingDemos demos={demos} />
        </div>
      </div>
    </div>
  );
}
