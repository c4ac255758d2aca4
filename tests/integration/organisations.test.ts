// Integration (issue 36 items 1, 6, 7): organisations — create, invite/accept/expire/revoke, wrong user, another
// organisation, remove, last admin, roles audited, leave, suspend; lists and reorder; limits per organisation.
import { afterAll, describe, expect, it } from "vitest";
import { addToCart } from "~/modules/cart/cart.server";
import { getMembership, requireOrganisationRole } from "~/modules/organisations/membership.server";
import { canAdminister, canApprove } from "~/modules/organisations/roles";
import type { OrganisationRole } from "~/generated/prisma/enums";
import { action as orgAction, loader as orgLoader } from "~/routes/organisation";
import { action as joinAction, loader as joinLoader } from "~/routes/organisation_.join.$token";
import { action as listsAction, loader as listsLoader } from "~/routes/lists";
import { action as reorderAction } from "~/routes/reorder";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as checkoutAction } from "~/routes/checkout";
import { getCartView } from "~/modules/cart/cart.server";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { call, createMember, getPage, mailsTo, postForm, toastOf, unique, type Member } from "./people.support";
import { cartCookie, createProduct, deleteCreatedProducts, formRequest, getRequest } from "./store.support";
import { SHIPPING_FORM } from "./shipping.support";
import { routeArgs } from "../setup/route-args";

const ORG_FORM = {
  intent: "create",
  legalEntity: "Northwind Biosciences GmbH",
  taxId: "DE123456789",
  billingEmail: "ap@northwind.example",
  billingLine1: "1 Lab Street",
  billingCity: "Basel",
  billingPostcode: "4051",
  billingCountry: "Switzerland",
};

const org = (fields: Record<string, string>, member?: Member | null) =>
  call(orgAction, postForm("/organisation", fields, member));
const orgPage = async (member: Member) => (await call(orgLoader, getPage("/organisation", member))).data;

async function createOrg(admin: Member, name = unique("Org")) {
  const out = await org({ ...ORG_FORM, name }, admin);
  expect(out.status).toBe(303);
  return (await getMembership(admin.id))!.organisation.id;
}

/** The token of the newest invitation e-mail to `email` (read from the outbox, as the e2e test does). */
async function inviteToken(email: string) {
  const mails = await mailsTo(email);
  const match = mails.at(-1)?.text.match(/\/organisation\/join\/([A-Za-z0-9_-]+)/);
  expect(match).toBeTruthy();
  return match![1]!;
}

async function invite(admin: Member, email: string, role = "requester") {
  const out = await org({ intent: "invite", email, role }, admin);
  expect(out.status).toBe(303);
  return inviteToken(email);
}

const join = (token: string, member?: Member | null) =>
  call(joinAction, postForm(`/organisation/join/${token}`, {}, member), { token });

async function memberOfOrg(admin: Member, role = "requester") {
  const m = await createMember();
  expect((await join(await invite(admin, m.email, role), m)).status).toBe(303);
  return m;
}

afterAll(async () => {
  await deleteCreatedProducts();
});

const auditActions = async (organisationId: string) =>
  (await prisma.organisationAuditEvent.findMany({ where: { organisationId }, orderBy: { createdAt: "asc" } })).map(
    (e) => e.action,
  );

describe("organisations", () => {
  it("a buyer creates one and becomes its admin; bad input stores nothing and names the field", async () => {
    const buyer = await createMember();
    const bad = await org({ ...ORG_FORM, name: "", billingEmail: "nope", shippingLine1: "2 Dock Road" }, buyer);
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({
      name: "Organisation name is required.",
      billingEmail: "Please enter a valid email address.",
      shippingCity: "City is required for shipping.",
    });
    expect(await getMembership(buyer.id)).toBeNull();
    const id = await createOrg(buyer, "Northwind Lab");
    const membership = await getMembership(buyer.id);
    expect(membership).toMatchObject({
      role: "admin",
      organisation: { id, name: "Northwind Lab", taxId: "DE123456789" },
    });
    // A second organisation: refused with the reason.
    const again = await org({ ...ORG_FORM, name: "Second" }, buyer);
    expect(again.status).toBe(400);
    expect(again.data.errors.form).toMatch(/already belong to an organisation/);
    // Brand accounts cannot create one.
    const brand = await createMember({ role: "brand" });
    expect((await org({ ...ORG_FORM, name: "Brand org" }, brand)).status).toBe(403);
    expect(await auditActions(id)).toEqual(["organisation.created"]);
  });

  it("invite → e-mail with a link (only the hash stored) → the invited address accepts and joins with the role", async () => {
    const admin = await createMember();
    const id = await createOrg(admin);
    const invitee = await createMember();
    const token = await invite(admin, invitee.email, "approver");
    const row = await prisma.organisationInvite.findFirstOrThrow({
      where: { organisationId: id, email: invitee.email },
    });
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Anonymous: the page names the organisation and asks to sign in.
    const anonymous = await call(joinLoader, getPage(`/organisation/join/${token}`), { token });
    expect(anonymous.status).toBe(200);
    expect(anonymous.data.invitation.organisation.id).toBe(id);
    const joined = await join(token, invitee);
    expect(joined.status).toBe(303);
    expect(joined.location).toBe("/organisation");
    expect(await getMembership(invitee.id)).toMatchObject({ role: "approver", organisation: { id } });
    // Used once.
    const reuse = await join(token, invitee);
    expect(reuse.status).toBe(400);
    expect(reuse.data.error).toMatch(/already been used/);
    expect(await auditActions(id)).toEqual(["organisation.created", "member.invited", "invite.accepted"]);
  });

  it("the wrong user cannot accept; an expired or revoked invitation cannot be used; re-invite gives a new link", async () => {
    const admin = await createMember();
    const id = await createOrg(admin);
    const invitee = await createMember();
    const stranger = await createMember();
    const token = await invite(admin, invitee.email);
    const wrong = await join(token, stranger);
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatch(/another e-mail address/);
    expect((await call(joinLoader, getPage(`/organisation/join/${token}`, stranger), { token })).status).toBe(403);
    expect(await getMembership(stranger.id)).toBeNull();
    // Revoked.
    const inviteRow = await prisma.organisationInvite.findFirstOrThrow({
      where: { organisationId: id, email: invitee.email, revokedAt: null },
    });
    expect((await org({ intent: "revoke", inviteId: inviteRow.id }, admin)).status).toBe(303);
    expect((await join(token, invitee)).data.error).toMatch(/withdrawn/);
    // Re-invite: a fresh link; then expired.
    const again = await invite(admin, invitee.email);
    expect(again).not.toBe(token);
    await prisma.organisationInvite.updateMany({
      where: { organisationId: id, email: invitee.email, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await join(again, invitee)).data.error).toMatch(/expired/);
    expect((await call(joinLoader, getPage(`/organisation/join/${again}`, invitee), { token: again })).status).toBe(
      410,
    );
    // "Send again" on the expired invitation: a working link.
    const expired = await prisma.organisationInvite.findFirstOrThrow({
      where: { organisationId: id, email: invitee.email, revokedAt: null },
    });
    expect((await org({ intent: "reinvite", inviteId: expired.id }, admin)).status).toBe(303);
    const third = await inviteToken(invitee.email);
    expect((await join(third, invitee)).status).toBe(303);
    // A made-up token.
    expect(
      (await call(joinLoader, getPage("/organisation/join/x".padEnd(40, "y")), { token: "y".repeat(40) })).status,
    ).toBe(404);
    const actions = await auditActions(id);
    expect(actions).toContain("invite.revoked");
  });

  it("a member of another organisation must leave it first (and is told so)", async () => {
    const adminA = await createMember();
    await createOrg(adminA);
    const adminB = await createMember();
    const orgB = await createOrg(adminB);
    const memberOfA = await memberOfOrg(adminA);
    const token = await invite(adminB, memberOfA.email);
    const page = await call(joinLoader, getPage(`/organisation/join/${token}`, memberOfA), { token });
    expect(page.data.otherOrganisation).toBe(true);
    const refused = await join(token, memberOfA);
    expect(refused.data.error).toMatch(/Leave it first/);
    expect((await getMembership(memberOfA.id))!.organisation.id).not.toBe(orgB);
    expect((await org({ intent: "leave" }, memberOfA)).status).toBe(303);
    expect((await join(token, memberOfA)).status).toBe(303);
    expect((await getMembership(memberOfA.id))!.organisation.id).toBe(orgB);
  });

  it("admin changes roles (audited) and removes members; the last admin cannot demote, remove or leave", async () => {
    const admin = await createMember();
    const id = await createOrg(admin);
    const member = await memberOfOrg(admin);
    // Last admin: demoting themselves or removing themselves is refused with the reason, next to their row.
    const demote = await org({ intent: "role", userId: admin.id, role: "purchaser" }, admin);
    expect(demote.status).toBe(400);
    expect(demote.data.rowError).toEqual({ userId: admin.id, message: expect.stringMatching(/needs an admin/) });
    const removeSelf = await org({ intent: "remove", userId: admin.id }, admin);
    expect(removeSelf.data.rowError.message).toMatch(/needs an admin/);
    const leave = await org({ intent: "leave" }, admin);
    expect(leave.data.errors.form).toMatch(/needs an admin/);
    expect((await getMembership(admin.id))!.role).toBe("admin");
    // A non-admin cannot change roles.
    expect((await org({ intent: "role", userId: member.id, role: "admin" }, member)).status).toBe(403);
    expect((await getMembership(member.id))!.role).toBe("requester");
    // Role change, audited with from/to.
    expect((await org({ intent: "role", userId: member.id, role: "admin" }, admin)).status).toBe(303);
    const event = await prisma.organisationAuditEvent.findFirstOrThrow({
      where: { organisationId: id, action: "member.role_changed" },
    });
    expect(event).toMatchObject({
      actorId: admin.id,
      details: { email: member.email, from: "requester", to: "admin" },
    });
    // Now two admins: the first may step down.
    expect((await org({ intent: "role", userId: admin.id, role: "purchaser" }, admin)).status).toBe(303);
    // Remove.
    const third = await memberOfOrg(member);
    expect((await org({ intent: "remove", userId: third.id }, member)).status).toBe(303);
    expect(await getMembership(third.id)).toBeNull();
    // The audit trail is on the page for admins only.
    const adminView = await orgPage(member);
    expect(adminView.page.audit.map((e: { action: string }) => e.action)).toContain("member.removed");
    const purchaserView = await orgPage(admin);
    expect(purchaserView.page.audit).toEqual([]);
    expect(purchaserView.page.invites).toEqual([]);
  });

  it("a member leaves; only members see the organisation; the guard answers 404 / 403", async () => {
    const admin = await createMember();
    const id = await createOrg(admin);
    const member = await memberOfOrg(admin);
    const outsider = await createMember();
    expect((await orgPage(outsider)).page).toBeNull();
    // Admin intents from an outsider: 404 (nothing to see).
    expect((await org({ intent: "invite", email: "x@example.com", role: "admin" }, outsider)).status).toBe(404);
    const guard = (m: Member, predicate: (r: OrganisationRole) => boolean) =>
      requireOrganisationRole(getPage("/x", m), predicate).then(
        () => 200,
        (r: Response) => r.status,
      );
    expect(await guard(outsider, canApprove)).toBe(404);
    expect(await guard(member, canAdminister)).toBe(403);
    expect(await guard(admin, canAdminister)).toBe(200);
    expect((await org({ intent: "leave" }, member)).status).toBe(303);
    expect(await getMembership(member.id)).toBeNull();
    expect(await auditActions(id)).toContain("member.left");
  });

  it("marketplace admins list, search and suspend (with a reason, audited) or reinstate; suspension blocks guarded actions", async () => {
    const admin = await createMember();
    const name = unique("Suspendable Institute");
    const id = await createOrg(admin, name);
    const member = await memberOfOrg(admin);
    const staff = await createMember({ role: "admin" });
    const list = await call(adminLoader, getPage(`/admin?section=organisations&q=${encodeURIComponent(name)}`, staff));
    expect(list.data.sections.organisations.rows).toEqual([
      expect.objectContaining({ id, name, members: 2, suspendedAt: null }),
    ]);
    // A buyer cannot reach it.
    expect((await call(adminLoader, getPage("/admin?section=organisations", member))).status).toBe(303);
    const post = (fields: Record<string, string>, who: Member) =>
      call(adminAction, postForm("/admin?section=organisations", fields, who));
    const noReason = await post({ intent: "suspend", organisationId: id, reason: " " }, staff);
    expect(noReason.status).toBe(400);
    expect(noReason.data.result.error.reason[0]).toMatch(/Say why/);
    expect((await post({ intent: "suspend", organisationId: id, reason: "Unpaid invoices" }, staff)).status).toBe(303);
    expect((await getMembership(member.id))!.organisation.suspendedAt).toBeInstanceOf(Date);
    const active = await requireOrganisationRole(getPage("/x", member), () => true, { active: true }).catch(
      (r: Response) => r.status,
    );
    expect(active).toBe(403);
    // A suspended organisation cannot invite.
    const inv = await org({ intent: "invite", email: `${unique("x")}@example.com`, role: "requester" }, admin);
    expect(inv.data.errors.email).toMatch(/suspended/);
    expect(await prisma.auditLog.count({ where: { targetId: id, action: "organisation.suspended" } })).toBe(1);
    expect((await post({ intent: "reinstate", organisationId: id }, staff)).status).toBe(303);
    expect((await getMembership(member.id))!.organisation.suspendedAt).toBeNull();
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(["organisation.suspended", "organisation.reinstated"]),
    );
  });
});

describe("lists and reorder", () => {
  const lists = (fields: Record<string, string>, member: Member) =>
    call(listsAction, postForm("/lists", fields, member));
  const listsPage = async (member: Member) => (await call(listsLoader, getPage("/lists", member))).data.lists;

  it("an organisation's list is seen and edited by every member, not by others; add all to cart names what is skipped", async () => {
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 1200 }, { priceInCents: 900 }] });
    const gone = await createProduct({ title: `Gone ${unique("p")}`, variants: [{ priceInCents: 100 }] });
    const admin = await createMember();
    await createOrg(admin);
    const colleague = await memberOfOrg(admin);
    const outsider = await createMember();
    // Bad input: a message next to the field, nothing stored.
    const bad = await lists({ intent: "add", variantId: variantIds[0]!, quantity: "0", newListName: "" }, admin);
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({ quantity: "At least 1.", newListName: "Choose a list or name a new one." });
    expect(await listsPage(admin)).toEqual([]);
    const added = await lists(
      { intent: "add", variantId: variantIds[0]!, quantity: "2", newListName: "Cell culture", redirectTo: "/store" },
      admin,
    );
    expect(added.status).toBe(303);
    expect(added.location).toBe("/store");
    const [list] = await listsPage(colleague);
    expect(list).toMatchObject({
      name: "Cell culture",
      shared: true,
      lines: [expect.objectContaining({ quantity: 2 })],
    });
    // The colleague edits it: adds two more lines.
    await lists({ intent: "add", variantId: variantIds[1]!, quantity: "1", listId: list.id }, colleague);
    await lists({ intent: "add", variantId: gone.variantIds[0]!, quantity: "1", listId: list.id }, colleague);
    // Not visible to others, and their posts on it are 404s or refusals.
    expect(await listsPage(outsider)).toEqual([]);
    expect((await lists({ intent: "delete", listId: list.id }, outsider)).status).toBe(404);
    expect((await lists({ intent: "add-all", listId: list.id }, outsider)).status).toBe(404);
    const foreignAdd = await lists(
      { intent: "add", variantId: variantIds[0]!, quantity: "1", listId: list.id },
      outsider,
    );
    expect(foreignAdd.data.errors.listId).toMatch(/does not exist/);
    // The product goes away: "add all" adds the rest and names it.
    await prisma.storeProduct
      .update({ where: { id: gone.id }, data: { status: "archived" } })
      .catch(async () => prisma.storeProduct.update({ where: { id: gone.id }, data: { deletedAt: new Date() } }));
    const all = await lists({ intent: "add-all", listId: list.id }, admin);
    expect(all.status).toBe(303);
    expect(all.location).toBe("/cart");
    const toast = await toastOf(all);
    expect(toast?.title).toBe("Added 2 items to your cart");
    expect(toast?.description).toContain("Gone");
    const cart = await prisma.cart.findFirstOrThrow({ where: { userId: admin.id }, select: { lines: true } });
    expect(cart.lines.map((l) => [l.variantId, l.quantity]).sort()).toEqual(
      [
        [variantIds[0], 2],
        [variantIds[1], 1],
      ].sort(),
    );
  });

  it("a buyer without an organisation keeps personal lists only they see", async () => {
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 500 }] });
    const buyer = await createMember();
    const other = await createMember();
    expect((await lists({ intent: "create", name: "" }, buyer)).data.errors.name).toBe("List name is required.");
    expect((await lists({ intent: "create", name: "My reagents" }, buyer)).status).toBe(303);
    const [list] = await listsPage(buyer);
    expect(list).toMatchObject({ name: "My reagents", shared: false });
    await lists({ intent: "add", variantId: variantIds[0]!, quantity: "3", listId: list.id }, buyer);
    expect(await listsPage(other)).toEqual([]);
    const line = (await listsPage(buyer))[0].lines[0];
    expect((await lists({ intent: "quantity", lineId: line.id, quantity: "5" }, other)).status).toBe(404);
    expect((await lists({ intent: "quantity", lineId: line.id, quantity: "abc" }, buyer)).status).toBe(400);
    expect((await lists({ intent: "quantity", lineId: line.id, quantity: "5" }, buyer)).status).toBe(303);
    expect((await listsPage(buyer))[0].lines[0].quantity).toBe(5);
  });

  it("reorder puts a past order's lines in the cart in one post, skipping and naming what is gone; others' orders are 404", async () => {
    const { id: productId, variantIds } = await createProduct({ variants: [{ priceInCents: 700 }] });
    const gone = await createProduct({ title: `Discontinued ${unique("p")}`, variants: [{ priceInCents: 300 }] });
    const buyer = await createMember();
    const order = await prisma.order.create({
      data: {
        userId: buyer.id,
        email: buyer.email,
        idempotencyKey: unique("reorder-key"),
        status: "paid",
        currencyCode: "usd",
        totalCents: 1700,
        lines: {
          create: [
            {
              variantId: variantIds[0],
              productTitle: "Pipette",
              variantTitle: "Default",
              unitPriceCents: 700,
              quantity: 2,
            },
            {
              variantId: gone.variantIds[0],
              productTitle: "Discontinued kit",
              variantTitle: "Default",
              unitPriceCents: 300,
              quantity: 1,
            },
          ],
        },
      },
      select: { id: true },
    });
    await prisma.storeProduct.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const stranger = await createMember();
    expect((await call(reorderAction, postForm("/reorder", { orderId: order.id }, stranger))).status).toBe(404);
    const out = await call(reorderAction, postForm("/reorder", { orderId: order.id }, buyer));
    expect(out.status).toBe(303);
    const toast = await toastOf(out);
    expect(toast?.title).toBe("Added 1 item to your cart");
    expect(toast?.description).toContain("Discontinued kit");
    const cart = await prisma.cart.findFirstOrThrow({ where: { userId: buyer.id }, select: { lines: true } });
    expect(cart.lines.map((l) => [l.variantId, l.quantity])).toEqual([[variantIds[0], 2]]);
    expect(productId).toBeTruthy();
  });
});

describe("limits that fit institutions", () => {
  async function postCheckout(cartId: string, clientIp: string, sessionCookie: string) {
    const cookie = [await cartCookie(cartId), sessionCookie].filter(Boolean).join("; ");
    const key = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    return checkoutAction(
      routeArgs({
        request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "/cart" }, cookie),
        values: { clientIp },
      }),
    );
  }

  it("twelve members of one organisation on one network address each check out", async () => {
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 500 }] });
    const admin = await createMember();
    const organisationId = await createOrg(admin);
    const members = [admin];
    for (let i = 0; i < 11; i++) members.push(await memberOfOrg(admin));
    const clientIp = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const answers = [];
    for (const m of members) {
      const cart = await prisma.cart.create({ data: { userId: m.id }, select: { id: true } });
      expect((await addToCart(cart.id, variantIds[0]!, 1)).ok).toBe(true);
      answers.push(await postCheckout(cart.id, clientIp, m.cookie));
    }
    const locations = answers.map((a) => (a instanceof Response ? `${a.status} ${a.headers.get("Location")}` : "page"));
    expect(locations.filter((l) => /^303 http:\/\/localhost:3000\/pay\/tgs_/.test(l))).toHaveLength(12);
    expect(
      await prisma.order.count({
        where: { status: "pending", user: { organisationMember: { organisationId } } },
      }),
    ).toBe(12);
  });

  it("the organisation's open checkouts are capped together (OPEN_CHECKOUTS_PER_ORGANISATION)", async () => {
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 500 }] });
    const admin = await createMember();
    await createOrg(admin);
    const a = await memberOfOrg(admin);
    // The parsed settings are read per checkout: lower the cap for this test only.
    const settings = env() as { OPEN_CHECKOUTS_PER_ORGANISATION: number };
    const previous = settings.OPEN_CHECKOUTS_PER_ORGANISATION;
    settings.OPEN_CHECKOUTS_PER_ORGANISATION = 1;
    try {
      const answers = [];
      for (const m of [admin, a]) {
        const cart = await prisma.cart.create({ data: { userId: m.id }, select: { id: true } });
        await addToCart(cart.id, variantIds[0]!, 1);
        answers.push(await postCheckout(cart.id, "198.51.100.7", m.cookie));
      }
      expect((answers[0] as Response).headers.get("Location")).toMatch(/\/pay\/tgs_/);
      expect((answers[1] as Response).headers.get("Location")).toBe("/cart");
      const toast = await toastOf({
        status: 303,
        location: "/cart",
        headers: (answers[1] as Response).headers,
        data: null,
      });
      expect(toast?.description).toMatch(/Your organisation has many checkouts waiting/);
    } finally {
      settings.OPEN_CHECKOUTS_PER_ORGANISATION = previous;
    }
  });
});
