// `npm run bench:import` (ADR 027): a 50,000-row product CSV imported end to end on a fresh migrated, seeded database
// — upload check (header, row count), storage, the run (stream → validate → batches of ~500 rows applied) — then
// the same file again (everything unchanged). Reports the wall time of each and the process's peak RSS, sampled
// every 50 ms, plus RSS and heap at each quarter of the run (flat memory = no whole-file arrays).
//   IMPORT_ROWS (50000)  IMPORT_TARGET_SECONDS (60)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const TARGET = Number(process.env.IMPORT_TARGET_SECONDS ?? 60);
const HEADER =
  "sku,product_ref,title,subtitle,category,description,variant_title,price,sale_price,currency,manage_stock,quantity,options,spec.max-pressure,spec.flow-rate,spec.detector";

/** 1–3 variants per product, options and three specifications (number, range, text) with units. */
function writeCsv(file: string, skuPrefix: string) {
  const out = fs.createWriteStream(file);
  out.write(HEADER + "\n");
  let row = 0;
  let product = 0;
  while (row < ROWS) {
    product += 1;
    const variants = Math.min(1 + (product % 3), ROWS - row);
    for (let v = 0; v < variants; v++) {
      row += 1;
      const first = v === 0;
      out.write(
        [
          `${skuPrefix}-${product}-${v}`,
          `bench-${product}`,
          first ? `Bench pump ${product}` : "",
          first ? "Binary pump for the import benchmark" : "",
          first ? "analytical-instruments" : "",
          first ? `"<p>Pump number ${product}, quiet and precise.</p>"` : "",
          "",
          `${1000 + (product % 500)}.${String(v * 25).padStart(2, "0")}`,
          "",
          "usd",
          "yes",
          String((product + v) % 40),
          `Size: ${v + 1} L`,
          first ? `"${(600 + (product % 900)).toLocaleString("en-US")} bar"` : "",
          first ? "0.05–5 mL/min" : "",
          first ? "UV/Vis" : "",
        ].join(",") + "\n",
      );
    }
  }
  return new Promise<void>((resolve) => out.end(resolve));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  // IMPORT_DATABASE_URL: an existing migrated and seeded database (e.g. the bench's large catalogue); kept afterwards.
  const given = process.env.IMPORT_DATABASE_URL;
  const db = given ? { url: given, kind: "given" as const, drop: async () => {} } : await provisionTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  try {
    process.env.DATABASE_URL = db.url;
    process.env.FILES_DIR = path.join(dir, "files");
    process.env.SESSION_SECRET ??= "bench-import-session-secret-0123456789";
    const { prisma } = await import("../app/utils/db.server");
    const { startImport } = await import("../app/modules/product-import/import.server");

    const brandId = `bench-import-${Date.now().toString(36)}`;
    await prisma.brand.create({
      data: {
        id: brandId,
        name: "Bench Import",
        tagline: "",
        description: "",
        logoUrl: "",
        bannerUrl: "",
        hq: "",
        website: "",
        contactEmail: "bench@example.com",
      },
    });
    const user = await prisma.user.create({
      data: { email: `${brandId}@example.com`, passwordHash: "!" },
      select: { id: true },
    });
    const file = path.join(dir, "products.csv");
    await writeCsv(file, brandId.toUpperCase());
    const bytes = fs.statSync(file).size;
    console.log(`database: ${db.kind}; file: ${ROWS.toLocaleString("en-US")} rows, ${mb(bytes)}`);

    async function timed(label: string) {
      global.gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      const quarters: string[] = [];
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      const outcome = await startImport(brandId, user.id, new File([fs.readFileSync(file)], "products.csv"), {
        submitForReview: false,
      });
      if (!outcome.ok) throw new Error(outcome.message);
      let next = 0.25;
      let state;
      for (;;) {
        state = await prisma.productImport.findUniqueOrThrow({ where: { id: outcome.importId } });
        if (state.processedRows >= next * ROWS && next <= 1) {
          const m = process.memoryUsage();
          quarters.push(`${Math.round(next * 100)}%: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}`);
          next += 0.25;
        }
        if (state.status === "done" || state.status === "failed") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      console.log(
        `${label}: ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds).toLocaleString("en-US")} rows/s), status ${state.status}; ` +
          `created ${state.createdRows}, updated ${state.updatedRows}, unchanged ${state.unchangedRows}, failed ${state.failedRows}; ` +
          `peak RSS ${mb(peak)} (start ${mb(base)}, +${mb(peak - base)})`,
      );
      console.log(`  memory during the run: ${quarters.join(" · ")}`);
      return { seconds, state };
    }

    const first = await timed("first import");
    const second = await timed("same file again");
    const products = await prisma.storeProduct.count({ where: { brandId } });
    const variants = await prisma.variant.count({ where: { product: { brandId } } });
    console.log(`stored: ${products.toLocaleString("en-US")} products, ${variants.toLocaleString("en-US")} variants`);
    const ok =
      first.state.status === "done" &&
      first.state.createdRows === ROWS &&
      second.state.unchangedRows === ROWS &&
      first.seconds <= TARGET;
    console.log(ok ? `OK: within ${TARGET} s, re-import unchanged` : `NOT OK (target ${TARGET} s)`);
    await prisma.$disconnect();
    process.exitCode = ok ? 0 : 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}

await main();
