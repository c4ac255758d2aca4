// Integration: Admin › Manage Brands & Experts — brand and expert pages created and edited by admins are what
// the public pages show; accounts are linked and unlinked; a suspension ends the account's sessions at once and
// blocks sign-in; admins only, every action audited.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOptionalUser } from "~/modules/auth/session.server";
import { checkCredentials } from "~/modules/auth/authenticator.server";
import { getBrandDetail } from "~/modules/brands/brands.server";
import { getExpertProfile } from "~/modules/experts/experts.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { prisma } from "~/utils/db.server";
import { pngBytes } from "../fakes/upload-fixtures";
import { call, createMember, getPage, ORIGIN, postForm, toastOf, unique, type Member } from "./people.support";

const PATH = "/admin?section=brands";
const filesDir = mkdtempSync(path.join(tmpdir(), "admin-brands-"));
const previousFilesDir = process.env.FILES_DIR;
let admin: Member;
let refused: Member[];
const brandIds: string[] = [];
const expertIds: number[] = [];

beforeAll(async () => {
  process.env.FILES_DIR = filesDir;
  [admin, ...refused] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "buyer" }),
    createMember({ role: "influencer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
});

afterAll(async () => {
  await prisma.profile.updateMany({ where: { brandId: { in: brandIds } }, data: { brandId: null } });
  await prisma.brand.deleteMany({ where: { id: { in: brandIds } } });
  await prisma.expert.deleteMany({ where: { id: { in: expertIds } } });
  if (previousFilesDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = previousFilesDir;
  rmSync(filesDir, { recursive: true, force: true });
});

function multipart(fields: Record<string, string>, files: Record<string, File> = {}, member: Member | null = admin) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, f] of Object.entries(files)) body.append(k, f);
  return new Request(`${ORIGIN}${PATH}`, { method: "POST", body, headers: member ? { Cookie: member.cookie } : {} });
}

const brandFields = (overrides: Record<string, string> = {}) => ({
  intent: "brand-save",
  brandId: "",
  name: `Helix Instruments ${unique("b")}`,
  tagline: "Precision liquid handling",
  description: "Helix builds pipetting robots for small labs.",
  hq: "Basel, Switzerland",
  website: "https://helix.example",
  contactEmail: "Sales@Helix.example",
  founded: "2011",
  ...overrides,
});

const expertFields = (overrides: Record<string, string> = {}) => ({
  intent: "expert-save",
  expertId: "",
  name: `Dr. Ines Kahl ${unique("x")}`,
  type: "Researcher",
  specialty: "Cryo-EM sample prep",
  bio: "Ten years of grids and vitrification.",
  location: "Heidelberg, Germany",
  company: "EMBL",
  tags: "Cryo-EM, Structural Biology",
  ...overrides,
});

describe("brands and experts: authorisation", () => {
  it("refuses anonymous visitors and buyers, experts and brands", async () => {
    expect((await call(adminAction, multipart(brandFields({ name: "Anon brand" }), {}, null))).location).toMatch(
      /^\/login/,
    );
    for (const member of refused) {
      expect((await call(adminLoader, getPage(PATH, member))).location).toBe("/");
      expect((await call(adminAction, multipart(brandFields({ name: "Sneaky brand" }), {}, member))).location).toBe(
        "/",
      );
      const suspend = await call(
        adminAction,
        postForm(PATH, { intent: "account-suspend", userId: admin.id, reason: "x" }, member),
      );
      expect(suspend.location).toBe("/");
    }
    expect(await prisma.brand.count({ where: { name: { in: ["Anon brand", "Sneaky brand"] } } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).suspendedAt).toBeNull();
  });
});

describe("brand pages", () => {
  it("creates a brand page with a logo that the public brand page shows; edits it; audited", async () => {
    const logo = new File([pngBytes(8, 8)], "logo.png", { type: "image/png" });
    const outcome = await call(adminAction, multipart(brandFields(), { logo }));
    expect(outcome.status, JSON.stringify(outcome.data)).toBe(303);
    expect((await toastOf(outcome))?.title).toBe("Brand created");
    const id = new URL(outcome.location!, ORIGIN).searchParams.get("brand")!;
    brandIds.push(id);
    const page = await getBrandDetail(id, null);
    expect(page!.brand.hq).toBe("Basel, Switzerland");
    expect(page!.brand.contactEmail).toBe("sales@helix.example");
    expect(page!.brand.logoUrl).toMatch(/^\/files\/image\//);
    expect(page!.brand.bannerUrl).toMatch(/^\/images\//);

    const edited = await call(
      adminAction,
      multipart(brandFields({ brandId: id, name: "Helix Robotics", logoUrl: page!.brand.logoUrl })),
    );
    expect((await toastOf(edited))?.title).toBe("Brand saved");
    const after = await getBrandDetail(id, null);
    expect(after!.brand.name).toBe("Helix Robotics");
    expect(after!.brand.logoUrl).toBe(page!.brand.logoUrl);
    expect(await prisma.auditLog.count({ where: { targetId: id, actorId: admin.id } })).toBe(2);
  });

  it("a bad website, e-mail or year is a field message and stores nothing; foreign image addresses are not kept", async () => {
    const before = await prisma.brand.count();
    const bad = await call(
      adminAction,
      multipart(brandFields({ website: "javascript:alert(1)", contactEmail: "nope", founded: "3000" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.website).toEqual(["Please enter a full web address starting with https://."]);
    expect(bad.data.result.error.contactEmail).toEqual(["Please enter a valid email address."]);
    expect(bad.data.result.error.founded[0]).toMatch(/year from 1600/);
    expect(await prisma.brand.count()).toBe(before);

    const sneaky = await call(adminAction, multipart(brandFields({ logoUrl: "https://evil.example/x.png" })));
    const id = new URL(sneaky.location!, ORIGIN).searchParams.get("brand")!;
    brandIds.push(id);
    expect((await prisma.brand.findUniqueOrThrow({ where: { id } })).logoUrl).toMatch(/^\/images\//);
  });

  it("links a brand account by e-mail (brand accounts only) and unlinks it; audited", async () => {
    const outcome = await call(adminAction, multipart(brandFields()));
    const id = new URL(outcome.location!, ORIGIN).searchParams.get("brand")!;
    brandIds.push(id);
    const brandUser = await createMember({ role: "brand" });
    const buyer = refused[0]!;
    const wrong = await call(
      adminAction,
      postForm(PATH, { intent: "brand-link", brandId: id, email: buyer.email }, admin),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.form).toBe(`brand-link:${id}`);
    expect(wrong.data.result.error.email).toEqual(["No brand account has this email address."]);

    const linked = await call(
      adminAction,
      postForm(PATH, { intent: "brand-link", brandId: id, email: brandUser.email }, admin),
    );
    expect((await toastOf(linked))?.title).toBe("Account linked");
    expect((await prisma.profile.findUniqueOrThrow({ where: { id: brandUser.id } })).brandId).toBe(id);
    const view = await call(adminLoader, getPage(`${PATH}&brand=${id}`, admin));
    expect(view.data.sections.brands.brand.accounts.map((a: { email: string }) => a.email)).toEqual([brandUser.email]);

    await call(adminAction, postForm(PATH, { intent: "brand-unlink", brandId: id, userId: brandUser.id }, admin));
    expect((await prisma.profile.findUniqueOrThrow({ where: { id: brandUser.id } })).brandId).toBeNull();
    expect(
      await prisma.auditLog.count({
        where: { targetId: id, action: { in: ["brand.link_account", "brand.unlink_account"] } },
      }),
    ).toBe(2);
  });
});

describe("expert pages", () => {
  it("creates an expert page the public profile shows, links its owner's account, unlinks it", async () => {
    const outcome = await call(adminAction, multipart(expertFields()));
    expect((await toastOf(outcome))?.title).toBe("Expert page created");
    const id = Number(new URL(outcome.location!, ORIGIN).searchParams.get("expert"));
    expertIds.push(id);
    const profile = await getExpertProfile(id);
    expect(profile!.specialty).toBe("Cryo-EM sample prep");
    expect(profile!.tags).toEqual(["Cryo-EM", "Structural Biology"]);

    const owner = await createMember({ role: "influencer" });
    const linked = await call(
      adminAction,
      postForm(PATH, { intent: "expert-link", expertId: String(id), email: owner.email }, admin),
    );
    expect((await toastOf(linked))?.title).toBe("Account linked");
    expect((await getExpertProfile(id, owner.id))!.viewer.isSelf).toBe(true);
    await call(adminAction, postForm(PATH, { intent: "expert-unlink", expertId: String(id) }, admin));
    expect((await prisma.expert.findUniqueOrThrow({ where: { id } })).userId).toBeNull();
    expect(await prisma.auditLog.count({ where: { targetId: String(id), actorId: admin.id } })).toBe(3);
  });

  it("an unknown type or a missing bio is a field message", async () => {
    const bad = await call(adminAction, multipart(expertFields({ type: "Wizard", bio: "" })));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.result.error).sort()).toEqual(["bio", "type"]);
  });
});

describe("suspending an account", () => {
  it("ends every session at once, blocks sign-in, needs a reason, is audited; reinstating lets the account in again", async () => {
    const member = await createMember({ role: "brand" });
    const request = getPage("/", member);
    expect(await getOptionalUser(request)).not.toBeNull();

    const noReason = await call(
      adminAction,
      postForm(PATH, { intent: "account-suspend", userId: member.id, reason: "" }, admin),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.result.error.reason).toEqual(["Please say why the account is suspended."]);

    const self = await call(
      adminAction,
      postForm(PATH, { intent: "account-suspend", userId: admin.id, reason: "Oops" }, admin),
    );
    expect((await toastOf(self))?.description).toBe("You cannot suspend your own account.");

    const suspended = await call(
      adminAction,
      postForm(
        PATH,
        { intent: "account-suspend", userId: member.id, reason: "Fake listings", view: "accounts" },
        admin,
      ),
    );
    expect((await toastOf(suspended))?.title).toBe("Account suspended");
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(0);
    expect(await getOptionalUser(getPage("/", member))).toBeNull();
    expect(await checkCredentials(member.email, "Password123!")).toEqual({ kind: "suspended" });
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { targetId: member.id, action: "user.suspend" } });
    expect(entry.details).toEqual({ reason: "Fake listings", sessionsEnded: 1 });

    const list = await call(adminLoader, getPage(`${PATH}&view=accounts&q=${encodeURIComponent(member.email)}`, admin));
    expect(list.data.sections.brands.accounts.rows[0]).toMatchObject({ email: member.email, suspended: true });

    await call(adminAction, postForm(PATH, { intent: "account-unsuspend", userId: member.id }, admin));
    expect((await checkCredentials(member.email, "Password123!")).kind).toBe("success");
  });
});
