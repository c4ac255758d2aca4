// Fixtures for the store's integration tests: products of their own (unique ids), carts, requests.
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { serializeCartId } from "~/modules/cart/cart-cookie.server";
import { prisma } from "~/utils/db.server";

export const createdProducts: string[] = [];

export function uid(prefix = "itest") {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function createProduct(options: {
  title?: string;
  purchasable?: boolean;
  variants: {
    title?: string;
    priceInCents: number;
    salePriceInCents?: number | null;
    manageInventory?: boolean;
    inventoryQuantity?: number;
    currencyCode?: string;
    /** Availability (ADR 061): lead time in days and whether units beyond stock may be ordered. */
    leadTimeDays?: number | null;
    allowBackorder?: boolean;
  }[];
  descriptionHtml?: string;
  siteProductSelection?: string | null;
}) {
  const id = uid("itest-product");
  createdProducts.push(id);
  await prisma.storeProduct.create({
    data: {
      id,
      title: options.title ?? `Integration Test Instrument ${id}`,
      descriptionHtml: options.descriptionHtml ?? "<p>Made for integration tests.</p>",
      purchasable: options.purchasable ?? true,
      siteProductSelection: options.siteProductSelection ?? null,
      sortOrder: 100_000,
      variants: {
        create: options.variants.map((v, position) => ({
          id: `${id}-v${position}`,
          title: v.title ?? (options.variants.length === 1 ? "Default" : `Option ${position + 1}`),
          priceInCents: v.priceInCents,
          salePriceInCents: v.salePriceInCents ?? null,
          currencyCode: v.currencyCode ?? "usd",
          manageInventory: v.manageInventory ?? false,
          inventoryQuantity: v.inventoryQuantity ?? 0,
          leadTimeDays: v.leadTimeDays ?? null,
          allowBackorder: v.allowBackorder ?? false,
          position,
        })),
      },
    },
  });
  return { id, variantIds: options.variants.map((_, i) => `${id}-v${i}`) };
}

export async function deleteCreatedProducts() {
  if (createdProducts.length === 0) return;
  await prisma.storeProduct.deleteMany({ where: { id: { in: createdProducts.splice(0) } } });
}

export async function cartCookie(cartId: string): Promise<string> {
  return (await serializeCartId(cartId)).split(";")[0];
}

export function formRequest(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

export function getRequest(path: string, cookie = "") {
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
}

/** A second, independent connection pool (as a second app instance would have). */
export function secondPool(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 10 }) });
}

export function cookieFrom(response: Response, name: string): string | null {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return set ? set.split(";")[0] : null;
}

/**
 * True on the embedded PGlite database. Its socket server interleaves the extended-protocol messages of
 * concurrent connections (a plain query next to another connection's open transaction fails with
 * "unnamed prepared statement does not exist"), so concurrency proofs run on a real PostgreSQL only and
 * the same scenarios run one after another on PGlite.
 */
export async function onPglite(): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ version: string }[]>`SELECT version()`;
  return /PGlite/i.test(row.version);
}

/** All tasks at once on PostgreSQL; one after another on PGlite (see onPglite). */
export async function runConcurrently<T>(
  tasks: (() => Promise<T>)[],
  sequential: boolean,
): Promise<PromiseSettledResult<T>[]> {
  if (!sequential) return Promise.allSettled(tasks.map((task) => task()));
  const results: PromiseSettledResult<T>[] = [];
  for (const task of tasks) {
    try {
      results.push({ status: "fulfilled", value: await task() });
    } catch (reason) {
      results.push({ status: "rejected", reason });
    }
  }
  return results;
}
