// What the role dashboards read (spec §2 dashboards), always for the signed-in user.
import { displayedPrice } from "~/modules/catalog/price";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { prisma } from "~/utils/db.server";

const productCard = {
  id: true,
  title: true,
  subtitle: true,
  thumbnailUrl: true,
  rating: true,
  reviewCount: true,
  siteProductSelection: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
  variants: {
    orderBy: { position: "asc" },
    select: {
      id: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      currency: { select: { code: true, symbol: true, template: true } },
    },
  },
} as const;

async function products(where: object, take: number) {
  const rows = await prisma.storeProduct.findMany({
    where: { status: "active", ...where },
    orderBy: [{ featuredRank: "asc" }, { sortOrder: "asc" }],
    take,
    select: productCard,
  });
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    imageUrl: productPictureUrl(p.thumbnailUrl, p),
    rating: p.rating,
    reviewCount: p.reviewCount,
    brand: p.brand?.name ?? null,
    category: p.category?.name ?? null,
    price: displayedPrice(p)?.formatted ?? null,
  }));
}

export async function getDashboardProfile(userId: string) {
  return prisma.profile.findUnique({
    where: { id: userId },
    select: {
      fullName: true,
      companyName: true,
      brandId: true,
      bio: true,
      interests: true,
      role: true,
      avatarUrl: true,
      country: true,
      phoneNumber: true,
      jobTitle: true,
      companyWebsite: true,
      productsToShowcase: true,
      expertiseSummary: true,
      topics: true,
      portfolioUrl: true,
      user: { select: { email: true, createdAt: true } },
    },
  });
}

export async function getBuyerOverview(userId: string) {
  const [orders, lastOrder] = await Promise.all([
    prisma.order.count({ where: { userId, status: "paid" } }),
    prisma.order.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return { orders, lastOrderAt: lastOrder?.createdAt.toISOString() ?? null };
}

/** The expert record linked to an influencer account (Expert.userId), with its demos. */
export async function getInfluencerData(userId: string) {
  const expert = await prisma.expert.findUnique({
    where: { userId },
    select: {
      id: true,
      name: true,
      specialty: true,
      followers: true,
      totalViews: true,
      rating: true,
      _count: { select: { followedBy: true, messages: { where: { readAt: null } } } },
      demos: {
        orderBy: { startsAt: "desc" },
        select: {
          id: true,
          title: true,
          status: true,
          viewers: true,
          startsAt: true,
          durationMinutes: true,
          category: true,
        },
      },
    },
  });
  if (!expert) return null;
  const { _count, ...rest } = expert;
  return {
    ...rest,
    // Seeded audience plus the members who follow the expert here.
    followers: expert.followers + _count.followedBy,
    unreadMessages: _count.messages,
    demos: expert.demos.map((d) => ({ ...d, startsAt: d.startsAt.toISOString() })),
    demoViewers: expert.demos.reduce((sum, d) => sum + d.viewers, 0),
  };
}

/** The brand the account manages (Profile.brandId, set when an admin links the account), with products and experts. */
export async function getBrandData(brandId: string | null) {
  if (!brandId) return null;
  const brand = await prisma.brand.findUnique({
    where: { id: brandId },
    select: {
      id: true,
      name: true,
      website: true,
      hq: true,
      demos: { select: { id: true } },
    },
  });
  if (!brand) return null;
  const [brandProducts, experts] = await Promise.all([
    products({ brandId: brand.id }, 50),
    prisma.expertBrand.findMany({
      where: { brandId: brand.id },
      select: { expert: { select: { id: true, name: true, specialty: true } } },
    }),
  ]);
  return {
    id: brand.id,
    name: brand.name,
    website: brand.website,
    hq: brand.hq,
    demoCount: brand.demos.length,
    products: brandProducts,
    experts: experts.map((e) => e.expert),
  };
}
