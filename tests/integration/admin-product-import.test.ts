// Integration: an admin imports a CSV for a brand (issue 10, "Admins may act on any brand and every admin action is in
// the audit log"; ADR 027 addendum). The brand is required and checked by the editor's rule (missing or unknown →
// message next to the select, no import stored), the products belong to the chosen brand, the upload is audited, the
// admin reads the progress page, error report and export of that import, a brand account's posted brandId is
// ignored, and a brand account cannot open another brand's import (404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "~/modules/product-import/import.server";
import { loader as exportLoader } from "~/routes/brand-dashboard_.products[.csv]";
import { action as uploadAction, loader as uploadLoader } from "~/routes/brand-dashboard_.products.import._index";
import { loader as progressLoader } from "~/routes/brand-dashboard_.products.import.$importId";
import { loader as reportLoader } from "~/routes/brand-dashboard_.products.import_.$importId.errors[.csv]";
import { prisma } from "~/utils/db.server";
import { call, createBrandPage, createMember, getPage, ORIGIN, unique, type Member } from "./people.support";
import { routeArgs } from "../setup/route-args";

const run = unique("aimp")
  .replace(/[^a-z0-9]/gi, "")
  .toUpperCase();
const brandX = `aimp-x-${run.toLowerCase()}`;
const brandY = `aimp-y-${run.toLowerCase()}`;
let admin: Member;
let memberY: Member;

const HEADER =
  "sku,product_ref,title,subtitle,category,description,variant_title,price,sale_price,currency,manage_stock,quantity,options";
const sku = (n: string | number) => `${run}-${n}`;
const row = (n: string | number, price = "99.00") =>
  [
    sku(n),
    `P${n}`,
    `Qorvane ${run} column ${n}`,
    "",
    "analytical-instruments",
    "",
    "",
    price,
    "",
    "usd",
    "yes",
    "3",
    "",
  ]
    .map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
    .join(",");
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";

function upload(member: Member, fields: Record<string, string>, text: string | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (text !== null) form.set("file", new File([text], "admin.csv", { type: "text/csv" }));
  return call(
    uploadAction,
    new Request(`${ORIGIN}/brand-dashboard/products/import`, {
      method: "POST",
      body: form,
      headers: { Cookie: member.cookie },
    }),
  );
}

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
  for (const id of [brandX, brandY]) await createBrandPage(id);
  [admin, memberY] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "brand", brandId: brandY }),
  ]);
});

afterAll(async () => {
  await prisma.auditLog.deleteMany({ where: { actorId: admin.id } });
  await prisma.storeProduct.deleteMany({ where: { brandId: { in: [brandX, brandY] } } });
  await prisma.productImport.deleteMany({ where: { brandId: { in: [brandX, brandY] } } });
  await prisma.profile.updateMany({ where: { brandId: { in: [brandX, brandY] } }, data: { brandId: null } });
  await prisma.brand.deleteMany({ where: { id: { in: [brandX, brandY] } } });
});

describe("an admin imports products for a brand", () => {
  let adminImportId = "";

  it("shows the brand select to admins only", async () => {
    const forAdmin = await call(uploadLoader, getPage(`/brand-dashboard/products/import?brand=${brandX}`, admin));
    expect(forAdmin.data.brands.some((b: { id: string }) => b.id === brandX)).toBe(true);
    expect(forAdmin.data.brandId).toBe(brandX);
    const forBrand = await call(uploadLoader, getPage("/brand-dashboard/products/import", memberY));
    expect(forBrand.data.brands).toBeNull();
  });

  it("creates the import for the chosen brand, audited; the run creates products owned by that brand", async () => {
    const outcome = await upload(admin, { brandId: brandX }, csv(row(1), row(2), row(3, "abc")));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toMatch(/^\/brand-dashboard\/products\/import\//);
    adminImportId = importIdOf(outcome.location);
    const stored = await prisma.productImport.findUniqueOrThrow({ where: { id: adminImportId } });
    expect([stored.brandId, stored.userId]).toEqual([brandX, admin.id]);

    const done = await finished(adminImportId);
    expect(done.status).toBe("done");
    expect([done.createdRows, done.failedRows]).toEqual([2, 1]);
    for (const n of [1, 2]) {
      const variant = await prisma.variant.findUniqueOrThrow({
        where: { sku: sku(n) },
        select: { product: { select: { brandId: true } } },
      });
      expect(variant.product.brandId).toBe(brandX);
    }

    const entries = await prisma.auditLog.findMany({
      where: { actorId: admin.id, action: "product.import", targetId: adminImportId },
      select: { details: true },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ brandId: brandX, fileName: "admin.csv", totalRows: 3 });
  });

  it("lets the admin read the progress page, the error report and the brand's export", async () => {
    const path = `/brand-dashboard/products/import/${adminImportId}`;
    const progress = await call(progressLoader, getPage(path, admin), { importId: adminImportId });
    expect(progress.status).toBe(200);
    expect(progress.data.item.brand.id).toBe(brandX);
    expect(progress.data.byAdmin).toBe(true);

    const report = await reportLoader(
      routeArgs({
        request: getPage(`${path}/errors.csv`, admin),
        params: { importId: adminImportId },
      }),
    );
    expect(await report.text()).toContain("4,price,");

    const exported = await exportLoader(
      routeArgs({
        request: getPage(`/brand-dashboard/products.csv?brand=${brandX}`, admin),
        params: {},
      }),
    );
    const text = await exported.text();
    expect(text).toContain(sku(1));
    expect(text).toContain(sku(2));
    expect((await call(exportLoader, getPage("/brand-dashboard/products.csv?brand=nope", admin))).status).toBe(404);
    expect((await call(exportLoader, getPage("/brand-dashboard/products.csv", admin))).status).toBe(404);

    const list = await call(uploadLoader, getPage("/brand-dashboard/products/import", admin));
    expect(list.data.imports.some((i: { id: string }) => i.id === adminImportId)).toBe(true);
  });

  it("refuses a missing or unknown brand with a message next to the select and stores nothing", async () => {
    const before = await prisma.productImport.count({ where: { userId: admin.id } });
    const missing = await upload(admin, {}, csv(row(10)));
    expect(missing.status).toBe(400);
    expect(missing.data.errors.brandId).toBe("Choose the brand to import these products for.");
    const unknown = await upload(admin, { brandId: `${brandX}-gone` }, csv(row(11)));
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors.brandId).toBe("There is no such brand. Choose one of the brands in the list.");
    expect(unknown.data.brandId).toBe(`${brandX}-gone`);
    expect(await prisma.productImport.count({ where: { userId: admin.id } })).toBe(before);
    expect(await prisma.auditLog.count({ where: { actorId: admin.id, action: "product.import" } })).toBe(1);
    expect(await prisma.variant.count({ where: { sku: { in: [sku(10), sku(11)] } } })).toBe(0);
  });

  it("ignores a brand account's posted brandId: the import is for its own brand, and not audited", async () => {
    const outcome = await upload(memberY, { brandId: brandX }, csv(row(20)));
    expect(outcome.status).toBe(303);
    const importId = importIdOf(outcome.location);
    const stored = await prisma.productImport.findUniqueOrThrow({ where: { id: importId } });
    expect(stored.brandId).toBe(brandY);
    await finished(importId);
    const variant = await prisma.variant.findUniqueOrThrow({
      where: { sku: sku(20) },
      select: { product: { select: { brandId: true } } },
    });
    expect(variant.product.brandId).toBe(brandY);
    expect(await prisma.auditLog.count({ where: { targetId: importId } })).toBe(0);
  });

  it("does not let a brand account open the admin's import of another brand (404)", async () => {
    const path = `/brand-dashboard/products/import/${adminImportId}`;
    expect((await call(progressLoader, getPage(path, memberY), { importId: adminImportId })).status).toBe(404);
    expect((await call(reportLoader, getPage(`${path}/errors.csv`, memberY), { importId: adminImportId })).status).toBe(
      404,
    );
    const list = await call(uploadLoader, getPage("/brand-dashboard/products/import", memberY));
    expect(list.data.imports.every((i: { id: string }) => i.id !== adminImportId)).toBe(true);
    // The export of a brand account is its own catalogue, whatever brand it names.
    const exported = await exportLoader(
      routeArgs({
        request: getPage(`/brand-dashboard/products.csv?brand=${brandX}`, memberY),
        params: {},
      }),
    );
    const text = await exported.text();
    expect(text).toContain(sku(20));
    expect(text).not.toContain(sku(1));
  });
});
