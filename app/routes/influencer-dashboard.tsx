import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { FormAlert } from "~/components/auth/fields";
import { EmptyState, Panel, StatCard, TabNav } from "~/components/dashboard/DashboardShell";
import { DashboardHeader, ProfileSummary } from "~/components/dashboard/ProfileSummary";
import { INFLUENCER_TABS, readTab } from "~/modules/accounts/dashboard";
import { getDashboardProfile, getInfluencerData } from "~/modules/accounts/dashboard.server";
import { requireRole } from "~/modules/auth/session.server";
import { RoomFiguresPanel } from "~/components/live/RoomFiguresPanel";
import { roomFiguresForExpert } from "~/modules/live/analytics.server";
import { ExpertDemoList, ScheduleDemoLink } from "~/components/demos/ExpertDemoList";
import { listOwnDemos } from "~/modules/demos/demo-editor.server";
import { readTimeZone } from "~/utils/cookies.server";
import { ExpertCampaignsPanel } from "~/components/campaigns/ExpertCampaignsPanel";
import { listCampaigns } from "~/modules/campaigns/campaigns.server";
import { ExpertAnalyticsView } from "~/components/analytics/ExpertAnalyticsView";
import { expertAnalytics } from "~/modules/experts/expert-analytics.server";
import { readPeriod } from "~/modules/analytics/periods";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Expert Dashboard | LabMarket" },
  { name: "description", content: "Your LabMarket expert dashboard: demos, audience analytics and profile." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const url = requestUrl(request);
  const tab = readTab(INFLUENCER_TABS, url.searchParams.get("tab"));
  const [profile, expert, rooms] = await Promise.all([
    getDashboardProfile(user.id),
    getInfluencerData(user.id),
    tab === "analytics" ? roomFiguresForExpert(user.id) : Promise.resolve([]),
  ]);
  const content =
    tab === "content" ? await listOwnDemos(user.id, Number(url.searchParams.get("page")), readTimeZone(request)) : null;
  const campaigns =
    tab === "campaigns"
      ? await listCampaigns({ kind: "expert", userId: user.id }, Number(url.searchParams.get("page")))
      : null;
  const analytics =
    tab === "analytics"
      ? await expertAnalytics(user.id, readPeriod(url.searchParams.get("days")), new Date(), readTimeZone(request))
      : null;
  return { tab, profile, expert, rooms, content, campaigns, analytics };
}

export default function InfluencerDashboard() {
  const { tab, profile, expert, rooms, content, campaigns, analytics } = useLoaderData<typeof loader>();
  if (!profile) return <FormAlert message="Could not load profile." />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <DashboardHeader
        name={profile.fullName}
        role={profile.role}
        avatarUrl={profile.avatarUrl}
        title="Expert Dashboard"
      />
      <TabNav base="/influencer-dashboard" tabs={INFLUENCER_TABS} active={tab} label="Expert dashboard sections" />
      {tab === "overview" ? (
        expert ? (
          <>
            <div className="mt-6 grid gap-4 sm:grid-cols-4">
              <StatCard label="Followers" value={expert.followers.toLocaleString("en-US")} />
              <StatCard label="Total views" value={expert.totalViews.toLocaleString("en-US")} />
              <StatCard label="Rating" value={expert.rating.toFixed(1)} />
              <StatCard label="Demos" value={expert.demos.length} testId="influencer-demo-count" />
            </div>
            <Panel title="Your public profile">
              <p className="text-slate-700 dark:text-slate-300">
                Buyers see you as <strong>{expert.name}</strong> ({expert.specialty}).{" "}
                <Link
                  to={`/influencer/${expert.id}`}
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  View public profile
                </Link>
              </p>
            </Panel>
            <Panel title="Inbox">
              <p className="text-slate-700 dark:text-slate-300">
                {expert.unreadMessages > 0
                  ? `${expert.unreadMessages} unread ${expert.unreadMessages === 1 ? "message" : "messages"} from buyers.`
                  : "No unread messages."}{" "}
                <Link
                  to="/influencer-dashboard/inbox"
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                  data-testid="inbox-link"
                >
                  Open inbox
                </Link>
              </p>
            </Panel>
          </>
        ) : (
          <Panel title="Welcome">
            <EmptyState>
              Your expert page is being set up by our team. Your demos and audience numbers will appear here once it is
              linked to your account.
            </EmptyState>
          </Panel>
        )
      ) : null}
      {tab === "profile" ? (
        <Panel title="Profile">
          <ProfileSummary
            items={[
              { label: "Full name", value: profile.fullName },
              { label: "Email", value: profile.user.email },
              { label: "Expertise summary", value: profile.expertiseSummary },
              { label: "Topics", value: profile.topics.join(", ") },
              { label: "Portfolio", value: profile.portfolioUrl },
              { label: "Interests", value: profile.interests.join(", ") },
            ]}
          />
        </Panel>
      ) : null}
      {tab === "content" ? (
        <Panel title="Content Management" action={expert ? <ScheduleDemoLink /> : null}>
          {content ? <ExpertDemoList {...content} /> : <EmptyState>You have no demos yet.</EmptyState>}
        </Panel>
      ) : null}
      {tab === "campaigns" ? <ExpertCampaignsPanel campaigns={expert ? campaigns : null} /> : null}
      {tab === "analytics" ? (
        <Panel title="Analytics">
          {expert ? (
            <>
              {analytics ? <ExpertAnalyticsView analytics={analytics} /> : null}
              <RoomFiguresPanel demos={rooms} />
            </>
          ) : (
            <EmptyState>Analytics appear once your expert page is linked to your account.</EmptyState>
          )}
        </Panel>
      ) : null}
    </div>
  );
}
