// Bulk CSV import (issue 10 #4, ADR 027): the upload (checked while it arrives into a temporary file, ADR 045; then
// stored through the files module's driver and queued),
// the background run (streamed from storage, validated per row, applied in batches of ~500 rows, each batch one
// transaction with its errors and counters, so a stopped run resumes after its last batch), and the reads of the
// progress page and the error report. Nothing here holds the file's rows: one product's rows at a time, one batch.
import { randomBytes } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { sendJob } from "~/modules/jobs/jobs.server";
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { storageDriver } from "~/modules/files/storage.server";
import { formatMegabytes } from "~/modules/files/limits";
import type { AttributeType } from "~/modules/catalog/specifications";
import { writeAudit } from "~/modules/admin/audit.server";
import { safeCsvCell } from "~/utils/csv";
import { prisma } from "~/utils/db.server";
import type { ImportOwner } from "./access.server";
import { applyBatch } from "./apply.server";
import { stockReturned } from "~/modules/availability/notify-me.server";
import {
  ERRORS_SHOWN,
  FileTracker,
  IMPORT_BATCH_ROWS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  NOT_UTF8_CSV,
  prepareProduct,
  readHeader,
  readRow,
  type AttributeRule,
  type ImportHeader,
  type ImportRow,
  type PreparedProduct,
  type RowError,
  Utf8TextCheck,
} from "./import-rows";
import { logger } from "~/utils/log.server";

export const PRODUCT_IMPORT_JOB = "product-import";
/** A run whose last batch is older than this is taken over by another worker (its machine stopped). */
const LEASE = "2 minutes";

const importKey = () => `imports/${randomBytes(16).toString("hex")}.csv`;

const csvParser = () =>
  parse({ bom: true, relax_column_count: true, max_record_size: 1_000_000, skip_records_with_empty_values: false });

const isBlank = (record: string[]) => record.every((cell) => !cell.trim());

export async function knownSpecKeys(): Promise<Set<string>> {
  const rows = await prisma.attributeDefinition.findMany({ distinct: ["key"], select: { key: true } });
  return new Set(rows.map((r) => r.key));
}

class Refusal extends Error {}

const STORE_FAILED = "The file could not be stored just now. Please try again in a moment.";
const TOO_LARGE = `The file must be ${formatMegabytes(MAX_IMPORT_BYTES)} or smaller.`;

/** An upload that passed the checks, waiting in a temporary file to be recorded (recordImport) or discarded. */
export interface ReceivedImport {
  path: string;
  fileName: string;
  bytes: number;
  rows: number;
}
export type ReceiveOutcome = { ok: true; file: ReceivedImport } | { ok: false; message: string };

/**
 * Checks an upload while it arrives (issue 32 #5, #6; ADR 045): each chunk is counted against the size limit, checked
 * as UTF-8 text, written to a temporary file and parsed, so the header and the row count are known when the last byte
 * is in and memory stays flat whatever the size. The first problem stops the reading and is the answer (the temporary
 * file removed). An error of `chunks` itself (the form was refused meanwhile, the client went away) is rethrown after
 * removing the file.
 */
export async function receiveImportFile(chunks: AsyncIterable<Uint8Array>, name: string): Promise<ReceiveOutcome> {
  const specKeys = await knownSpecKeys();
  // Named with the process id: a file left by a process that died mid-upload can be told apart and removed.
  const path = join(tmpdir(), `labmarket-import-${process.pid}-${randomBytes(12).toString("hex")}.csv`);
  let spool: FileHandle | null = null;
  let bytes = 0;
  let rows = 0;
  let header = false;
  const text = new Utf8TextCheck();
  async function* checked() {
    spool = await open(path, "wx", 0o600);
    for await (const chunk of chunks) {
      bytes += chunk.byteLength;
      if (bytes > MAX_IMPORT_BYTES) throw new Refusal(TOO_LARGE);
      if (!text.push(chunk)) throw new Refusal(NOT_UTF8_CSV);
      try {
        await spool.write(chunk);
      } catch (error) {
        logger().error({ err: error }, "[import] writing the upload to a temporary file failed");
        throw new Refusal(STORE_FAILED);
      }
      yield chunk;
    }
    if (!text.end()) throw new Refusal(NOT_UTF8_CSV);
  }
  async function inspect(records: AsyncIterable<string[]>) {
    for await (const record of records) {
      if (!header) {
        const read = readHeader(record, specKeys);
        if (!read.ok) throw new Refusal(read.message);
        header = true;
        continue;
      }
      rows += 1;
      if (rows > MAX_IMPORT_ROWS)
        throw new Refusal(
          `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Split it into several files.`,
        );
    }
  }
  let refusal: string | null = null;
  try {
    await pipeline(checked, csvParser(), inspect);
  } catch (error) {
    if (error instanceof Refusal) refusal = error.message;
    else if (error instanceof CsvError) {
      const where = error.lines;
      refusal = `This is not a readable CSV file${where ? ` (near line ${where})` : ""}: check its quotes and that it is saved as CSV (UTF-8).`;
    } else {
      await removeSpool(spool, path);
      throw error;
    }
  }
  if (!refusal) {
    if (bytes === 0) refusal = "The file is empty. Choose a CSV file.";
    else if (!header) refusal = "The file is empty. Download the template to start from.";
    else if (rows === 0) refusal = "The file has a header row but no products.";
  }
  if (refusal) {
    await removeSpool(spool, path);
    return { ok: false, message: refusal };
  }
  await (spool as FileHandle | null)?.close();
  const fileName = (name || "products.csv").replace(/[^\p{L}\p{N}._ -]+/gu, "-").slice(0, 120);
  return { ok: true, file: { path, fileName, bytes, rows } };
}

async function removeSpool(spool: FileHandle | null, path: string) {
  await spool?.close().catch(() => {});
  await rm(path, { force: true });
}

/** Removes a received upload's temporary file (the form was refused after it arrived). */
export async function discardReceivedImport(outcome: ReceiveOutcome): Promise<void> {
  if (outcome.ok) await rm(outcome.file.path, { force: true });
}

export type UploadOutcome = { ok: true; importId: string } | { ok: false; message: string };

/**
 * Stores a received upload (streamed from its temporary file), records the import and queues its run; the temporary
 * file is removed whatever happens. `byAdmin`: an admin imports for a brand, and the upload is written to the audit
 * log (`product.import`, with the brand) in the transaction that records it.
 */
export async function recordImport(
  brandId: string,
  userId: string,
  file: ReceivedImport,
  { submitForReview, byAdmin = false }: { submitForReview: boolean; byAdmin?: boolean },
): Promise<UploadOutcome> {
  const key = importKey();
  try {
    try {
      await storageDriver().putFile(key, file.path, "text/csv");
    } catch (error) {
      logger().error({ err: error }, "[import] storing the upload failed");
      return { ok: false, message: STORE_FAILED };
    }
  } finally {
    await rm(file.path, { force: true });
  }
  const { fileName, bytes, rows } = file;
  const created = await prisma
    .$transaction(async (tx) => {
      const row = await tx.productImport.create({
        data: { brandId, userId, fileKey: key, fileName, fileBytes: bytes, totalRows: rows, submitForReview },
        select: { id: true },
      });
      if (byAdmin)
        await writeAudit(tx, userId, "product.import", row.id, { brandId, fileName, totalRows: rows, submitForReview });
      return row;
    })
    .catch(async (error: unknown) => {
      await storageDriver()
        .delete(key)
        .catch(() => {});
      throw error;
    });
  await enqueueImport(created.id);
  return { ok: true, importId: created.id };
}

/** Checks a whole file (tests, the bench), then records it like an upload through the form. */
export async function startImport(
  brandId: string,
  userId: string,
  file: File,
  options: { submitForReview: boolean; byAdmin?: boolean },
): Promise<UploadOutcome> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: TOO_LARGE };
  const received = await receiveImportFile(
    Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]),
    file.name,
  );
  if (!received.ok) return received;
  return recordImport(brandId, userId, received.file, options);
}

/** Through pg-boss; where this instance runs no queue (JOBS=0) the run starts here instead. */
async function enqueueImport(importId: string) {
  const queued = await sendJob(PRODUCT_IMPORT_JOB, { importId }, { singletonKey: importId }).catch((error) => {
    logger().error({ err: error }, "[import] queueing failed; running here");
    return null;
  });
  if (!queued) void runImport(importId).catch((error) => logger().error({ err: error }, "[import] run failed"));
}

export const productImportJob: JobDefinition = {
  name: PRODUCT_IMPORT_JOB,
  retryLimit: 2,
  handler: async (data) => {
    const importId = (data as { importId?: unknown } | null)?.importId;
    if (typeof importId === "string") await runImport(importId);
  },
};

interface Lookups {
  categories: { id: string; name: string }[];
  attributes: Map<string, AttributeRule[]>;
  currencies: Set<string>;
}

async function loadLookups(): Promise<Lookups> {
  const [categories, definitions, currencies] = await Promise.all([
    prisma.category.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true } }),
    prisma.attributeDefinition.findMany({
      select: { id: true, key: true, type: true, unit: true, options: true, categoryId: true },
    }),
    prisma.currency.findMany({ select: { code: true } }),
  ]);
  const attributes = new Map<string, AttributeRule[]>();
  for (const d of definitions) {
    const list = attributes.get(d.categoryId) ?? [];
    list.push({ id: d.id, key: d.key, type: d.type as AttributeType, unit: d.unit, options: d.options });
    attributes.set(d.categoryId, list);
  }
  return { categories, attributes, currencies: new Set(currencies.map((c) => c.code)) };
}

/**
 * Runs (or resumes) an import. Only one worker runs an import at a time (a lease renewed by every batch); rows up to
 * the last committed batch are skipped on a resume, so a row is never applied or counted twice.
 */
export async function runImport(importId: string): Promise<void> {
  const [claimed] = await prisma.$queryRaw<
    { brandId: string; fileKey: string; processedRows: number; submitForReview: boolean }[]
  >`
    UPDATE "ProductImport"
       SET status = 'running', "startedAt" = coalesce("startedAt", now()), "heartbeatAt" = now()
     WHERE id = ${importId}
       AND (status = 'queued' OR (status = 'running' AND "heartbeatAt" < now() - ${LEASE}::interval))
     RETURNING "brandId", "fileKey", "processedRows", "submitForReview"`;
  if (!claimed) return;
  const { brandId, fileKey, submitForReview } = claimed;
  try {
    const [lookups, specKeys, object] = await Promise.all([
      loadLookups(),
      knownSpecKeys(),
      storageDriver().get(fileKey),
    ]);
    if (!object) return await finish(importId, "failed", "The uploaded file is no longer stored. Upload it again.");
    const attributesOf = (categoryId: string) => lookups.attributes.get(categoryId) ?? [];

    let header: ImportHeader | null = null;
    const tracker = new FileTracker();
    let group: ImportRow[] = [];
    let batch: PreparedProduct[] = [];
    let batchRows = 0;
    let batchErrors: RowError[] = [];
    let batchFailed = 0;
    let rowNumber = 0;
    const resumeAfter = claimed.processedRows + 1; // row numbers count the header as row 1

    const closeGroup = () => {
      if (!group.length) return;
      const prepared = prepareProduct(group, lookups.categories, attributesOf);
      if (prepared.product) batch.push(prepared.product);
      batchErrors.push(...prepared.errors);
      batchFailed += prepared.failedRows;
      batchRows += group.length;
      group = [];
    };
    // One batch is written while the next one is read and checked (at most one in flight, written in order).
    let inFlight: Promise<void> = Promise.resolve();
    let writeFailure: unknown = null;
    const flush = async (throughRow: number) => {
      await inFlight;
      if (writeFailure) throw writeFailure;
      inFlight = write(throughRow, batch, batchErrors, batchFailed).catch((error) => {
        writeFailure = error;
      });
      batch = [];
      batchErrors = [];
      batchFailed = 0;
      batchRows = 0;
    };
    const write = async (throughRow: number, products: PreparedProduct[], errors: RowError[], failed: number) => {
      const restocked = await prisma.$transaction(
        async (tx) => {
          // One batch of one brand at a time: two imports of the same brand never race on its SKUs.
          await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`product-import:${brandId}`}))::text AS locked`;
          // A batch does not wait for its WAL flush: if the database crashed right after, the batch and its
          // checkpoint (processedRows, same transaction) are lost together and the resumed run writes them again.
          await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
          const outcome = products.length
            ? await applyBatch(tx, brandId, products, { submitForReview, currencies: lookups.currencies })
            : { created: 0, updated: 0, unchanged: 0, failed: 0, errors: [] };
          const allErrors = [...errors, ...outcome.errors].sort((a, b) => a.row - b.row);
          if (allErrors.length)
            await tx.productImportError.createMany({
              data: allErrors.map((e) => ({
                importId,
                row: e.row,
                column: e.column,
                message: e.message.slice(0, 500),
              })),
            });
          await tx.productImport.update({
            where: { id: importId },
            data: {
              processedRows: throughRow - 1,
              createdRows: { increment: outcome.created },
              updatedRows: { increment: outcome.updated },
              unchangedRows: { increment: outcome.unchanged },
              failedRows: { increment: failed + outcome.failed },
              errorCount: { increment: allErrors.length },
              heartbeatAt: new Date(),
            },
            select: { id: true },
          });
          return outcome.restockedVariantIds ?? [];
        },
        { timeout: 120_000, maxWait: 30_000 },
      );
      // Stock back for items buyers asked about (issue 37): their e-mails are sent by a job after the commit.
      await stockReturned(restocked);
    };

    const body = Readable.fromWeb(object.body as Parameters<typeof Readable.fromWeb>[0]);
    for await (const record of body.pipe(csvParser()) as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (!header) {
        const read = readHeader(record, specKeys);
        if (!read.ok) return await finish(importId, "failed", read.message);
        header = read.header;
        continue;
      }
      if (rowNumber - 1 > MAX_IMPORT_ROWS) break;
      if (isBlank(record)) continue;
      const skip = rowNumber <= resumeAfter;
      const read = readRow(record, header, rowNumber);
      if (!read.ok) {
        if (!skip) {
          batchErrors.push(read.error);
          batchFailed += 1;
        }
        continue;
      }
      const row = read.value;
      if (tracker.isNewGroup(row)) {
        closeGroup();
        // A batch ends between two products, so one product is always written by one transaction.
        if (batchRows >= IMPORT_BATCH_ROWS) await flush(rowNumber - 1);
      }
      const error = tracker.check(row);
      if (skip) continue;
      if (error) {
        batchErrors.push(error);
        batchFailed += 1;
        continue;
      }
      group.push(row);
    }
    closeGroup();
    await flush(rowNumber);
    await inFlight;
    if (writeFailure) throw writeFailure;
    await finish(importId, "done", null);
  } catch (error) {
    logger().error({ err: error }, `[import] ${importId} stopped`);
    await finish(
      importId,
      "failed",
      "The import stopped unexpectedly. The rows counted above are imported; upload the file again to finish the rest (rows already imported show as unchanged).",
    );
  }
}

async function finish(importId: string, status: "done" | "failed", message: string | null) {
  const row = await prisma.productImport.update({
    where: { id: importId },
    data: { status, message, finishedAt: new Date(), heartbeatAt: new Date() },
    select: { fileKey: true },
  });
  // The upload is not needed any more (a new upload starts a new import).
  await storageDriver()
    .delete(row.fileKey)
    .catch((error) => logger().error({ err: error }, "[import] could not delete the upload"));
}

// ---------------------------------------------------------------------------------------------------------
// Reads (every one limited to the brand's own imports: another brand's id is not found → 404; an admin's any brand's)

const ownerWhere = (owner: ImportOwner) => (typeof owner === "string" ? { brandId: owner } : {});

const importSelect = {
  id: true,
  fileName: true,
  fileBytes: true,
  status: true,
  totalRows: true,
  processedRows: true,
  createdRows: true,
  updatedRows: true,
  unchangedRows: true,
  failedRows: true,
  errorCount: true,
  message: true,
  submitForReview: true,
  brand: { select: { id: true, name: true } },
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const;

export type ImportStatus = "queued" | "running" | "done" | "failed";

export async function getImport(owner: ImportOwner, importId: string) {
  if (importId.length > 40) return null;
  const found = await prisma.productImport.findFirst({
    where: { id: importId, ...ownerWhere(owner) },
    select: importSelect,
  });
  if (!found) return null;
  const errors = found.errorCount
    ? await prisma.productImportError.findMany({
        where: { importId: found.id },
        orderBy: { id: "asc" },
        take: ERRORS_SHOWN,
        select: { row: true, column: true, message: true },
      })
    : [];
  return { ...found, status: found.status as ImportStatus, errors };
}

export async function listImports(owner: ImportOwner, take = 10) {
  const rows = await prisma.productImport.findMany({
    where: ownerWhere(owner),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: importSelect,
  });
  return rows.map((r) => ({ ...r, status: r.status as ImportStatus }));
}

/** The error report (row, column, message), streamed in keyset pages; null when the import is not the owner's. */
export async function errorReportCsv(owner: ImportOwner, importId: string): Promise<ReadableStream | null> {
  const found = await prisma.productImport.findFirst({
    where: { id: importId.slice(0, 40), ...ownerWhere(owner) },
    select: { id: true },
  });
  if (!found) return null;
  async function* rows() {
    yield ["row", "column", "message"];
    let after = 0;
    for (;;) {
      const page = await prisma.productImportError.findMany({
        where: { importId: found!.id, id: { gt: after } },
        orderBy: { id: "asc" },
        take: 1000,
        select: { id: true, row: true, column: true, message: true },
      });
      for (const e of page) yield [String(e.row), safeCsvCell(e.column), safeCsvCell(e.message)];
      if (page.length < 1000) return;
      after = page[page.length - 1]!.id;
    }
  }
  return Readable.toWeb(Readable.from(rows()).pipe(stringify())) as ReadableStream;
}
