// Everything the home page shows, read in one SQL statement: each section is a JSON array built by Postgres
// (the page is benchmarked against ≤ 3 statements per view; Prisma would run one per list and relation).
import { Prisma } from "~/generated/prisma/client";
import type { ExpertCardData } from "~/modules/experts/experts";
import { toDemoCard, type SelectedDemo } from "~/modules/demos/demos.server";
import { displayedFollowers } from "~/modules/experts/experts";
import { readRows } from "~/utils/db.server";

/** Spec §9: at most 6 influencers on the home page. */
export const HOME_EXPERT_LIMIT = 6;
export const HOME_BRAND_LIMIT = 4;
export const HOME_CATEGORY_LIMIT = 4;
export const HOME_DEMO_LIMIT = 3;
/** Experts shown with their bio in the expert panel section. */
export const HOME_PANEL_SIZE = 3;

interface HomeRow {
  experts: (ExpertCardData & { followRows: number; bio: string; firstDemoId: string | null })[];
  brands: { id: string; name: string; tagline: string; logoUrl: string; bannerUrl: string }[];
  categories: { id: string; name: string; description: string; imageUrl: string }[];
  insights: { id: string; title: string; subheading: string; description: string; ctaText: string; ctaLink: string }[];
  demos: (Omit<SelectedDemo, "startsAt"> & { startsAtMs: number })[];
}

const homeSql = Prisma.sql`
  SELECT
    (SELECT COALESCE(json_agg(e ORDER BY e.position, e.id), '[]'::json) FROM (
       SELECT x.id, x.name, x.type, x.specialty, x."avatarUrl", x.followers, x."totalViews", x.rating, x.company, x.tags, x.bio, x.position,
              (SELECT count(*)::int FROM "ExpertFollow" f WHERE f."expertId" = x.id) AS "followRows",
              (SELECT d.id FROM "Demo" d WHERE d."expertId" = x.id AND d.status <> 'cancelled' ORDER BY d.position, d.id LIMIT 1) AS "firstDemoId"
         FROM "Expert" x ORDER BY x.position, x.id LIMIT ${HOME_EXPERT_LIMIT}) e) AS experts,
    (SELECT COALESCE(json_agg(b ORDER BY b.position, b.name), '[]'::json) FROM (
       SELECT id, name, tagline, "logoUrl", "bannerUrl", position FROM "Brand" WHERE "onHome" ORDER BY position, name LIMIT ${HOME_BRAND_LIMIT}) b) AS brands,
    (SELECT COALESCE(json_agg(c ORDER BY c.position, c.name), '[]'::json) FROM (
       SELECT id, name, description, "imageUrl", position FROM "Category" WHERE "onHome" ORDER BY position, name LIMIT ${HOME_CATEGORY_LIMIT}) c) AS categories,
    (SELECT COALESCE(json_agg(i ORDER BY i.position, i.id), '[]'::json) FROM (
       SELECT id, title, subheading, description, "ctaText", "ctaLink", position FROM "InsightCard") i) AS insights,
    (SELECT COALESCE(json_agg(d ORDER BY d.position, d."startsAtMs"), '[]'::json) FROM (
       SELECT id, title, "creatorName", "creatorType", category, status, viewers, "durationMinutes", "thumbnailUrl", position,
              (extract(epoch FROM "startsAt") * 1000)::bigint AS "startsAtMs"
         FROM "Demo" WHERE "onHome" AND status <> 'cancelled' AND "replayHiddenAt" IS NULL ORDER BY position, "startsAt" LIMIT ${HOME_DEMO_LIMIT}) d) AS demos
`;

export async function getHomeData(timeZone: string | null) {
  const [row] = await readRows<[HomeRow]>(homeSql);
  const { experts, brands, categories, insights, demos } = row;
  return {
    experts: experts.map((e) => ({
      id: e.id,
      name: e.name,
      type: e.type,
      specialty: e.specialty,
      avatarUrl: e.avatarUrl,
      followers: displayedFollowers(e.followers, e.followRows),
      totalViews: e.totalViews,
      rating: e.rating,
      company: e.company,
      tags: e.tags,
    })),
    panel: experts.slice(0, HOME_PANEL_SIZE).map((e) => ({
      id: e.id,
      name: e.name,
      type: e.type,
      specialty: e.specialty,
      avatarUrl: e.avatarUrl,
      bio: e.bio,
      demoHref: e.firstDemoId ? `/demo/${e.firstDemoId}` : "/demo",
    })),
    brands: brands.map(({ id, name, tagline, logoUrl, bannerUrl }) => ({ id, name, tagline, logoUrl, bannerUrl })),
    categories: categories.map(({ id, name, description, imageUrl }) => ({ id, name, description, imageUrl })),
    insights: insights.map(({ id, title, subheading, description, ctaText, ctaLink }) => ({
      id,
      title,
      subheading,
      description,
      ctaText,
      ctaLink,
    })),
    demos: demos.map(({ startsAtMs, ...demo }) =>
      toDemoCard({ ...demo, startsAt: new Date(Number(startsAtMs)) }, timeZone),
    ),
  };
}
