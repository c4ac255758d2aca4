// Brand list and brand detail pages (spec §2 Brand list, Brand detail), all from the database.
import { prisma } from "~/utils/db.server";
import { toDemoCard, demoCardSelect } from "~/modules/demos/demos.server";
import { formatDateTime } from "~/modules/demos/demos";
import { EVENT_TYPE_LABELS } from "~/modules/events/events";
import { expertCardWithFollowsSelect, toExpertCard } from "~/modules/experts/experts.server";
import { productCardSelect, toProductCard, visibleProductWhere } from "~/modules/home/showcase-products.server";

/** Products shown on a brand's page; "All products" links to the marketplace filtered by the brand. */
export const BRAND_PAGE_PRODUCTS = 8;

export const brandCardSelect = {
  id: true,
  name: true,
  tagline: true,
  logoUrl: true,
  bannerUrl: true,
} as const;

/** The six brands, by position. */
export async function listBrands() {
  return prisma.brand.findMany({ select: brandCardSelect, orderBy: [{ position: "asc" }, { name: "asc" }] });
}

/** Everything the brand page shows, or null for an unknown brand id. Events are those starting at `now` or later. */
export async function getBrandDetail(id: string, timeZone: string | null, now = new Date()) {
  const brand = await prisma.brand.findUnique({
    where: { id },
    select: {
      ...brandCardSelect,
      description: true,
      hq: true,
      website: true,
      contactEmail: true,
      founded: true,
      products: {
        where: visibleProductWhere,
        select: productCardSelect,
        orderBy: [{ featuredRank: { sort: "asc", nulls: "last" } }, { sortOrder: "asc" }, { title: "asc" }],
        // The brand's whole list is /shop/products?brand=<id> (the catalogue query); the page shows the first few.
        take: BRAND_PAGE_PRODUCTS,
      },
      demos: {
        where: { status: { not: "cancelled" }, replayHiddenAt: null },
        select: demoCardSelect,
        orderBy: [{ status: "asc" }, { position: "asc" }, { startsAt: "asc" }],
      },
      experts: {
        select: { expert: { select: expertCardWithFollowsSelect } },
        orderBy: { expert: { position: "asc" } },
      },
      events: {
        where: { startsAt: { gte: now } },
        select: { id: true, name: true, type: true, startsAt: true, description: true, hasDetail: true },
        orderBy: { startsAt: "asc" },
      },
    },
  });
  if (!brand) return null;
  const { products, demos, experts, events, ...about } = brand;
  return {
    brand: about,
    products: products.map(toProductCard),
    demos: demos.map((d) => toDemoCard(d, timeZone)),
    experts: experts.map((e) => toExpertCard(e.expert)),
    events: events.map((e) => ({
      id: e.id,
      name: e.name,
      type: e.type,
      typeLabel: EVENT_TYPE_LABELS[e.type],
      description: e.description,
      startsAt: e.startsAt.toISOString(),
      startsAtText: formatDateTime(e.startsAt, timeZone),
      // The spec's event without detail data links back to the list.
      href: e.hasDetail ? `/events/${e.id}` : "/events",
    })),
  };
}

/** A brand's public page. */
export type BrandDetailView = NonNullable<Awaited<ReturnType<typeof getBrandDetail>>>;
