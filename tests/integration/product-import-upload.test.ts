// Integration: the CSV import's upload is read as a stream (issue 32 #5, #6; ADR 045), through the form's action. A
// file that is not UTF-8 (Latin-1, UTF-16) is refused with the one "save as CSV (UTF-8)" message and nothing is
// stored; UTF-8 with a BOM and characters split between chunks is stored intact; an oversized body is refused while it
// arrives (read no further than the limit) and a large file is checked without being held in memory (the live
// ArrayBuffer memory, measured after a forced GC while the body is read, stays far below the file's size); the form's
// other fields (brand, review box) work in any order; the checked file is stored in an S3 bucket too.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "~/modules/product-import/import.server";
import { MAX_IMPORT_BYTES, NOT_UTF8_CSV } from "~/modules/product-import/import-rows";
import { action as uploadAction } from "~/routes/brand-dashboard_.products.import._index";
import { prisma } from "~/utils/db.server";
import { startFakeS3 } from "../fakes/s3-server";
import { chunked, repeatedBytes, streamedMultipart, type StreamedPart } from "../fakes/upload-fixtures";
import { call, createBrandPage, createMember, ORIGIN, unique, type Member } from "./people.support";

// Vitest's workers run without --expose-gc; this turns it on for a new context (to measure what is live, not garbage).
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const MiB = 1024 * 1024;
const run = unique("upl")
  .replace(/[^a-z0-9]/gi, "")
  .toUpperCase();
const brandId = `upl-${run.toLowerCase()}`;
let member: Member;
let admin: Member;
let filesDir = "";
const savedFilesDir = process.env.FILES_DIR;

const HEADER = "sku,product_ref,title,category,price,currency,manage_stock,quantity";
const sku = (n: number | string) => `${run}-${n}`;
const row = (n: number | string, title = `Pump ${run} ${n}`) =>
  `${sku(n)},,${title},analytical-instruments,99.00,usd,yes,3`;
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";

function post(who: Member, body: { stream: ReadableStream<Uint8Array>; contentType: string }) {
  return call(
    uploadAction,
    new Request(`${ORIGIN}/brand-dashboard/products/import`, {
      method: "POST",
      body: body.stream,
      headers: { Cookie: who.cookie, "Content-Type": body.contentType },
      duplex: "half",
    } as RequestInit),
  );
}

/** A form with one CSV file (and optional fields) posted as a stream. */
const uploadFile = (who: Member, bytes: Uint8Array, fields: StreamedPart[] = [], chunkSize = 64 * 1024) =>
  post(
    who,
    streamedMultipart([...fields, { name: "file", filename: "products.csv", content: chunked(bytes, chunkSize) }]),
  );

const ownImports = () => prisma.productImport.count({ where: { brandId } });
const leftovers = async () => ({
  temporary: (await readdir(tmpdir())).filter((name) => name.startsWith(`labmarket-import-${process.pid}-`)).length,
  stored: (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length,
});

async function finished(importId: string) {
  await runImport(importId); // no-op if the background start already claimed it
  for (let i = 0; i < 400; i++) {
    const found = await prisma.productImport.findUniqueOrThrow({ where: { id: importId } });
    if (found.status === "done" || found.status === "failed") return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}
const importIdOf = (location: string | null) => decodeURIComponent(location!.split("/").pop()!);

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "labmarket-upload-test-"));
  process.env.FILES_DIR = filesDir;
  await createBrandPage(brandId);
  [member, admin] = await Promise.all([createMember({ role: "brand", brandId }), createMember({ role: "admin" })]);
});

afterAll(async () => {
  await prisma.auditLog.deleteMany({ where: { actorId: admin.id } });
  await prisma.storeProduct.deleteMany({ where: { brandId } });
  await prisma.productImport.deleteMany({ where: { brandId } });
  await prisma.profile.updateMany({ where: { brandId }, data: { brandId: null } });
  await prisma.brand.deleteMany({ where: { id: brandId } });
  await rm(filesDir, { recursive: true, force: true });
  if (savedFilesDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = savedFilesDir;
});

describe("the file's encoding (issue 32 #6)", () => {
  it("refuses a Latin-1 file with the save-as-CSV-UTF-8 message and stores nothing", async () => {
    const before = { imports: await ownImports(), ...(await leftovers()) };
    const latin1 = Buffer.from(csv(row(1, "Café µL pipette")), "latin1");
    const refused = await uploadFile(member, latin1);
    expect(refused.status).toBe(400);
    expect(refused.data.errors.file).toBe(NOT_UTF8_CSV);
    expect(refused.data.errors.file).toMatch(/CSV \(UTF-8\)/);
    // Also when the only non-UTF-8 byte is the last one (a character cut off at the end of the file).
    const cutOff = Buffer.concat([Buffer.from(csv(row(2, "Cafe"))), Buffer.from([0xc3])]);
    expect((await uploadFile(member, cutOff)).data.errors.file).toBe(NOT_UTF8_CSV);
    expect({ imports: await ownImports(), ...(await leftovers()) }).toEqual(before);
    expect(await prisma.variant.count({ where: { sku: { in: [sku(1), sku(2)] } } })).toBe(0);
  });

  it("gives UTF-16 files, with or without a byte order mark, the same message", async () => {
    for (const bom of ["\uFEFF", ""]) {
      const utf16 = Buffer.from(bom + csv(row(3)), "utf16le");
      const refused = await uploadFile(member, utf16);
      expect(refused.status).toBe(400);
      expect(refused.data.errors.file).toBe(NOT_UTF8_CSV);
    }
  });

  it("accepts UTF-8 with a BOM and characters split between chunks, and imports them intact", async () => {
    const title = `Café µL pipette ${run} – 10 µL`;
    const bytes = new TextEncoder().encode("\uFEFF" + csv(row(4, title)));
    const accepted = await uploadFile(member, bytes, [], 3); // 3-byte chunks cut "é", "µ" and "–" in two
    expect(accepted.status).toBe(303);
    const done = await finished(importIdOf(accepted.location));
    expect([done.status, done.createdRows]).toEqual(["done", 1]);
    const stored = await prisma.variant.findUniqueOrThrow({
      where: { sku: sku(4) },
      select: { product: { select: { title: true } } },
    });
    expect(stored.product.title).toBe(title);
  });
});

describe("large uploads are streamed (issue 32 #5)", () => {
  const rowsBlock = new TextEncoder().encode(
    Array.from({ length: 640 }, (_, i) => row(`big-${i}`))
      .join("\n")
      .concat("\n"),
  );
  const header = new TextEncoder().encode(HEADER + "\n");

  /**
   * Posts `total` bytes of CSV rows and samples the live ArrayBuffer memory (after a GC) every 4 MB read; `grew` is the
   * spread of the samples (so memory that an earlier test frees meanwhile does not hide what this one holds).
   */
  async function measuredUpload(total: number) {
    gc();
    let low = process.memoryUsage().arrayBuffers;
    let high = low;
    let next = 4 * MiB;
    const body = streamedMultipart(
      [{ name: "file", filename: "big.csv", content: repeatedBytes(header, rowsBlock, total) }],
      (pulled) => {
        if (pulled < next) return;
        next += 4 * MiB;
        gc();
        const live = process.memoryUsage().arrayBuffers;
        [low, high] = [Math.min(low, live), Math.max(high, live)];
      },
    );
    const outcome = await post(member, body);
    return { outcome, grew: high - low, pulled: body.pulled() };
  }

  it("stops reading a body over the limit at the limit, answers the field message and holds none of it", async () => {
    const before = { imports: await ownImports(), ...(await leftovers()) };
    const total = 48 * MiB;
    const { outcome, grew, pulled } = await measuredUpload(total);
    expect(outcome.status).toBe(413);
    expect(outcome.data.errors.file).toBe('"big.csv" is larger than 40 MB. Choose a smaller file.');
    expect(pulled).toBeGreaterThan(MAX_IMPORT_BYTES);
    expect(pulled).toBeLessThan(MAX_IMPORT_BYTES + MiB); // read no further than the limit (and one chunk)
    expect(grew).toBeLessThan(12 * MiB); // not the 40 MB read (a few MB of other buffers come and go)
    expect({ imports: await ownImports(), ...(await leftovers()) }).toEqual(before);
  }, 60_000);

  it("checks a 39 MB file while it arrives (too many rows) without holding it", async () => {
    const before = { imports: await ownImports(), ...(await leftovers()) };
    const total = 39 * MiB;
    const { outcome, grew, pulled } = await measuredUpload(total);
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.file).toBe("The file has more than 50,000 rows. Split it into several files.");
    expect(pulled).toBeGreaterThan(total); // the rest of the file was read (and skipped): the browser gets the answer
    expect(grew).toBeLessThan(12 * MiB);
    expect({ imports: await ownImports(), ...(await leftovers()) }).toEqual(before);
  }, 60_000);
});

describe("the form's other fields", () => {
  it("reads an admin's brand and the review box after the file; a bad brand or no file stores nothing", async () => {
    const after = (brand: string) => [
      { name: "brandId", value: brand },
      { name: "submit", value: "on" },
    ];
    const file = (n: number) => ({ name: "file", filename: "admin.csv", content: [Buffer.from(csv(row(n)))] });
    const accepted = await post(admin, streamedMultipart([file(5), ...after(brandId)]));
    expect(accepted.status).toBe(303);
    const stored = await prisma.productImport.findUniqueOrThrow({ where: { id: importIdOf(accepted.location) } });
    expect([stored.brandId, stored.userId, stored.submitForReview, stored.totalRows]).toEqual([
      brandId,
      admin.id,
      true,
      1,
    ]);
    await finished(stored.id);

    const before = { imports: await ownImports(), ...(await leftovers()) };
    const unknown = await post(admin, streamedMultipart([file(6), ...after(`${brandId}-gone`)]));
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors).toEqual({
      brandId: "There is no such brand. Choose one of the brands in the list.",
      file: undefined,
    });
    // An empty file input (no file chosen) is sent as a part without bytes.
    const empty = await post(
      member,
      streamedMultipart([{ name: "file", filename: "", type: "application/octet-stream", content: [] }]),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.errors.file).toBe("Choose a CSV file.");
    expect({ imports: await ownImports(), ...(await leftovers()) }).toEqual(before);
  });
});

describe("with S3 storage", () => {
  it("stores the checked upload in the bucket, streamed from its temporary file, and the run reads it", async () => {
    const s3 = await startFakeS3("labmarket-import-test");
    const keys = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_FORCE_PATH_STYLE", "AWS_ACCESS_KEY_ID"] as const;
    const saved = Object.fromEntries([...keys, "AWS_SECRET_ACCESS_KEY"].map((k) => [k, process.env[k]]));
    Object.assign(process.env, {
      S3_BUCKET: "labmarket-import-test",
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    });
    try {
      const accepted = await uploadFile(member, Buffer.from(csv(row(7), row(8))));
      expect(accepted.status).toBe(303);
      const done = await finished(importIdOf(accepted.location));
      expect([done.status, done.createdRows]).toEqual(["done", 2]);
      expect(await prisma.variant.count({ where: { sku: { in: [sku(7), sku(8)] } } })).toBe(2);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await s3.close();
    }
  });
});
