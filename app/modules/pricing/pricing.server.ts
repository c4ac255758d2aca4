// Loads what resolveLinePrice needs (ADR 067): a variant's quantity tiers and the entries of the buyer's
// organisation's valid price lists from the variant's brand. The two columns are SQL fragments so the cart's
// single statement and the loaders below read them the same way; the choice between them stays in line-price.ts.
import { Prisma } from "~/generated/prisma/client";
import { prisma, type Tx } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { resolveLinePrice, type OrganisationOffer, type PricingInputs, type QuantityTier } from "./line-price";

/**
 * `tiers` and `offers` (JSON arrays) for the variant aliased `v` of the product aliased `p`, for the organisation
 * `organisationId` (an SQL expression; NULL means no organisation, so no offers).
 */
export function pricingColumnsSql(organisationId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    COALESCE((SELECT json_agg(json_build_object('minQuantity', t."minQuantity", 'unitPriceCents', t."unitPriceCents")
                              ORDER BY t."minQuantity")
              FROM "VariantPriceTier" t WHERE t."variantId" = v.id), '[]'::json) AS "tiers",
    COALESCE((SELECT json_agg(json_build_object(
                       'priceListName', pl.name,
                       'scope', CASE WHEN e."variantId" IS NOT NULL THEN 'variant' ELSE 'category' END,
                       'fixedPriceCents', e."fixedPriceCents",
                       'discountBasisPoints', e."discountBasisPoints"))
              FROM "PriceList" pl
              JOIN "PriceListEntry" e ON e."priceListId" = pl.id
              WHERE pl."organisationId" = ${organisationId}
                AND pl."brandId" = p."brandId"
                AND (pl."validFrom" IS NULL OR pl."validFrom" <= now())
                AND (pl."validUntil" IS NULL OR pl."validUntil" > now())
                AND (e."variantId" = v.id OR (p."categoryId" IS NOT NULL AND e."categoryId" = p."categoryId"))),
             '[]'::json) AS "offers"`;
}

/** The organisation a user buys for (their membership), as an SQL expression for pricingColumnsSql. */
export function organisationOfUserSql(userId: Prisma.Sql | string | null): Prisma.Sql {
  if (userId === null) return Prisma.sql`NULL::text`;
  return Prisma.sql`(SELECT m."organisationId" FROM "OrganisationMember" m WHERE m."userId" = ${userId})`;
}

/** The organisation of a cart's owner (none for a visitor's cart), as an SQL expression. */
export function organisationOfCartSql(cartId: string): Prisma.Sql {
  return Prisma.sql`(SELECT m."organisationId" FROM "OrganisationMember" m JOIN "Cart" c ON c."userId" = m."userId"
                     WHERE c.id = ${cartId})`;
}

export interface VariantPricing {
  tiers: QuantityTier[];
  offers: OrganisationOffer[];
}

/**
 * Tiers and organisation offers of these variants for an organisation (or none): one statement.
 * Variants not found are absent from the map.
 */
export async function loadVariantPricing(
  variantIds: readonly string[],
  organisationId: string | Prisma.Sql | null,
  db: Tx | typeof prisma = prisma,
): Promise<Map<string, VariantPricing>> {
  if (variantIds.length === 0) return new Map();
  const organisation =
    organisationId === null
      ? Prisma.sql`NULL::text`
      : typeof organisationId === "string"
        ? Prisma.sql`${organisationId}`
        : organisationId;
  const rows = await db.$queryRaw<({ variantId: string } & VariantPricing)[]>`
    SELECT v.id AS "variantId", ${pricingColumnsSql(organisation)}
    FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
    WHERE v.id = ANY(${[...variantIds]}::text[])`;
  return new Map(rows.map((row) => [row.variantId, { tiers: row.tiers, offers: row.offers }]));
}

/** A variant's catalogue prices joined with its loaded pricing, ready for resolveLinePrice. */
export function withPricing(
  variant: { id: string; priceInCents: number; salePriceInCents: number | null },
  pricing: Map<string, VariantPricing>,
): PricingInputs {
  const found = pricing.get(variant.id);
  return {
    priceInCents: variant.priceInCents,
    salePriceInCents: variant.salePriceInCents,
    tiers: found?.tiers ?? [],
    offers: found?.offers ?? [],
  };
}

export interface BuyerVariantPrices {
  /** Quantity prices below the catalogue price, from the lowest quantity. */
  tiers: { minQuantity: number; unitPrice: string }[];
  /** The buyer's organisation's price for one unit when it beats the catalogue price; else null. */
  organisation: { unitPrice: string; priceListName: string } | null;
}

/**
 * What a buyer pays for these variants beyond the catalogue price (product page, store cards): the quantity tiers
 * and, for a member of an organisation, its price list's price. One statement; `withTiers: false` skips the tiers
 * (store cards), and a visitor's call without tiers costs nothing.
 */
export async function buyerVariantPrices(
  variantIds: readonly string[],
  userId: string | null,
  { withTiers = true }: { withTiers?: boolean } = {},
): Promise<Record<string, BuyerVariantPrices>> {
  if (variantIds.length === 0 || (!withTiers && userId === null)) return {};
  const rows = await prisma.$queryRaw<
    ({
      variantId: string;
      priceInCents: number;
      salePriceInCents: number | null;
      code: string;
      symbol: string;
      template: string;
    } & VariantPricing)[]
  >`
    SELECT v.id AS "variantId", v."priceInCents", v."salePriceInCents", cur.code, cur.symbol, cur.template,
           ${pricingColumnsSql(organisationOfUserSql(userId))}
    FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId" JOIN "Currency" cur ON cur.code = v."currencyCode"
    WHERE v.id = ANY(${[...variantIds]}::text[])`;
  const prices: Record<string, BuyerVariantPrices> = {};
  for (const row of rows) {
    const currency = { code: row.code, symbol: row.symbol, template: row.template };
    const catalogue = resolveLinePrice({ ...row, tiers: [], offers: [] }, 1).unitPriceCents;
    const atOne = resolveLinePrice({ ...row, tiers: [] }, 1);
    const tiers = withTiers
      ? row.tiers
          .filter((tier) => tier.unitPriceCents < catalogue)
          .map((tier) => ({ minQuantity: tier.minQuantity, unitPrice: formatMoney(tier.unitPriceCents, currency) }))
      : [];
    const organisation =
      atOne.source === "organisation"
        ? { unitPrice: formatMoney(atOne.unitPriceCents, currency), priceListName: atOne.note ?? "" }
        : null;
    if (tiers.length > 0 || organisation) prices[row.variantId] = { tiers, organisation };
  }
  return prices;
}
