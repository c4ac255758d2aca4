// Public expert ("influencer") data: the Shop by influencer list, the profile and the curated products.
import { prisma } from "~/utils/db.server";
import { productCardSelect, toProductCard, visibleProductWhere } from "~/modules/home/showcase-products.server";
import { escapeLike, type ExpertFilters } from "./experts";

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

/** Experts matching the search (name or specialty, case-insensitive) and tag chip, in display order. */
export async function listExperts(filters: ExpertFilters) {
  const needle = escapeLike(filters.q);
  return prisma.expert.findMany({
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
    select: expertCardSelect,
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
}

/** The public profile, or null for an unknown id. */
export async function getExpertProfile(id: number) {
  const expert = await prisma.expert.findUnique({
    where: { id },
    select: {
      ...expertCardSelect,
      bio: true,
      location: true,
      featuredProduct: { select: { id: true, title: true } },
      brands: {
        select: { brand: { select: { id: true, name: true, logoUrl: true } } },
        orderBy: { brand: { position: "asc" } },
      },
      demos: {
        select: { id: true, title: true, status: true, thumbnailUrl: true, category: true, startsAt: true },
        orderBy: [{ position: "asc" }, { startsAt: "desc" }],
      },
      _count: { select: { curated: true } },
    },
  });
  if (!expert) return null;
  const { brands, _count, ...rest } = expert;
  return { ...rest, brands: brands.map((b) => b.brand), curatedCount: _count.curated };
}

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
