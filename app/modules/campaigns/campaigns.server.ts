// Campaigns (influencer collaborations, issue 10 #6, ADR 021): a brand invites an expert; the expert accepts or
// declines, then submits content; the brand completes it (or withdraws an unanswered invitation). Ownership is in
// every query: a brand reads and moves only its own campaigns, an expert only the ones addressed to them; anything
// else is "not found". Status changes are conditional updates (WHERE status = <from>), so two clicks or two tabs
// cannot both move a campaign, and e-mails go out after the change is stored.
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import {
  CAMPAIGN_STATUS_LABEL,
  CAMPAIGN_TRANSITIONS,
  refusalMessage,
  type CampaignAction,
  type CampaignStatus,
  type InviteInput,
  type SubmitContentInput,
} from "./campaigns";

export class CampaignError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The campaign does not exist or is not the actor's: the route answers 404. */
export class CampaignNotFound extends Error {
  constructor() {
    super("Campaign not found");
  }
}

export const CAMPAIGN_PAGE_SIZE = 20;

/** Whose campaigns: a brand (the account's linked brand) or an expert (the expert page linked to the account). */
export type CampaignOwner = { kind: "brand"; brandId: string } | { kind: "expert"; userId: string };

function ownerWhere(owner: CampaignOwner) {
  return owner.kind === "brand" ? { brandId: owner.brandId } : { expert: { userId: owner.userId } };
}

const campaignSelect = {
  id: true,
  title: true,
  brief: true,
  status: true,
  startsOn: true,
  endsOn: true,
  compensation: true,
  feeCents: true,
  currency: { select: { code: true, symbol: true, template: true } },
  declineReason: true,
  contentUrl: true,
  contentNote: true,
  contentDemo: { select: { id: true, title: true } },
  createdAt: true,
  respondedAt: true,
  submittedAt: true,
  completedAt: true,
  withdrawnAt: true,
  brand: { select: { id: true, name: true } },
  expert: { select: { id: true, name: true, specialty: true } },
  products: { select: { product: { select: { id: true, title: true } } }, orderBy: { productId: "asc" } },
} as const;

type CampaignRow = Awaited<ReturnType<typeof findCampaign>>;

function findCampaign(owner: CampaignOwner, id: string) {
  return prisma.campaign.findFirst({ where: { id, ...ownerWhere(owner) }, select: campaignSelect });
}

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export function compensationText(row: {
  compensation: "fee" | "free_sample";
  feeCents: number | null;
  currency: { code: string; symbol: string; template: string } | null;
}): string {
  return row.compensation === "fee" && row.feeCents !== null
    ? `${formatMoney(row.feeCents, row.currency)} fee`
    : "Free product sample";
}

function toView(row: NonNullable<CampaignRow>) {
  return {
    id: row.id,
    title: row.title,
    brief: row.brief,
    status: row.status as CampaignStatus,
    statusLabel: CAMPAIGN_STATUS_LABEL[row.status as CampaignStatus],
    startsOn: dateOnly(row.startsOn),
    endsOn: dateOnly(row.endsOn),
    compensation: compensationText(row),
    declineReason: row.declineReason,
    content: row.contentDemo
      ? { kind: "demo" as const, demoId: row.contentDemo.id, title: row.contentDemo.title }
      : row.contentUrl
        ? { kind: "link" as const, url: row.contentUrl }
        : null,
    contentNote: row.contentNote,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    brand: row.brand,
    expert: row.expert,
    products: row.products.map((p) => p.product),
  };
}
export type CampaignView = ReturnType<typeof toView>;

export async function getCampaign(owner: CampaignOwner, id: string): Promise<CampaignView | null> {
  const row = await findCampaign(owner, id);
  return row ? toView(row) : null;
}

/** One page of the owner's campaigns, newest first (offset paging; one extra row tells whether more follow). */
export async function listCampaigns(owner: CampaignOwner, page: number) {
  const current = Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
  const rows = await prisma.campaign.findMany({
    where: ownerWhere(owner),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * CAMPAIGN_PAGE_SIZE,
    take: CAMPAIGN_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      status: true,
      startsOn: true,
      endsOn: true,
      compensation: true,
      feeCents: true,
      currency: { select: { code: true, symbol: true, template: true } },
      brand: { select: { name: true } },
      expert: { select: { name: true } },
    },
  });
  return {
    page: current,
    hasNext: rows.length > CAMPAIGN_PAGE_SIZE,
    items: rows.slice(0, CAMPAIGN_PAGE_SIZE).map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status as CampaignStatus,
      statusLabel: CAMPAIGN_STATUS_LABEL[row.status as CampaignStatus],
      startsOn: dateOnly(row.startsOn),
      endsOn: dateOnly(row.endsOn),
      compensation: compensationText(row),
      brandName: row.brand.name,
      expertName: row.expert.name,
    })),
  };
}
export type CampaignList = Awaited<ReturnType<typeof listCampaigns>>;

// ---------------------------------------------------------------------------------------------------------
// The invitation form's choices

export const MAX_PICKER_OPTIONS = 200;

/** What the invite form offers: experts with an approved account (only they can answer), the brand's listed
 * products, the currencies. Bounded lists. */
export async function inviteFormOptions(brandId: string) {
  const [experts, products, currencies] = await Promise.all([
    prisma.expert.findMany({
      where: { user: { profile: { status: "approved" } } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: MAX_PICKER_OPTIONS,
      select: { id: true, name: true, specialty: true },
    }),
    prisma.storeProduct.findMany({
      where: { brandId, status: "active", deletedAt: null },
      orderBy: [{ title: "asc" }, { id: "asc" }],
      take: MAX_PICKER_OPTIONS,
      select: { id: true, title: true },
    }),
    prisma.currency.findMany({ orderBy: { code: "asc" }, select: { code: true } }),
  ]);
  return { experts, products, currencies: currencies.map((c) => c.code) };
}

// ---------------------------------------------------------------------------------------------------------
// Invitation

async function brandRecipients(brandId: string): Promise<string[]> {
  const brand = await prisma.brand.findUnique({
    where: { id: brandId },
    select: {
      contactEmail: true,
      profiles: { where: { status: "approved", role: "brand" }, select: { user: { select: { email: true } } } },
    },
  });
  if (!brand) return [];
  return [...new Set([brand.contactEmail, ...brand.profiles.map((p) => p.user.email)].filter(Boolean))];
}

async function expertRecipient(expertId: number): Promise<string | null> {
  const expert = await prisma.expert.findUnique({
    where: { id: expertId },
    select: { user: { select: { email: true } } },
  });
  return expert?.user?.email ?? null;
}

/** Creates the invitation (status Invitation) and e-mails the expert. Throws CampaignError for a bad choice. */
export async function inviteExpert(
  actor: { userId: string; brandId: string },
  input: InviteInput,
  origin: string,
): Promise<{ id: string }> {
  const created = await prisma.$transaction(async (tx) => {
    const expert = await tx.expert.findFirst({
      where: { id: input.expertId, user: { profile: { status: "approved" } } },
      select: { id: true, name: true, user: { select: { email: true } } },
    });
    if (!expert) throw new CampaignError("Choose one of the listed experts.", "expertId");
    const products = await tx.storeProduct.findMany({
      where: { id: { in: input.productIds }, brandId: actor.brandId, status: "active", deletedAt: null },
      select: { id: true, title: true },
    });
    if (products.length !== input.productIds.length)
      throw new CampaignError("Choose products of your own brand that are listed in the store.", "productIds");
    if (input.currencyCode && !(await tx.currency.findUnique({ where: { code: input.currencyCode } })))
      throw new CampaignError("Choose the fee's currency.", "currency");
    const campaign = await tx.campaign.create({
      data: {
        brandId: actor.brandId,
        expertId: expert.id,
        invitedById: actor.userId,
        title: input.title,
        brief: input.brief,
        startsOn: new Date(`${input.startsOn}T00:00:00Z`),
        endsOn: new Date(`${input.endsOn}T00:00:00Z`),
        compensation: input.compensation,
        feeCents: input.feeCents,
        currencyCode: input.currencyCode,
        products: { create: products.map((p) => ({ productId: p.id })) },
      },
      select: campaignSelect,
    });
    return campaign;
  });
  const view = toView(created);
  const to = await expertRecipient(created.expert.id);
  if (to) {
    await sendEmail({
      to,
      ...composeEmail(`Campaign invitation from ${view.brand.name}: ${view.title}`, "You are invited to a campaign", [
        `${view.brand.name} invites you to "${view.title}".`,
        `Products: ${view.products.map((p) => p.title).join(", ")}.`,
        `Dates: ${view.startsOn} to ${view.endsOn}. Compensation: ${view.compensation}.`,
        `Brief: ${view.brief}`,
        `Accept or decline it in your dashboard: ${origin}/influencer-dashboard/campaigns/${view.id}`,
      ]),
    });
  }
  return { id: created.id };
}

// ---------------------------------------------------------------------------------------------------------
// Status changes

type ActInput =
  | { action: "accept" | "complete" | "withdraw" }
  | { action: "decline"; reason: string }
  | { action: "submit"; content: SubmitContentInput };

/**
 * Moves the owner's campaign along one allowed transition. Throws CampaignNotFound (not the owner's, or no such
 * campaign), CampaignError (the campaign is no longer in the step's starting status; a demo that is not the
 * expert's). The other side is e-mailed afterwards.
 */
export async function actOnCampaign(owner: CampaignOwner, campaignId: string, input: ActInput, origin: string) {
  const transition = CAMPAIGN_TRANSITIONS[input.action];
  if (transition.actor !== owner.kind) throw new CampaignNotFound();
  const now = new Date();
  const data: Record<string, unknown> = { status: transition.to };
  if (input.action === "accept") data.respondedAt = now;
  if (input.action === "decline") Object.assign(data, { respondedAt: now, declineReason: input.reason || null });
  if (input.action === "complete") data.completedAt = now;
  if (input.action === "withdraw") data.withdrawnAt = now;

  await prisma.$transaction(async (tx) => {
    if (input.action === "submit") {
      const { demoId, url, note } = input.content;
      if (demoId) {
        const demo = await tx.demo.findFirst({
          where: { id: demoId, expert: { userId: owner.kind === "expert" ? owner.userId : "" } },
          select: { id: true },
        });
        if (!demo) throw new CampaignError("Choose one of your own demos.", "demoId");
      }
      Object.assign(data, {
        submittedAt: now,
        contentDemoId: demoId || null,
        contentUrl: url || null,
        contentNote: note || null,
      });
    }
    const moved = await tx.campaign.updateMany({
      where: { id: campaignId, status: transition.from, ...ownerWhere(owner) },
      data,
    });
    if (moved.count === 1) return;
    const current = await tx.campaign.findFirst({
      where: { id: campaignId, ...ownerWhere(owner) },
      select: { status: true },
    });
    if (!current) throw new CampaignNotFound();
    throw new CampaignError(refusalMessage(current.status as CampaignStatus));
  });

  const row = await findCampaign(owner, campaignId);
  if (row) await notify(input.action, toView(row), origin);
}

async function notify(action: CampaignAction, campaign: CampaignView, origin: string) {
  const brandLink = `${origin}/brand-dashboard/campaigns/${campaign.id}`;
  const expertLink = `${origin}/influencer-dashboard/campaigns/${campaign.id}`;
  const toBrand = async (subject: string, title: string, paragraphs: string[]) => {
    const recipients = await brandRecipients(campaign.brand.id);
    const email = composeEmail(subject, title, [...paragraphs, `See the campaign: ${brandLink}`]);
    await Promise.all(recipients.map((to) => sendEmail({ to, ...email })));
  };
  const toExpert = async (subject: string, title: string, paragraphs: string[]) => {
    const to = await expertRecipient(campaign.expert.id);
    if (to)
      await sendEmail({ to, ...composeEmail(subject, title, [...paragraphs, `See the campaign: ${expertLink}`]) });
  };
  const name = campaign.expert.name;
  switch (action) {
    case "accept":
      return toBrand(`${name} accepted "${campaign.title}"`, "Invitation accepted", [
        `${name} accepted your invitation to "${campaign.title}". The campaign is now In Progress (${campaign.startsOn} to ${campaign.endsOn}).`,
      ]);
    case "decline":
      return toBrand(`${name} declined "${campaign.title}"`, "Invitation declined", [
        `${name} declined your invitation to "${campaign.title}".`,
        campaign.declineReason ? `Their reason: ${campaign.declineReason}` : "They gave no reason.",
      ]);
    case "submit":
      return toBrand(`${name} submitted content for "${campaign.title}"`, "Content submitted", [
        campaign.content?.kind === "demo"
          ? `${name} submitted the demo "${campaign.content.title}": ${origin}/demo/${encodeURIComponent(campaign.content.demoId)}`
          : `${name} submitted a post: ${campaign.content?.kind === "link" ? campaign.content.url : ""}`,
        ...(campaign.contentNote ? [`Their note: ${campaign.contentNote}`] : []),
        "Review it and mark the campaign Completed.",
      ]);
    case "complete":
      return toExpert(`"${campaign.title}" is completed`, "Campaign completed", [
        `${campaign.brand.name} marked "${campaign.title}" as Completed. Thank you for your content.`,
      ]);
    case "withdraw":
      return toExpert(`${campaign.brand.name} withdrew "${campaign.title}"`, "Invitation withdrawn", [
        `${campaign.brand.name} withdrew its invitation to "${campaign.title}". Nothing more is needed from you.`,
      ]);
  }
}

/** The expert's demos, for the content form (newest first, bounded). */
export async function expertDemoOptions(userId: string) {
  return prisma.demo.findMany({
    where: { expert: { userId } },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    take: MAX_PICKER_OPTIONS,
    select: { id: true, title: true },
  });
}
