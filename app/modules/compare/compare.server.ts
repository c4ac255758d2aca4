// Where a comparison list lives: CompareItem rows for a logged-in user, a signed cookie for a visitor.
import { getOptionalUserId } from "~/modules/auth/session.server";
import { displayedPrice, listedPrice } from "~/modules/catalog/price";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { prisma } from "~/utils/db.server";
import { groupSpecifications, specificationRows } from "~/modules/catalog/specifications";
import { specificationValueSelect, toSpecificationValue } from "~/modules/catalog/specifications.server";
import { signedCookie } from "~/utils/cookies.server";
import {
  addToComparison,
  COMPARE_CAPACITY,
  mergeComparisons,
  removeFromComparison,
  specificationMatrix,
} from "./compare";

const compareCookie = signedCookie("compare", {
  maxAge: 60 * 60 * 24 * 30,
  decode: (raw) =>
    Array.isArray(raw) ? raw.filter((id): id is string => typeof id === "string").slice(0, COMPARE_CAPACITY) : [],
});

function readCookieIds(request: Request): Promise<string[]> {
  return compareCookie.read(request);
}

async function readUserIds(userId: string): Promise<string[]> {
  const rows = await prisma.compareItem.findMany({
    where: { userId },
    select: { productId: true },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => row.productId);
}

export async function getComparisonIds(request: Request): Promise<string[]> {
  const userId = await getOptionalUserId(request);
  return userId ? readUserIds(userId) : readCookieIds(request);
}

type ChangeResult = {
  outcome: "added" | "already" | "full" | "removed" | "cleared" | "unknown-product";
  headers: Headers;
};

export async function changeComparison(
  request: Request,
  change: { intent: "add" | "remove"; productId: string } | { intent: "clear" },
): Promise<ChangeResult> {
  const headers = new Headers();
  const userId = await getOptionalUserId(request);
  const current = userId ? await readUserIds(userId) : await readCookieIds(request);
  let next = current;
  let outcome: ChangeResult["outcome"];
  if (change.intent === "clear") {
    next = [];
    outcome = "cleared";
  } else if (change.intent === "remove") {
    next = removeFromComparison(current, change.productId);
    outcome = "removed";
  } else {
    const exists = await prisma.storeProduct.findFirst({
      where: { id: change.productId, deletedAt: null, status: "active" },
      select: { id: true },
    });
    if (!exists) return { outcome: "unknown-product", headers };
    const result = addToComparison(current, change.productId);
    if (!result.ok) return { outcome: "full", headers };
    next = result.ids;
    outcome = result.added ? "added" : "already";
  }
  if (userId) {
    await prisma.$transaction([
      prisma.compareItem.deleteMany({ where: { userId, productId: { notIn: next } } }),
      prisma.compareItem.createMany({
        data: next.filter((id) => !current.includes(id)).map((productId) => ({ userId, productId })),
        skipDuplicates: true,
      }),
    ]);
  } else {
    headers.append("Set-Cookie", await compareCookie.write(next));
  }
  return { outcome, headers };
}

/** On login a visitor's list joins the user's (capped at 3); returns the header that clears the cookie. */
export async function mergeVisitorComparison(request: Request, userId: string): Promise<string | null> {
  const visitorIds = await readCookieIds(request);
  if (visitorIds.length === 0) return null;
  const userIds = await readUserIds(userId);
  const merged = mergeComparisons(userIds, visitorIds);
  const toAdd = merged.filter((id) => !userIds.includes(id));
  if (toAdd.length > 0) {
    const existing = await prisma.storeProduct.findMany({ where: { id: { in: toAdd } }, select: { id: true } });
    await prisma.compareItem.createMany({
      data: existing.map((p) => ({ userId, productId: p.id })),
      skipDuplicates: true,
    });
  }
  return compareCookie.clear();
}

export async function getComparisonView(request: Request) {
  const ids = await getComparisonIds(request);
  if (ids.length === 0) return { products: [], matrix: [] };
  const rows = await prisma.storeProduct.findMany({
    where: { id: { in: ids }, deletedAt: null, status: "active" },
    select: {
      id: true,
      title: true,
      subtitle: true,
      thumbnailUrl: true,
      siteProductSelection: true,
      rating: true,
      reviewCount: true,
      attributeValues: { select: specificationValueSelect },
      brand: { select: { name: true } },
      category: { select: { name: true } },
      variants: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          title: true,
          priceInCents: true,
          salePriceInCents: true,
          currency: { select: { code: true, symbol: true, template: true } },
        },
      },
    },
  });
  const products = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is (typeof rows)[number] => Boolean(row))
    .map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      thumbnailUrl: productPictureUrl(row.thumbnailUrl, row),
      brand: row.brand?.name ?? null,
      category: row.category?.name ?? null,
      rating: row.rating,
      reviewCount: row.reviewCount,
      price: listedPrice(displayedPrice(row)),
      specifications: specificationRows(
        groupSpecifications(row.attributeValues.map(toSpecificationValue), {
          variantTitles: Object.fromEntries(row.variants.map((v) => [v.id, v.title])),
        }),
      ),
    }));
  return { products, matrix: specificationMatrix(products) };
}
