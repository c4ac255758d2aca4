// Integration: the brand product editor and review before listing (issue 10 #1, #3; ADR 019). Ownership per role,
// review states and what the store lists, SKU uniqueness, nothing stored half-way, duplicate / archive / restore.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes, pngBytes } from "../fakes/upload-fixtures";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { serializeCartId } from "~/modules/cart/cart-cookie.server";
import { getProductDetail } from "~/modules/catalog/product.server";
import { clearSettingsCache, getSettings, primeSettingsCache } from "~/modules/settings/settings.server";
import { loader as adminLoader } from "~/routes/admin";
import { action as reviewAction } from "~/routes/admin_.products";
import { loader as dashboardLoader } from "~/routes/brand-dashboard";
import { action as editAction, loader as editLoader } from "~/routes/brand-dashboard_.products.$productId";
import { action as newAction, loader as newLoader } from "~/routes/brand-dashboard_.products.new";
import { loader as storeLoader } from "~/routes/store._index";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, mailsTo, postForm, toastOf, unique, type Member } from "./people.support";

const run = unique("pe").replace(/[^a-z0-9]/gi, "");
let brandA: Member;
let brandB: Member;
let buyer: Member;
let admin: Member;
const created: string[] = [];

const sku = (n: string) => `${run}-${n}`.toUpperCase();

function productForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    title: `Zyphrex ${run} UHPLC pump`,
    subtitle: "Binary pump",
    ribbonText: "New",
    categoryId: "analytical-instruments",
    descriptionHtml: '<p>Quiet pump.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    relatedSkus: "",
    "variant.0.id": "",
    "variant.0.sku": sku("A"),
    "variant.0.title": "",
    "variant.0.options": "Flow: 5 mL/min",
    "variant.0.price": "1,250.50",
    "variant.0.salePrice": "",
    "variant.0.currency": "usd",
    "variant.0.manageInventory": "on",
    "variant.0.quantity": "7",
    "spec.max-pressure": "18,000 psi",
    "spec.technique": "UHPLC",
    ...fields,
  };
}

async function createProduct(member: Member, fields: Record<string, string> = {}) {
  const out = await call(newAction, postForm("/brand-dashboard/products/new", productForm(fields), member));
  expect(out.status, JSON.stringify(out.data?.errors)).toBe(303);
  const id = decodeURIComponent(out.location!.split("/").pop()!);
  created.push(id);
  return id;
}

const editPath = (id: string) => `/brand-dashboard/products/${encodeURIComponent(id)}`;
const statusOf = async (id: string) =>
  (await prisma.storeProduct.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const listed = (id: string) => getProductDetail(id, { variantId: null, image: null, origin: "http://localhost" });

async function decide(intent: string, productId: string, reason?: string) {
  return call(
    reviewAction,
    postForm(
      "/admin/products",
      { intent, productId, redirectTo: "/admin?section=products", ...(reason === undefined ? {} : { reason }) },
      admin,
    ),
  );
}

/** The edit form's current values as a form (what a browser would post back). */
async function formOf(id: string, member: Member, changes: Record<string, string> = {}) {
  const page = await call(editLoader, getPage(editPath(id), member), { productId: id });
  const v = page.data.values;
  const fields: Record<string, string> = {
    intent: "save",
    title: v.title,
    subtitle: v.subtitle,
    ribbonText: v.ribbonText,
    categoryId: v.categoryId,
    descriptionHtml: v.descriptionHtml,
    relatedSkus: v.relatedSkus,
  };
  v.variants.forEach((row: Record<string, string | boolean>, i: number) => {
    for (const [k, value] of Object.entries(row)) {
      if (typeof value === "boolean") {
        if (value) fields[`variant.${i}.${k}`] = "on";
      } else fields[`variant.${i}.${k}`] = value;
    }
  });
  for (const [k, value] of Object.entries(v.specs as Record<string, string>)) fields[`spec.${k}`] = value;
  return { ...fields, ...changes };
}

beforeAll(async () => {
  [brandA, brandB, buyer, admin] = await Promise.all([
    createMember({ role: "brand", brandId: "agilent" }),
    createMember({ role: "brand", brandId: "waters" }),
    createMember({ role: "buyer" }),
    createMember({ role: "admin" }),
  ]);
});

afterAll(async () => {
  await prisma.storeProduct.deleteMany({ where: { OR: [{ id: { in: created } }, { title: { contains: run } }] } });
  await prisma.auditLog.deleteMany({ where: { actorId: admin?.id } });
  await prisma.user.deleteMany({
    where: { id: { in: [brandA, brandB, buyer, admin].filter(Boolean).map((m) => m.id) } },
  });
});

describe("creating a product", () => {
  it("stores a sanitised draft with its variant in cents, option values and converted specifications", async () => {
    const id = await createProduct(brandA);
    const product = await prisma.storeProduct.findUniqueOrThrow({
      where: { id },
      select: {
        status: true,
        brandId: true,
        descriptionHtml: true,
        variants: {
          select: {
            sku: true,
            priceInCents: true,
            inventoryQuantity: true,
            title: true,
            optionValues: { select: { value: true } },
          },
        },
        attributeValues: {
          select: { numMin: true, enumValue: true, entered: true, attribute: { select: { key: true } } },
        },
      },
    });
    expect(product.status).toBe("draft");
    expect(product.brandId).toBe("agilent");
    expect(product.descriptionHtml).toContain("<p>Quiet pump.</p>");
    expect(product.descriptionHtml).not.toMatch(/script|onerror/);
    expect(product.variants).toEqual([
      {
        sku: sku("A"),
        priceInCents: 125050,
        inventoryQuantity: 7,
        title: "5 mL/min",
        optionValues: [{ value: "5 mL/min" }],
      },
    ]);
    const pressure = product.attributeValues.find((a) => a.attribute.key === "max-pressure")!;
    expect(pressure.entered).toBe("18,000 psi");
    expect(pressure.numMin).toBeCloseTo(1241.06, 1); // bar
    expect(product.attributeValues.find((a) => a.attribute.key === "technique")?.enumValue).toBe("UHPLC");
    expect(await listed(id)).toBeNull();
  });

  it("says next to the field that a SKU is taken anywhere on the marketplace (any case), and stores nothing", async () => {
    const taken = await prisma.variant.findFirstOrThrow({
      where: { sku: { not: null }, product: { brandId: "waters" } },
      select: { sku: true },
    });
    const title = `Taken ${run}`;
    const out = await call(
      newAction,
      postForm(
        "/brand-dashboard/products/new",
        productForm({ title, "variant.0.sku": taken.sku!.toLowerCase() }),
        brandA,
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data.errors["variant.0.sku"]).toMatch(/already used by another product/);
    expect(out.data.values.title).toBe(title);
    expect(await prisma.storeProduct.count({ where: { title } })).toBe(0);
  });

  it("stores nothing when a specification or a second variant is bad", async () => {
    const title = `Half ${run}`;
    const badSpec = await call(
      newAction,
      postForm("/brand-dashboard/products/new", productForm({ title, "spec.max-pressure": "12 kg" }), brandA),
    );
    expect(badSpec.status).toBe(400);
    expect(badSpec.data.errors["spec.max-pressure"]).toMatch(/bar/);
    const badVariant = await call(
      newAction,
      postForm(
        "/brand-dashboard/products/new",
        productForm({
          title,
          "variant.1.sku": sku("B"),
          "variant.1.price": "10",
          "variant.1.salePrice": "12",
          "variant.1.currency": "usd",
        }),
        brandA,
      ),
    );
    expect(badVariant.status).toBe(400);
    expect(badVariant.data.errors["variant.1.salePrice"]).toMatch(/lower than the price/);
    expect(await prisma.storeProduct.count({ where: { title } })).toBe(0);
    expect(await prisma.variant.count({ where: { sku: { in: [sku("B")] } } })).toBe(0);
  });
});

describe("ownership", () => {
  it("lets only the brand's own accounts and admins open and change a product; others get 404", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("OWN") });
    expect((await call(editLoader, getPage(editPath(id), brandA), { productId: id })).status).toBe(200);
    expect((await call(editLoader, getPage(editPath(id), admin), { productId: id })).status).toBe(200);
    expect((await call(editLoader, getPage(editPath(id), brandB), { productId: id })).status).toBe(404);
    const asBuyer = await call(editLoader, getPage(editPath(id), buyer), { productId: id });
    expect(asBuyer.status).toBe(303);
    expect(asBuyer.location).toBe("/");
    const anonymous = await call(editLoader, getPage(editPath(id)), { productId: id });
    expect(anonymous.location).toMatch(/^\/login/);

    const hijack = await call(
      editAction,
      postForm(editPath(id), productForm({ title: `Hijacked ${run}`, "variant.0.sku": sku("H") }), brandB),
      { productId: id },
    );
    expect(hijack.status).toBe(404);
    for (const intent of ["archive", "duplicate", "submit-only"]) {
      const out = await call(editAction, postForm(editPath(id), { intent }, brandB), { productId: id });
      expect(out.status).toBe(404);
    }
    expect((await call(newLoader, getPage("/brand-dashboard/products/new", buyer))).status).toBe(303);
    expect(await statusOf(id)).toBe("draft");
    // The brand's list shows its own products only.
    const listA = await call(dashboardLoader, getPage("/brand-dashboard?tab=products", brandA));
    const listB = await call(dashboardLoader, getPage("/brand-dashboard?tab=products", brandB));
    expect(listA.data.productList.items.map((p: { id: string }) => p.id)).toContain(id);
    expect(listB.data.productList.items.map((p: { id: string }) => p.id)).not.toContain(id);
    // Admins edit any brand's product, without sending it to review, and it is audited.
    const byAdmin = await call(
      editAction,
      postForm(editPath(id), await formOf(id, admin, { subtitle: "Edited by admin" }), admin),
      { productId: id },
    );
    expect(byAdmin.status).toBe(303);
    expect(await prisma.auditLog.count({ where: { actorId: admin.id, action: "product.edit", targetId: id } })).toBe(1);
  });
});

describe("review before listing", () => {
  it("lists a product only after an admin approves it, e-mails the brand and audits the decision", async () => {
    const word = `Qorvane${run}`;
    const id = await createProduct(brandA, { title: `${word} pump`, "variant.0.sku": sku("LIVE") });
    const submitted = await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), {
      productId: id,
    });
    expect(submitted.status).toBe(303);
    expect(await statusOf(id)).toBe("pending_review");
    expect(await listed(id)).toBeNull();
    const search = async () =>
      (await call(storeLoader, getPage(`/store?q=${encodeURIComponent(word)}`))).data.result.products.map(
        (p: { id: string }) => p.id,
      );
    expect(await search()).not.toContain(id);
    const queue = await call(adminLoader, getPage(`/admin?section=products&q=${encodeURIComponent(word)}`, admin));
    const item = queue.data.sections.productReview.queue.items.find((p: { id: string }) => p.id === id);
    expect(item?.brand.name).toBeTruthy();
    expect(item?.descriptionHtml).not.toContain("script");
    expect(queue.data.sections.productReview.found.map((p: { id: string }) => p.id)).toContain(id);

    const approved = await decide("approve", id);
    expect((await toastOf(approved))?.title).toMatch(/approved/);
    expect(await statusOf(id)).toBe("active");
    expect(await listed(id)).not.toBeNull();
    expect(await search()).toContain(id);
    expect(await prisma.auditLog.count({ where: { actorId: admin.id, action: "product.approve", targetId: id } })).toBe(
      1,
    );
    expect((await mailsTo(brandA.email)).some((m) => m.subject.includes("Your product is live"))).toBe(true);
    // A second decision on the same product changes nothing.
    const again = await decide("reject", id, "Too late");
    expect((await toastOf(again))?.variant).toBe("destructive");
    expect(await statusOf(id)).toBe("active");

    // Price and stock edits stay live; a new title goes back to review and leaves the store.
    const priced = await call(
      editAction,
      postForm(editPath(id), await formOf(id, brandA, { "variant.0.price": "999.99" }), brandA),
      { productId: id },
    );
    expect(priced.status).toBe(303);
    expect(await statusOf(id)).toBe("active");
    expect(
      (await prisma.storeProduct.findUniqueOrThrow({ where: { id }, select: { priceCents: true } })).priceCents,
    ).toBe(99999);
    await call(editAction, postForm(editPath(id), await formOf(id, brandA, { title: `${word} pump II` }), brandA), {
      productId: id,
    });
    expect(await statusOf(id)).toBe("pending_review");
    expect(await listed(id)).toBeNull();

    // Unpublish: a live product leaves the store with the reason.
    await decide("approve", id);
    const noReason = await decide("unpublish", id, "  ");
    expect(noReason.location).toContain(`reasonMissing=${encodeURIComponent(id)}`);
    expect(await statusOf(id)).toBe("active");
    await decide("unpublish", id, "Safety data sheet missing");
    expect(await statusOf(id)).toBe("rejected");
    expect(await listed(id)).toBeNull();
    expect(
      await prisma.auditLog.count({ where: { actorId: admin.id, action: "product.unpublish", targetId: id } }),
    ).toBe(1);
  });

  it("shows the brand the reason of a rejection, in the editor and the list, and e-mails it", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("REJ") });
    await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), { productId: id });
    const bare = await decide("reject", id, "");
    expect(bare.location).toContain("reasonMissing=");
    expect(await statusOf(id)).toBe("pending_review");
    await decide("reject", id, "Add the flow-rate range.");
    expect(await statusOf(id)).toBe("rejected");
    const page = await call(editLoader, getPage(editPath(id), brandA), { productId: id });
    expect(page.data.product.reviewNote).toBe("Add the flow-rate range.");
    const list = await call(dashboardLoader, getPage("/brand-dashboard?tab=products&status=rejected", brandA));
    expect(list.data.productList.items.find((p: { id: string }) => p.id === id)?.reviewNote).toBe(
      "Add the flow-rate range.",
    );
    const mail = (await mailsTo(brandA.email)).find((m) => m.subject.startsWith("Changes needed"));
    expect(mail?.text).toContain("Add the flow-rate range.");
    // Resubmitting clears the note.
    await call(editAction, postForm(editPath(id), await formOf(id, brandA, { intent: "submit" }), brandA), {
      productId: id,
    });
    expect(
      await prisma.storeProduct.findUniqueOrThrow({ where: { id }, select: { status: true, reviewNote: true } }),
    ).toEqual({
      status: "pending_review",
      reviewNote: null,
    });
  });

  it("publishes at once when System Settings switch review off (this process only)", async () => {
    primeSettingsCache({ ...(await getSettings()), productReviewRequired: false });
    try {
      const id = await createProduct(brandA, { "variant.0.sku": sku("NOREV") });
      const out = await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), { productId: id });
      expect((await toastOf(out))?.title).toBe("Listed in the store");
      expect(await statusOf(id)).toBe("active");
      await call(editAction, postForm(editPath(id), await formOf(id, brandA, { title: `Renamed ${run}` }), brandA), {
        productId: id,
      });
      expect(await statusOf(id)).toBe("active");
    } finally {
      clearSettingsCache();
    }
  });

  it("follows the cart rules: a new price shows in open carts beside the old one; unlisted products cannot be added", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("CART") });
    const variantId = (await prisma.variant.findFirstOrThrow({ where: { productId: id }, select: { id: true } })).id;
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    expect((await addToCart(cart.id, variantId, 1)).ok).toBe(false); // a draft is not for sale
    await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), { productId: id });
    await decide("approve", id);
    expect((await addToCart(cart.id, variantId, 2)).ok).toBe(true);
    await call(editAction, postForm(editPath(id), await formOf(id, brandA, { "variant.0.price": "999.99" }), brandA), {
      productId: id,
    });
    const cookie = (await serializeCartId(cart.id)).split(";")[0]!;
    const view = await getCartView(new Request("http://localhost:3000/cart", { headers: { Cookie: cookie } }));
    expect(view.lines[0]).toMatchObject({ priceChanged: true, unitPrice: "$999.99", previousUnitPrice: "$1,250.50" });
    await decide("unpublish", id, "Recalled");
    expect((await addToCart(cart.id, variantId, 1)).ok).toBe(false);
    await prisma.cart.delete({ where: { id: cart.id } });
  });

  it("refuses review actions to brands and buyers", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("NOADM") });
    await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), { productId: id });
    for (const member of [brandA, buyer]) {
      const out = await call(reviewAction, postForm("/admin/products", { intent: "approve", productId: id }, member));
      expect(out.status).toBe(303);
      expect(out.location).toBe("/");
    }
    expect(await statusOf(id)).toBe("pending_review");
  });
});

describe("editing, duplicate, archive and restore", () => {
  it("keeps everything as it was when one variant of an edit is bad", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("E1") });
    const form = await formOf(id, brandA, {
      "variant.0.price": "10.00",
      "variant.1.id": "",
      "variant.1.sku": sku("E2"),
      "variant.1.price": "5",
      "variant.1.currency": "xyz",
      "variant.1.quantity": "1",
    });
    const out = await call(editAction, postForm(editPath(id), form, brandA), { productId: id });
    expect(out.status).toBe(400);
    expect(out.data.errors["variant.1.currency"]).toMatch(/currenc/);
    const variants = await prisma.variant.findMany({
      where: { productId: id },
      select: { sku: true, priceInCents: true },
    });
    expect(variants).toEqual([{ sku: sku("E1"), priceInCents: 125050 }]);
  });

  it("adds and removes variants and links related products by SKU (own products only)", async () => {
    const other = await createProduct(brandA, { "variant.0.sku": sku("REL") });
    const id = await createProduct(brandA, { "variant.0.sku": sku("V1") });
    const finder = await call(editLoader, getPage(`${editPath(id)}?find=${encodeURIComponent(sku("REL"))}`, brandA), {
      productId: id,
    });
    expect(finder.data.ownProducts).toEqual([expect.objectContaining({ id: other, sku: sku("REL") })]);
    const byTitle = await call(editLoader, getPage(`${editPath(id)}?find=Zyphrex`, brandB), { productId: id });
    expect(byTitle.status).toBe(404);
    const watersSku = (
      await prisma.variant.findFirstOrThrow({
        where: { sku: { not: null }, product: { brandId: "waters" } },
        select: { sku: true },
      })
    ).sku!;
    const foreign = await call(
      editAction,
      postForm(editPath(id), await formOf(id, brandA, { relatedSkus: watersSku }), brandA),
      { productId: id },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.data.errors.relatedSkus).toMatch(/No product of yours/);
    const form = await formOf(id, brandA, {
      relatedSkus: sku("REL"),
      "variant.1.id": "",
      "variant.1.sku": sku("V2"),
      "variant.1.price": "20",
      "variant.1.currency": "usd",
      "variant.1.quantity": "3",
      "variant.1.manageInventory": "on",
    });
    expect((await call(editAction, postForm(editPath(id), form, brandA), { productId: id })).status).toBe(303);
    expect(await prisma.variant.count({ where: { productId: id } })).toBe(2);
    expect(await prisma.relatedProduct.findMany({ where: { productId: id }, select: { relatedId: true } })).toEqual([
      { relatedId: other },
    ]);
    const remove = await formOf(id, brandA, { "variant.0.remove": "on" });
    expect((await call(editAction, postForm(editPath(id), remove, brandA), { productId: id })).status).toBe(303);
    expect(await prisma.variant.findMany({ where: { productId: id }, select: { sku: true } })).toEqual([
      { sku: sku("V2") },
    ]);
  });

  it("duplicates into a draft without SKUs, archives and restores as a draft", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("D1") });
    const dup = await call(editAction, postForm(editPath(id), { intent: "duplicate" }, brandA), { productId: id });
    expect(dup.status).toBe(303);
    const copyId = decodeURIComponent(dup.location!.split("/").pop()!);
    created.push(copyId);
    const copy = await prisma.storeProduct.findUniqueOrThrow({
      where: { id: copyId },
      select: {
        title: true,
        status: true,
        brandId: true,
        variants: { select: { sku: true, priceInCents: true } },
        _count: { select: { attributeValues: true } },
      },
    });
    expect(copy).toMatchObject({
      status: "draft",
      brandId: "agilent",
      variants: [{ sku: null, priceInCents: 125050 }],
    });
    expect(copy.title).toMatch(/^Copy of /);
    expect(copy._count.attributeValues).toBe(2);
    // Submitting the copy before it has SKUs is refused by the form.
    const noSku = await call(
      editAction,
      postForm(editPath(copyId), await formOf(copyId, brandA, { intent: "submit" }), brandA),
      { productId: copyId },
    );
    expect(noSku.status).toBe(400);
    expect(noSku.data.errors["variant.0.sku"]).toMatch(/required/);

    await call(editAction, postForm(editPath(id), { intent: "archive" }, brandA), { productId: id });
    expect(await statusOf(id)).toBe("archived");
    const editArchived = await call(editAction, postForm(editPath(id), await formOf(id, brandA), brandA), {
      productId: id,
    });
    expect(editArchived.status).toBe(400);
    expect(editArchived.data.errors.form).toMatch(/restore/);
    await call(editAction, postForm(editPath(id), { intent: "restore" }, brandA), { productId: id });
    expect(await statusOf(id)).toBe("draft");
  });
});

describe("images and documents", () => {
  let filesDir: string;
  beforeAll(() => {
    filesDir = mkdtempSync(join(tmpdir(), "pe-files-"));
    process.env.FILES_DIR = filesDir;
  });
  afterAll(() => {
    delete process.env.FILES_DIR;
    rmSync(filesDir, { recursive: true, force: true });
  });

  function upload(
    id: string,
    member: Member,
    fields: Record<string, string>,
    file?: { name: string; field: string; bytes: Uint8Array; type: string },
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (file) body.set(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
    return new Request(`http://localhost:3000${editPath(id)}`, {
      method: "POST",
      body,
      headers: { Cookie: member.cookie },
    });
  }
  const png = (name = "a.png") => ({ name, field: "image", bytes: pngBytes(), type: "image/png" });

  it("uploads, reorders, describes and removes images; the first one is the thumbnail", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("IMG") });
    for (const alt of ["Front", "Side"]) {
      const out = await call(editAction, upload(id, brandA, { intent: "image-upload", alt }, png()), { productId: id });
      expect(out.status).toBe(303);
    }
    let images = await prisma.productImage.findMany({
      where: { productId: id },
      orderBy: { order: "asc" },
      select: { id: true, alt: true, url: true, fileKey: true },
    });
    expect(images.map((i) => i.alt)).toEqual(["Front", "Side"]);
    expect(images[0]!.url).toBe(`/files/${images[0]!.fileKey}`);
    expect(
      (await prisma.storeProduct.findUniqueOrThrow({ where: { id }, select: { thumbnailUrl: true } })).thumbnailUrl,
    ).toBe(images[0]!.url);

    await call(editAction, postForm(editPath(id), { intent: "image-up", imageId: images[1]!.id }, brandA), {
      productId: id,
    });
    await call(
      editAction,
      postForm(editPath(id), { intent: "image-alt", imageId: images[1]!.id, alt: "Side view" }, brandA),
      { productId: id },
    );
    const reordered = await prisma.productImage.findMany({
      where: { productId: id },
      orderBy: { order: "asc" },
      select: { alt: true, url: true },
    });
    expect(reordered.map((i) => i.alt)).toEqual(["Side view", "Front"]);
    expect(
      (await prisma.storeProduct.findUniqueOrThrow({ where: { id }, select: { thumbnailUrl: true } })).thumbnailUrl,
    ).toBe(reordered[0]!.url);

    const removed = images[0]!;
    await call(editAction, postForm(editPath(id), { intent: "image-remove", imageId: removed.id }, brandA), {
      productId: id,
    });
    images = await prisma.productImage.findMany({
      where: { productId: id },
      select: { id: true, alt: true, url: true, fileKey: true },
    });
    expect(images.map((i) => i.alt)).toEqual(["Side view"]);
    expect(existsSync(join(filesDir, removed.fileKey!))).toBe(false);

    // Another brand cannot touch them; a disguised file is refused next to its field and stores nothing.
    expect(
      (await call(editAction, upload(id, brandB, { intent: "image-upload", alt: "x" }, png()), { productId: id }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(editAction, postForm(editPath(id), { intent: "image-remove", imageId: images[0]!.id }, brandB), {
          productId: id,
        })
      ).status,
    ).toBe(404);
    const fake = await call(
      editAction,
      upload(
        id,
        brandA,
        { intent: "image-upload", alt: "" },
        { name: "x.png", field: "image", bytes: new TextEncoder().encode("<svg></svg>"), type: "image/png" },
      ),
      { productId: id },
    );
    expect(fake.status).toBe(400);
    expect(fake.data.media.image).toBeTruthy();
    expect(await prisma.productImage.count({ where: { productId: id } })).toBe(1);
  });

  it("attaches a PDF datasheet that the product page offers for download, and refuses other files", async () => {
    const id = await createProduct(brandA, { "variant.0.sku": sku("DOC") });
    const notPdf = await call(
      editAction,
      upload(
        id,
        brandA,
        { intent: "document-upload", kind: "datasheet", title: "Datasheet" },
        { ...png("d.pdf"), field: "document" },
      ),
      { productId: id },
    );
    expect(notPdf.status).toBe(400);
    expect(notPdf.data.media.document).toBeTruthy();
    const ok = await call(
      editAction,
      upload(
        id,
        brandA,
        { intent: "document-upload", kind: "sds", title: "Safety data sheet" },
        { name: "sds.pdf", field: "document", bytes: pdfBytes(), type: "application/pdf" },
      ),
      { productId: id },
    );
    expect(ok.status).toBe(303);
    await call(editAction, postForm(editPath(id), { intent: "submit-only" }, brandA), { productId: id });
    await decide("approve", id);
    const detail = await listed(id);
    expect(detail?.documents).toEqual([
      expect.objectContaining({
        kind: "sds",
        title: "Safety data sheet",
        url: expect.stringMatching(/^\/files\/.+\?name=Safety%20data%20sheet$/),
      }),
    ]);
    const doc = await prisma.productDocument.findFirstOrThrow({
      where: { productId: id },
      select: { id: true, fileKey: true },
    });
    await call(editAction, postForm(editPath(id), { intent: "document-remove", documentId: doc.id }, brandA), {
      productId: id,
    });
    expect(await prisma.productDocument.count({ where: { productId: id } })).toBe(0);
    expect(existsSync(join(filesDir, doc.fileKey))).toBe(false);
  });
});
