// ADR 071: the reads of every signed-in page (session, cart, membership) and of the organisation pages (invoice,
// orders, approval queue) and the punchout setup path run on the pool (readRows) instead of through Prisma's nested
// selects. They must give what the Prisma client gave — the same values and types, the same refusals — on PostgreSQL
// and on PGlite (TEST_DB=pglite): this compares them with the Prisma client's reads of the same rows.
import { afterAll, describe, expect, it } from "vitest";
import { getOptionalUser } from "~/modules/auth/session.server";
import { addToCart, cartIdForUser, getCartView } from "~/modules/cart/cart.server";
import { getInvoiceForViewer, invoiceViewer } from "~/modules/invoices/invoices.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { listOrganisationOrders } from "~/modules/organisations/organisation-orders.server";
import { punchoutMember } from "~/modules/punchout/sessions.server";
import { prisma } from "~/utils/db.server";
import { createOrganisation } from "./organisation.support";
import { createBrandPage, createMember, getPage, unique, type Member } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";

afterAll(deleteCreatedProducts);

const sessionOf = async (member: Member) => (await getOptionalUser(getPage("/", member)))!;

describe("the session read", () => {
  it("gives the signed-in user as the Prisma client's read of the session, user and profile", async () => {
    const brand = await createBrandPage(unique("brand"));
    const member = await createMember({ role: "brand", brandId: brand.id });
    await prisma.profile.update({
      where: { id: member.id },
      data: { avatarUrl: "/avatars/x.png", displayCurrency: "eur", country: "Ireland" },
    });
    const user = await sessionOf(member);
    const row = await prisma.session.findUniqueOrThrow({
      where: { id: user.sessionId },
      select: { user: { select: { id: true, email: true, profile: true } } },
    });
    expect(user).toEqual({
      id: row.user.id,
      email: row.user.email,
      fullName: row.user.profile!.fullName,
      role: "brand",
      status: "approved",
      avatarUrl: "/avatars/x.png",
      brandId: brand.id,
      displayCurrency: "eur",
      country: row.user.profile!.country,
      sessionId: user.sessionId,
    });
    expect(user?.country).toBe("Ireland");
    // Another role's brand is not theirs to manage.
    await prisma.profile.update({ where: { id: member.id }, data: { role: "buyer" } });
    expect(await sessionOf(member)).toMatchObject({ role: "buyer", brandId: null });
  });

  it("refuses (and deletes) a session whose account has no profile, is not approved, unverified or suspended", async () => {
    const refusals: [string, (member: Member) => Promise<unknown>][] = [
      ["no profile", (m) => prisma.profile.delete({ where: { id: m.id } })],
      ["pending", (m) => prisma.profile.update({ where: { id: m.id }, data: { status: "pending" } })],
      ["rejected", (m) => prisma.profile.update({ where: { id: m.id }, data: { status: "rejected" } })],
      ["unverified", (m) => prisma.user.update({ where: { id: m.id }, data: { emailVerifiedAt: null } })],
      ["suspended", (m) => prisma.user.update({ where: { id: m.id }, data: { suspendedAt: new Date() } })],
      [
        "expired",
        (m) => prisma.session.updateMany({ where: { userId: m.id }, data: { expiresAt: new Date(Date.now() - 1) } }),
      ],
      [
        "idle",
        (m) =>
          prisma.session.updateMany({
            where: { userId: m.id },
            data: { lastSeenAt: new Date(Date.now() - 7 * 24 * 3600_000 - 1000) },
          }),
      ],
    ];
    for (const [why, refuse] of refusals) {
      const member = await createMember();
      expect(await sessionOf(member), why).not.toBeNull();
      await refuse(member);
      expect(await getOptionalUser(getPage("/", member)), why).toBeNull();
      expect(await prisma.session.count({ where: { userId: member.id } }), why).toBe(0);
    }
    // An unknown token (a well-formed cookie of no session) is signed out, and nothing else happens.
    const member = await createMember();
    await prisma.session.deleteMany({ where: { userId: member.id } });
    expect(await getOptionalUser(getPage("/", member))).toBeNull();
  });

  it("reads lastSeenAt and expiresAt as the instants Prisma stored (UTC), and touches lastSeenAt at most hourly", async () => {
    const member = await createMember();
    const { sessionId } = await sessionOf(member);
    // 59 minutes ago: not touched. A time zone mistake of an hour or more either way would show here.
    const recent = new Date(Date.now() - 59 * 60_000);
    await prisma.session.update({ where: { id: sessionId }, data: { lastSeenAt: recent } });
    await getOptionalUser(getPage("/", member));
    expect((await prisma.session.findUniqueOrThrow({ where: { id: sessionId } })).lastSeenAt).toEqual(recent);
    // Six days and 23 hours idle: still signed in, and touched.
    await prisma.session.update({
      where: { id: sessionId },
      data: { lastSeenAt: new Date(Date.now() - 7 * 24 * 3600_000 + 3600_000) },
    });
    expect(await getOptionalUser(getPage("/", member))).not.toBeNull();
    const touched = await prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
    // Expiring in a minute: still signed in.
    await prisma.session.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() + 60_000) } });
    expect(await getOptionalUser(getPage("/", member))).not.toBeNull();
  });
});

describe("the cart reads", () => {
  it("find the user's most recently updated cart and its lines", async () => {
    const member = await createMember();
    expect(await cartIdForUser(member.id)).toBeNull();
    const older = await prisma.cart.create({ data: { userId: member.id, updatedAt: new Date(Date.now() - 60_000) } });
    const newer = await prisma.cart.create({ data: { userId: member.id } });
    expect(await cartIdForUser(member.id)).toBe(newer.id);
    await prisma.cart.update({ where: { id: older.id }, data: { updatedAt: new Date(Date.now() + 60_000) } });
    expect(await cartIdForUser(member.id)).toBe(older.id);
    const product = await createProduct({ variants: [{ priceInCents: 1234 }] });
    expect((await addToCart(older.id, product.variantIds[0]!, 2)).ok).toBe(true);
    const view = await getCartView(getPage("/", member));
    expect(view).toMatchObject({ cartId: older.id, totalQuantity: 2, totalCents: 2468 });
    expect(view.lines).toEqual([
      expect.objectContaining({ variantId: product.variantIds[0], quantity: 2, currentUnitPriceCents: 1234 }),
    ]);
  });
});

describe("the membership read", () => {
  it("gives the organisation and role as the Prisma client's read, outside and inside a transaction", async () => {
    const member = await createMember();
    const outsider = await createMember();
    const org = await createOrganisation(
      unique("Org"),
      { [member.id]: "approver" },
      {
        legalEntity: "Northwind GmbH",
        taxId: "DE1",
      },
    );
    await prisma.organisation.update({
      where: { id: org.id },
      data: { suspendedAt: new Date("2026-11-20T08:30:00.123Z"), suspensionReason: "Unpaid", billingRegion: "BS" },
    });
    const viaPrisma = await prisma.organisationMember.findUniqueOrThrow({
      where: { userId: member.id },
      select: {
        role: true,
        organisation: {
          select: {
            id: true,
            name: true,
            legalEntity: true,
            taxId: true,
            suspendedAt: true,
            suspensionReason: true,
            billingEmail: true,
            billingName: true,
            billingLine1: true,
            billingLine2: true,
            billingCity: true,
            billingRegion: true,
            billingPostcode: true,
            billingCountry: true,
          },
        },
      },
    });
    const membership = await getMembership(member.id);
    expect(membership).toEqual(viaPrisma);
    expect(membership!.organisation.suspendedAt!.toISOString()).toBe("2026-11-20T08:30:00.123Z");
    expect(await prisma.$transaction((tx) => getMembership(member.id, tx))).toEqual(viaPrisma);
    expect(await getMembership(outsider.id)).toBeNull();
    expect(await prisma.$transaction((tx) => getMembership(outsider.id, tx))).toBeNull();
  });
});

describe("the organisation pages' reads", () => {
  it("the invoice: its fields, its order's number, its lines in order; only for those who may see it", async () => {
    const purchaser = await createMember();
    const requester = await createMember();
    const org = await createOrganisation(unique("Org"), { [purchaser.id]: "purchaser", [requester.id]: "requester" });
    const order = await prisma.order.create({
      data: {
        idempotencyKey: unique("order"),
        currencyCode: "eur",
        totalCents: 6_000,
        status: "paid",
        paymentMethod: "terms",
        organisationId: org.id,
        createdAt: new Date("2026-10-01T23:30:00.000Z"),
      },
      select: { id: true, number: true },
    });
    const brand = await createBrandPage(unique("brand"));
    const invoice = await prisma.invoice.create({
      data: {
        number: 900_000_000 + Math.floor(Math.random() * 99_999_999),
        orderId: order.id,
        brandId: brand.id,
        organisationId: org.id,
        currencyCode: "eur",
        subtotalCents: 6_000,
        taxCents: 0,
        totalCents: 6_000,
        netDays: 30,
        issuedAt: new Date("2026-10-01T23:30:00.000Z"),
        dueAt: new Date("2026-10-31T23:30:00.000Z"),
        poNumber: "PO-7",
        sellerName: "Brand",
        sellerContactEmail: null,
        buyerName: "Northwind",
        buyerTaxId: "DE1",
        buyerAddress: ["Accounts", "1 Lab Street", "4051 Basel"],
        billingEmail: "ap@example.com",
        lines: {
          create: [
            { position: 2, description: "Third", quantity: 1, unitPriceCents: 1_000, amountCents: 1_000 },
            { position: 0, description: "First", quantity: 2, unitPriceCents: 1_500, amountCents: 3_000 },
            { position: 1, description: "Second", quantity: 1, unitPriceCents: 2_000, amountCents: 2_000 },
          ],
        },
      },
      select: { id: true, number: true },
    });
    const now = new Date("2026-11-02T00:00:00.000Z");
    const view = await getInvoiceForViewer(
      invoice.id,
      await invoiceViewer({ id: purchaser.id, role: "buyer", brandId: null }),
      now,
    );
    expect(view).toMatchObject({
      id: invoice.id,
      number: `INV-${invoice.number}`,
      orderNumber: order.number,
      poNumber: "PO-7",
      currencyCode: "EUR",
      issuedOn: "2026-10-01",
      dueOn: "2026-10-31",
      netDays: 30,
      paidOn: null,
      overdue: true,
      seller: { name: "Brand", email: null },
      buyer: {
        name: "Northwind",
        legalEntity: null,
        taxId: "DE1",
        address: ["Accounts", "1 Lab Street", "4051 Basel"],
        email: "ap@example.com",
      },
      canMarkPaid: false,
    });
    expect(view!.lines.map((line) => [line.description, line.quantity, line.taxRate])).toEqual([
      ["First", 2, "0%"],
      ["Second", 1, "0%"],
      ["Third", 1, "0%"],
    ]);
    expect(typeof view!.orderNumber).toBe("number");
    // The requester, and a member of no organisation, do not see it; an unknown id is null too.
    expect(
      await getInvoiceForViewer(invoice.id, await invoiceViewer({ id: requester.id, role: "buyer", brandId: null })),
    ).toBeNull();
    const outsider = await createMember();
    expect(
      await getInvoiceForViewer(invoice.id, await invoiceViewer({ id: outsider.id, role: "buyer", brandId: null })),
    ).toBeNull();
    expect(
      await getInvoiceForViewer(
        "no-such-invoice",
        await invoiceViewer({ id: purchaser.id, role: "admin", brandId: null }),
      ),
    ).toBeNull();
    // The invoicing brand sees it and may mark it paid; paid, it is neither overdue nor markable.
    const brandViewer = await invoiceViewer({ id: requester.id, role: "brand", brandId: brand.id });
    expect(await getInvoiceForViewer(invoice.id, brandViewer, now)).toMatchObject({ canMarkPaid: true });
    await prisma.invoice.update({ where: { id: invoice.id }, data: { paidAt: new Date("2026-11-01T00:10:00.000Z") } });
    expect(await getInvoiceForViewer(invoice.id, brandViewer, now)).toMatchObject({
      paidOn: "2026-11-01",
      overdue: false,
      canMarkPaid: false,
    });

    // The organisation's orders list reads the same order (its date in UTC).
    const list = await listOrganisationOrders(org.id, 1);
    expect(list.orders).toEqual([
      expect.objectContaining({ id: order.id, number: order.number, placedOn: "2026-10-01", onAccount: true }),
    ]);
  });

  it("the punchout member: a member of that organisation, not suspended, by e-mail in any case", async () => {
    const member = await createMember();
    const other = await createMember();
    const org = await createOrganisation(unique("Org"), { [member.id]: "requester" });
    await createOrganisation(unique("Org"), { [other.id]: "requester" });
    expect(await punchoutMember(org.id, ` ${member.email.toUpperCase()} `)).toEqual({ ok: true, userId: member.id });
    expect((await punchoutMember(org.id, other.email)).ok).toBe(false);
    expect((await punchoutMember(org.id, "nobody@example.com")).ok).toBe(false);
    expect((await punchoutMember(org.id, null)).ok).toBe(false);
    await prisma.user.update({ where: { id: member.id }, data: { suspendedAt: new Date() } });
    expect((await punchoutMember(org.id, member.email)).ok).toBe(false);
  });
});
