// The one storage module for uploads: type checked by content, size and dimensions limited, stored under a new
// random key by the configured driver (a local directory by default, S3-compatible when S3_BUCKET is set).
import { createHash, randomBytes } from "node:crypto";
import { imageSize } from "image-size";
import { createLocalDriver } from "./drivers/local.server";
import { createS3Driver } from "./drivers/s3.server";
import type { StorageDriver, StoredObject } from "./drivers/driver";
import { buildKey, parseKey, type FileKind } from "./keys";
import {
  formatMegabytes,
  MAX_AVATAR_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
} from "./limits";
import { EXTENSION_BY_TYPE, isImageType, sniffType, type SniffedType } from "./sniff";
import { logger } from "~/utils/log.server";
import { storageFrom } from "../../../server/settings.js";

export type { FileKind } from "./keys";
export type StoredFile = {
  key: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
};
export type SaveResult = { ok: true; file: StoredFile } | { ok: false; message: string };

const MAX_BYTES: Record<FileKind, number> = {
  image: MAX_IMAGE_BYTES,
  document: MAX_DOCUMENT_BYTES,
  avatar: MAX_AVATAR_BYTES,
};

// ---------------------------------------------------------------------------------------------------------
// Driver selection

/** Where uploads go, from the environment. Tigris on Fly sets BUCKET_NAME and AWS_ENDPOINT_URL_S3. */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const bucket = env.S3_BUCKET || env.BUCKET_NAME || "";
  if (bucket) {
    return {
      driver: "s3" as const,
      bucket,
      region: env.S3_REGION || env.AWS_REGION || "auto",
      endpoint: env.S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || undefined,
      forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ""),
    };
  }
  return { driver: "local" as const, directory: env.FILES_DIR || "data/files" };
}

export type StorageSummary = { status: "ok" | "warning"; text: string };

/**
 * One line about where uploads go (issue 34): server/settings.js's storageFrom, the rule the start log's settings
 * block prints (once: this module says nothing itself when it loads). `warning` for a deployment without a bucket.
 */
export function storageSummary(env: NodeJS.ProcessEnv = process.env): StorageSummary {
  const { ok, text } = storageFrom(env);
  return { status: ok ? "ok" : "warning", text };
}

let cached: { signature: string; driver: StorageDriver } | null = null;

/** The configured driver (re-created when the configuration changes, which only tests do). */
export function storageDriver(): StorageDriver {
  const config = storageConfigFromEnv();
  const signature = JSON.stringify(config);
  if (cached?.signature === signature) return cached.driver;
  const driver = config.driver === "s3" ? createS3Driver(config) : createLocalDriver(config.directory);
  cached = { signature, driver };
  return driver;
}

// ---------------------------------------------------------------------------------------------------------
// Checks

type Checked =
  { ok: true; type: SniffedType; width: number | null; height: number | null } | { ok: false; message: string };

const NOT_AN_IMAGE = "This file is not a JPEG, PNG, WebP or GIF image. SVG and other formats are not accepted.";
const NOT_A_PDF = "This file is not a PDF document.";

/** Whether the bytes may be stored as `kind`: pure apart from reading the image header. */
export function checkUpload(bytes: Uint8Array, kind: FileKind): Checked {
  const noun = kind === "document" ? "document" : "image";
  if (bytes.byteLength === 0) return { ok: false, message: "The file is empty. Choose another file." };
  if (bytes.byteLength > MAX_BYTES[kind])
    return { ok: false, message: `The ${noun} must be ${formatMegabytes(MAX_BYTES[kind])} or smaller.` };
  const type = sniffType(bytes);
  if (kind === "document") {
    if (type !== "application/pdf") return { ok: false, message: NOT_A_PDF };
    return { ok: true, type, width: null, height: null };
  }
  if (!type || !isImageType(type)) return { ok: false, message: NOT_AN_IMAGE };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: "The image could not be read. It may be damaged; try saving it again." };
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (size.type !== EXTENSION_BY_TYPE[type] || width < 1 || height < 1)
    return { ok: false, message: "The image could not be read. It may be damaged; try saving it again." };
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return {
      ok: false,
      message: `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
    };
  return { ok: true, type, width, height };
}

// ---------------------------------------------------------------------------------------------------------
// Public API (see /work/shared contract): saveUpload, deleteStoredFile, storedFileUrl

export async function saveUpload(file: File, kind: FileKind): Promise<SaveResult> {
  // The declared size is checked before reading, so an oversized file is never copied into memory again.
  if (file.size > MAX_BYTES[kind]) {
    const noun = kind === "document" ? "document" : "image";
    return { ok: false, message: `The ${noun} must be ${formatMegabytes(MAX_BYTES[kind])} or smaller.` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(bytes, kind);
  if (!checked.ok) return checked;
  const key = buildKey(kind, randomBytes(16).toString("hex"), EXTENSION_BY_TYPE[checked.type]);
  try {
    await storageDriver().put(key, bytes, checked.type);
  } catch (error) {
    logger().error({ err: error }, "[files] storing an upload failed");
    return { ok: false, message: "The file could not be stored just now. Please try again in a moment." };
  }
  return {
    ok: true,
    file: { key, contentType: checked.type, size: bytes.byteLength, width: checked.width, height: checked.height },
  };
}

/**
 * Stores a file the app made itself (the demo seed's sample PDFs), with the checks of an upload, under a key taken
 * from its content instead of a random one: the same bytes get the same key, so a re-seed stores nothing new and leaves
 * no orphans, and what a key serves still never changes.
 */
export async function saveGeneratedFile(bytes: Uint8Array, kind: FileKind): Promise<SaveResult> {
  const checked = checkUpload(bytes, kind);
  if (!checked.ok) return checked;
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const key = buildKey(kind, digest, EXTENSION_BY_TYPE[checked.type]);
  const driver = storageDriver();
  const existing = await driver.get(key);
  if (existing) await existing.body.cancel();
  if (existing?.size !== bytes.byteLength) await driver.put(key, bytes, checked.type);
  return {
    ok: true,
    file: { key, contentType: checked.type, size: bytes.byteLength, width: checked.width, height: checked.height },
  };
}

/** Removes a stored file; a missing or malformed key is ignored. */
export async function deleteStoredFile(key: string): Promise<void> {
  if (!parseKey(key)) return;
  await storageDriver().delete(key);
}

/** The path that serves a stored file (`app/routes/files.$.tsx`). */
export function storedFileUrl(key: string): string {
  return `/files/${key}`;
}

/** A stored file for the serving route: its content type comes from the key, its bytes as a stream. */
export async function readStoredFile(
  key: string,
): Promise<(StoredObject & { kind: FileKind; contentType: SniffedType }) | null> {
  const parsed = parseKey(key);
  if (!parsed) return null;
  const object = await storageDriver().get(key);
  return object ? { ...object, ...parsed } : null;
}
