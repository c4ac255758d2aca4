// The store's catalogue and cart against the real database: search, pagination, product detail,
// marketplace, the cart action's intents and the login merge.
import { afterAll, describe, expect, it } from "vitest";
import { addToCart, getCartView, mergeAnonymousCartIntoUser } from "~/modules/cart/cart.server";
import { getProductDetail } from "~/modules/catalog/product.server";
import { parseCatalogueQuery } from "~/modules/catalog/catalogue-query";
import { searchCatalogue } from "~/modules/catalog/catalogue-query.server";
import { action as cartAction } from "~/routes/cart";
import { loader as productLoader } from "~/routes/store.product.$id";
import { prisma } from "~/utils/db.server";
import {
  cartCookie,
  cookieFrom,
  createProduct,
  deleteCreatedProducts,
  formRequest,
  getRequest,
  uid,
} from "./store.support";
import { routeArgs } from "../setup/route-args";

afterAll(deleteCreatedProducts);

/** The /store grid for a URL search string (12 per page). */
const listStoreProducts = ({ q, page }: { q: string; page: number }) =>
  searchCatalogue(parseCatalogueQuery(new URLSearchParams({ q, page: String(page) })), { pageSize: 12 });
/** The marketplace grid for URL parameters (24 per page). */
const listMarketplace = (params: Record<string, string>) =>
  searchCatalogue(parseCatalogueQuery(new URLSearchParams(params)), { pageSize: 24 });

describe("/store listing", () => {
  it("pages 12 products at a time with the total count", async () => {
    const total = await prisma.storeProduct.count({ where: { deletedAt: null, status: "active" } });
    const first = await listStoreProducts({ q: "", page: 1 });
    expect(first.products).toHaveLength(Math.min(12, total));
    expect(first.total).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 12));
    const last = await listStoreProducts({ q: "", page: first.totalPages });
    expect(last.products.length).toBe(total - 12 * (first.totalPages - 1));
    const beyond = await listStoreProducts({ q: "", page: first.totalPages + 5 });
    expect(beyond.products).toHaveLength(0);
    expect(beyond.total).toBe(total);
  });

  it("filters with full-text search over title, subtitle and description, best match first", async () => {
    const word = `zephyrium${Date.now()}`;
    const inTitle = await createProduct({ title: `The ${word} Analyzer`, variants: [{ priceInCents: 1000 }] });
    const inDescription = await createProduct({
      descriptionHtml: `<p>Pairs with any ${word} setup.</p>`,
      variants: [{ priceInCents: 1000 }],
    });
    const result = await listStoreProducts({ q: word, page: 1 });
    expect(result.products.map((p) => p.id)).toEqual([inTitle.id, inDescription.id]);
    expect(result.total).toBe(2);
    // No product has every word: the closest matches (those with the word that exists) show instead (ADR 032).
    const closest = await listStoreProducts({ q: `${word} nonexistentterm`, page: 1 });
    expect(closest.products.map((p) => p.id).sort()).toEqual([inTitle.id, inDescription.id].sort());
    const none = await listStoreProducts({ q: "zqxjvw", page: 1 });
    expect(none.products).toHaveLength(0);
    // websearch syntax never errors
    const odd = await listStoreProducts({ q: `"unclosed OR -( ${word}`, page: 1 });
    expect(odd.total).toBeGreaterThanOrEqual(0);
  });

  it("cards: single-variant products add straight away, multi-variant go to the page, unavailable flagged", async () => {
    const word = `quintarix${Date.now()}`;
    await createProduct({ title: `${word} single`, variants: [{ priceInCents: 500, salePriceInCents: 450 }] });
    await createProduct({
      title: `${word} multi`,
      siteProductSelection: null,
      variants: [{ priceInCents: 900 }, { priceInCents: 700 }],
    });
    await createProduct({ title: `${word} closed`, purchasable: false, variants: [{ priceInCents: 100 }] });
    const { products } = await listStoreProducts({ q: word, page: 1 });
    const byTitle = Object.fromEntries(products.map((p) => [p.title.split(" ")[1], p]));
    expect(byTitle.single).toMatchObject({
      available: true,
      variantCount: 1,
      price: { formatted: "$4.50", originalFormatted: "$5.00" },
    });
    expect(byTitle.single.singleVariantId).toBeTruthy();
    expect(byTitle.multi).toMatchObject({
      available: true,
      variantCount: 2,
      singleVariantId: null,
      price: { formatted: "$7.00" },
    });
    expect(byTitle.closed).toMatchObject({ available: false });
  });
});

describe("what a card's price buys (issue 37)", () => {
  it("names the displayed variant's pack and unit, and nothing for a product whose brand stated neither", async () => {
    const filters = await listStoreProducts({ q: "Millex", page: 1 });
    const millex = filters.products.find((p) => p.id === "merck-millex-gv-filters")!;
    // The cheaper variant is displayed: 50 filters, not 250.
    expect(millex.saleUnit).toBe("Price per pack (50 filters)");
    const elisa = (await listStoreProducts({ q: "IL-6 ELISA", page: 1 })).products.find(
      (p) => p.id === "thermo-invitrogen-il6-elisa",
    )!;
    expect(elisa.saleUnit).toBe("Price per kit (96 wells)");
    const instruments = await listMarketplace({ category: "analytical-instruments" });
    expect(instruments.products.every((p) => p.saleUnit === null)).toBe(true);
  });
});

describe("/store/product/{id}", () => {
  it("404s for unknown ids; shows the chosen variant, sanitised HTML, meta description and JSON-LD", async () => {
    await expect(
      productLoader(routeArgs({ request: getRequest("/store/product/nope"), params: { id: "nope" } })),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
    const product = await createProduct({
      descriptionHtml: `<p onclick="x()">Hello <script>alert(1)</script><strong>world</strong></p>${"<p>More text here.</p>".repeat(20)}`,
      siteProductSelection: "first",
      variants: [
        { title: "Large", priceInCents: 2000, manageInventory: true, inventoryQuantity: 3 },
        { title: "Small", priceInCents: 1000 },
      ],
    });
    const detail = await getProductDetail(product.id, {
      variantId: null,
      image: null,
      origin: "https://labmarket.test",
    });
    expect(detail?.selectedVariantId).toBe(product.variantIds[0]);
    expect(detail?.descriptionHtml).not.toMatch(/script|onclick/);
    expect(detail?.metaDescription).toHaveLength(160);
    expect(detail?.metaDescription.startsWith("Hello world More text here.")).toBe(true);
    expect(detail?.jsonLd).toMatchObject({
      "@type": "Product",
      offers: [
        { price: "20.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
        { price: "10.00", priceCurrency: "USD" },
      ],
    });
    const picked = await getProductDetail(product.id, {
      variantId: product.variantIds[1],
      image: "99",
      origin: "https://labmarket.test",
    });
    expect(picked?.selectedVariantId).toBe(product.variantIds[1]);
    expect(picked?.imageIndex).toBe(0);
  });
});

describe("/shop/products marketplace", () => {
  it("searches name and brand, filters by category, sorts for real", async () => {
    const all = await listMarketplace({});
    expect(all.facets.find((f) => f.key === "category")!.options.length).toBe(5);
    const agilent = await listMarketplace({ q: "agilent", sort: "price-asc" });
    expect(agilent.products.length).toBeGreaterThan(0);
    expect(agilent.products.every((p) => /agilent/i.test(`${p.title} ${p.brandName}`))).toBe(true);
    // Sorted as converted at the stated rates (ADR 073): the seeded brands list in dollars, euros and pounds.
    const rates = new Map(
      (await prisma.currency.findMany()).map((c) => [c.code, Number(c.catalogueUsdPerUnit ?? Number.NaN)]),
    );
    const inDollars = (p: (typeof agilent.products)[number]) =>
      p.price ? Math.round(p.price.cents * rates.get(p.price.currencyCode)!) : 0;
    const prices = agilent.products.map(inDollars);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await listMarketplace({ category: "diagnostic-kits", sort: "price-desc" });
    expect(desc.products.length).toBeGreaterThan(0);
    expect(desc.products.every((p) => p.categoryName === "Diagnostic Kits")).toBe(true);
    const descPrices = desc.products.map(inDollars);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const rated = await listMarketplace({ sort: "rating" });
    const ratings = rated.products.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const none = await listMarketplace({ q: "zqxjvw" });
    expect(none.products).toHaveLength(0);
  });
});

describe("cart action (Hydrogen-style intents)", () => {
  async function post(fields: Record<string, string>, cookie: string) {
    const response = (await cartAction(
      routeArgs({ request: formRequest("/cart", { redirectTo: "/store", ...fields }, cookie) }),
    )) as Response;
    return { response, cookie: cookieFrom(response, "cart") ?? cookie };
  }
  async function view(cookie: string) {
    return getCartView(getRequest("/", cookie));
  }

  it("adds (merging the same variant), updates, removes on ≤ 0, clears, and keeps snapshots", async () => {
    const product = await createProduct({
      title: "Cart Test Pipette",
      variants: [
        { title: "Blue", priceInCents: 1250 },
        { title: "Red", priceInCents: 990 },
      ],
    });
    const first = await post({ intent: "add", variantId: product.variantIds[0], quantity: "2", source: "detail" }, "");
    const { response } = first;
    let { cookie } = first;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/store");
    expect(cookie).toMatch(/^cart=/);
    ({ cookie } = await post(
      { intent: "add", variantId: product.variantIds[0], quantity: "1", source: "detail" },
      cookie,
    ));
    ({ cookie } = await post({ intent: "add", variantId: product.variantIds[1], source: "card" }, cookie));
    let cart = await view(cookie);
    expect(cart.lines.map((l) => [l.variantTitle, l.quantity])).toEqual([
      ["Blue", 3],
      ["Red", 1],
    ]);
    expect(cart.totalQuantity).toBe(4);
    expect(cart.total).toBe("$47.40");
    expect(cart.checkoutKey).toBeTruthy();

    // price changes after adding: snapshot kept, notice shown, charged at the current price
    await prisma.variant.update({ where: { id: product.variantIds[1] }, data: { priceInCents: 1090 } });
    cart = await view(cookie);
    expect(cart.lines[1]).toMatchObject({ priceChanged: true, previousUnitPrice: "$9.90", unitPrice: "$10.90" });

    const blue = cart.lines[0].id;
    ({ cookie } = await post({ intent: "update", lineId: blue, quantity: "3", delta: "-1" }, cookie));
    expect((await view(cookie)).lines[0].quantity).toBe(2);
    ({ cookie } = await post({ intent: "update", lineId: blue, quantity: "0" }, cookie));
    expect((await view(cookie)).lines.map((l) => l.variantTitle)).toEqual(["Red"]);
    ({ cookie } = await post({ intent: "remove", lineId: (await view(cookie)).lines[0].id }, cookie));
    expect((await view(cookie)).lines).toHaveLength(0);
    ({ cookie } = await post({ intent: "add", variantId: product.variantIds[0] }, cookie));
    ({ cookie } = await post({ intent: "clear" }, cookie));
    const empty = await view(cookie);
    expect(empty.lines).toHaveLength(0);
    expect(empty.total).toBe("$0.00");
  });

  it("enforces the stock rule with the exact message (cart quantity + added > available)", async () => {
    const product = await createProduct({
      title: "Stocked Centrifuge",
      variants: [{ title: "Small", priceInCents: 100, manageInventory: true, inventoryQuantity: 3 }],
    });
    let { cookie } = await post(
      { intent: "add", variantId: product.variantIds[0], quantity: "2", source: "detail" },
      "",
    );
    const over = await post(
      { intent: "add", variantId: product.variantIds[0], quantity: "2", source: "detail" },
      cookie,
    );
    const flash = cookieFrom(over.response, "flash");
    expect(flash).toBeTruthy();
    // the toast is in the flash cookie: read it back through the root's reader
    const { readToast } = await import("~/utils/cookies.server");
    const { toast } = await readToast(getRequest("/", flash!));
    expect(toast).toMatchObject({
      title: "Oh no! Something went wrong.",
      description: "Not enough stock for Stocked Centrifuge (Small). Only 3 left.",
      variant: "destructive",
    });
    expect((await view(cookie)).lines[0].quantity).toBe(2);
    // reservations count against stock
    await prisma.variant.update({ where: { id: product.variantIds[0] }, data: { reservedQuantity: 1 } });
    const cartId = (await view(cookie)).cartId!;
    const result = await addToCart(cartId, product.variantIds[0], 1);
    expect(result).toEqual({ ok: false, error: "Not enough stock for Stocked Centrifuge (Small). Only 2 left." });
    ({ cookie } = await post({ intent: "clear" }, cookie));
  });

  it("rejects bad input without a 500", async () => {
    const cases: Record<string, string>[] = [
      { intent: "add" },
      { intent: "add", variantId: "x", quantity: "-4" },
      { intent: "bogus" },
      { intent: "update", lineId: "x", quantity: "abc" },
    ];
    for (const fields of cases) {
      const { response } = await post(fields, "");
      expect(response.status).toBe(303);
    }
    const { response } = await post({ intent: "add", variantId: "no-such-variant", source: "card" }, "");
    const { readToast } = await import("~/utils/cookies.server");
    const { toast } = await readToast(getRequest("/", cookieFrom(response, "flash")!));
    expect(toast).toMatchObject({ title: "Error adding to cart", variant: "destructive" });
  });

  it("merges an anonymous cart into the user's cart at login", async () => {
    const product = await createProduct({
      variants: [
        { title: "A", priceInCents: 100, manageInventory: true, inventoryQuantity: 4 },
        { title: "B", priceInCents: 200 },
      ],
    });
    const user = await prisma.user.create({ data: { email: `${uid("merge")}@example.com`, passwordHash: "x" } });
    const userCart = await prisma.cart.create({ data: { userId: user.id } });
    const anonymous = await prisma.cart.create({ data: {} });
    await addToCart(userCart.id, product.variantIds[0], 3);
    await addToCart(anonymous.id, product.variantIds[0], 1);
    await addToCart(anonymous.id, product.variantIds[1], 2);
    // stock is 4: 3 + 1 fits; then the anonymous A line exceeds nothing
    const merged = await mergeAnonymousCartIntoUser(anonymous.id, user.id);
    expect(merged).toBe(userCart.id);
    const lines = await prisma.cartLine.findMany({
      where: { cartId: userCart.id },
      select: { variantId: true, quantity: true },
      orderBy: { variantId: "asc" },
    });
    expect(lines).toEqual([
      { variantId: product.variantIds[0], quantity: 4 },
      { variantId: product.variantIds[1], quantity: 2 },
    ]);
    expect(await prisma.cart.findUnique({ where: { id: anonymous.id } })).toBeNull();
    // a user without a cart simply adopts the anonymous one
    const other = await prisma.user.create({ data: { email: `${uid("adopt")}@example.com`, passwordHash: "x" } });
    const anon2 = await prisma.cart.create({ data: {} });
    expect(await mergeAnonymousCartIntoUser(anon2.id, other.id)).toBe(anon2.id);
    expect((await prisma.cart.findUnique({ where: { id: anon2.id } }))?.userId).toBe(other.id);
    // someone else's cart id is never merged
    expect(await mergeAnonymousCartIntoUser(userCart.id, other.id)).toBe(anon2.id);
    await prisma.user.deleteMany({ where: { id: { in: [user.id, other.id] } } });
  });

  it("never shows another user's cart to a visitor holding its cookie", async () => {
    const user = await prisma.user.create({ data: { email: `${uid("owner")}@example.com`, passwordHash: "x" } });
    const cart = await prisma.cart.create({ data: { userId: user.id } });
    const product = await createProduct({ variants: [{ priceInCents: 100 }] });
    await addToCart(cart.id, product.variantIds[0], 1);
    const viewAsVisitor = await getCartView(getRequest("/", await cartCookie(cart.id)));
    expect(viewAsVisitor.lines).toHaveLength(0);
    await prisma.user.delete({ where: { id: user.id } });
  });
});
