// Live demos: the /demo list (filtered by category tab) and a demo's own page.
import { prisma } from "~/utils/db.server";
import type { DemoCardData } from "./demos";
import { productCardSelect, toProductCard, visibleProductWhere } from "~/modules/home/showcase-products.server";
import { describeDemoTime, formatDateTime, type DemoCategory } from "./demos";

export const demoCardSelect = {
  id: true,
  title: true,
  creatorName: true,
  creatorType: true,
  category: true,
  status: true,
  viewers: true,
  durationMinutes: true,
  thumbnailUrl: true,
  startsAt: true,
} as const;

export type SelectedDemo = {
  id: string;
  title: string;
  creatorName: string;
  creatorType: string;
  category: string;
  status: DemoCardData["status"];
  viewers: number;
  durationMinutes: number;
  thumbnailUrl: string;
  startsAt: Date;
};

/** Card data with the time already written in the visitor's zone (UTC when unknown). */
export function toDemoCard(demo: SelectedDemo, timeZone: string | null): DemoCardData {
  return {
    ...demo,
    startsAt: demo.startsAt.toISOString(),
    timeText: describeDemoTime(demo.status, demo.startsAt, timeZone),
  };
}

/** Demos of one category tab ("all" = every demo): live first, then upcoming, then replays, by position. */
export async function listDemos(category: DemoCategory, timeZone: string | null): Promise<DemoCardData[]> {
  const demos = await prisma.demo.findMany({
    // Replays an admin hid (issue 11) are left out everywhere.
    where: { status: { not: "cancelled" }, replayHiddenAt: null, ...(category === "all" ? {} : { category }) },
    select: demoCardSelect,
    orderBy: [{ status: "asc" }, { position: "asc" }, { startsAt: "asc" }],
  });
  return demos.map((d) => toDemoCard(d, timeZone));
}

/**
 * A demo's own page: embed, host, related products and what the viewer did with it; null for an unknown id.
 * The live stream is only given to signed-in (approved, verified) members: Join Now's rule applies to the page too.
 */
export async function getDemoPage(id: string, timeZone: string | null, userId: string | null = null) {
  const demo = await prisma.demo.findUnique({
    where: { id },
    select: {
      ...demoCardSelect,
      description: true,
      rating: true,
      streamUrl: true,
      replayUrl: true,
      expert: { select: { id: true, name: true, type: true, specialty: true, avatarUrl: true } },
      brand: { select: { id: true, name: true, tagline: true, logoUrl: true } },
      products: {
        where: { product: visibleProductWhere },
        select: { product: { select: productCardSelect } },
        orderBy: { product: { sortOrder: "asc" } },
      },
      savedBy: { where: { userId: userId ?? "" }, select: { demoId: true } },
      reminders: { where: { userId: userId ?? "" }, select: { sentAt: true } },
      replayHiddenAt: true,
    },
  });
  // A replay an admin hid (issue 11) has no public page.
  if (!demo || demo.replayHiddenAt) return null;
  const {
    products,
    expert,
    brand,
    streamUrl,
    replayUrl,
    description,
    rating,
    savedBy,
    reminders,
    replayHiddenAt: _hidden,
    ...card
  } = demo;
  const signedIn = userId !== null;
  return {
    demo: { ...toDemoCard(card, timeZone), saved: signedIn && savedBy.length > 0 },
    description,
    rating,
    startsAtText: formatDateTime(card.startsAt, timeZone),
    /** What to embed: the live stream while live (members only), the recording for a replay, nothing before it starts. */
    embedUrl: card.status === "live" ? (signedIn ? streamUrl : null) : card.status === "replay" ? replayUrl : null,
    /** A live demo the visitor may not watch until they log in. */
    liveLocked: card.status === "live" && !signedIn,
    viewer: { signedIn, reminded: signedIn && reminders.length > 0 },
    expert,
    brand,
    products: products.map((p) => toProductCard(p.product)),
  };
}

export type DemoPageData = NonNullable<Awaited<ReturnType<typeof getDemoPage>>>;
