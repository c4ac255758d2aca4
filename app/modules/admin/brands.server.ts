// Admin › Manage Brands & Influencers: brand pages and expert pages (create, edit, logo / banner / photo through the
// storage module), the accounts linked to them, and suspending an account (its sessions end at once).
// Every write is audited in the transaction that makes it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { Prisma } from "~/generated/prisma/client";
import type { SessionUser } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";
import { writeAudit } from "./audit.server";
import {
  accountActionSchema,
  accountFormKey,
  brandFormSchema,
  brandSlug,
  BRANDS_PAGE_SIZE,
  DEFAULT_BRAND_BANNER,
  DEFAULT_BRAND_LOGO,
  DEFAULT_EXPERT_AVATAR,
  expertFormSchema,
  readBrandsView,
  type AccountActionInput,
  type BrandFormValues,
  type ExpertFormValues,
} from "./brands";
import { readPage } from "./community";
import { backToSection, failed, sectionFormError } from "./section-forms.server";
import { deleteUnusedImages, ownImage, readSectionForm, storeImages } from "./uploads.server";

const accountSelect = {
  id: true,
  email: true,
  suspendedAt: true,
  suspensionReason: true,
  profile: { select: { fullName: true, role: true, status: true } },
} as const;

type AccountRow = Prisma.UserGetPayload<{ select: typeof accountSelect }>;

function toAccount(u: AccountRow) {
  return {
    id: u.id,
    email: u.email,
    fullName: u.profile?.fullName ?? u.email,
    role: u.profile?.role ?? null,
    suspended: u.suspendedAt !== null,
    suspensionReason: u.suspensionReason,
  };
}

async function brandsPage(page: number) {
  const rows = await prisma.brand.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    skip: (page - 1) * BRANDS_PAGE_SIZE,
    take: BRANDS_PAGE_SIZE + 1,
    select: { id: true, name: true, tagline: true, logoUrl: true, _count: { select: { profiles: true } } },
  });
  return {
    hasNext: rows.length > BRANDS_PAGE_SIZE,
    rows: rows.slice(0, BRANDS_PAGE_SIZE).map((b) => ({ ...b, accounts: b._count.profiles })),
  };
}

async function expertsPage(page: number) {
  const rows = await prisma.expert.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    skip: (page - 1) * BRANDS_PAGE_SIZE,
    take: BRANDS_PAGE_SIZE + 1,
    select: { id: true, name: true, specialty: true, avatarUrl: true, user: { select: { email: true } } },
  });
  return {
    hasNext: rows.length > BRANDS_PAGE_SIZE,
    rows: rows.slice(0, BRANDS_PAGE_SIZE).map((e) => ({ ...e, linkedEmail: e.user?.email ?? null })),
  };
}

/** Brand and expert accounts (or any account matching `q`), suspended ones first. */
async function accountsPage(page: number, q: string) {
  const where: Prisma.UserWhereInput = q
    ? {
        OR: [
          { email: { contains: q, mode: "insensitive" } },
          { profile: { fullName: { contains: q, mode: "insensitive" } } },
        ],
      }
    : { profile: { role: { in: ["brand", "influencer"] } } };
  const rows = await prisma.user.findMany({
    where,
    orderBy: [{ suspendedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * BRANDS_PAGE_SIZE,
    take: BRANDS_PAGE_SIZE + 1,
    select: accountSelect,
  });
  return { hasNext: rows.length > BRANDS_PAGE_SIZE, rows: rows.slice(0, BRANDS_PAGE_SIZE).map(toAccount) };
}

async function brandForm(id: string) {
  const brand = await prisma.brand.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      tagline: true,
      description: true,
      hq: true,
      website: true,
      contactEmail: true,
      founded: true,
      logoUrl: true,
      bannerUrl: true,
      profiles: { select: { user: { select: accountSelect } }, orderBy: { createdAt: "asc" }, take: 50 },
    },
  });
  if (!brand) return null;
  const { profiles, founded, ...values } = brand;
  return {
    id: brand.id,
    name: brand.name,
    values: { ...values, founded: founded === null ? "" : String(founded) },
    accounts: profiles.map((p) => toAccount(p.user)),
  };
}

async function expertForm(id: number) {
  const expert = await prisma.expert.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      type: true,
      specialty: true,
      bio: true,
      location: true,
      company: true,
      tags: true,
      avatarUrl: true,
      user: { select: accountSelect },
    },
  });
  if (!expert) return null;
  const { user, tags, id: expertId, ...values } = expert;
  return {
    id: expertId,
    name: expert.name,
    values: { ...values, tags: tags.join(", ") },
    account: user ? toAccount(user) : null,
  };
}

/** Everything Manage Brands & Influencers shows for one URL. */
export async function getBrandsSection(url: URL) {
  const params = url.searchParams;
  const view = readBrandsView(params.get("view"));
  const page = readPage(params.get("page"));
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const brandParam = params.get("brand")?.slice(0, 80) ?? null;
  const expertParam = params.get("expert")?.slice(0, 20) ?? null;
  const expertId = expertParam && /^\d+$/.test(expertParam) ? Number(expertParam) : null;
  const [list, brand, expert] = await Promise.all([
    view === "brands" ? brandsPage(page) : view === "experts" ? expertsPage(page) : accountsPage(page, q),
    brandParam && brandParam !== "new" ? brandForm(brandParam) : null,
    expertId !== null ? expertForm(expertId) : null,
  ]);
  return {
    view,
    page,
    q,
    brands: view === "brands" ? (list as Awaited<ReturnType<typeof brandsPage>>) : null,
    experts: view === "experts" ? (list as Awaited<ReturnType<typeof expertsPage>>) : null,
    accounts: view === "accounts" ? (list as Awaited<ReturnType<typeof accountsPage>>) : null,
    creatingBrand: brandParam === "new",
    brand,
    creatingExpert: expertParam === "new",
    expert,
    missing: Boolean((brandParam && brandParam !== "new" && !brand) || (expertId !== null && !expert)),
  };
}

export type BrandsSectionData = Awaited<ReturnType<typeof getBrandsSection>>;

// ── Writes ──

type Refusal = { ok: false; fieldErrors?: Record<string, string[]>; message?: string };
type Done = { ok: true; id: string; created?: boolean; title: string; description: string };

async function uniqueBrandId(name: string) {
  const base = brandSlug(name);
  const taken = new Set(
    (await prisma.brand.findMany({ where: { id: { startsWith: base } }, select: { id: true }, take: 1000 })).map(
      (b) => b.id,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function saveBrand(
  actorId: string,
  id: string | null,
  values: BrandFormValues,
  images: Record<string, string>,
): Promise<Done | Refusal> {
  const data = {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    hq: values.hq,
    website: values.website,
    contactEmail: values.contactEmail,
    founded: values.founded,
    logoUrl: images.logo ?? ownImage(values.logoUrl, DEFAULT_BRAND_LOGO),
    bannerUrl: images.banner ?? ownImage(values.bannerUrl, DEFAULT_BRAND_BANNER),
  };
  if (id === null) {
    const newId = await uniqueBrandId(values.name);
    const position = (await prisma.brand.aggregate({ _max: { position: true } }))._max.position ?? 0;
    await prisma.$transaction(async (tx) => {
      await tx.brand.create({ data: { id: newId, ...data, position: position + 1 }, select: { id: true } });
      await writeAudit(tx, actorId, "brand.create", newId, { name: data.name });
    });
    return {
      ok: true,
      id: newId,
      created: true,
      title: "Brand created",
      description: `${data.name} has a brand page.`,
    };
  }
  const before = await prisma.brand.findUnique({ where: { id }, select: { logoUrl: true, bannerUrl: true } });
  if (!before) return { ok: false, message: "This brand no longer exists." };
  await prisma.$transaction(async (tx) => {
    await tx.brand.update({ where: { id }, data, select: { id: true } });
    await writeAudit(tx, actorId, "brand.update", id, { name: data.name });
  });
  await deleteUnusedImages([before.logoUrl, before.bannerUrl], [data.logoUrl, data.bannerUrl]);
  return { ok: true, id, title: "Brand saved", description: `${data.name}'s page is updated.` };
}

export async function saveExpert(
  actorId: string,
  id: number | null,
  values: ExpertFormValues,
  images: Record<string, string>,
): Promise<Done | Refusal> {
  const data = {
    name: values.name,
    type: values.type,
    specialty: values.specialty,
    bio: values.bio,
    location: values.location,
    company: values.company,
    tags: values.tags,
    avatarUrl: images.avatar ?? ownImage(values.avatarUrl, DEFAULT_EXPERT_AVATAR),
  };
  if (id === null) {
    // Expert ids are numbers (the public URLs /influencer/{id}); the next one is taken under a lock.
    const newId = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('expert-id'))`;
      const max = (await tx.expert.aggregate({ _max: { id: true, position: true } }))._max;
      const next = (max.id ?? 0) + 1;
      await tx.expert.create({ data: { id: next, ...data, position: (max.position ?? 0) + 1 }, select: { id: true } });
      await writeAudit(tx, actorId, "expert.create", String(next), { name: data.name });
      return next;
    });
    return {
      ok: true,
      id: String(newId),
      created: true,
      title: "Expert page created",
      description: `${data.name} has a page.`,
    };
  }
  const before = await prisma.expert.findUnique({ where: { id }, select: { avatarUrl: true } });
  if (!before) return { ok: false, message: "This expert page no longer exists." };
  await prisma.$transaction(async (tx) => {
    await tx.expert.update({ where: { id }, data, select: { id: true } });
    await writeAudit(tx, actorId, "expert.update", String(id), { name: data.name });
  });
  await deleteUnusedImages([before.avatarUrl], [data.avatarUrl]);
  return { ok: true, id: String(id), title: "Expert page saved", description: `${data.name}'s page is updated.` };
}

/** Link / unlink accounts, suspend / unsuspend. Suspending deletes every session of the account in the same commit. */
export async function runAccountAction(actor: { id: string }, input: AccountActionInput): Promise<Done | Refusal> {
  switch (input.intent) {
    case "brand-link": {
      const user = await prisma.user.findUnique({
        where: { email: input.email },
        select: { id: true, profile: { select: { role: true } } },
      });
      if (!user || user.profile?.role !== "brand")
        return { ok: false, fieldErrors: { email: ["No brand account has this email address."] } };
      const brand = await prisma.brand.findUnique({ where: { id: input.brandId }, select: { name: true } });
      if (!brand) return { ok: false, message: "This brand no longer exists." };
      await prisma.$transaction([
        prisma.profile.update({ where: { id: user.id }, data: { brandId: input.brandId }, select: { id: true } }),
        writeAudit(prisma, actor.id, "brand.link_account", input.brandId, { userId: user.id, email: input.email }),
      ]);
      return {
        ok: true,
        id: input.brandId,
        title: "Account linked",
        description: `${input.email} now manages ${brand.name}.`,
      };
    }
    case "brand-unlink": {
      const { count } = await prisma.profile.updateMany({
        where: { id: input.userId, brandId: input.brandId },
        data: { brandId: null },
      });
      if (count === 0) return { ok: false, message: "This account is not linked to the brand." };
      await writeAudit(prisma, actor.id, "brand.unlink_account", input.brandId, { userId: input.userId });
      return { ok: true, id: input.brandId, title: "Account unlinked", description: "It no longer manages the brand." };
    }
    case "expert-link": {
      const user = await prisma.user.findUnique({
        where: { email: input.email },
        select: { id: true, profile: { select: { role: true } }, expert: { select: { id: true } } },
      });
      if (!user || user.profile?.role !== "influencer")
        return { ok: false, fieldErrors: { email: ["No expert account has this email address."] } };
      if (user.expert && user.expert.id !== input.expertId)
        return { ok: false, fieldErrors: { email: ["This account already has another expert page."] } };
      const { count } = await prisma.expert.updateMany({ where: { id: input.expertId }, data: { userId: user.id } });
      if (count === 0) return { ok: false, message: "This expert page no longer exists." };
      await writeAudit(prisma, actor.id, "expert.link_account", String(input.expertId), {
        userId: user.id,
        email: input.email,
      });
      return {
        ok: true,
        id: String(input.expertId),
        title: "Account linked",
        description: `${input.email} now owns this expert page.`,
      };
    }
    case "expert-unlink": {
      const { count } = await prisma.expert.updateMany({
        where: { id: input.expertId, userId: { not: null } },
        data: { userId: null },
      });
      if (count === 0) return { ok: false, message: "No account is linked to this expert page." };
      await writeAudit(prisma, actor.id, "expert.unlink_account", String(input.expertId));
      return {
        ok: true,
        id: String(input.expertId),
        title: "Account unlinked",
        description: "The page has no owner now.",
      };
    }
    case "account-suspend": {
      if (input.userId === actor.id) return { ok: false, message: "You cannot suspend your own account." };
      const outcome = await prisma.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: input.userId, suspendedAt: null },
          data: { suspendedAt: new Date(), suspensionReason: input.reason },
        });
        if (count === 0) return null;
        const sessions = await tx.session.deleteMany({ where: { userId: input.userId } });
        await writeAudit(tx, actor.id, "user.suspend", input.userId, {
          reason: input.reason,
          sessionsEnded: sessions.count,
        });
        return sessions.count;
      });
      if (outcome === null) return { ok: false, message: "This account does not exist or is already suspended." };
      return {
        ok: true,
        id: input.userId,
        title: "Account suspended",
        description: `It cannot sign in; ${outcome} ${outcome === 1 ? "session was" : "sessions were"} ended.`,
      };
    }
    case "account-unsuspend": {
      const { count } = await prisma.user.updateMany({
        where: { id: input.userId, suspendedAt: { not: null } },
        data: { suspendedAt: null, suspensionReason: null },
      });
      if (count === 0) return { ok: false, message: "This account is not suspended." };
      await writeAudit(prisma, actor.id, "user.unsuspend", input.userId);
      return { ok: true, id: input.userId, title: "Account reinstated", description: "It can sign in again." };
    }
  }
}

// ── The section's POST ──

const IMAGE_FIELDS = ["logo", "banner", "avatar"] as const;

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
}

function backQuery(form: FormData, extra: Record<string, string | null> = {}) {
  return { view: text(form, "view") || null, q: text(form, "q") || null, page: text(form, "page") || null, ...extra };
}

export async function brandsAction(request: Request, admin: SessionUser) {
  const read = await readSectionForm(request, IMAGE_FIELDS.length);
  if (!read.ok) {
    const reply: SubmissionResult<string[]> = { status: "error", error: { "": [read.message] } };
    return sectionFormError("brands", "page", reply);
  }
  const form = read.form;
  const intent = text(form, "intent");
  if (intent === "brand-save" || intent === "expert-save") {
    const isBrand = intent === "brand-save";
    const submission = isBrand
      ? parseWithZod(form, { schema: brandFormSchema() })
      : parseWithZod(form, { schema: expertFormSchema });
    if (submission.status !== "success") return sectionFormError("brands", "page", submission.reply());
    const images = await storeImages(form, isBrand ? ["logo", "banner"] : ["avatar"]);
    if (!images.ok) return sectionFormError("brands", "page", submission.reply({ fieldErrors: images.fieldErrors }));
    const rawId = text(form, isBrand ? "brandId" : "expertId");
    let outcome: Done | Refusal;
    try {
      outcome = isBrand
        ? await saveBrand(admin.id, rawId || null, submission.value as BrandFormValues, images.urls)
        : await saveExpert(
            admin.id,
            /^\d+$/.test(rawId) ? Number(rawId) : null,
            submission.value as ExpertFormValues,
            images.urls,
          );
    } catch (error) {
      await images.discard();
      throw error;
    }
    if (!outcome.ok) {
      await images.discard();
      return backToSection("brands", failed("Nothing saved", outcome.message ?? "Please try again."));
    }
    return backToSection(
      "brands",
      { title: outcome.title, description: outcome.description },
      isBrand ? { view: "brands", brand: outcome.id } : { view: "experts", expert: outcome.id },
    );
  }
  const key = accountFormKey(Object.fromEntries(form));
  const submission = parseWithZod(form, { schema: accountActionSchema });
  if (submission.status !== "success") return sectionFormError("brands", key, submission.reply());
  const outcome = await runAccountAction(admin, submission.value);
  const back = backQuery(form, {
    brand: text(form, "backBrand") || null,
    expert: text(form, "backExpert") || null,
  });
  if (!outcome.ok) {
    if (outcome.fieldErrors)
      return sectionFormError("brands", key, submission.reply({ fieldErrors: outcome.fieldErrors }));
    return backToSection("brands", failed("Nothing changed", outcome.message ?? "Please try again."), back);
  }
  return backToSection("brands", { title: outcome.title, description: outcome.description }, back);
}
