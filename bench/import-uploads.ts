// `npm run bench:import-uploads` (issue 32 #5, ADR 045): concurrent large CSV uploads posted to the import form's
// action, in this process, over a fresh migrated and seeded database. Each body is generated while it is read (never
// materialised here), so the process's memory is the action's. Two cases, each with UPLOADS concurrent posts:
//   - "39 MB, too many rows": a file under the size limit that the upload check refuses (more than 50,000 rows);
//   - "41 MB, over the limit": refused by size.
//   - "39 MB, accepted" (CASES=accepted): a file that passes; it is stored and its (quick) run is awaited.
// Reports RSS and arrayBuffers before, at their peak (sampled every 20 ms) and after, the bytes each post had read of
// its body when it was answered, and the answers. Flat memory = the upload is never held whole.
//   UPLOADS (6)  UPLOAD_MB (39)  CASES (rows,oversize: which cases, in order; also accepted)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const UPLOADS = Number(process.env.UPLOADS ?? 6);
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 39);
const CASES = (process.env.CASES ?? "rows,oversize").split(",");
const ORIGIN = "http://localhost:3000";
const MiB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MB`;

const HEADER = "sku,product_ref,title,subtitle,category,description,variant_title,price,sale_price,currency\n";

/** 64 KB of CSV rows (~100 bytes each: a 39 MB file has far more than 50,000), repeated as the file's body. */
function rowBlock(): Uint8Array {
  let text = "";
  for (let i = 0; text.length < 64 * 1024; i++)
    text += `BENCH-${i},P${i},Bench pump ${i},Binary pump,analytical-instruments,"<p>Quiet pump ${i}.</p>",,1250.00,,usd\n`;
  return new TextEncoder().encode(text.slice(0, 64 * 1024));
}

/** 64 rows of 1,000 bytes whose cells are blank (a 39 MB file passes the checks; its run skips them quickly). */
function blankBlock(): Uint8Array {
  return new TextEncoder().encode((" ".repeat(990) + ",,,,,,,,,\n").repeat(64));
}

/** A multipart/form-data body with one CSV file of `fileBytes`, produced chunk by chunk as it is pulled. */
function generatedUpload(fileBytes: number, block: Uint8Array) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  let pulled = 0;
  let left = fileBytes - HEADER.length; // the file's bytes after its header row
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Like a socket: the bytes arrive over several turns of the event loop, not in one synchronous burst.
      if (sent % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
      let chunk: Uint8Array;
      if (sent === 0) chunk = head;
      else if (left > 0) {
        chunk = block.slice(0, Math.min(block.byteLength, left));
        left -= chunk.byteLength;
      } else if (left === 0) {
        chunk = tail;
        left = -1;
      } else return controller.close();
      sent += 1;
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}

async function main() {
  const db = await provisionTestDatabase();
  try {
    process.env.DATABASE_URL = db.url;
    process.env.SESSION_SECRET ??= "bench-import-session-secret-0123456789";
    process.env.JOBS = "0";
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
    process.env.FILES_DIR = filesDir;
    const { prisma } = await import("../app/utils/db.server");
    const { createUserSession } = await import("../app/modules/auth/session.server");
    const { action } = await import("../app/routes/brand-dashboard_.products.import._index");

    const brandId = `bench-uploads-${Date.now().toString(36)}`;
    await prisma.brand.create({
      data: {
        id: brandId,
        name: "Bench Uploads",
        tagline: "",
        description: "",
        logoUrl: "",
        bannerUrl: "",
        hq: "",
        website: "",
        contactEmail: "bench-uploads@example.com",
      },
    });
    const user = await prisma.user.create({
      data: {
        email: `${brandId}@example.com`,
        passwordHash: "!",
        emailVerifiedAt: new Date(),
        profile: { create: { fullName: "Bench Uploads", role: "brand", status: "approved", brandId } },
      },
      select: { id: true },
    });
    const cookie = (await createUserSession(new Request(`${ORIGIN}/login`), user.id)).split(";")[0]!;
    console.log(`database: ${db.kind}; ${UPLOADS} concurrent uploads per case`);

    async function measure(label: string, fileBytes: number, block: Uint8Array) {
      const settle = async () => {
        for (let i = 0; i < 3; i++) {
          global.gc?.();
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      await settle();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakBuffers = before.arrayBuffers;
      const sampler = setInterval(() => {
        if (process.env.GC_WHILE_SAMPLING) global.gc?.(); // the live set only (diagnosis: garbage or retained?)
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
      }, 20);
      const started = performance.now();
      const bodies = Array.from({ length: UPLOADS }, () => generatedUpload(fileBytes, block));
      const answers = await Promise.all(
        bodies.map(async (body) => {
          const request = new Request(`${ORIGIN}/brand-dashboard/products/import`, {
            method: "POST",
            body: body.stream,
            headers: { Cookie: cookie, "Content-Type": body.contentType },
            duplex: "half",
          } as RequestInit);
          let out: unknown;
          try {
            out = await action({ request, params: {}, context: {} } as never);
          } catch (thrown) {
            out = thrown;
          }
          const answer = out as { init?: { status?: number }; data?: { errors?: { file?: string } }; status?: number };
          return {
            status: answer.init?.status ?? answer.status ?? 200,
            message: answer.data?.errors?.file ?? "",
            read: body.pulled(),
          };
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      // The process's high-water mark too (exact for the first case of a run, when nothing before it went higher).
      peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
      await settle();
      const after = process.memoryUsage();
      console.log(
        `${label}: ${seconds.toFixed(1)} s; RSS ${mb(before.rss)} → peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}) → after ${mb(after.rss)}; ` +
          `arrayBuffers ${mb(before.arrayBuffers)} → peak ${mb(peakBuffers)} (+${mb(peakBuffers - before.arrayBuffers)}) → after ${mb(after.arrayBuffers)}`,
      );
      const read = answers.map((a) => a.read);
      console.log(`  body read per upload: ${mb(Math.min(...read))}–${mb(Math.max(...read))} of ${mb(fileBytes)}`);
      for (const [text, count] of Object.entries(
        answers.reduce<Record<string, number>>((all, a) => {
          const key = `${a.status} ${a.message}`;
          all[key] = (all[key] ?? 0) + 1;
          return all;
        }, {}),
      ))
        console.log(`  ${count} × ${text}`);
      return { peak: peakRss - before.rss, answers };
    }

    let accepted = 0;
    for (const name of CASES) {
      if (name === "rows") await measure(`${UPLOAD_MB} MB, too many rows`, UPLOAD_MB * MiB, rowBlock());
      else if (name === "oversize") await measure("41 MB, over the limit", 41 * MiB, rowBlock());
      else if (name === "accepted") {
        await measure(`${UPLOAD_MB} MB, accepted`, UPLOAD_MB * MiB, blankBlock());
        accepted += UPLOADS;
        // The runs started in this process (no queue here): wait for them before measuring anything else.
        while (await prisma.productImport.count({ where: { brandId, status: { in: ["queued", "running"] } } }))
          await new Promise((r) => setTimeout(r, 200));
      } else throw new Error(`Unknown case ${name}: rows, oversize or accepted`);
    }
    const stored = await prisma.productImport.count({ where: { brandId } });
    console.log(`imports stored: ${stored} (expected ${accepted})`);
    fs.rmSync(filesDir, { recursive: true, force: true });
    await prisma.$disconnect();
  } finally {
    await db.drop();
  }
}

await main();
