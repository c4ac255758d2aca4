// The storage module against both drivers (a local folder and a fake S3), the /files/<key> route, and the
// multipart reader's limits.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as filesLoader } from "~/routes/files.$";
import { MAX_IMAGE_BYTES } from "~/modules/files/limits";
import {
  deleteStoredFile,
  saveGeneratedFile,
  saveUpload,
  storageDriver,
  storedFileUrl,
} from "~/modules/files/storage.server";
import { readMultipartForm } from "~/modules/files/upload-form.server";
import { startFakeS3 } from "../fakes/s3-server";
import { htmlBytes, pdfBytes, pngBytes, svgBytes } from "../fakes/upload-fixtures";
import { routeArgs } from "../setup/route-args";

const ENV_KEYS = [
  "FILES_DIR",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_FORCE_PATH_STYLE",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
];
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
afterAll(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

async function serve(key: string, query = "", method = "GET") {
  const request = new Request(`http://localhost/files/${key}${query}`, { method });
  try {
    return await filesLoader(routeArgs({ request, params: { "*": key } }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function bodyBytes(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

const drivers = [
  {
    name: "local directory",
    async setup() {
      const directory = await mkdtemp(path.join(tmpdir(), "labmarket-files-"));
      delete process.env.S3_BUCKET;
      process.env.FILES_DIR = directory;
      const count = async () =>
        (await readdir(directory, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
      return { count, teardown: () => rm(directory, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async setup() {
      const s3 = await startFakeS3("labmarket-test");
      Object.assign(process.env, {
        S3_BUCKET: "labmarket-test",
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: "us-east-1",
        S3_FORCE_PATH_STYLE: "true",
        AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      });
      // s3rver keeps each object as a folder holding the object and its metadata.
      const count = async () =>
        (await readdir(path.join(s3.directory, "labmarket-test"), { recursive: true })).filter((name) =>
          name.endsWith("._S3rver_object"),
        ).length;
      return { count, teardown: () => s3.close() };
    },
  },
];

describe.each(drivers)("storage with the $name driver", ({ name, setup }) => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup();
    expect(storageDriver().name).toBe(name.startsWith("S3") ? "s3" : "local");
  });
  afterAll(() => env.teardown());

  it("stores an image, serves it with its type, nosniff and immutable caching, and deletes it", async () => {
    const bytes = pngBytes(3, 2);
    const saved = await saveUpload(new File([bytes], "photo.png", { type: "image/png" }), "image");
    expect(saved).toMatchObject({
      ok: true,
      file: { contentType: "image/png", size: bytes.length, width: 3, height: 2 },
    });
    if (!saved.ok) return;
    expect(saved.file.key).toMatch(/^image\/[0-9a-f]{32}\.png$/);
    expect(storedFileUrl(saved.file.key)).toBe(`/files/${saved.file.key}`);

    const response = await serve(saved.file.key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline;/);
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(await bodyBytes(response)).toEqual(bytes);

    const head = await serve(saved.file.key, "", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();

    await deleteStoredFile(saved.file.key);
    await deleteStoredFile(saved.file.key); // idempotent
    expect((await serve(saved.file.key)).status).toBe(404);
  });

  it("serves documents as downloads under a safe name", async () => {
    const saved = await saveUpload(new File([pdfBytes()], "sds.pdf", { type: "application/pdf" }), "document");
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const response = await serve(saved.file.key, `?name=${encodeURIComponent('SDS "v2"\r\nX-Evil: 1.pdf')}`);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="SDS -v2-X-Evil- 1.pdf"');
    expect(await bodyBytes(response)).toEqual(pdfBytes());
    await deleteStoredFile(saved.file.key);
  });

  it("stores a generated file under a key from its content: the same bytes again store nothing new", async () => {
    const before = await env.count();
    const first = await saveGeneratedFile(pdfBytes(), "document");
    const again = await saveGeneratedFile(pdfBytes(), "document");
    expect(first).toMatchObject({ ok: true, file: { contentType: "application/pdf", size: pdfBytes().length } });
    expect(again).toEqual(first);
    if (!first.ok) return;
    expect(first.file.key).toMatch(/^document\/[0-9a-f]{32}\.pdf$/);
    expect(await env.count()).toBe(before + 1);
    expect(await bodyBytes(await serve(first.file.key))).toEqual(pdfBytes());
    // The upload checks apply: a generated file that is not a PDF is refused and not stored.
    expect(await saveGeneratedFile(htmlBytes(), "document")).toEqual({
      ok: false,
      message: "This file is not a PDF document.",
    });
    await deleteStoredFile(first.file.key);
    expect(await env.count()).toBe(before);
  });

  it("rejects disguised, SVG and oversized uploads without storing anything", async () => {
    const before = await env.count();
    const disguised = await saveUpload(new File([htmlBytes()], "photo.png", { type: "image/png" }), "image");
    expect(disguised).toEqual({ ok: false, message: expect.stringMatching(/not a JPEG, PNG, WebP or GIF/) });
    const svg = await saveUpload(new File([svgBytes()], "logo.svg", { type: "image/svg+xml" }), "image");
    expect(svg.ok).toBe(false);
    const htmlDocument = await saveUpload(
      new File([htmlBytes()], "sheet.pdf", { type: "application/pdf" }),
      "document",
    );
    expect(htmlDocument).toEqual({ ok: false, message: "This file is not a PDF document." });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngBytes());
    expect(await saveUpload(new File([big], "big.png", { type: "image/png" }), "image")).toEqual({
      ok: false,
      message: "The image must be 8 MB or smaller.",
    });
    expect(await env.count()).toBe(before);
  });

  it("answers 404 for unknown and malformed keys", async () => {
    for (const key of [
      "image/0123456789abcdef0123456789abcdef.png",
      "../package.json",
      "image/..%2f..%2fpackage.json",
      "image/0123456789abcdef0123456789abcdef.svg",
      "",
    ]) {
      const response = await serve(key);
      expect(response.status, key).toBe(404);
    }
  });
});

describe("readMultipartForm", () => {
  const limits = { maxFileBytes: 1024, maxFiles: 2 };
  const post = (body: BodyInit, headers?: Record<string, string>) =>
    new Request("http://localhost/upload", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("returns text fields as strings and files as Files, leaving out empty file inputs", async () => {
    const form = new FormData();
    form.append("title", "Pipette tips ✓");
    form.append("image", new File([pngBytes()], "tips.png", { type: "image/png" }));
    form.append("document", new File([], "", { type: "application/octet-stream" }));
    const result = await readMultipartForm(post(form), limits);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.get("title")).toBe("Pipette tips ✓");
    const image = result.form.get("image");
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe("tips.png");
    expect(new Uint8Array(await (image as File).arrayBuffer())).toEqual(pngBytes());
    expect(result.form.has("document")).toBe(false);
  });

  it("refuses a file over the limit, too many files and an oversized declared body with 413", async () => {
    const tooBig = new FormData();
    tooBig.append("image", new File([new Uint8Array(1025)], "big.png"));
    expect(await readMultipartForm(post(tooBig), limits)).toEqual({
      ok: false,
      status: 413,
      message: '"big.png" is larger than 1 KB. Choose a smaller file.',
    });

    const many = new FormData();
    for (const n of [1, 2, 3]) many.append("images", new File([new Uint8Array(10)], `${n}.png`));
    expect(await readMultipartForm(post(many), limits)).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringMatching(/at most 2/),
    });

    const declared = post("x", {
      "Content-Type": "multipart/form-data; boundary=abc",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(await readMultipartForm(declared, limits)).toMatchObject({ ok: false, status: 413 });
  });

  it("counts a streamed body without a length and stops it at the limit", async () => {
    const boundary = "----limit";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
        sent += 1;
        if (sent > 2000) controller.close();
        else controller.enqueue(new Uint8Array(1024));
      },
    });
    const result = await readMultipartForm(
      post(stream, { "Content-Type": `multipart/form-data; boundary=${boundary}` }),
      {
        maxFileBytes: 4096,
        maxFiles: 1,
      },
    );
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(200);
  });

  it("answers 400 for bodies that are not multipart or cannot be parsed", async () => {
    expect(
      await readMultipartForm(post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }), limits),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await readMultipartForm(post('{"a":1}', { "Content-Type": "application/json" }), limits)).toMatchObject({
      status: 400,
    });
    expect(
      await readMultipartForm(post("garbage without boundary", { "Content-Type": "multipart/form-data" }), limits),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await readMultipartForm(
        post("--b\r\nContent-Disposition: form-da", { "Content-Type": "multipart/form-data; boundary=b" }),
        limits,
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("limits the text fields to the form-body limit", async () => {
    const form = new FormData();
    form.append("description", "x".repeat(70 * 1024));
    expect(await readMultipartForm(post(form), limits)).toMatchObject({ ok: false, status: 413 });
  });
});
