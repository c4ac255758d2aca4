// Applies one batch of validated products (≤ ~500 rows) inside the caller's transaction, with one statement per table:
// SKUs are looked up together, new products and variants are inserted with createMany, changed ones are updated
// with one UPDATE … FROM unnest(…) each, and anything whose stored value already equals the file is not written at
// all — so importing the same file twice changes nothing (no rows, no updatedAt). Ownership is part of every query:
// a SKU of another brand's product is a row error, and updates only reach this brand's rows.
import { randomBytes, randomUUID } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { sanitizeDescription } from "~/modules/catalog/html.server";
import type { StoredAttributeValue } from "~/modules/catalog/specifications";
import { optionTitles, type VariantInput } from "~/modules/product-editor/editor-form";
import { newProductId } from "~/modules/product-editor/editor.server";
import { readProductStatus, statusAfterEdit, type ProductStatus } from "~/modules/product-editor/lifecycle";
import type { Tx } from "~/utils/db.server";
import { formatOptions, type PreparedProduct, type RowError } from "./import-rows";

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: RowError[];
  /** Variants whose stock went from nothing on hand to some: their "notify me" e-mails go out after the commit. */
  restockedVariantIds?: string[];
}

// The editor's variant id form (editor.server.ts keeps its helper private).
const newVariantId = (productId: string) => `${productId.slice(0, 70)}-v${randomBytes(4).toString("hex")}`;

const SKU_TAKEN = (sku: string) =>
  `The SKU ${sku} is already used by another product on LabMarket. SKUs are unique across the marketplace.`;

interface Work {
  product: PreparedProduct;
  /** Variants that survived the ownership checks, with their row numbers. */
  variants: { input: VariantInput; row: number }[];
  target: string | null;
}

export async function applyBatch(
  tx: Tx,
  brandId: string,
  products: PreparedProduct[],
  { submitForReview, currencies }: { submitForReview: boolean; currencies: ReadonlySet<string> },
): Promise<BatchOutcome> {
  const out: BatchOutcome = { created: 0, updated: 0, unchanged: 0, failed: 0, errors: [], restockedVariantIds: [] };
  const fail = (row: number, column: string, message: string) => {
    out.failed += 1;
    out.errors.push({ row, column, message });
  };

  // 1. Which stored variants and products the batch's SKUs and product_refs name.
  const skus = products.flatMap((p) => p.input.variants.map((v) => v.sku.toLowerCase()));
  const refs = [...new Set(products.map((p) => p.ref).filter(Boolean))];
  const [found, refProducts] = await Promise.all([
    skus.length
      ? tx.$queryRaw<{ sku: string; productId: string; brandId: string | null; deleted: boolean }[]>`
          SELECT v.sku, v."productId", p."brandId", p."deletedAt" IS NOT NULL AS deleted
          FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
          WHERE lower(v.sku) = ANY(${skus}::text[])`
      : [],
    refs.length
      ? tx.storeProduct.findMany({ where: { id: { in: refs }, brandId, deletedAt: null }, select: { id: true } })
      : [],
  ]);
  const bySku = new Map(found.map((f) => [f.sku.toLowerCase(), f]));
  const ownRefs = new Set(refProducts.map((p) => p.id));

  const work: Work[] = [];
  for (const product of products) {
    const variants: Work["variants"] = [];
    let target: string | null = product.ref && ownRefs.has(product.ref) ? product.ref : null;
    product.input.variants.forEach((input, i) => {
      const row = product.rows[i]!;
      if (!currencies.has(input.currency))
        return fail(
          row,
          "currency",
          `Unknown currency “${input.currency}”. Use one of: ${[...currencies].join(", ")}.`,
        );
      const stored = bySku.get(input.sku.toLowerCase());
      if (!stored) return variants.push({ input, row });
      if (stored.brandId !== brandId || stored.deleted) return fail(row, "sku", SKU_TAKEN(input.sku));
      target ??= stored.productId;
      if (stored.productId !== target)
        return fail(
          row,
          "sku",
          `The SKU ${input.sku} belongs to another of your products (${stored.productId}): the rows of one product_ref describe one product.`,
        );
      variants.push({ input, row });
    });
    if (variants.length) work.push({ product, variants, target });
  }

  // 2. The stored state of the existing products the batch touches.
  const targets = [...new Set(work.map((w) => w.target).filter((t): t is string => t !== null))];
  const [storedProducts, storedSpecs] = targets.length
    ? await Promise.all([
        tx.storeProduct.findMany({
          where: { id: { in: targets }, brandId, deletedAt: null },
          select: {
            id: true,
            title: true,
            subtitle: true,
            categoryId: true,
            descriptionHtml: true,
            status: true,
            variants: {
              orderBy: [{ position: "asc" }, { id: "asc" }],
              select: {
                id: true,
                sku: true,
                title: true,
                priceInCents: true,
                salePriceInCents: true,
                currencyCode: true,
                manageInventory: true,
                inventoryQuantity: true,
                reservedQuantity: true,
                position: true,
                optionValues: { select: { value: true, option: { select: { title: true, position: true } } } },
              },
            },
          },
        }),
        tx.productAttributeValue.findMany({
          where: { productId: { in: targets }, variantId: null },
          select: { productId: true, attributeId: true, entered: true },
        }),
      ])
    : [[], []];
  const productById = new Map(storedProducts.map((p) => [p.id, p]));
  const specsByProduct = new Map<string, Map<string, string>>();
  for (const s of storedSpecs) {
    const map = specsByProduct.get(s.productId) ?? new Map<string, string>();
    map.set(s.attributeId, s.entered);
    specsByProduct.set(s.productId, map);
  }

  // 3. What to write.
  const newProducts: Prisma.StoreProductCreateManyInput[] = [];
  const newVariants: Prisma.VariantCreateManyInput[] = [];
  const newOptions: Prisma.ProductOptionCreateManyInput[] = [];
  const newOptionValues: Prisma.VariantOptionValueCreateManyInput[] = [];
  const newSpecs: Prisma.ProductAttributeValueCreateManyInput[] = [];
  const rebuildOptions: string[] = [];
  const dropAllSpecs: string[] = [];
  const dropSpecs: { productId: string; attributeId: { in: string[] } }[] = [];
  const productUpdates: {
    id: string;
    title: string;
    subtitle: string | null;
    categoryId: string;
    descriptionHtml: string;
    status: string;
    submitted: boolean;
  }[] = [];
  const variantUpdates: { id: string; productId: string; input: VariantInput }[] = [];

  /** Options and option values of a product rebuilt from its variants' final option lists (as the editor does). */
  const addOptions = (productId: string, variants: { id: string; options: { name: string; value: string }[] }[]) => {
    for (const [position, title] of optionTitles(variants).entries()) {
      const id = randomUUID();
      const same = (name: string) => name.toLowerCase() === title.toLowerCase();
      newOptions.push({
        id,
        productId,
        title,
        position,
        values: [...new Set(variants.flatMap((v) => v.options.filter((o) => same(o.name)).map((o) => o.value)))],
      });
      for (const v of variants)
        for (const o of v.options)
          if (same(o.name)) newOptionValues.push({ optionId: id, variantId: v.id, value: o.value });
    }
  };
  const addSpecs = (productId: string, specs: Map<string, StoredAttributeValue>) => {
    for (const [attributeId, value] of specs) newSpecs.push({ ...value, productId, attributeId });
  };
  const variantData = (v: VariantInput) => ({
    title: v.title,
    sku: v.sku,
    priceInCents: v.priceCents,
    salePriceInCents: v.salePriceCents,
    currencyCode: v.currency,
    manageInventory: v.manageInventory,
    inventoryQuantity: v.manageInventory ? v.quantity : 0,
  });

  for (const { product, variants, target } of work) {
    const { input } = product;
    const stored = target ? productById.get(target) : undefined;
    if (!stored) {
      // A new product: a draft (or sent for review), like the editor's "Save" / "Submit for review".
      const id = newProductId(input.title);
      const status: ProductStatus = submitForReview ? "pending_review" : "draft";
      newProducts.push({
        id,
        brandId,
        title: input.title,
        subtitle: input.subtitle,
        categoryId: input.categoryId,
        descriptionHtml: sanitizeDescription(input.descriptionHtml),
        status,
        submittedAt: status === "pending_review" ? new Date() : null,
        purchasable: true,
        sortOrder: 1000,
      });
      const created = variants.map(({ input: v }, position) => {
        const variantId = newVariantId(id);
        newVariants.push({ ...variantData(v), id: variantId, productId: id, position });
        return { id: variantId, options: v.options };
      });
      addOptions(id, created);
      addSpecs(id, product.specs);
      out.created += variants.length;
      continue;
    }

    const status = readProductStatus(stored.status) ?? "draft";
    const categoryChanged = stored.categoryId !== input.categoryId;
    const descriptionSame =
      input.descriptionHtml === stored.descriptionHtml ||
      sanitizeDescription(input.descriptionHtml) === stored.descriptionHtml;
    const fieldsChanged =
      stored.title !== input.title ||
      (stored.subtitle ?? null) !== input.subtitle ||
      categoryChanged ||
      !descriptionSame;
    const storedSpecMap = specsByProduct.get(stored.id) ?? new Map<string, string>();
    const specsChanged = categoryChanged
      ? storedSpecMap.size > 0 || product.specs.size > 0
      : product.specAttributeIds.some(
          (a) => (storedSpecMap.get(a) ?? null) !== (product.specs.get(a)?.entered ?? null),
        );

    const storedBySku = new Map(stored.variants.map((v) => [v.sku?.toLowerCase() ?? "", v]));
    const optionsOf = (v: (typeof stored.variants)[number]) =>
      [...v.optionValues]
        .sort((a, b) => a.option.position - b.option.position)
        .map((o) => ({ name: o.option.title, value: o.value }));
    let nextPosition = stored.variants.reduce((max, v) => Math.max(max, v.position), -1) + 1;
    const finalOptions = new Map(stored.variants.map((v) => [v.id, optionsOf(v)]));
    let optionsChanged = false;
    const rowChanges: { row: number; isNew: boolean; changed: boolean }[] = [];
    const inserts: Prisma.VariantCreateManyInput[] = [];
    const updates: { id: string; productId: string; input: VariantInput }[] = [];
    const rowErrors: RowError[] = [];
    for (const { input: v, row } of variants) {
      const existing = storedBySku.get(v.sku.toLowerCase());
      if (!existing) {
        const id = newVariantId(stored.id);
        inserts.push({ ...variantData(v), id, productId: stored.id, position: nextPosition++ });
        finalOptions.set(id, v.options);
        optionsChanged = true;
        rowChanges.push({ row, isNew: true, changed: true });
        continue;
      }
      if (v.manageInventory && v.quantity < existing.reservedQuantity) {
        rowErrors.push({
          row,
          column: "quantity",
          message: `${existing.reservedQuantity} units are held by orders awaiting payment: the stock cannot go below that.`,
        });
        continue;
      }
      const data = variantData(v);
      const sameOptions = formatOptions(v.options) === formatOptions(optionsOf(existing));
      if (!sameOptions) {
        optionsChanged = true;
        finalOptions.set(existing.id, v.options);
      }
      const changed =
        !sameOptions ||
        existing.title !== data.title ||
        existing.sku !== data.sku ||
        existing.priceInCents !== data.priceInCents ||
        existing.salePriceInCents !== data.salePriceInCents ||
        existing.currencyCode !== data.currencyCode ||
        existing.manageInventory !== data.manageInventory ||
        existing.inventoryQuantity !== data.inventoryQuantity;
      if (changed) updates.push({ id: existing.id, productId: stored.id, input: v });
      if (
        data.manageInventory &&
        existing.inventoryQuantity - existing.reservedQuantity <= 0 &&
        data.inventoryQuantity - existing.reservedQuantity > 0
      )
        out.restockedVariantIds!.push(existing.id);
      rowChanges.push({ row, isNew: false, changed });
    }
    for (const e of rowErrors) fail(e.row, e.column, e.message);

    const productChanged = fieldsChanged || specsChanged || optionsChanged;
    const anythingChanged = productChanged || rowChanges.some((r) => r.changed);
    if (!anythingChanged) {
      out.unchanged += rowChanges.length;
      continue;
    }
    if (status === "archived") {
      for (const r of rowChanges) fail(r.row, "sku", "This product is archived: restore it before importing changes.");
      continue;
    }
    let next = statusAfterEdit(
      status,
      { title: stored.title, categoryId: stored.categoryId },
      { title: input.title, categoryId: input.categoryId },
      false,
    );
    if (submitForReview && (next === "draft" || next === "rejected")) next = "pending_review";
    productUpdates.push({
      id: stored.id,
      title: input.title,
      subtitle: input.subtitle,
      categoryId: input.categoryId,
      descriptionHtml: descriptionSame ? stored.descriptionHtml : sanitizeDescription(input.descriptionHtml),
      status: next,
      submitted: next === "pending_review" && status !== "pending_review",
    });
    newVariants.push(...inserts);
    variantUpdates.push(...updates);
    if (optionsChanged) {
      rebuildOptions.push(stored.id);
      const ids = [...stored.variants.map((v) => v.id), ...inserts.map((v) => v.id!)];
      addOptions(
        stored.id,
        ids.map((id) => ({ id, options: finalOptions.get(id) ?? [] })),
      );
    }
    if (specsChanged) {
      if (categoryChanged) dropAllSpecs.push(stored.id);
      else if (product.specAttributeIds.length)
        dropSpecs.push({ productId: stored.id, attributeId: { in: product.specAttributeIds } });
      addSpecs(stored.id, product.specs);
    }
    for (const r of rowChanges) {
      if (r.isNew) out.created += 1;
      else if (r.changed || productChanged) out.updated += 1;
      else out.unchanged += 1;
    }
  }

  // 4. The writes: one statement per table. The catalogue's price and stock columns are synced once per product at
  // the end instead of by the variant trigger once per variant row (ADR 027 amends ADR 015).
  const touched = [...new Set([...newVariants.map((v) => v.productId), ...variantUpdates.map((u) => u.productId)])];
  if (touched.length) await tx.$queryRaw`SELECT set_config('catalogue.deferred_sync', 'on', true)`;
  if (newProducts.length) await tx.storeProduct.createMany({ data: newProducts });
  if (productUpdates.length) {
    const col = <K extends keyof (typeof productUpdates)[number]>(k: K) => productUpdates.map((u) => u[k]);
    await tx.$executeRaw`
      UPDATE "StoreProduct" p
         SET title = d.title, subtitle = d.subtitle, "categoryId" = d.category, "descriptionHtml" = d.description,
             status = d.status,
             "submittedAt" = CASE WHEN d.submitted THEN now() ELSE p."submittedAt" END,
             "reviewNote" = CASE WHEN d.submitted THEN NULL ELSE p."reviewNote" END,
             "updatedAt" = now()
        FROM unnest(${col("id")}::text[], ${col("title")}::text[], ${col("subtitle")}::text[],
                    ${col("categoryId")}::text[], ${col("descriptionHtml")}::text[], ${col("status")}::text[],
                    ${col("submitted")}::boolean[])
             AS d(id, title, subtitle, category, description, status, submitted)
       WHERE p.id = d.id AND p."brandId" = ${brandId}`;
  }
  if (rebuildOptions.length) await tx.productOption.deleteMany({ where: { productId: { in: rebuildOptions } } });
  if (variantUpdates.length) {
    const data = variantUpdates.map((u) => ({ id: u.id, ...variantData(u.input) }));
    const col = <K extends keyof (typeof data)[number]>(k: K) => data.map((u) => u[k]);
    await tx.$executeRaw`
      UPDATE "Variant" v
         SET title = d.title, sku = d.sku, "priceInCents" = d.price, "salePriceInCents" = d.sale,
             "currencyCode" = d.currency, "manageInventory" = d.manage, "inventoryQuantity" = d.quantity
        FROM unnest(${col("id")}::text[], ${col("title")}::text[], ${col("sku")}::text[], ${col("priceInCents")}::int[],
                    ${col("salePriceInCents")}::int[], ${col("currencyCode")}::text[], ${col("manageInventory")}::boolean[],
                    ${col("inventoryQuantity")}::int[])
             AS d(id, title, sku, price, sale, currency, manage, quantity)
       WHERE v.id = d.id
         AND EXISTS (SELECT 1 FROM "StoreProduct" p WHERE p.id = v."productId" AND p."brandId" = ${brandId})`;
  }
  if (newVariants.length) await tx.variant.createMany({ data: newVariants });
  if (newOptions.length) await tx.productOption.createMany({ data: newOptions });
  if (newOptionValues.length) await tx.variantOptionValue.createMany({ data: newOptionValues });
  if (dropAllSpecs.length) await tx.productAttributeValue.deleteMany({ where: { productId: { in: dropAllSpecs } } });
  if (dropSpecs.length) await tx.productAttributeValue.deleteMany({ where: { variantId: null, OR: dropSpecs } });
  if (newSpecs.length) await tx.productAttributeValue.createMany({ data: newSpecs });
  if (touched.length) {
    await tx.$queryRaw`SELECT catalogue_sync_products(${touched}::text[])::text AS synced`;
    await tx.$queryRaw`SELECT set_config('catalogue.deferred_sync', 'off', true)`;
  }
  return out;
}
