// A brand's pricing (ADR 067): quantity tiers on its SKUs and price lists for organisations. Every read and write is
// scoped to the brand: a SKU, list, entry or tier of another brand is "not found", never changed.
import { Prisma } from "~/generated/prisma/client";
import { formatMoney } from "~/utils/money";
import { prisma } from "~/utils/db.server";
import {
  MAX_ENTRIES_PER_LIST,
  MAX_TIERS_PER_VARIANT,
  type EntryInput,
  type PriceListInput,
  type TierInput,
} from "./price-list-forms";

export class PricingRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** How many tiers the pricing page lists (newest first); the rest are found by SKU. */
const TIERS_SHOWN = 100;

const variantOfBrandSelect = {
  id: true,
  sku: true,
  title: true,
  priceInCents: true,
  currencyCode: true,
  currency: { select: { code: true, symbol: true, template: true } },
  product: { select: { title: true, brandId: true, deletedAt: true } },
} as const;

async function brandVariantBySku(brandId: string, sku: string) {
  const variant = await prisma.variant.findUnique({ where: { sku }, select: variantOfBrandSelect });
  if (!variant || variant.product.brandId !== brandId || variant.product.deletedAt)
    throw new PricingRefused("sku", `No product of yours has the SKU “${sku}”.`);
  return variant;
}

/** The brand's pricing page: its price lists (newest first) and its latest quantity tiers. */
export async function brandPricingOverview(brandId: string, skuFilter: string | null) {
  const [lists, tiers, tierCount, organisations] = await Promise.all([
    prisma.priceList.findMany({
      where: { brandId },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        name: true,
        validFrom: true,
        validUntil: true,
        organisation: { select: { id: true, name: true } },
        _count: { select: { entries: true } },
      },
    }),
    prisma.variantPriceTier.findMany({
      where: { variant: { product: { brandId }, ...(skuFilter ? { sku: skuFilter } : {}) } },
      orderBy: [{ variant: { sku: "asc" } }, { minQuantity: "asc" }],
      take: TIERS_SHOWN,
      select: {
        id: true,
        minQuantity: true,
        unitPriceCents: true,
        variant: { select: variantOfBrandSelect },
      },
    }),
    prisma.variantPriceTier.count({ where: { variant: { product: { brandId } } } }),
    organisationsThatBoughtFrom(brandId),
  ]);
  return {
    lists,
    tiers: tiers.map((tier) => ({
      id: tier.id,
      sku: tier.variant.sku,
      productTitle: tier.variant.product.title,
      variantTitle: tier.variant.title,
      minQuantity: tier.minQuantity,
      unitPrice: formatMoney(tier.unitPriceCents, tier.variant.currency),
      listPrice: formatMoney(tier.variant.priceInCents, tier.variant.currency),
    })),
    tierCount,
    tiersShown: TIERS_SHOWN,
    organisations,
  };
}

/** Organisations that ordered from this brand (suggested in the price list form), newest buyers first. */
async function organisationsThatBoughtFrom(brandId: string) {
  return prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT o.id, o.name FROM "Organisation" o
    WHERE o."suspendedAt" IS NULL AND EXISTS (
      SELECT 1 FROM "Order" ord JOIN "OrderLine" l ON l."orderId" = ord.id
      WHERE ord."organisationId" = o.id AND l."brandId" = ${brandId})
    ORDER BY o.name LIMIT 200`;
}

export async function addTier(brandId: string, input: TierInput): Promise<void> {
  const variant = await brandVariantBySku(brandId, input.sku);
  if (input.unitPrice >= variant.priceInCents)
    throw new PricingRefused(
      "unitPrice",
      `A quantity price must be below the list price (${formatMoney(variant.priceInCents, variant.currency)}).`,
    );
  const existing = await prisma.variantPriceTier.findMany({
    where: { variantId: variant.id },
    select: { minQuantity: true },
  });
  if (existing.length >= MAX_TIERS_PER_VARIANT && !existing.some((t) => t.minQuantity === input.minQuantity))
    throw new PricingRefused("minQuantity", `A SKU has at most ${MAX_TIERS_PER_VARIANT} quantity prices.`);
  await prisma.variantPriceTier.upsert({
    where: { variantId_minQuantity: { variantId: variant.id, minQuantity: input.minQuantity } },
    create: { variantId: variant.id, minQuantity: input.minQuantity, unitPriceCents: input.unitPrice },
    update: { unitPriceCents: input.unitPrice },
  });
}

export async function removeTier(brandId: string, tierId: string): Promise<boolean> {
  const removed = await prisma.variantPriceTier.deleteMany({
    where: { id: tierId, variant: { product: { brandId } } },
  });
  return removed.count === 1;
}

/** The organisation a brand names by its ID or its exact name (case-insensitive), among those not suspended. */
async function organisationNamed(nameOrId: string): Promise<{ id: string; name: string }> {
  const byId = await prisma.organisation.findFirst({
    where: { id: nameOrId, suspendedAt: null },
    select: { id: true, name: true },
  });
  if (byId) return byId;
  const byName = await prisma.organisation.findMany({
    where: { name: { equals: nameOrId, mode: "insensitive" }, suspendedAt: null },
    select: { id: true, name: true },
    take: 2,
  });
  if (byName.length === 0)
    throw new PricingRefused(
      "organisation",
      "No organisation has that name. Ask the organisation for its ID (on its organisation page) and enter it here.",
    );
  if (byName.length > 1)
    throw new PricingRefused(
      "organisation",
      "Several organisations have that name: enter the organisation's ID (on its organisation page) instead.",
    );
  return byName[0]!;
}

export async function createPriceList(brandId: string, input: PriceListInput): Promise<string> {
  const organisation = await organisationNamed(input.organisation);
  const list = await prisma.priceList.create({
    data: {
      brandId,
      organisationId: organisation.id,
      name: input.name,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
    },
    select: { id: true },
  });
  return list.id;
}

const entriesSelect = {
  orderBy: { createdAt: "asc" },
  select: {
    id: true,
    fixedPriceCents: true,
    discountBasisPoints: true,
    category: { select: { id: true, name: true } },
    variant: { select: variantOfBrandSelect },
  },
} as const;

type EntryRow = Prisma.PriceListEntryGetPayload<{ select: (typeof entriesSelect)["select"] }>;

/** An entry as the brand and the organisation read it: what it applies to and its price. */
function entryView(entry: EntryRow) {
  const variant = entry.variant;
  return {
    id: entry.id,
    target: variant
      ? `${variant.sku ?? variant.id} — ${variant.product.title}${variant.title !== "Default" ? ` (${variant.title})` : ""}`
      : `Category: ${entry.category?.name ?? "removed"}`,
    price:
      entry.fixedPriceCents !== null && variant
        ? `${formatMoney(entry.fixedPriceCents, variant.currency)} (list ${formatMoney(variant.priceInCents, variant.currency)})`
        : `${((entry.discountBasisPoints ?? 0) / 100).toFixed(2).replace(/\.?0+$/, "")} % off the list price`,
  };
}

/** One of the brand's price lists with its entries, or null. */
export async function brandPriceList(brandId: string, listId: string) {
  const list = await prisma.priceList.findFirst({
    where: { id: listId, brandId },
    select: {
      id: true,
      name: true,
      validFrom: true,
      validUntil: true,
      organisation: { select: { id: true, name: true } },
      entries: entriesSelect,
    },
  });
  if (!list) return null;
  return { ...list, entries: list.entries.map(entryView) };
}

/** The categories the brand sells in (for a category entry). */
export async function brandCategories(brandId: string) {
  return prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT c.id, c.name FROM "Category" c
    WHERE EXISTS (SELECT 1 FROM "StoreProduct" p WHERE p."categoryId" = c.id AND p."brandId" = ${brandId} AND p."deletedAt" IS NULL)
    ORDER BY c.position, c.name`;
}

export async function updatePriceListDates(
  brandId: string,
  listId: string,
  dates: { validFrom: Date | null; validUntil: Date | null },
): Promise<boolean> {
  const updated = await prisma.priceList.updateMany({ where: { id: listId, brandId }, data: dates });
  return updated.count === 1;
}

export async function deletePriceList(brandId: string, listId: string): Promise<boolean> {
  const deleted = await prisma.priceList.deleteMany({ where: { id: listId, brandId } });
  return deleted.count === 1;
}

export async function addPriceListEntry(brandId: string, listId: string, input: EntryInput): Promise<void> {
  const list = await prisma.priceList.findFirst({
    where: { id: listId, brandId },
    select: { id: true, _count: { select: { entries: true } } },
  });
  if (!list) throw new PricingRefused("form", "This price list no longer exists.");
  if (list._count.entries >= MAX_ENTRIES_PER_LIST)
    throw new PricingRefused(
      "form",
      `A price list has at most ${MAX_ENTRIES_PER_LIST} entries: use category discounts.`,
    );
  let target: { variantId: string } | { categoryId: string };
  if (input.target === "sku") {
    const variant = await brandVariantBySku(brandId, input.sku);
    if (input.fixedPriceCents !== null && input.fixedPriceCents >= variant.priceInCents)
      throw new PricingRefused(
        "amount",
        `An organisation price must be below the list price (${formatMoney(variant.priceInCents, variant.currency)}).`,
      );
    target = { variantId: variant.id };
  } else {
    const categories = await brandCategories(brandId);
    if (!categories.some((category) => category.id === input.categoryId))
      throw new PricingRefused("categoryId", "Choose one of the categories you sell in.");
    target = { categoryId: input.categoryId };
  }
  try {
    await prisma.priceListEntry.create({
      data: {
        priceListId: list.id,
        ...target,
        fixedPriceCents: input.fixedPriceCents,
        discountBasisPoints: input.discountBasisPoints,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new PricingRefused(
        input.target === "sku" ? "sku" : "categoryId",
        "This price list already has an entry for it: remove that entry first.",
      );
    throw error;
  }
}

export async function removePriceListEntry(brandId: string, listId: string, entryId: string): Promise<boolean> {
  const removed = await prisma.priceListEntry.deleteMany({
    where: { id: entryId, priceListId: listId, priceList: { brandId } },
  });
  return removed.count === 1;
}

/** An organisation's price lists as its members see them (valid or not), with the brand's name. */
export async function organisationPriceLists(organisationId: string) {
  const lists = await prisma.priceList.findMany({
    where: { organisationId },
    orderBy: [{ brand: { name: "asc" } }, { createdAt: "desc" }],
    select: {
      id: true,
      name: true,
      validFrom: true,
      validUntil: true,
      brand: { select: { name: true } },
      entries: entriesSelect,
    },
  });
  return lists.map((list) => ({ ...list, entries: list.entries.map(entryView) }));
}
