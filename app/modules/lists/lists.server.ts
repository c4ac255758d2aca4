// Lists (issue 36 item 6, ADR 058): an organisation's lists are seen and edited by all its members; a buyer keeps
// their own lists too. Who may touch a list is decided inside each query (`where: { id, ...visibleTo }`), so a list
// of another organisation or buyer is simply not found (404). "Add all to cart" and "reorder" go through the cart's
// own add (stock and availability rules), one post each; what cannot be added is skipped and named.
import type { Prisma } from "~/generated/prisma/client";
import { addToCart } from "~/modules/cart/cart.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { formatMoney } from "~/utils/money";
import { prisma } from "~/utils/db.server";
import { MAX_LIST_LINES } from "./lists";

export type ListOwner = { userId: string; organisationId: string | null };

export async function listOwner(userId: string): Promise<ListOwner> {
  const membership = await getMembership(userId);
  return { userId, organisationId: membership?.organisation.id ?? null };
}

/** The lists this user sees: their organisation's and their own. */
function visibleTo(owner: ListOwner): Prisma.PurchaseListWhereInput {
  return owner.organisationId
    ? { OR: [{ organisationId: owner.organisationId }, { ownerId: owner.userId }] }
    : { ownerId: owner.userId };
}

export type ListOutcome =
  { ok: true; listId?: string; message?: string } | { ok: false; field?: string; message: string };

const NOT_FOUND = "That list does not exist (or is not yours).";

export async function getListsPage(owner: ListOwner) {
  const lists = await prisma.purchaseList.findMany({
    where: visibleTo(owner),
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 50,
    select: {
      id: true,
      name: true,
      organisationId: true,
      updatedAt: true,
      lines: {
        orderBy: { createdAt: "asc" },
        take: MAX_LIST_LINES,
        select: {
          id: true,
          quantity: true,
          variant: {
            select: {
              id: true,
              title: true,
              priceInCents: true,
              salePriceInCents: true,
              currencyCode: true,
              product: { select: { id: true, title: true, status: true, deletedAt: true, purchasable: true } },
            },
          },
        },
      },
    },
  });
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    shared: list.organisationId !== null,
    updatedAt: list.updatedAt.toISOString(),
    lines: list.lines.map((line) => {
      const v = line.variant;
      const available = v.product.status === "active" && !v.product.deletedAt && v.product.purchasable;
      return {
        id: line.id,
        quantity: line.quantity,
        productId: v.product.id,
        label: `${v.product.title} (${v.title})`,
        price: formatMoney(v.salePriceInCents ?? v.priceInCents, { code: v.currencyCode }),
        available,
      };
    }),
  }));
}

/** The lists a product page offers in its "add to list" form (names only). */
export function listChoices(owner: ListOwner) {
  return prisma.purchaseList.findMany({
    where: visibleTo(owner),
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 50,
    select: { id: true, name: true },
  });
}

export async function createList(owner: ListOwner, name: string): Promise<ListOutcome> {
  const list = await prisma.purchaseList.create({
    data: {
      name,
      organisationId: owner.organisationId,
      ownerId: owner.organisationId ? null : owner.userId,
      createdById: owner.userId,
    },
    select: { id: true },
  });
  return { ok: true, listId: list.id };
}

export async function renameList(owner: ListOwner, listId: string, name: string): Promise<ListOutcome> {
  const updated = await prisma.purchaseList.updateMany({ where: { id: listId, ...visibleTo(owner) }, data: { name } });
  return updated.count === 1 ? { ok: true, listId } : { ok: false, message: NOT_FOUND };
}

export async function deleteList(owner: ListOwner, listId: string): Promise<ListOutcome> {
  const deleted = await prisma.purchaseList.deleteMany({ where: { id: listId, ...visibleTo(owner) } });
  return deleted.count === 1 ? { ok: true } : { ok: false, message: NOT_FOUND };
}

/** Adds a variant to a list (an existing one, or a new one by name); the same variant's line adds up. */
export async function addToList(
  owner: ListOwner,
  input: { variantId: string; quantity: number; listId?: string; newListName?: string },
): Promise<ListOutcome> {
  const variant = await prisma.variant.findUnique({
    where: { id: input.variantId },
    select: { id: true, product: { select: { status: true, deletedAt: true } } },
  });
  if (!variant || variant.product.status !== "active" || variant.product.deletedAt)
    return { ok: false, field: "variantId", message: "This product is no longer available." };
  return prisma.$transaction(async (tx): Promise<ListOutcome> => {
    let listId = input.listId || null;
    if (listId) {
      const list = await tx.purchaseList.findFirst({
        where: { id: listId, ...visibleTo(owner) },
        select: { id: true },
      });
      if (!list) return { ok: false, field: "listId", message: NOT_FOUND };
    } else {
      const list = await tx.purchaseList.create({
        data: {
          name: input.newListName!,
          organisationId: owner.organisationId,
          ownerId: owner.organisationId ? null : owner.userId,
          createdById: owner.userId,
        },
        select: { id: true },
      });
      listId = list.id;
    }
    const lines = await tx.purchaseListLine.count({ where: { listId } });
    const existing = await tx.purchaseListLine.findUnique({
      where: { listId_variantId: { listId, variantId: variant.id } },
      select: { id: true, quantity: true },
    });
    if (!existing && lines >= MAX_LIST_LINES)
      return { ok: false, field: "listId", message: `A list holds at most ${MAX_LIST_LINES} items.` };
    if (existing) {
      await tx.purchaseListLine.update({
        where: { id: existing.id },
        data: { quantity: Math.min(existing.quantity + input.quantity, 999) },
        select: { id: true },
      });
    } else {
      await tx.purchaseListLine.create({
        data: { listId, variantId: variant.id, quantity: input.quantity },
        select: { id: true },
      });
    }
    await tx.purchaseList.update({ where: { id: listId }, data: { updatedAt: new Date() }, select: { id: true } });
    return { ok: true, listId };
  });
}

export async function setLineQuantity(owner: ListOwner, lineId: string, quantity: number): Promise<ListOutcome> {
  const updated = await prisma.purchaseListLine.updateMany({
    where: { id: lineId, list: visibleTo(owner) },
    data: { quantity },
  });
  return updated.count === 1 ? { ok: true } : { ok: false, message: NOT_FOUND };
}

export async function removeLine(owner: ListOwner, lineId: string): Promise<ListOutcome> {
  const deleted = await prisma.purchaseListLine.deleteMany({ where: { id: lineId, list: visibleTo(owner) } });
  return deleted.count === 1 ? { ok: true } : { ok: false, message: NOT_FOUND };
}

export type AddAllResult = { found: false } | { found: true; added: number; skipped: string[] };

/** Puts every line in the cart through the cart's own rule; a line it refuses is skipped and named. */
async function addLines(
  cartId: string,
  lines: { variantId: string | null; quantity: number; label: string }[],
): Promise<{ added: number; skipped: string[] }> {
  let added = 0;
  const skipped: string[] = [];
  for (const line of lines) {
    if (!line.variantId) {
      skipped.push(line.label);
      continue;
    }
    const result = await addToCart(cartId, line.variantId, line.quantity);
    if (result.ok) added += 1;
    else skipped.push(line.label);
  }
  return { added, skipped };
}

export async function addListToCart(owner: ListOwner, listId: string, cartId: string): Promise<AddAllResult> {
  const list = await prisma.purchaseList.findFirst({
    where: { id: listId, ...visibleTo(owner) },
    select: {
      lines: {
        orderBy: { createdAt: "asc" },
        take: MAX_LIST_LINES,
        select: {
          variantId: true,
          quantity: true,
          variant: { select: { title: true, product: { select: { title: true } } } },
        },
      },
    },
  });
  if (!list) return { found: false };
  const lines = list.lines.map((l) => ({
    variantId: l.variantId,
    quantity: l.quantity,
    label: `${l.variant.product.title} (${l.variant.title})`,
  }));
  return { found: true, ...(await addLines(cartId, lines)) };
}

/**
 * Reorder: the lines of one of the buyer's own orders back into the cart, at today's price and stock. The cart is
 * asked for only once the order is found, so a refused post creates no cart.
 */
export async function reorderIntoCart(
  userId: string,
  orderId: string,
  cart: () => Promise<string>,
): Promise<AddAllResult> {
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: { lines: { select: { variantId: true, quantity: true, productTitle: true, variantTitle: true } } },
  });
  if (!order) return { found: false };
  const cartId = await cart();
  const lines = order.lines.map((l) => ({
    variantId: l.variantId,
    quantity: l.quantity,
    label: l.variantTitle && l.variantTitle !== "Default" ? `${l.productTitle} (${l.variantTitle})` : l.productTitle,
  }));
  return { found: true, ...(await addLines(cartId, lines)) };
}
