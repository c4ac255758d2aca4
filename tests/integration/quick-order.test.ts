// Integration (issue 37 item 3): quick order by SKU through the route's action against the real database — all lines
// into the cart in one post, or none with each failed line named; no cart is made for a refused paste.
import { afterAll, describe, expect, it } from "vitest";
import { action as quickOrderAction } from "~/routes/quick-order";
import { prisma } from "~/utils/db.server";
import { call, createMember, postForm } from "./people.support";
import { createProduct, deleteCreatedProducts, uid } from "./store.support";

afterAll(async () => {
  await deleteCreatedProducts();
});

/** A product whose single variant has a SKU of its own. */
async function withSku(options: { stock?: number; purchasable?: boolean } = {}) {
  const product = await createProduct({
    purchasable: options.purchasable ?? true,
    variants: [
      { priceInCents: 2_500, manageInventory: options.stock !== undefined, inventoryQuantity: options.stock ?? 0 },
    ],
  });
  const sku = uid("QO").toUpperCase();
  await prisma.variant.update({ where: { id: product.variantIds[0]! }, data: { sku } });
  return { sku, variantId: product.variantIds[0]! };
}

const cartLines = (userId: string) =>
  prisma.cartLine.findMany({
    where: { cart: { userId } },
    select: { variantId: true, quantity: true },
    orderBy: { createdAt: "asc" },
  });

describe("quick order by SKU", () => {
  it("puts every line in the buyer's cart in one post, merging repeats and reading lower case", async () => {
    const buyer = await createMember();
    const a = await withSku();
    const b = await withSku({ stock: 10 });
    const out = await call(
      quickOrderAction,
      postForm("/quick-order", { lines: `${a.sku} 2\n${b.sku.toLowerCase()}, 3\n\n${a.sku}` }, buyer),
    );
    expect(out.status).toBe(303);
    expect(out.location).toBe("/cart");
    const lines = await cartLines(buyer.id);
    expect(lines.map((l) => [l.variantId, l.quantity]).sort()).toEqual(
      [
        [a.variantId, 3],
        [b.variantId, 3],
      ].sort(),
    );
  });

  it("adds nothing when one line is wrong, and names each failed line with why", async () => {
    const buyer = await createMember();
    const good = await withSku();
    const scarce = await withSku({ stock: 2 });
    const unsold = await withSku({ purchasable: false });

    const unknown = await call(
      quickOrderAction,
      postForm("/quick-order", { lines: `${good.sku} 1\nNO-SUCH-SKU 1` }, buyer),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.data.problems).toEqual([
      { row: 2, text: "NO-SUCH-SKU", message: 'No product has the SKU "NO-SUCH-SKU".' },
    ]);
    expect(unknown.data.text).toBe(`${good.sku} 1\nNO-SUCH-SKU 1`);
    // A refused paste makes no cart.
    expect(await prisma.cart.count({ where: { userId: buyer.id } })).toBe(0);

    const bad = await call(
      quickOrderAction,
      postForm("/quick-order", { lines: `${good.sku} 0\n${good.sku} 5000` }, buyer),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.problems.map((p: { row: number }) => p.row)).toEqual([1, 2]);

    const stock = await call(
      quickOrderAction,
      postForm("/quick-order", { lines: `${good.sku} 1\n${scarce.sku} 3\n${unsold.sku} 1` }, buyer),
    );
    expect(stock.status).toBe(400);
    expect(stock.data.problems.map((p: { row: number; message: string }) => [p.row, p.message])).toEqual([
      [2, expect.stringMatching(/Not enough stock .* Only 2 left\./)],
      [3, expect.stringMatching(/not available|unavailable/i)],
    ]);
    expect(await cartLines(buyer.id)).toEqual([]);

    const empty = await call(quickOrderAction, postForm("/quick-order", { lines: "  \n " }, buyer));
    expect(empty.status).toBe(400);
    expect(empty.data.formError).toBe("Enter at least one SKU.");
  });

  it("counts what is already in the cart against the stock", async () => {
    const buyer = await createMember();
    const scarce = await withSku({ stock: 3 });
    expect((await call(quickOrderAction, postForm("/quick-order", { lines: `${scarce.sku} 2` }, buyer))).status).toBe(
      303,
    );
    const more = await call(quickOrderAction, postForm("/quick-order", { lines: `${scarce.sku} 2` }, buyer));
    expect(more.status).toBe(400);
    expect((await cartLines(buyer.id)).map((l) => l.quantity)).toEqual([2]);
  });

  it("works for a visitor too: their cart comes in a cookie", async () => {
    const item = await withSku();
    const out = await call(quickOrderAction, postForm("/quick-order", { lines: item.sku }));
    expect(out.status).toBe(303);
    const names = (out.headers.get("Set-Cookie") ?? "")
      .split(/,(?=\s*[^;,=\s]+=)/)
      .map((cookie) => cookie.trim().split("=")[0]);
    expect(names.some((name) => /cart$/i.test(name!))).toBe(true);
  });
});
