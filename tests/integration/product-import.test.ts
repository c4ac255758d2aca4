// Integration: bulk CSV import and export (issue 10 #4, ADR 027) against the real database. Idempotent re-import,
// SKUs of another brand refused, bad rows reported with row/column/message while the rest is imported, export →
// re-import unchanged, formula cells escaped, ownership of imports and reports per role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandCatalogueCsv } from "~/modules/product-import/export.server";
import { errorReportCsv, runImport, startImport } from "~/modules/product-import/import.server";
import { loader as exportLoader } from "~/routes/brand-dashboard_.products[.csv]";
import { action as uploadAction, loader as uploadLoader } from "~/routes/brand-dashboard_.products.import._index";
import { loader as progressLoader } from "~/routes/brand-dashboard_.products.import.$importId";
import { loader as reportLoader } from "~/routes/brand-dashboard_.products.import_.$importId.errors[.csv]";
import { loader as templateLoader } from "~/routes/brand-dashboard_.products.template[.csv]";
import { prisma } from "~/utils/db.server";
import { call, createBrandPage, createMember, getPage, ORIGIN, unique, type Member } from "./people.support";
import { routeArgs } from "../setup/route-args";

const run = unique("imp")
  .replace(/[^a-z0-9]/gi, "")
  .toUpperCase();
const brandA = `imp-a-${run.toLowerCase()}`;
const brandB = `imp-b-${run.toLowerCase()}`;
let memberA: Member;
let memberB: Member;
let buyer: Member;

const HEADER =
  "sku,product_ref,title,subtitle,category,description,variant_title,price,sale_price,currency,manage_stock,quantity,options,spec.max-pressure,spec.technique";
const sku = (n: string | number) => `${run}-${n}`;

function csv(...rows: string[]) {
  return [HEADER, ...rows].join("\n") + "\n";
}
function row(n: string | number, fields: Partial<Record<string, string>> = {}) {
  const f = {
    sku: sku(n),
    ref: `P${n}`,
    title: `Zyphrex ${run} pump ${n}`,
    subtitle: "Binary pump",
    category: "analytical-instruments",
    description: "<p>Quiet pump.</p>",
    variantTitle: "",
    price: "1250.50",
    sale: "",
    currency: "usd",
    manage: "yes",
    quantity: "7",
    options: "Flow: 5 mL/min",
    pressure: "18,000 psi",
    technique: "UHPLC",
    ...fields,
  };
  return [
    f.sku,
    f.ref,
    f.title,
    f.subtitle,
    f.category,
    f.description,
    f.variantTitle,
    f.price,
    f.sale,
    f.currency,
    f.manage,
    f.quantity,
    f.options,
    f.pressure,
    f.technique,
  ]
    .map((c) => (/[",\n]/.test(c!) ? `"${c!.replace(/"/g, '""')}"` : c))
    .join(",");
}

async function importText(brandId: string, text: string, userId: string) {
  const started = await startImport(brandId, userId, new File([text], "products.csv", { type: "text/csv" }), {
    submitForReview: false,
  });
  if (!started.ok) throw new Error(started.message);
  await runImport(started.importId); // no-op if the background start already claimed it
  for (let i = 0; i < 400; i++) {
    const found = await prisma.productImport.findUniqueOrThrow({ where: { id: started.importId } });
    if (found.status === "done" || found.status === "failed") return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}

const errorsOf = (importId: string) =>
  prisma.productImportError.findMany({
    where: { importId },
    orderBy: { id: "asc" },
    select: { row: true, column: true, message: true },
  });

const readStream = async (stream: ReadableStream) => new Response(stream).text();

const snapshot = (brandId: string) =>
  prisma.storeProduct.findMany({
    where: { brandId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      updatedAt: true,
      title: true,
      status: true,
      variants: {
        orderBy: { id: "asc" },
        select: { id: true, sku: true, priceInCents: true, inventoryQuantity: true },
      },
      options: { orderBy: { id: "asc" }, select: { id: true } },
      attributeValues: { orderBy: { id: "asc" }, select: { id: true } },
    },
  });

beforeAll(async () => {
  for (const id of [brandA, brandB]) await createBrandPage(id);
  [memberA, memberB, buyer] = await Promise.all([
    createMember({ role: "brand", brandId: brandA }),
    createMember({ role: "brand", brandId: brandB }),
    createMember({ role: "buyer" }),
  ]);
});

afterAll(async () => {
  await prisma.storeProduct.deleteMany({ where: { brandId: { in: [brandA, brandB] } } });
  await prisma.productImport.deleteMany({ where: { brandId: { in: [brandA, brandB] } } });
  await prisma.profile.updateMany({ where: { brandId: { in: [brandA, brandB] } }, data: { brandId: null } });
  await prisma.brand.deleteMany({ where: { id: { in: [brandA, brandB] } } });
});

describe("bulk product import", () => {
  it("creates draft products with variants, options and specifications; the same file again changes nothing", async () => {
    const text = csv(
      row(1),
      row(2, {
        ref: "P1",
        title: "",
        subtitle: "",
        category: "",
        description: "",
        pressure: "",
        technique: "",
        options: "Flow: 10 mL/min",
        price: "1500",
      }),
      row(3, { ref: "", options: "", manage: "no", quantity: "", sale: "999" }),
    );
    const first = await importText(brandA, text, memberA.id);
    expect(first.status).toBe("done");
    expect(await errorsOf(first.id)).toEqual([]);
    expect([first.createdRows, first.updatedRows, first.unchangedRows, first.failedRows]).toEqual([3, 0, 0, 0]);

    const product = await prisma.storeProduct.findFirstOrThrow({
      where: { brandId: brandA, variants: { some: { sku: sku(1) } } },
      select: {
        status: true,
        title: true,
        priceCents: true,
        options: { select: { title: true, values: true } },
        variants: {
          orderBy: { position: "asc" },
          select: { sku: true, priceInCents: true, title: true, inventoryQuantity: true },
        },
        attributeValues: { select: { entered: true, numMin: true, attribute: { select: { key: true } } } },
      },
    });
    expect(product.status).toBe("draft");
    expect(product.variants.map((v) => [v.sku, v.priceInCents, v.title])).toEqual([
      [sku(1), 125050, "5 mL/min"],
      [sku(2), 150000, "10 mL/min"],
    ]);
    expect(product.options).toEqual([{ title: "Flow", values: ["5 mL/min", "10 mL/min"] }]);
    const pressure = product.attributeValues.find((a) => a.attribute.key === "max-pressure")!;
    expect(pressure.entered).toBe("18,000 psi");
    expect(pressure.numMin).toBeCloseTo(1241.06, 1); // stored in bar, like the editor
    expect(product.priceCents).toBe(125050); // the catalogue's trigger ran

    const before = await snapshot(brandA);
    const second = await importText(brandA, text, memberA.id);
    expect([second.createdRows, second.updatedRows, second.unchangedRows, second.failedRows]).toEqual([0, 0, 3, 0]);
    expect(await snapshot(brandA)).toEqual(before);

    // One changed price updates one row and nothing else.
    const third = await importText(brandA, text.replace("1250.50", "1300.00"), memberA.id);
    expect([third.createdRows, third.updatedRows, third.unchangedRows]).toEqual([0, 1, 2]);
    // The catalogue's displayed price follows (synced once per product at the end of the batch).
    const repriced = await prisma.variant.findUniqueOrThrow({
      where: { sku: sku(1) },
      select: { product: { select: { priceCents: true, inStock: true } } },
    });
    expect(repriced.product).toEqual({ priceCents: 130000, inStock: true });
  });

  it("refuses a SKU of another brand's product and reports two bad rows while importing the rest", async () => {
    await importText(brandB, csv(row("B1")), memberB.id);
    const result = await importText(
      brandA,
      csv(row(10), row(11, { price: "abc" }), row("B1"), row(12), row(13, { quantity: "-3" }), row(14)),
      memberA.id,
    );
    expect(result.status).toBe("done");
    expect([result.createdRows, result.failedRows]).toEqual([3, 3]);
    const errors = await errorsOf(result.id);
    expect(errors).toEqual([
      { row: 3, column: "price", message: "Enter a price such as 1250.00." },
      {
        row: 4,
        column: "sku",
        message: `The SKU ${sku("B1")} is already used by another product on LabMarket. SKUs are unique across the marketplace.`,
      },
      { row: 6, column: "quantity", message: "Enter the units in stock as a whole number (0 or more)." },
    ]);
    // Brand B's product is untouched.
    const theirs = await prisma.variant.findUniqueOrThrow({
      where: { sku: sku("B1") },
      select: { product: { select: { brandId: true } } },
    });
    expect(theirs.product.brandId).toBe(brandB);
    for (const n of [10, 12, 14]) expect(await prisma.variant.count({ where: { sku: sku(n) } })).toBe(1);
    for (const n of [11, 13]) expect(await prisma.variant.count({ where: { sku: sku(n) } })).toBe(0);

    const report = await readStream((await errorReportCsv(brandA, result.id))!);
    expect(report.split("\n")[0]).toBe("row,column,message");
    expect(report).toContain("3,price,Enter a price such as 1250.00.");
    expect(await errorReportCsv(brandB, result.id)).toBeNull();
  });

  it("reports a spec in the wrong unit, an unknown category and split product rows", async () => {
    const result = await importText(
      brandA,
      csv(
        row(20, { pressure: "5 kg" }),
        row(21, { category: "Nope" }),
        row(22, { ref: "X" }),
        row(23),
        row(24, { ref: "X" }),
      ),
      memberA.id,
    );
    const errors = await errorsOf(result.id);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, "spec.max-pressure"],
      [3, "category"],
      [6, "product_ref"],
    ]);
    expect(errors[0]!.message).toMatch(/not in bar/);
  });

  it("export → re-import changes nothing; formula cells are escaped and read back", async () => {
    await importText(brandA, csv(row(30, { title: '=HYPERLINK("http://x")', subtitle: "+cmd", ref: "F" })), memberA.id);
    const exported = await readStream(brandCatalogueCsv(brandA));
    expect(exported).toContain(`'=HYPERLINK`);
    expect(exported).toContain(`'+cmd`);
    expect(exported).not.toMatch(/(^|,)[=+@]/m);
    const before = await snapshot(brandA);
    const again = await importText(brandA, exported, memberA.id);
    expect(again.failedRows).toBe(0);
    expect(again.createdRows + again.updatedRows).toBe(0);
    expect(again.unchangedRows).toBe(before.reduce((n, p) => n + p.variants.length, 0));
    expect(await snapshot(brandA)).toEqual(before);
    const formula = await prisma.variant.findUniqueOrThrow({
      where: { sku: sku(30) },
      select: { product: { select: { title: true } } },
    });
    expect(formula.product.title).toBe('=HYPERLINK("http://x")');
  });
});

describe("routes: ownership per role", () => {
  it("a brand sees only its own imports; others' ids are 404; buyers are refused", async () => {
    const own = await prisma.productImport.findFirstOrThrow({ where: { brandId: brandA }, select: { id: true } });
    const path = `/brand-dashboard/products/import/${own.id}`;
    expect((await call(progressLoader, getPage(path, memberA), { importId: own.id })).status).toBe(200);
    expect((await call(progressLoader, getPage(path, memberB), { importId: own.id })).status).toBe(404);
    expect((await call(reportLoader, getPage(`${path}/errors.csv`, memberB), { importId: own.id })).status).toBe(404);
    expect((await call(progressLoader, getPage(path, buyer), { importId: own.id })).status).toBeGreaterThanOrEqual(300);
    const list = await call(uploadLoader, getPage("/brand-dashboard/products/import", memberB));
    expect(list.data.imports.every((i: { id: string }) => i.id !== own.id)).toBe(true);
  });

  it("uploads through the form, and downloads the export and the template", async () => {
    const form = new FormData();
    form.set("file", new File([csv(row(40))], "mine.csv", { type: "text/csv" }));
    const upload = await call(
      uploadAction,
      new Request(`${ORIGIN}/brand-dashboard/products/import`, {
        method: "POST",
        body: form,
        headers: { Cookie: memberA.cookie },
      }),
    );
    expect(upload.status).toBe(303);
    expect(upload.location).toMatch(/^\/brand-dashboard\/products\/import\//);

    const bad = new FormData();
    bad.set("file", new File(["name,price\nx,1\n"], "bad.csv", { type: "text/csv" }));
    const refused = await call(
      uploadAction,
      new Request(`${ORIGIN}/brand-dashboard/products/import`, {
        method: "POST",
        body: bad,
        headers: { Cookie: memberA.cookie },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.file).toMatch(/Unknown column/);

    const exported = await exportLoader(
      routeArgs({
        request: getPage("/brand-dashboard/products.csv", memberA),
        params: {},
      }),
    );
    expect(exported.headers.get("Content-Type")).toMatch(/text\/csv/);
    expect((await exported.text()).split("\n")[0]).toMatch(/^sku,product_ref,title/);
    const template = await templateLoader(
      routeArgs({
        request: getPage("/brand-dashboard/products/template.csv", memberA),
        params: {},
      }),
    );
    const lines = (await template.text()).trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("spec.max-pressure");
  });
});
