// Public expert ("influencer") data: the Shop by influencer list, the profile and the curated products.
import { prisma } from "~/utils/db.server";
import { productCardSelect, toProductCard, visibleProductWhere } from "~/modules/home/showcase-products.server";
import { displayedFollowers, escapeLike, type ExpertFilters } from "./experts";

export const expertCardSelect = {
  id: true,
  name: true,
  type: true,
  specialty: true,
  avatarUrl: true,
  followers: true,
  totalViews: true,
  rating: true,
  company: true,
  tags: true,
} as const;

/** Card fields plus the follow rows, so the shown follower count includes LabMarket followers. */
export const expertCardWithFollowsSelect = { ...expertCardSelect, _count: { select: { followedBy: true } } } as const;

/** A card row whose `followers` is the displayed count (seeded audience + follow rows). */
export function toExpertCard<T extends { followers: number; _count: { followedBy: number } }>(
  row: T,
): Omit<T, "_count"> {
  const { _count, ...rest } = row;
  return { ...rest, followers: displayedFollowers(row.followers, _count.followedBy) };
}

/** Experts matching the search (name or specialty, case-insensitive) and tag chip, in display order. */
export async function listExperts(filters: ExpertFilters) {
  const needle = escapeLike(filters.q);
  return prisma.expert
    .findMany({
      where: {
        ...(filters.q
          ? {
              OR: [
                { name: { contains: needle, mode: "insensitive" as const } },
                { specialty: { contains: needle, mode: "insensitive" as const } },
              ],
            }
          : {}),
        ...(filters.tag !== "all" ? { tags: { has: filters.tag } } : {}),
      },
      select: expertCardWithFollowsSelect,
      orderBy: [{ position: "asc" }, { id: "asc" }],
    })
    .then((rows) => rows.map(toExpertCard));
}

/** The public profile with the viewer's follow state, or null for an unknown id. */
export async function getExpertProfile(id: number, viewerId: string | null = null) {
  const expert = await prisma.expert.findUnique({
    where: { id },
    select: {
      ...expertCardSelect,
      bio: true,
      location: true,
      featuredProduct: { select: { id: true, title: true, status: true, deletedAt: true } },
      brands: {
        select: { brand: { select: { id: true, name: true, logoUrl: true } } },
        orderBy: { brand: { position: "asc" } },
      },
      demos: {
        where: { status: { not: "cancelled" }, replayHiddenAt: null },
        select: { id: true, title: true, status: true, thumbnailUrl: true, category: true, startsAt: true },
        orderBy: [{ position: "asc" }, { startsAt: "desc" }],
      },
      _count: { select: { curated: true, followedBy: true } },
      userId: true,
      followedBy: { where: { userId: viewerId ?? "" }, select: { expertId: true } },
    },
  });
  if (!expert) return null;
  const { brands, _count, userId, followedBy, featuredProduct, ...rest } = expert;
  // Only a listed product is featured (an unlisted one would link to "Product Not Found", ADR 019).
  const listed = featuredProduct && featuredProduct.status === "active" && !featuredProduct.deletedAt;
  return {
    ...rest,
    featuredProduct: listed ? { id: featuredProduct.id, title: featuredProduct.title } : null,
    viewer: {
      signedIn: viewerId !== null,
      following: viewerId !== null && followedBy.length > 0,
      /** The expert's own account looking at its public page. */
      isSelf: viewerId !== null && userId === viewerId,
    },
    followers: displayedFollowers(rest.followers, _count.followedBy),
    brands: brands.map((b) => b.brand),
    curatedCount: _count.curated,
  };
}

/** An expert's public profile page. */
export type ExpertProfileView = NonNullable<Awaited<ReturnType<typeof getExpertProfile>>>;

/** The expert's curated products in their order, priced like the store; null for an unknown expert. */
export async function getCuratedProducts(id: number) {
  const expert = await prisma.expert.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      specialty: true,
      avatarUrl: true,
      curated: {
        where: { product: visibleProductWhere },
        select: { product: { select: productCardSelect } },
        orderBy: { position: "asc" },
      },
    },
  });
  if (!expert) return null;
  const { curated, ...rest } = expert;
  return { expert: rest, products: curated.map((c) => toProductCard(c.product)) };
}
