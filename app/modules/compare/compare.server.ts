// Where a comparison list lives: CompareItem rows for a logged-in user, a signed cookie for a visitor.
import { createCookie } from "@remix-run/node";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { displayedPrice } from "~/modules/catalog/price";
import { prisma } from "~/utils/db.server";
import { env, isProduction } from "~/utils/env.server";
import { addToComparison, COMPARE_CAPACITY, mergeComparisons, removeFromComparison, specificationMatrix, type SpecRow } from "./compare";

let cookie: ReturnType<typeof createCookie> | undefined;
function compareCookie() {
  cookie ??= createCookie("compare", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: isProduction() && !env().EMBEDDED_DB,
    maxAge: 60 * 60 * 24 * 30,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

async function readCookieIds(request: Request): Promise<string[]> {
  const value = await compareCookie().parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, COMPARE_CAPACITY) : [];
}

async function readUserIds(userId: string): Promise<string[]> {
  const rows = await prisma.compareItem.findMany({ where: { userId }, select: { productId: true }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => row.productId);
}

export async function getComparisonIds(request: Request): Promise<string[]> {
  const userId = await getOptionalUserId(request);
  return userId ? readUserIds(userId) : readCookieIds(request);
}

type ChangeResult = { outcome: "added" | "already" | "full" | "removed" | "cleared" | "unknown-product"; headers: Headers };

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
    const exists = await prisma.storeProduct.findFirst({ where: { id: change.productId, deletedAt: null }, select: { id: true } });
    if (!exists) return { outcome: "unknown-product", headers };
    const result = addToComparison(current, change.productId);
    if (!result.ok) return { outcome: "full", headers };
    next = result.ids;
    outcome = result.added ? "added" : "already";
  }
  if (userId) {
    await prisma.$transaction([
      prisma.compareItem.deleteMany({ where: { userId, productId: { notIn: next } } }),
      prisma.compareItem.createMany({ data: next.filter((id) => !current.includes(id)).map((productId) => ({ userId, productId })), skipDuplicates: true }),
    ]);
  } else {
    headers.append("Set-Cookie", await compareCookie().serialize(next));
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
    await prisma.compareItem.createMany({ data: existing.map((p) => ({ userId, productId: p.id })), skipDuplicates: true });
  }
  return compareCookie().serialize([], { maxAge: 0 });
}

export async function getComparisonView(request: Request) {
  const ids = await getComparisonIds(request);
  if (ids.length === 0) return { products: [], matrix: [] };
  const rows = await prisma.storeProduct.findMany({
    where: { id: { in: ids }, deletedAt: null },
    select: {
      id: true,
      title: true,
      subtitle: true,
      thumbnailUrl: true,
      siteProductSelection: true,
      rating: true,
      reviewCount: true,
      specifications: true,
      brand: { select: { name: true } },
      category: { select: { name: true } },
      variants: {
        orderBy: { position: "asc" },
        select: { id: true, title: true, priceInCents: true, salePriceInCents: true, currency: { select: { code: true, symbol: true, template: true } } },
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
      thumbnailUrl: row.thumbnailUrl,
      brand: row.brand?.name ?? null,
      category: row.category?.name ?? null,
      rating: row.rating,
      reviewCount: row.reviewCount,
      price: displayedPrice(row)?.formatted ?? null,
      specifications: Array.isArray(row.specifications) ? (row.specifications as unknown as SpecRow[]) : [],
    }));
  return { products, matrix: specificationMatrix(products) };
}
