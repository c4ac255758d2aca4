// Integration (issue 36 item 2, ADR 059): requisitions and approvals against the real database, through the routes'
// loaders and actions — submit from the cart, the approval rule (every / above an amount / listed categories), the
// approval queue, approve and reject with comments, never one's own, approvers' monthly limits under concurrent
// approvals, the requester's history, and an approved requisition becoming an order on the organisation's account.
import { afterAll, describe, expect, it } from "vitest";
import type { OrganisationRole } from "~/generated/prisma/enums";
import { addToCart } from "~/modules/cart/cart.server";
import { requisitionMembership } from "~/modules/requisitions/membership.server";
import { decideRequisition } from "~/modules/requisitions/requisitions.server";
import { utcDateTime } from "~/modules/requisitions/view";
import { action as approvalRulesAction, loader as approvalRulesLoader } from "~/routes/organisation_.approvals";
import { action as queueAction, loader as queueLoader } from "~/routes/requisitions.approvals";
import { action as requisitionAction, loader as requisitionLoader } from "~/routes/requisitions.$id";
import { loader as ordersLoader } from "~/routes/organisation_.orders";
import { loader as requisitionsLoader } from "~/routes/requisitions._index";
import { action as submitAction } from "~/routes/requisitions.new";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { createOrganisation } from "./organisation.support";
import { call, createMember, getPage, mailsTo, postForm, unique, type Member } from "./people.support";
import { cartCookie, createProduct, deleteCreatedProducts, onPglite, runConcurrently } from "./store.support";

afterAll(async () => {
  await deleteCreatedProducts();
});

function organisation(members: Record<string, OrganisationRole>) {
  return createOrganisation(unique("Requisition Org"), members);
}

/** A member whose request carries both the session and a cart holding `lines`. */
async function withCart(member: Member, lines: { variantId: string; quantity: number }[]) {
  const cart = await prisma.cart.create({ data: { userId: member.id }, select: { id: true } });
  for (const line of lines) expect((await addToCart(cart.id, line.variantId, line.quantity)).ok).toBe(true);
  return { ...member, cookie: `${await cartCookie(cart.id)}; ${member.cookie}`, cartId: cart.id };
}

async function product(priceInCents: number, options: { stock?: number; currencyCode?: string } = {}) {
  const created = await createProduct({
    variants: [
      {
        priceInCents,
        currencyCode: options.currencyCode ?? "usd",
        manageInventory: options.stock !== undefined,
        inventoryQuantity: options.stock ?? 0,
      },
    ],
  });
  return { productId: created.id, variantId: created.variantIds[0]! };
}

async function submit(member: Member, fields: Record<string, string> = {}) {
  const out = await call(submitAction, postForm("/requisitions/new", fields, member));
  const id = out.location?.match(/^\/requisitions\/([^/?]+)$/)?.[1] ?? null;
  return { out, id };
}

const decide = (member: Member, id: string, intent: "approve" | "reject", comment = "") =>
  call(requisitionAction, postForm(`/requisitions/${id}`, { intent, comment }, member), { id });

const status = async (id: string) =>
  (await prisma.requisition.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("submitting a cart as a requisition", () => {
  it("stores the cart's lines as a snapshot, empties the cart in the same transaction and e-mails the approvers", async () => {
    const [requester, approver, admin] = await Promise.all([createMember(), createMember(), createMember()]);
    await organisation({ [requester.id]: "requester", [approver.id]: "approver", [admin.id]: "admin" });
    const a = await product(12_000);
    const b = await product(3_050);
    const buyer = await withCart(requester, [
      { variantId: a.variantId, quantity: 2 },
      { variantId: b.variantId, quantity: 1 },
    ]);

    const { out, id } = await submit(buyer, { note: "For the March cell culture run" });
    expect(out.status).toBe(303);
    const stored = await prisma.requisition.findUniqueOrThrow({
      where: { id: id! },
      include: { lines: { orderBy: { position: "asc" } }, events: true },
    });
    expect(stored).toMatchObject({
      status: "submitted",
      totalCents: 27_050,
      currencyCode: "usd",
      approvalRule: "every",
    });
    expect(stored.lines.map((l) => [l.variantId, l.quantity, l.unitPriceCents])).toEqual([
      [a.variantId, 2, 12_000],
      [b.variantId, 1, 3_050],
    ]);
    expect(stored.events.map((e) => e.action)).toEqual(["submitted"]);
    expect(await prisma.cartLine.count({ where: { cartId: buyer.cartId } })).toBe(0);
    // Approvers (approver and admin roles) are told; the requester is not asked to approve their own.
    expect((await mailsTo(approver.email)).some((m) => m.subject.includes(`R-${stored.number}`))).toBe(true);
    expect((await mailsTo(admin.email)).some((m) => m.subject.includes(`R-${stored.number}`))).toBe(true);
    expect(await mailsTo(requester.email)).toHaveLength(0);

    // The requester sees it in their list with its status.
    const list = await call(requisitionsLoader, getPage("/requisitions", requester));
    expect(JSON.stringify(list.data)).toContain(stored.id);
  });

  it("refuses an empty cart, a past needed-by date and mixed currencies, storing nothing", async () => {
    const requester = await createMember();
    const org = await organisation({ [requester.id]: "requester" });
    const empty = await submit(await withCart(requester, []));
    expect(empty.out.status).toBe(400);
    expect(empty.out.data.errors.form).toBe("Your cart is empty.");

    const usd = await product(1_000);
    const eur = await product(1_000, { currencyCode: "eur" });
    const past = await submit(await withCart(requester, [{ variantId: usd.variantId, quantity: 1 }]), {
      neededBy: "2020-01-01",
    });
    expect(past.out.status).toBe(400);
    expect(past.out.data.errors.neededBy).toBe("The needed-by date cannot be in the past.");
    expect(past.out.data.defaults.neededBy).toBe("2020-01-01");

    const mixedCart = await withCart(requester, [
      { variantId: usd.variantId, quantity: 1 },
      { variantId: eur.variantId, quantity: 1 },
    ]);
    const mixed = await submit(mixedCart);
    expect(mixed.out.status).toBe(400);
    expect(mixed.out.data.errors.form).toMatch(/several currencies/);
    expect(await prisma.requisition.count({ where: { organisationId: org.id } })).toBe(0);
    expect(await prisma.cartLine.count({ where: { cartId: mixedCart.cartId } })).toBe(2);
  });

  it("is only for members of an active organisation", async () => {
    const loner = await createMember();
    const { variantId } = await product(1_000);
    const out = await submit(await withCart(loner, [{ variantId, quantity: 1 }]));
    expect(out.out.status).toBe(404);

    const anonymous = await call(submitAction, postForm("/requisitions/new", {}));
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/login/);

    const requester = await createMember();
    const org = await organisation({ [requester.id]: "requester" });
    await prisma.organisation.update({ where: { id: org.id }, data: { suspendedAt: new Date() } });
    const suspended = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));
    expect(suspended.out.status).toBe(400);
    expect(suspended.out.data.errors.form).toMatch(/suspended/i);
    expect(await prisma.requisition.count({ where: { organisationId: org.id } })).toBe(0);
  });
});

describe("approving and rejecting", () => {
  it("an approver approves from the queue; the requester sees the decision, the comment and the history", async () => {
    const [requester, approver] = await Promise.all([createMember(), createMember()]);
    await organisation({ [requester.id]: "requester", [approver.id]: "approver" });
    const { variantId } = await product(5_000);
    const { id } = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));

    const queue = await call(queueLoader, getPage("/requisitions/approvals", approver));
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.data.items)).toContain(id!);
    const approved = await call(
      queueAction,
      postForm("/requisitions/approvals", { requisitionId: id!, intent: "approve", comment: "Budget 4410" }, approver),
    );
    expect(approved.status).toBe(303);
    expect(await status(id!)).toBe("approved");
    expect((await mailsTo(requester.email)).some((m) => /approved/i.test(m.subject))).toBe(true);

    const page = await call(requisitionLoader, getPage(`/requisitions/${id}`, requester), { id: id! });
    expect(page.data.requisition.status).toBe("approved");
    expect(page.data.requisition.events.map((e: { label: string }) => e.label)).toEqual(["Submitted", "Approved"]);
    expect(page.data.requisition.events[1].comment).toBe("Budget 4410");
    // Deciding twice is refused: it is no longer waiting.
    const again = await decide(approver, id!, "reject", "Changed my mind");
    expect(again.status).toBe(409);
    expect(await status(id!)).toBe("approved");
  });

  it("a rejection needs a comment; a requester never approves their own, whatever their role", async () => {
    const [approverA, approverB] = await Promise.all([createMember(), createMember()]);
    await organisation({ [approverA.id]: "approver", [approverB.id]: "approver" });
    const { variantId } = await product(5_000);
    const { id } = await submit(await withCart(approverA, [{ variantId, quantity: 1 }]));

    const own = await decide(approverA, id!, "approve");
    expect(own.status).toBe(403);
    expect(own.data.decision.error).toMatch(/own/i);
    expect(await status(id!)).toBe("submitted");
    // Their own queue does not offer it either.
    const queue = await call(queueLoader, getPage("/requisitions/approvals", approverA));
    expect(JSON.stringify(queue.data.items)).not.toContain(id!);

    const noReason = await decide(approverB, id!, "reject");
    expect(noReason.status).toBe(400);
    expect(noReason.data.decision.error).toBe("Please say why you reject this requisition.");
    expect(await status(id!)).toBe("submitted");

    const rejected = await decide(approverB, id!, "reject", "Use the framework contract supplier");
    expect(rejected.status).toBe(303);
    expect(await status(id!)).toBe("rejected");
  });

  it("a requester cannot approve, and another organisation's member cannot even see it", async () => {
    const [requester, colleague, outsider, outsiderApprover] = await Promise.all([
      createMember(),
      createMember(),
      createMember(),
      createMember(),
    ]);
    await organisation({ [requester.id]: "requester", [colleague.id]: "requester" });
    await organisation({ [outsider.id]: "admin", [outsiderApprover.id]: "approver" });
    const { variantId } = await product(5_000);
    const { id } = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));

    expect((await decide(colleague, id!, "approve")).status).toBe(403);
    expect((await call(requisitionLoader, getPage(`/requisitions/${id}`, outsider), { id: id! })).status).toBe(404);
    expect((await decide(outsiderApprover, id!, "approve")).status).toBe(404);
    expect(await status(id!)).toBe("submitted");
  });

  it("two approvals at once by one approver cannot exceed their monthly limit", async () => {
    const [requester, approver] = await Promise.all([createMember(), createMember()]);
    const org = await organisation({ [requester.id]: "requester", [approver.id]: "approver" });
    await prisma.approverLimit.create({
      data: { organisationId: org.id, userId: approver.id, currencyCode: "usd", limitCents: 100_000 },
    });
    const { variantId } = await product(60_000);
    const first = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));
    const second = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));

    const member = (await requisitionMembership(approver.id))!;
    const actor = { id: approver.id, fullName: approver.fullName, email: approver.email };
    const outcomes = await runConcurrently(
      [first.id!, second.id!].map(
        (id) => () => decideRequisition(actor, member, id, { intent: "approve", comment: null }),
      ),
      await onPglite(),
    );
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value.kind : String(o.reason))).sort()).toEqual([
      "approved",
      "over-limit",
    ]);
    const statuses = [await status(first.id!), await status(second.id!)].sort();
    expect(statuses).toEqual(["approved", "submitted"]);
    // The queue shows the limit and what this month's approvals used of it; the one still waiting no longer fits.
    const queue = await call(queueLoader, getPage("/requisitions/approvals", approver));
    expect(queue.data.limits).toEqual([
      {
        currencyCode: "usd",
        limit: formatMoney(100_000, { code: "usd" }),
        used: formatMoney(60_000, { code: "usd" }),
      },
    ]);
    expect(queue.data.items).toHaveLength(1);
    expect(queue.data.items[0]).toMatchObject({ withinLimit: false, lineCount: 1, status: "submitted" });
    expect(queue.data.items[0].lines).toEqual([{ productTitle: expect.any(String), quantity: 1 }]);
    const waiting = await prisma.requisition.findFirstOrThrow({
      where: { id: { in: [first.id!, second.id!] }, status: "submitted" },
      select: { id: true, createdAt: true },
    });
    expect(queue.data.items[0]).toMatchObject({ id: waiting.id, submittedAt: utcDateTime(waiting.createdAt) });
  });
});

describe("the organisation admin's approval rules", () => {
  it("only its admin opens them; a bad amount is named next to its field and nothing is saved", async () => {
    const [admin, approver] = await Promise.all([createMember(), createMember()]);
    const org = await organisation({ [admin.id]: "admin", [approver.id]: "approver" });
    expect((await call(approvalRulesLoader, getPage("/organisation/approvals", approver))).status).toBe(403);
    const page = await call(approvalRulesLoader, getPage("/organisation/approvals", admin));
    expect(page.data.settings.mode).toBe("every");
    expect(page.data.settings.approvers.map((a: { userId: string }) => a.userId).sort()).toEqual(
      [admin.id, approver.id].sort(),
    );

    const bad = await call(
      approvalRulesAction,
      postForm(
        "/organisation/approvals",
        { mode: "above", threshold_usd: "lots", [`limit_${approver.id}_usd`]: "-5" },
        admin,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors.threshold_usd).toMatch(/amount/);
    expect(bad.data.errors[`limit_${approver.id}_usd`]).toMatch(/amount/);
    // What the admin typed is kept for the correction.
    expect(bad.data.settings.amounts.threshold_usd).toBe("lots");
    expect(await prisma.approvalPolicy.count({ where: { organisationId: org.id } })).toBe(0);

    const outsider = await createMember();
    expect((await call(approvalRulesLoader, getPage("/organisation/approvals", outsider))).status).toBe(404);
  });

  it("above an amount: a small requisition is approved as it is submitted, a large one and a listed category wait", async () => {
    const [admin, requester] = await Promise.all([createMember(), createMember()]);
    const org = await organisation({ [admin.id]: "admin", [requester.id]: "requester" });
    const category = await prisma.category.findFirstOrThrow({ select: { id: true } });
    const saved = await call(
      approvalRulesAction,
      postForm("/organisation/approvals", { mode: "above", threshold_usd: "1000" }, admin),
    );
    expect(saved.status).toBe(303);
    const audit = await prisma.organisationAuditEvent.findFirst({
      where: { organisationId: org.id, action: "approval-rules.updated" },
    });
    expect(audit?.actorId).toBe(admin.id);

    const small = await product(50_000);
    const large = await product(150_000);
    const auto = await submit(await withCart(requester, [{ variantId: small.variantId, quantity: 2 }]));
    expect(await status(auto.id!)).toBe("approved");
    const events = await prisma.requisitionEvent.findMany({ where: { requisitionId: auto.id! } });
    expect(events.map((e) => e.action).sort()).toEqual(["auto-approved", "submitted"]);
    const waits = await submit(await withCart(requester, [{ variantId: large.variantId, quantity: 1 }]));
    expect(await status(waits.id!)).toBe("submitted");
    // A currency with no threshold is never approved by omission.
    const eur = await product(100, { currencyCode: "eur" });
    const euros = await submit(await withCart(requester, [{ variantId: eur.variantId, quantity: 1 }]));
    expect(await status(euros.id!)).toBe("submitted");

    // A listed category needs approval whatever the amount.
    await call(
      approvalRulesAction,
      postForm(
        "/organisation/approvals",
        new URLSearchParams([
          ["mode", "above"],
          ["threshold_usd", "1000"],
          ["categories", category.id],
        ]) as unknown as Record<string, string>,
        admin,
      ),
    );
    await prisma.storeProduct.update({ where: { id: small.productId }, data: { categoryId: category.id } });
    const listed = await submit(await withCart(requester, [{ variantId: small.variantId, quantity: 1 }]));
    expect(await status(listed.id!)).toBe("submitted");
  });
});

describe("an approved requisition becomes an order", () => {
  it("a purchaser places it on the organisation's account with a PO number, once", async () => {
    const [requester, approver, purchaser] = await Promise.all([createMember(), createMember(), createMember()]);
    const org = await organisation({
      [requester.id]: "requester",
      [approver.id]: "approver",
      [purchaser.id]: "purchaser",
    });
    await prisma.organisationTerms.create({
      data: {
        organisationId: org.id,
        netDays: 30,
        creditLimitCents: 10_000_000,
        currencyCode: "usd",
        approvedAt: new Date(),
      },
    });
    const { variantId } = await product(20_000, { stock: 5 });
    const { id } = await submit(await withCart(requester, [{ variantId, quantity: 2 }]));
    expect((await decide(approver, id!, "approve")).status).toBe(303);

    // The requester may not place it (the organisation did not allow requesters to order).
    const requesterView = await call(requisitionLoader, getPage(`/requisitions/${id}`, requester), { id: id! });
    expect(requesterView.data.may.order).toBe(false);
    const purchaserView = await call(requisitionLoader, getPage(`/requisitions/${id}`, purchaser), { id: id! });
    expect(purchaserView.data.may.order).toBe(true);
    expect(purchaserView.data.onAccount).toMatchObject({ blocked: null });

    const place = (fields: Record<string, string>) =>
      call(requisitionAction, postForm(`/requisitions/${id}`, { intent: "place-order", ...fields }, purchaser), {
        id: id!,
      });
    const noPo = await place({ payment: "terms", poNumber: "" });
    expect(noPo.status).toBe(400);
    expect(noPo.data.order.errors.poNumber).toMatch(/PO number/i);
    expect(await status(id!)).toBe("approved");

    const placed = await place({ payment: "terms", poNumber: "PO-7781" });
    expect(placed.status).toBe(303);
    expect(placed.location).toBe(`/requisitions/${id}`);
    const requisition = await prisma.requisition.findUniqueOrThrow({ where: { id: id! } });
    expect(requisition.status).toBe("ordered");
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: requisition.orderId! },
      include: { lines: true },
    });
    expect(order).toMatchObject({ paymentMethod: "terms", organisationId: org.id, poNumber: "PO-7781" });
    expect(order.lines.map((l) => [l.variantId, l.quantity, l.unitPriceCents])).toEqual([[variantId, 2, 20_000]]);
    expect(
      (await prisma.variant.findUniqueOrThrow({ where: { id: variantId }, select: { inventoryQuantity: true } }))
        .inventoryQuantity,
    ).toBe(3);

    // Pressed again: the same order, nothing new.
    const again = await place({ payment: "terms", poNumber: "PO-7781" });
    expect(again.status).toBe(303);
    expect(await prisma.order.count({ where: { organisationId: org.id } })).toBe(1);
    const history = await prisma.requisitionEvent.findMany({ where: { requisitionId: id! } });
    expect(history.filter((e) => e.action === "ordered")).toHaveLength(1);

    // Every member sees the organisation's orders (the requester too); nobody else does.
    const orders = await call(ordersLoader, getPage("/organisation/orders", requester));
    expect(orders.data.orders).toEqual([
      expect.objectContaining({
        number: order.number,
        onAccount: true,
        poNumber: "PO-7781",
        placedBy: purchaser.fullName,
      }),
    ]);
    expect(orders.data.orders[0].lines).toEqual([expect.stringMatching(/^2 × /)]);
    const outsider = await createMember();
    expect((await call(ordersLoader, getPage("/organisation/orders", outsider))).status).toBe(404);
  });
});

describe("an approved requisition paid by card", () => {
  it("without terms the purchaser goes to the payment page; pressing again returns the same order's page", async () => {
    const [requester, approver, purchaser] = await Promise.all([createMember(), createMember(), createMember()]);
    const org = await organisation({
      [requester.id]: "requester",
      [approver.id]: "approver",
      [purchaser.id]: "purchaser",
    });
    const { variantId } = await product(9_900, { stock: 4 });
    const { id } = await submit(await withCart(requester, [{ variantId, quantity: 1 }]));
    expect((await decide(approver, id!, "approve")).status).toBe(303);
    const view = await call(requisitionLoader, getPage(`/requisitions/${id}`, purchaser), { id: id! });
    expect(view.data.onAccount).toBeNull();

    const place = () =>
      call(
        requisitionAction,
        postForm(`/requisitions/${id}`, { intent: "place-order", payment: "card", poNumber: "" }, purchaser),
        { id: id! },
      );
    const first = await place();
    expect(first.status).toBe(303);
    expect(first.location).toBeTruthy();
    const requisition = await prisma.requisition.findUniqueOrThrow({ where: { id: id! } });
    expect(requisition.status).toBe("ordered");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: requisition.orderId! } });
    expect(order).toMatchObject({ organisationId: org.id, status: "pending", totalCents: 9_900 });
    const second = await place();
    expect(second.location).toBe(first.location);
    expect(await prisma.order.count({ where: { organisationId: org.id } })).toBe(1);
  });
});
