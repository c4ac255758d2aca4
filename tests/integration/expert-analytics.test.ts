// Integration: the expert's analytics come from what happened (reminders, follows, messages, live chat and
// presence on their own demos), per UTC day over 7/30/90 days; only the expert's own figures; other roles are
// kept off the dashboard.
import { afterAll, describe, expect, it } from "vitest";
import { expertAnalytics } from "~/modules/experts/expert-analytics.server";
import { loader as dashboardLoader } from "~/routes/influencer-dashboard";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, unique } from "./people.support";

const madeExperts: number[] = [];
afterAll(async () => {
  await prisma.demo.deleteMany({ where: { expertId: { in: madeExperts } } });
  await prisma.expert.deleteMany({ where: { id: { in: madeExperts } } });
});

async function makeExpert(followers = 100) {
  const member = await createMember({ role: "influencer" });
  const id = 400_000 + Math.floor(Math.random() * 1_000_000_000);
  madeExperts.push(id);
  await prisma.expert.create({
    data: {
      id,
      userId: member.id,
      name: `Dr. Figures ${id}`,
      type: "Scientist",
      specialty: "Analytics",
      bio: "Made by the analytics tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      followers,
      position: 999,
    },
  });
  return { ...member, expertId: id };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("expert analytics", () => {
  it("counts reminders, follows, messages, chat and live viewers of the expert's own demos per day", async () => {
    const expert = await makeExpert(100);
    const other = await makeExpert(5);
    const demoId = unique("analytics-demo");
    await prisma.demo.create({
      data: {
        id: demoId,
        title: "Figures demo",
        creatorName: "Dr. Figures",
        creatorType: "Influencer",
        expertId: expert.expertId,
        category: "analytics",
        status: "replay",
        durationMinutes: 30,
        startsAt: daysAgo(2),
        description: "For the analytics tests.",
        thumbnailUrl: "/images/demos/expert-demo.svg",
        peakViewers: 2,
      },
    });
    const fans = await Promise.all([1, 2, 3].map(() => createMember()));
    await prisma.demoReminder.createMany({
      data: [
        { userId: fans[0]!.id, demoId, createdAt: daysAgo(3) },
        { userId: fans[1]!.id, demoId, createdAt: daysAgo(3) },
        { userId: fans[2]!.id, demoId, createdAt: daysAgo(40) },
      ],
    });
    await prisma.expertFollow.createMany({
      data: [
        { userId: fans[0]!.id, expertId: expert.expertId, createdAt: daysAgo(1) },
        { userId: fans[1]!.id, expertId: expert.expertId, createdAt: daysAgo(20) },
        { userId: fans[2]!.id, expertId: other.expertId, createdAt: daysAgo(1) },
      ],
    });
    await prisma.expertMessage.create({
      data: {
        expertId: expert.expertId,
        senderId: fans[0]!.id,
        subject: "Hi",
        body: "A question",
        createdAt: daysAgo(1),
      },
    });
    await prisma.liveChatMessage.createMany({
      data: [
        { demoId, userId: fans[0]!.id, authorName: "A", body: "hello", createdAt: daysAgo(2) },
        { demoId, userId: fans[1]!.id, authorName: "B", body: "hidden", createdAt: daysAgo(2), hiddenAt: new Date() },
      ],
    });
    await prisma.livePresence.createMany({
      data: fans.map((f) => ({ demoId, userId: f.id, lastSeenAt: daysAgo(2) })),
    });

    // A quote asked from the demo, and a paid order at its price; another quote's order is still unpaid.
    const variant = await prisma.variant.findFirstOrThrow({
      where: { product: { status: "active", deletedAt: null } },
      select: { id: true, productId: true },
    });
    const quotes = await Promise.all(
      [0, 1].map((i) =>
        prisma.quoteRequest.create({
          data: { buyerId: fans[i]!.id, productId: variant.productId, variantId: variant.id, quantity: 1, demoId },
          select: { id: true },
        }),
      ),
    );
    for (const [i, status] of [
      [0, "paid"],
      [1, "pending"],
    ] as const) {
      await prisma.order.create({
        data: {
          idempotencyKey: unique("analytics-order"),
          status,
          paidAt: status === "paid" ? daysAgo(1) : null,
          currencyCode: "USD",
          totalCents: 1000,
          lines: {
            create: {
              quoteId: quotes[i]!.id,
              productTitle: "P",
              variantTitle: "V",
              unitPriceCents: 1000,
              quantity: 1,
            },
          },
        },
      });
    }

    const week = (await expertAnalytics(expert.id, 7))!;
    expect(week.days).toHaveLength(7);
    expect(week.totals).toEqual({
      reminders: 2,
      newFollowers: 1,
      followers: 102,
      messages: 1,
      chatMessages: 1,
      quoteRequests: 2,
      orders: 1,
      // Nothing came through the expert's links here (tests/integration/expert-attribution.test.ts covers those).
      attributedQuotes: 0,
      attributedOrders: 0,
      replayViews: 0,
    });
    expect(week.reminders[3]).toBe(2); // three days ago, the fourth of seven days
    expect(week.followers[week.followers.length - 1]).toBe(102);
    expect(week.followers[0]).toBe(101);
    expect(week.demos).toEqual([
      expect.objectContaining({ id: demoId, reminders: 3, peakViewers: 2, totalViewers: 3, chatMessages: 1 }),
    ]);

    const quarter = (await expertAnalytics(expert.id, 90))!;
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.reminders).toBe(3);
    expect(quarter.totals.newFollowers).toBe(2);
    expect(quarter.followers[0]).toBe(100);

    // The other expert sees only their own.
    const theirs = (await expertAnalytics(other.id, 30))!;
    expect(theirs.totals).toEqual({
      reminders: 0,
      newFollowers: 1,
      followers: 6,
      messages: 0,
      chatMessages: 0,
      quoteRequests: 0,
      orders: 0,
      attributedQuotes: 0,
      attributedOrders: 0,
      replayViews: 0,
    });
    expect(theirs.demos).toEqual([]);
  });

  it("is on the dashboard's Analytics tab with the period from the URL; other roles are sent away", async () => {
    const expert = await makeExpert();
    const page = await call(dashboardLoader, getPage("/influencer-dashboard?tab=analytics&days=90", expert));
    expect(page.data.analytics.period).toBe(90);
    const fallback = await call(dashboardLoader, getPage("/influencer-dashboard?tab=analytics&days=12", expert));
    expect(fallback.data.analytics.period).toBe(30);
    for (const role of ["buyer", "brand", "admin"] as const) {
      const other = await createMember({ role });
      const out = await call(dashboardLoader, getPage("/influencer-dashboard?tab=analytics", other));
      expect(out.status).toBe(303);
      expect(out.location).toBe("/");
    }
    const unlinked = await createMember({ role: "influencer" });
    expect(await expertAnalytics(unlinked.id, 7)).toBeNull();
  });
});
