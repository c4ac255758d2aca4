// Campaigns (issue 10 #6): invitation → accept/decline → content → completed, through the routes' loaders and
// actions, with e-mails, ownership per role and bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as brandDashboardLoader } from "~/routes/brand-dashboard";
import {
  action as brandCampaignAction,
  loader as brandCampaignLoader,
} from "~/routes/brand-dashboard_.campaigns.$campaignId";
import { action as inviteAction, loader as inviteLoader } from "~/routes/brand-dashboard_.campaigns.new";
import { loader as influencerDashboardLoader } from "~/routes/influencer-dashboard";
import {
  action as expertCampaignAction,
  loader as expertCampaignLoader,
} from "~/routes/influencer-dashboard_.campaigns.$campaignId";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, mailsTo, postForm, toastOf, unique, type Member } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";

const brandIds: string[] = [];
const expertIds: number[] = [];
const demoIds: string[] = [];

async function createBrand() {
  const id = unique("campaign-brand");
  brandIds.push(id);
  await prisma.brand.create({
    data: {
      id,
      name: `Brand ${id}`,
      tagline: "t",
      description: "d",
      logoUrl: "/logo.png",
      bannerUrl: "/banner.png",
      hq: "Basel",
      website: "https://example.com",
      contactEmail: `${id}@example.com`,
    },
  });
  return id;
}

async function createExpert(userId: string | null) {
  const id = 200_000 + Math.floor(Math.random() * 1_000_000_000);
  expertIds.push(id);
  await prisma.expert.create({
    data: {
      id,
      userId,
      name: `Dr. Campaign ${id}`,
      type: "Scientist",
      specialty: "Bioprocess",
      bio: "Made by the campaign tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      position: 999,
    },
  });
  return id;
}

async function createDemo(expertId: number) {
  const id = unique("campaign-demo");
  demoIds.push(id);
  await prisma.demo.create({
    data: {
      id,
      title: `Demo ${id}`,
      creatorName: "Test",
      creatorType: "Influencer",
      expertId,
      category: "bioreactors",
      status: "replay",
      durationMinutes: 30,
      startsAt: new Date("2026-10-01T10:00:00Z"),
      description: "A demo.",
      thumbnailUrl: "/images/demos/demo-1.svg",
    },
  });
  return id;
}

let brandA: string;
let brandB: string;
let brandUserA: Member;
let brandUserB: Member;
let unlinkedBrandUser: Member;
let expertUserX: Member;
let expertUserY: Member;
let buyer: Member;
let expertX: number;
let expertY: number;
let productA: string;
let productB: string;
let demoX: string;
let demoY: string;

beforeAll(async () => {
  [brandA, brandB] = await Promise.all([createBrand(), createBrand()]);
  [brandUserA, brandUserB, unlinkedBrandUser, expertUserX, expertUserY, buyer] = await Promise.all([
    createMember({ role: "brand", brandId: brandA }),
    createMember({ role: "brand", brandId: brandB }),
    createMember({ role: "brand" }),
    createMember({ role: "influencer" }),
    createMember({ role: "influencer" }),
    createMember({ role: "buyer" }),
  ]);
  [expertX, expertY] = await Promise.all([createExpert(expertUserX.id), createExpert(expertUserY.id)]);
  [demoX, demoY] = await Promise.all([createDemo(expertX), createDemo(expertY)]);
  const [pa, pb] = await Promise.all([
    createProduct({ variants: [{ priceInCents: 10_000 }] }),
    createProduct({ variants: [{ priceInCents: 10_000 }] }),
  ]);
  productA = pa.id;
  productB = pb.id;
  await prisma.storeProduct.update({ where: { id: productA }, data: { brandId: brandA } });
  await prisma.storeProduct.update({ where: { id: productB }, data: { brandId: brandB } });
});

afterAll(async () => {
  await prisma.campaign.deleteMany({ where: { brandId: { in: brandIds } } });
  await prisma.demo.deleteMany({ where: { id: { in: demoIds } } });
  await prisma.expert.deleteMany({ where: { id: { in: expertIds } } });
  await deleteCreatedProducts();
  await prisma.profile.updateMany({ where: { brandId: { in: brandIds } }, data: { brandId: null } });
  await prisma.brand.deleteMany({ where: { id: { in: brandIds } } });
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inAMonth = () => new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);

function inviteFields(overrides: Record<string, string> = {}) {
  return {
    expertId: String(expertX),
    title: "Benchtop bioreactor launch",
    brief: "Show the new benchtop bioreactor to process engineers in a 20-minute demo.",
    productIds: productA,
    startsOn: tomorrow(),
    endsOn: inAMonth(),
    compensation: "fee",
    fee: "750.00",
    currency: "usd",
    ...overrides,
  };
}

async function invite(member: Member, overrides: Record<string, string> = {}) {
  const outcome = await call(inviteAction, postForm("/brand-dashboard/campaigns/new", inviteFields(overrides), member));
  const id = outcome.location?.split("/").pop() ?? null;
  return { outcome, id };
}

const brandStep = (member: Member, id: string, fields: Record<string, string>) =>
  call(brandCampaignAction, postForm(`/brand-dashboard/campaigns/${id}`, fields, member), { campaignId: id });
const expertStep = (member: Member, id: string, fields: Record<string, string>) =>
  call(expertCampaignAction, postForm(`/influencer-dashboard/campaigns/${id}`, fields, member), { campaignId: id });
const statusOf = async (id: string) => (await prisma.campaign.findUniqueOrThrow({ where: { id } })).status;

describe("campaign from invitation to completion", () => {
  it("runs Invitation → In Progress → Content Submitted → Completed with e-mails to the other side", async () => {
    const { outcome, id } = await invite(brandUserA);
    expect(outcome.status).toBe(303);
    expect(outcome.location).toMatch(/^\/brand-dashboard\/campaigns\/[a-z0-9]+$/);
    expect((await toastOf(outcome))?.title).toBe("Invitation sent");
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: id! }, include: { products: true } });
    expect(stored).toMatchObject({
      brandId: brandA,
      expertId: expertX,
      status: "invitation",
      compensation: "fee",
      feeCents: 75_000,
      currencyCode: "usd",
      invitedById: brandUserA.id,
    });
    expect(stored.products.map((p) => p.productId)).toEqual([productA]);
    const invitation = (await mailsTo(expertUserX.email)).at(-1);
    expect(invitation?.subject).toContain("Campaign invitation");
    expect(invitation?.text).toContain(`/influencer-dashboard/campaigns/${id}`);
    expect(invitation?.text).toContain("$750.00 fee");

    const page = await call(expertCampaignLoader, getPage(`/influencer-dashboard/campaigns/${id}`, expertUserX), {
      campaignId: id!,
    });
    expect(page.data.campaign.statusLabel).toBe("Invitation");
    expect(page.data.actions).toEqual(["accept", "decline"]);

    expect((await expertStep(expertUserX, id!, { intent: "accept" })).status).toBe(303);
    expect(await statusOf(id!)).toBe("in_progress");
    const brandMail = (await mailsTo(`${brandA}@example.com`)).at(-1);
    expect(brandMail?.subject).toContain("accepted");
    expect((await mailsTo(brandUserA.email)).at(-1)?.subject).toContain("accepted");

    // The same click again (a second tab): refused with the current status, nothing changes.
    const again = await expertStep(expertUserX, id!, { intent: "accept" });
    expect(again.status).toBe(400);
    expect(again.data.errors.form).toBe('This campaign is now "In Progress", so that step is no longer possible.');

    // The brand cannot complete before content arrives.
    const early = await brandStep(brandUserA, id!, { intent: "complete" });
    expect(early.status).toBe(400);
    expect(await statusOf(id!)).toBe("in_progress");

    // Another expert's demo is refused; an own demo is accepted.
    const foreignDemo = await expertStep(expertUserX, id!, { intent: "submit", demoId: demoY });
    expect(foreignDemo.status).toBe(400);
    expect(foreignDemo.data.errors.demoId).toBe("Choose one of your own demos.");
    const badLink = await expertStep(expertUserX, id!, { intent: "submit", url: "http://example.com/post" });
    expect(badLink.data.errors.url).toMatch(/https/);
    expect(await statusOf(id!)).toBe("in_progress");

    const submitted = await expertStep(expertUserX, id!, {
      intent: "submit",
      url: "https://www.linkedin.com/posts/dr-campaign-bioreactor",
      note: "Posted this morning.",
    });
    expect(submitted.status).toBe(303);
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: id! } })).toMatchObject({
      status: "content_submitted",
      contentUrl: "https://www.linkedin.com/posts/dr-campaign-bioreactor",
      contentNote: "Posted this morning.",
    });
    expect((await mailsTo(brandUserA.email)).at(-1)?.text).toContain("linkedin.com/posts/dr-campaign-bioreactor");

    const brandPage = await call(brandCampaignLoader, getPage(`/brand-dashboard/campaigns/${id}`, brandUserA), {
      campaignId: id!,
    });
    expect(brandPage.data.actions).toEqual(["complete"]);
    expect((await brandStep(brandUserA, id!, { intent: "complete" })).status).toBe(303);
    expect(await statusOf(id!)).toBe("completed");
    expect((await mailsTo(expertUserX.email)).at(-1)?.subject).toContain("is completed");
  });

  it("an expert may submit one of their own demos", async () => {
    const { id } = await invite(brandUserA, { compensation: "free_sample", fee: "", currency: "" });
    await expertStep(expertUserX, id!, { intent: "accept" });
    expect((await expertStep(expertUserX, id!, { intent: "submit", demoId: demoX })).status).toBe(303);
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: id! } });
    expect(row).toMatchObject({
      status: "content_submitted",
      contentDemoId: demoX,
      feeCents: null,
      currencyCode: null,
    });
  });

  it("declining stores the reason and tells the brand; withdrawing is only for open invitations", async () => {
    const declined = await invite(brandUserA);
    expect((await expertStep(expertUserX, declined.id!, { intent: "decline", reason: "Fully booked." })).status).toBe(
      303,
    );
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: declined.id! } })).toMatchObject({
      status: "declined",
      declineReason: "Fully booked.",
    });
    expect((await mailsTo(brandUserA.email)).at(-1)?.text).toContain("Fully booked.");
    expect((await brandStep(brandUserA, declined.id!, { intent: "withdraw" })).status).toBe(400);

    const withdrawn = await invite(brandUserA);
    expect((await brandStep(brandUserA, withdrawn.id!, { intent: "withdraw" })).status).toBe(303);
    expect(await statusOf(withdrawn.id!)).toBe("withdrawn");
    expect((await mailsTo(expertUserX.email)).at(-1)?.subject).toContain("withdrew");
    const late = await expertStep(expertUserX, withdrawn.id!, { intent: "accept" });
    expect(late.status).toBe(400);
    expect(await statusOf(withdrawn.id!)).toBe("withdrawn");
  });
});

describe("bad input", () => {
  it("shows messages next to the fields and stores nothing", async () => {
    const before = await prisma.campaign.count({ where: { brandId: brandA } });
    const { outcome } = await invite(brandUserA, { title: "", endsOn: "not a date", fee: "abc" });
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors).toMatchObject({ title: expect.any(String), endsOn: expect.any(String) });
    expect(outcome.data.values.fee).toBe("abc");

    const foreignProduct = await invite(brandUserA, { productIds: productB });
    expect(foreignProduct.outcome.status).toBe(400);
    expect(foreignProduct.outcome.data.errors.productIds).toMatch(/your own brand/);

    const unknownExpert = await invite(brandUserA, { expertId: "999999999" });
    expect(unknownExpert.outcome.data.errors.expertId).toBe("Choose one of the listed experts.");

    const unknownCurrency = await invite(brandUserA, { currency: "zzz" });
    expect(unknownCurrency.outcome.data.errors.currency).toBeDefined();

    expect(await prisma.campaign.count({ where: { brandId: brandA } })).toBe(before);
  });

  it("refuses an intent of the other side or none", async () => {
    const { id } = await invite(brandUserA);
    expect((await brandStep(brandUserA, id!, { intent: "accept" })).status).toBe(400);
    expect((await expertStep(expertUserX, id!, { intent: "complete" })).status).toBe(400);
    expect((await expertStep(expertUserX, id!, {})).status).toBe(400);
    expect(await statusOf(id!)).toBe("invitation");
  });
});

describe("ownership", () => {
  let id: string;
  beforeAll(async () => {
    id = (await invite(brandUserA)).id!;
  });

  it("another brand, another expert and unlinked accounts get 404 for the campaign", async () => {
    const params = { campaignId: id };
    expect(
      (await call(brandCampaignLoader, getPage(`/brand-dashboard/campaigns/${id}`, brandUserB), params)).status,
    ).toBe(404);
    expect(
      (await call(brandCampaignLoader, getPage(`/brand-dashboard/campaigns/${id}`, unlinkedBrandUser), params)).status,
    ).toBe(404);
    expect((await brandStep(brandUserB, id, { intent: "withdraw" })).status).toBe(404);
    expect(
      (await call(expertCampaignLoader, getPage(`/influencer-dashboard/campaigns/${id}`, expertUserY), params)).status,
    ).toBe(404);
    expect((await expertStep(expertUserY, id, { intent: "accept" })).status).toBe(404);
    expect((await expertStep(expertUserY, id, { intent: "decline" })).status).toBe(404);
    expect(await statusOf(id)).toBe("invitation");
    expect(
      (await call(brandCampaignLoader, getPage(`/brand-dashboard/campaigns/nope`, brandUserA), { campaignId: "nope" }))
        .status,
    ).toBe(404);
  });

  it("other roles are sent away", async () => {
    const outcome = await call(brandCampaignLoader, getPage(`/brand-dashboard/campaigns/${id}`, buyer), {
      campaignId: id,
    });
    expect(outcome.status).toBe(303);
    expect((await expertStep(buyer, id, { intent: "accept" })).status).toBe(303);
    expect(
      (await call(inviteAction, postForm("/brand-dashboard/campaigns/new", inviteFields(), expertUserX))).status,
    ).toBe(303);
  });

  it("each dashboard lists only its own campaigns", async () => {
    const otherBrand = await invite(brandUserB, { productIds: productB, expertId: String(expertY) });
    const brandList = await call(brandDashboardLoader, getPage("/brand-dashboard?tab=collaborations", brandUserA));
    const brandIdsListed = brandList.data.campaigns.items.map((c: { id: string }) => c.id);
    expect(brandIdsListed).toContain(id);
    expect(brandIdsListed).not.toContain(otherBrand.id);
    expect(
      brandList.data.campaigns.items.every((c: { expertName: string }) => c.expertName === `Dr. Campaign ${expertX}`),
    ).toBe(true);

    const expertList = await call(
      influencerDashboardLoader,
      getPage("/influencer-dashboard?tab=campaigns", expertUserY),
    );
    expect(expertList.data.campaigns.items.map((c: { id: string }) => c.id)).toEqual([otherBrand.id]);
    expect(expertList.data.campaigns.items[0].statusLabel).toBe("Invitation");
  });

  it("the invite form offers only the brand's own products and experts with accounts", async () => {
    const form = await call(inviteLoader, getPage("/brand-dashboard/campaigns/new", brandUserA));
    const productIds = form.data.options.products.map((p: { id: string }) => p.id);
    expect(productIds).toContain(productA);
    expect(productIds).not.toContain(productB);
    expect(form.data.options.experts.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([expertX, expertY]),
    );
    const unlinked = await call(inviteLoader, getPage("/brand-dashboard/campaigns/new", unlinkedBrandUser));
    expect(unlinked.data.options).toBeNull();
  });
});
