// Everything the home page shows, read in one round of parallel queries (the page is benchmarked).
import { prisma } from "~/utils/db.server";
import { brandCardSelect } from "~/modules/brands/brands.server";
import { demoCardSelect, toDemoCard } from "~/modules/demos/demos.server";
import { expertCardSelect } from "~/modules/experts/experts.server";

/** Spec §9: at most 6 influencers on the home page. */
export const HOME_EXPERT_LIMIT = 6;
export const HOME_BRAND_LIMIT = 4;
export const HOME_CATEGORY_LIMIT = 4;
export const HOME_DEMO_LIMIT = 3;
/** Experts shown with their bio in the expert panel section. */
export const HOME_PANEL_SIZE = 3;

export async function getHomeData(timeZone: string | null) {
  const [experts, brands, categories, insights, demos] = await Promise.all([
    prisma.expert.findMany({
      select: {
        ...expertCardSelect,
        bio: true,
        demos: { select: { id: true }, orderBy: [{ position: "asc" }], take: 1 },
      },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      take: HOME_EXPERT_LIMIT,
    }),
    prisma.brand.findMany({
      where: { onHome: true },
      select: brandCardSelect,
      orderBy: [{ position: "asc" }, { name: "asc" }],
      take: HOME_BRAND_LIMIT,
    }),
    prisma.category.findMany({
      where: { onHome: true },
      select: { id: true, name: true, description: true, imageUrl: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      take: HOME_CATEGORY_LIMIT,
    }),
    prisma.insightCard.findMany({
      select: { id: true, title: true, subheading: true, description: true, ctaText: true, ctaLink: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    }),
    prisma.demo.findMany({
      where: { onHome: true },
      select: demoCardSelect,
      orderBy: [{ position: "asc" }, { startsAt: "asc" }],
      take: HOME_DEMO_LIMIT,
    }),
  ]);
  return {
    experts: experts.map(({ bio: _bio, demos: _demos, ...card }) => card),
    panel: experts.slice(0, HOME_PANEL_SIZE).map((e) => ({
      id: e.id,
      name: e.name,
      type: e.type,
      specialty: e.specialty,
      avatarUrl: e.avatarUrl,
      bio: e.bio,
      demoHref: e.demos[0] ? `/demo/${e.demos[0].id}` : "/demo",
    })),
    brands,
    categories,
    insights,
    demos: demos.map((d) => toDemoCard(d, timeZone)),
  };
}
