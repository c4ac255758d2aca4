// The demo seed's sample documents (issue 37 item 3) against the test database: the ProductDocument rows, the PDFs in
// the file storage, what the product page and the /files route make of them, and seeding again.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_ID_PREFIX } from "~/modules/catalog/generator/generate";
import { sampleDocumentKinds } from "~/modules/catalog/sample-documents";
import { deleteUnreferencedFiles, seedSampleDocuments } from "~/modules/catalog/sample-documents.server";
import { loader as filesLoader } from "~/routes/files.$";
import { loader as productLoader } from "~/routes/store.product.$id";
import { prisma } from "~/utils/db.server";
import { loadSeedData } from "../../prisma/seed-data";
import { routeArgs } from "../setup/route-args";

const SEEDED = ["agilent-1290-uhplc", "merck-millex-gv-filters"];
const saved = { FILES_DIR: process.env.FILES_DIR, S3_BUCKET: process.env.S3_BUCKET };
let filesDir: string;

beforeAll(() => {
  filesDir = mkdtempSync(path.join(tmpdir(), "sample-documents-"));
  process.env.FILES_DIR = filesDir;
  delete process.env.S3_BUCKET;
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(filesDir, { recursive: true, force: true });
});

const sampleRows = (productIds: string[]) =>
  prisma.productDocument.findMany({
    where: { productId: { in: productIds }, id: { contains: "--sample-" } },
    orderBy: [{ productId: "asc" }, { position: "asc" }],
    select: { id: true, productId: true, kind: true, title: true, fileKey: true, size: true, position: true },
  });
const stored = (key: string) => readFileSync(path.join(filesDir, key));
const storedCount = () => readdirSync(path.join(filesDir, "document")).length;

describe("seedSampleDocuments", () => {
  it("the test database's seed (with the demo content) gave each demo store product its documents, generated ones none", async () => {
    const rows = await prisma.productDocument.findMany({
      where: { id: { contains: "--sample-" } },
      select: { productId: true, kind: true },
    });
    const { products } = loadSeedData();
    for (const product of products)
      expect(rows.filter((r) => r.productId === product.id).map((r) => r.kind)).toEqual(
        expect.arrayContaining(sampleDocumentKinds(product.categoryId)),
      );
    expect(rows.filter((r) => r.productId.startsWith(GENERATED_ID_PREFIX))).toEqual([]);
    expect(rows.length).toBe(products.flatMap((p) => sampleDocumentKinds(p.categoryId)).length);
  });

  it("gives an instrument a datasheet and a consumable a datasheet, SDS and CoA, stored as PDFs of the recorded size", async () => {
    const result = await seedSampleDocuments(prisma, SEEDED);
    expect(result.documents).toBe(4);
    const rows = await sampleRows(SEEDED);
    expect(rows.map((r) => [r.id, r.kind, r.position])).toEqual([
      ["agilent-1290-uhplc--sample-datasheet", "datasheet", 0],
      ["merck-millex-gv-filters--sample-datasheet", "datasheet", 0],
      ["merck-millex-gv-filters--sample-sds", "sds", 1],
      ["merck-millex-gv-filters--sample-coa", "coa", 2],
    ]);
    expect(rows[0]!.title).toBe("Sample datasheet – Agilent 1290 Infinity II UHPLC System");
    for (const row of rows) {
      expect(row.fileKey).toMatch(/^document\/[0-9a-f]{32}\.pdf$/);
      const bytes = stored(row.fileKey);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBe(row.size);
      expect(row.size).toBeGreaterThan(2_000);
      expect(row.size).toBeLessThan(50_000);
    }
    expect(new Set(rows.map((r) => r.fileKey)).size).toBe(4);
  });

  it("the product page lists them and /files serves them like a brand's upload", async () => {
    const request = new Request("http://localhost/store/product/merck-millex-gv-filters");
    const { product } = await productLoader(routeArgs({ request, params: { id: "merck-millex-gv-filters" } }));
    const samples = product.documents.filter((d) => d.title.startsWith("Sample "));
    expect(samples.map((d) => d.kind)).toEqual(["datasheet", "sds", "coa"]);
    const datasheet = samples[0]!;
    expect(datasheet.url).toMatch(/^\/files\/document\/[0-9a-f]{32}\.pdf\?name=Sample%20datasheet%20/);
    const url = new URL(datasheet.url, "http://localhost");
    const key = url.pathname.slice("/files/".length);
    const response = await filesLoader(routeArgs({ request: new Request(url), params: { "*": key } }));
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Sample datasheet - Millex-GV/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBe(datasheet.size);
  });

  it("seeding again adds no rows and no files and changes no key", async () => {
    const before = await sampleRows(SEEDED);
    const files = storedCount();
    const total = await prisma.productDocument.count({ where: { productId: { in: SEEDED } } });
    const again = await seedSampleDocuments(prisma, SEEDED);
    expect(again).toEqual({ documents: 4, staleFileKeys: [] });
    expect(await sampleRows(SEEDED)).toEqual(before);
    expect(await prisma.productDocument.count({ where: { productId: { in: SEEDED } } })).toBe(total);
    expect(storedCount()).toBe(files);
  });

  it("a changed product gets new files and the old ones go once no row uses them; a brand's own document stays", async () => {
    const id = `sample-docs-${randomBytes(4).toString("hex")}`;
    await prisma.storeProduct.create({
      data: {
        id,
        title: "Test Syringe Filter",
        descriptionHtml: "<p>A filter for this test.</p>",
        categoryId: "laboratory-consumables",
        variants: { create: { id: `${id}-v`, title: "10 filters", sku: `${id}-SKU`, priceInCents: 1000 } },
      },
    });
    try {
      const brandUpload = await prisma.productDocument.create({
        data: {
          productId: id,
          kind: "datasheet",
          title: "Brand datasheet",
          fileKey: `document/${"a".repeat(32)}.pdf`,
          size: 10,
          position: 5,
        },
      });
      expect((await seedSampleDocuments(prisma, [id])).documents).toBe(3);
      const first = await sampleRows([id]);
      expect(first.map((r) => r.kind)).toEqual(["datasheet", "sds", "coa"]);

      await prisma.storeProduct.update({ where: { id }, data: { title: "Test Syringe Filter, renamed" } });
      const renamed = await seedSampleDocuments(prisma, [id]);
      const second = await sampleRows([id]);
      expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));
      expect(second[0]!.title).toBe("Sample datasheet – Test Syringe Filter, renamed");
      expect(renamed.staleFileKeys.sort()).toEqual(first.map((r) => r.fileKey).sort());
      await deleteUnreferencedFiles(prisma, renamed.staleFileKeys);
      for (const row of first) expect(existsSync(path.join(filesDir, row.fileKey))).toBe(false);
      for (const row of second) expect(existsSync(path.join(filesDir, row.fileKey))).toBe(true);

      // Moved to an instrument category: the SDS and CoA rows go, the datasheet stays.
      await prisma.storeProduct.update({ where: { id }, data: { categoryId: "analytical-instruments" } });
      const moved = await seedSampleDocuments(prisma, [id]);
      expect(moved.documents).toBe(1);
      expect((await sampleRows([id])).map((r) => r.kind)).toEqual(["datasheet"]);
      expect(moved.staleFileKeys).toEqual(expect.arrayContaining([second[1]!.fileKey, second[2]!.fileKey]));
      expect(await prisma.productDocument.findUnique({ where: { id: brandUpload.id } })).not.toBeNull();
    } finally {
      await prisma.storeProduct.delete({ where: { id } });
    }
  });
});
