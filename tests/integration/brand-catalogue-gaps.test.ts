// Integration: the brand catalogue rules the audit of issue 10 found untested — the 50,000-row cap of the CSV upload,
// a quote request counted in the brand's analytics, a sale price from the editor stored in cents and displayed, and
// admins creating a product for any brand (ADR 019 addendum): the brand chosen and checked, audited, never chosen
// by a brand account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushProductActivity } from "~/modules/analytics/activity.server";
import { getBrandAnalytics } from "~/modules/analytics/brand-analytics.server";
import { getProductDetail } from "~/modules/catalog/product.server";
import { MAX_IMPORT_ROWS } from "~/modules/product-import/import-rows";
import { loader as adminLoader } from "~/routes/admin";
import { action as newAction, loader as newLoader } from "~/routes/brand-dashboard_.products.new";
import { action as uploadAction } from "~/routes/brand-dashboard_.products.import._index";
import { action as quoteAction } from "~/routes/quotes.new";
import { loader as storeLoader } from "~/routes/store._index";
import { prisma } from "~/utils/db.server";
import {
  call,
  createBrandPage,
  createMember,
  getPage,
  ORIGIN,
  postForm,
  toastOf,
  unique,
  type Member,
} from "./people.support";

const run = unique("gap").replace(/[^a-z0-9]/gi, "");
const brandX = `gap-x-${run.toLowerCase()}`;
const brandY = `gap-y-${run.toLowerCase()}`;
let memberX: Member;
let memberY: Member;
let buyer: Member;
let admin: Member;

const sku = (n: string) => `${run}-${n}`.toUpperCase();
const NEW_PATH = "/brand-dashboard/products/new";

function productForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    title: `Velquor ${run} rotary evaporator`,
    subtitle: "",
    ribbonText: "",
    categoryId: "analytical-instruments",
    descriptionHtml: "<p>Evaporates quietly.</p>",
    relatedSkus: "",
    "variant.0.id": "",
    "variant.0.sku": sku("A"),
    "variant.0.title": "Standard",
    "variant.0.options": "",
    "variant.0.price": "1,250.50",
    "variant.0.salePrice": "",
    "variant.0.currency": "usd",
    "variant.0.manageInventory": "on",
    "variant.0.quantity": "5",
    ...fields,
  };
}

async function create(member: Member, fields: Record<string, string> = {}) {
  const out = await call(newAction, postForm(NEW_PATH, productForm(fields), member));
  expect(out.status, JSON.stringify(out.data?.errors)).toBe(303);
  return decodeURIComponent(out.location!.split("/").pop()!);
}

const productOf = (id: string) =>
  prisma.storeProduct.findUniqueOrThrow({
    where: { id },
    select: {
      brandId: true,
      status: true,
      priceCents: true,
      variants: { select: { id: true, salePriceInCents: true } },
    },
  });

const listed = (id: string) => getProductDetail(id, { variantId: null, image: null, origin: ORIGIN });

beforeAll(async () => {
  for (const id of [brandX, brandY]) await createBrandPage(id);
  [memberX, memberY, buyer, admin] = await Promise.all([
    createMember({ role: "brand", brandId: brandX }),
    createMember({ role: "brand", brandId: brandY }),
    createMember({ role: "buyer" }),
    createMember({ role: "admin" }),
  ]);
  await flushProductActivity();
});

afterAll(async () => {
  const brands = [brandX, brandY];
  await prisma.quoteRequest.deleteMany({ where: { brandId: { in: brands } } });
  await prisma.productDailyActivity.deleteMany({ where: { brandId: { in: brands } } });
  await prisma.storeProduct.deleteMany({ where: { OR: [{ brandId: { in: brands } }, { title: { contains: run } }] } });
  await prisma.productImport.deleteMany({ where: { brandId: { in: brands } } });
  await prisma.auditLog.deleteMany({ where: { actorId: admin?.id } });
  await prisma.user.deleteMany({
    where: { id: { in: [memberX, memberY, buyer, admin].filter(Boolean).map((m) => m.id) } },
  });
  await prisma.brand.deleteMany({ where: { id: { in: brands } } });
});

describe("CSV upload limit", () => {
  it(`refuses a file of more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} data rows with a message and stores nothing`, async () => {
    // Built as many small parts (a Blob does not copy them into one string): header + 50,001 rows, about 3 MB.
    const parts: string[] = ["sku,product_ref,title,category,price,currency\n"];
    for (let i = 0; i <= MAX_IMPORT_ROWS; i++)
      parts.push(`${run}-R${i},P${i},Row ${i},analytical-instruments,10.00,usd\n`);
    const form = new FormData();
    form.set("file", new File(parts, "too-many.csv", { type: "text/csv" }));
    const before = await prisma.productImport.count({ where: { brandId: brandX } });
    const out = await call(
      uploadAction,
      new Request(`${ORIGIN}/brand-dashboard/products/import`, {
        method: "POST",
        body: form,
        headers: { Cookie: memberX.cookie },
      }),
    );
    expect(out.status).toBe(400);
    expect(out.data.errors.file).toBe("The file has more than 50,000 rows. Split it into several files.");
    expect(await prisma.productImport.count({ where: { brandId: brandX } })).toBe(before);
    expect(await prisma.storeProduct.count({ where: { brandId: brandX } })).toBe(0);
    expect(await prisma.variant.count({ where: { sku: { startsWith: `${run}-R` } } })).toBe(0);
  });
});

describe("analytics: quote requests", () => {
  it("a buyer's quote request raises the product's quote-request count in the brand's analytics", async () => {
    const id = await create(admin, { brandId: brandX, intent: "submit", "variant.0.sku": sku("Q") });
    const { variants } = await productOf(id);
    const before = await getBrandAnalytics(brandX, 7);
    const asked = await call(
      quoteAction,
      postForm("/quotes/new", { productId: id, variantId: variants[0]!.id, quantity: "3", note: "For our lab" }, buyer),
    );
    expect(asked.status).toBe(303);
    expect(await prisma.quoteRequest.count({ where: { productId: id, brandId: brandX } })).toBe(1);
    await flushProductActivity();
    const after = await getBrandAnalytics(brandX, 7);
    expect(after.quoteRequests.total).toBe(before.quoteRequests.total + 1);
    expect(after.topProducts.find((p) => p.id === id)).toMatchObject({ quoteRequests: 1, views: 0, orders: 0 });
    // Another brand's figures do not move.
    expect((await getBrandAnalytics(brandY, 7)).quoteRequests.total).toBe(0);
  });
});

describe("sale price from the editor", () => {
  it("stores a valid sale price in integer cents and shows it as the displayed price", async () => {
    const id = await create(memberX, {
      "variant.0.sku": sku("SALE"),
      "variant.0.price": "1,250.50",
      "variant.0.salePrice": "999.95",
    });
    const stored = await productOf(id);
    expect(stored.variants[0]!.salePriceInCents).toBe(99_995);
    expect(stored.priceCents).toBe(99_995); // the catalogue's sort/filter price is what the buyer pays
    // Listed (an admin publishes it here), the product page shows the sale price with the original struck through.
    await prisma.storeProduct.update({ where: { id }, data: { status: "active" } });
    const detail = await listed(id);
    const price = detail!.variants[0]!.price;
    expect(price).toMatchObject({ cents: 99_995, onSale: true, originalCents: 125_050 });
    expect(price.formatted).toBe("$999.95");
    expect(price.originalFormatted).toBe("$1,250.50");
  });
});

describe("admins create products for any brand", () => {
  it("creates the product for the chosen brand, audits it and lists it when published", async () => {
    const page = await call(newLoader, getPage(`${NEW_PATH}?brand=${brandX}`, admin));
    expect(page.status).toBe(200);
    expect(page.data.byAdmin).toBe(true);
    expect(page.data.brandId).toBe(brandX);
    expect(page.data.brands.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([brandX, brandY]));
    expect(page.data.reviewRequired).toBe(false);
    // Brand accounts see no brand select.
    const brandPage = await call(newLoader, getPage(NEW_PATH, memberX));
    expect(brandPage.data.brands).toBeNull();
    // The admin's dashboard links to the form.
    expect((await call(adminLoader, getPage("/admin?section=products", admin))).status).toBe(200);

    const draft = await create(admin, { brandId: brandX, "variant.0.sku": sku("ADM1") });
    expect(await productOf(draft)).toMatchObject({ brandId: brandX, status: "draft" });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { actorId: admin.id, action: "product.create", targetId: draft },
      select: { details: true },
    });
    expect(audit.details).toEqual({ brandId: brandX, status: "draft" });
    // The brand sees its draft in Product Management and may open it; the other brand may not.
    const { loader: editLoader } = await import("~/routes/brand-dashboard_.products.$productId");
    const path = `/brand-dashboard/products/${encodeURIComponent(draft)}`;
    const brandEdit = await call(editLoader, getPage(path, memberX), { productId: draft });
    expect(brandEdit.status).toBe(200);
    expect((await call(editLoader, getPage(path, memberY), { productId: draft })).status).toBe(404);
    // The editor's buttons say what a submit does: the brand's goes to review, the admin's lists at once.
    expect(brandEdit.data.reviewRequired).toBe(true);
    expect((await call(editLoader, getPage(path, admin), { productId: draft })).data.reviewRequired).toBe(false);

    // "Save and publish": an admin's product needs no review and is listed at once.
    const word = `Quintaryl${run}`;
    const published = await call(
      newAction,
      postForm(
        NEW_PATH,
        productForm({ brandId: brandY, intent: "submit", title: `${word} evaporator`, "variant.0.sku": sku("ADM2") }),
        admin,
      ),
    );
    expect(published.status).toBe(303);
    expect((await toastOf(published))?.title).toBe("Product created");
    const live = decodeURIComponent(published.location!.split("/").pop()!);
    expect(await productOf(live)).toMatchObject({ brandId: brandY, status: "active" });
    expect(await listed(live)).not.toBeNull();
    const search = await call(storeLoader, getPage(`/store?q=${encodeURIComponent(word)}`));
    expect(search.data.result.products.map((p: { id: string }) => p.id)).toContain(live);
    expect(
      await prisma.auditLog.count({
        where: {
          actorId: admin.id,
          action: "product.create",
          targetId: live,
          details: { equals: { brandId: brandY, status: "active" } },
        },
      }),
    ).toBe(1);
  });

  it("a brand account's posted brandId of another brand is ignored: the product is its own", async () => {
    const id = await create(memberX, { brandId: brandY, "variant.0.sku": sku("OWN") });
    expect(await productOf(id)).toMatchObject({ brandId: brandX, status: "draft" });
    expect(await prisma.storeProduct.count({ where: { brandId: brandY, title: { contains: run } } })).toBe(1); // the admin's
    // And a brand account's "submit" still goes to review.
    const submitted = await create(memberY, { intent: "submit", "variant.0.sku": sku("OWN2") });
    expect(await productOf(submitted)).toMatchObject({ brandId: brandY, status: "pending_review" });
  });

  it("refuses an unknown or missing brand next to the field and stores nothing", async () => {
    const title = `Orphan ${run}`;
    for (const [brandId, message] of [
      ["no-such-brand-" + run.toLowerCase(), /no such brand/i],
      ["", /Choose the brand/],
      ["<script>", /no such brand/i],
    ] as const) {
      const out = await call(
        newAction,
        postForm(NEW_PATH, productForm({ title, brandId, "variant.0.sku": sku("ORPH") }), admin),
      );
      expect(out.status).toBe(400);
      expect(out.data.errors.brandId).toMatch(message);
      expect(out.data.values.title).toBe(title);
      expect(out.data.brandId).toBe(brandId);
    }
    // With other fields wrong as well, the brand's message comes with theirs.
    const both = await call(
      newAction,
      postForm(NEW_PATH, productForm({ title: "", brandId: "no-such-brand", "variant.0.sku": sku("ORPH") }), admin),
    );
    expect(both.status).toBe(400);
    expect(Object.keys(both.data.errors)).toEqual(expect.arrayContaining(["brandId", "title"]));
    expect(await prisma.storeProduct.count({ where: { title } })).toBe(0);
    expect(await prisma.variant.count({ where: { sku: sku("ORPH") } })).toBe(0);
    expect(await prisma.auditLog.count({ where: { actorId: admin.id, action: "product.create" } })).toBe(3);
  });
});
