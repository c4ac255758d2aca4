// The product editor's reads and writes (issue 10 #1): a product with its variants, options, specifications and
// related products is saved in ONE transaction after every check passed, so a bad variant stores nothing.
// Price, sale price and stock are written to the Variant rows: the catalogue's triggers keep priceCents/inStock and
// the facet cells in step (ADR 015), and carts read the current price and stock on every view (cart rules: a changed
// price shows with its old price beside it; checkout re-checks stock), so open carts need nothing more here.
import { randomBytes } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { sanitizeDescription } from "~/modules/catalog/html.server";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { CONTROL_CHARACTERS } from "~/modules/forms/fields";
import { getSetting } from "~/modules/settings/settings.server";
import { storedAttributeValue, type AttributeType } from "~/modules/catalog/specifications";
import { prisma, type Tx } from "~/utils/db.server";
import { stockReturned } from "~/modules/availability/notify-me.server";
import { isAdmin, ownedBy, type EditorUser } from "./access.server";
import {
  centsToAmount,
  leadTimeValues,
  optionTitles,
  specField,
  variantField,
  readId,
  type EditorInput,
  type EditorValues,
  type FieldErrors,
} from "./editor-form";
import {
  canApply,
  readProductStatus,
  statusAfterEdit,
  submittedStatus,
  type LifecycleAction,
  type ProductStatus,
} from "./lifecycle";

export class EditorError extends Error {
  constructor(readonly errors: FieldErrors) {
    super("The product could not be saved.");
  }
}

export type EditorResult = { ok: true } | { ok: false; message: string };

/** A new product id: a slug of the title and a random suffix ("rotary-evaporator-r-300-k3x9qa"). */
export function newProductId(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `${slug || "product"}-${randomBytes(4).toString("hex")}`;
}

const newVariantId = (productId: string) => `${productId.slice(0, 70)}-v${randomBytes(4).toString("hex")}`;

/** The brands an admin may create a product for (the new-product form's brand select; a few hundred at most). */
export async function getBrandChoices() {
  return prisma.brand.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
    select: { id: true, name: true },
  });
}

/**
 * The brand of a product an admin creates (ADR 019 addendum): required, and one of the stored brands. Returns the
 * message shown next to the brand select, or null when the brand exists. Brand accounts never choose: their own
 * brand is always used.
 */
export async function brandChoiceError(
  brandId: string | null,
  db: Tx | typeof prisma = prisma,
  missing = "Choose the brand this product belongs to.",
): Promise<string | null> {
  if (!brandId) return missing;
  const id = readId(brandId);
  const found = id ? await db.brand.findUnique({ where: { id }, select: { id: true } }) : null;
  return found ? null : "There is no such brand. Choose one of the brands in the list.";
}

/**
 * Whether this user's "submit" goes to the review queue: a brand's does unless System Settings switch review off;
 * an admin's never does — admins are the reviewers, so their edits and their own new products need no review.
 */
export async function reviewRequiredFor(user: EditorUser): Promise<boolean> {
  return !isAdmin(user) && (await getSetting("productReviewRequired"));
}

/** The choices of the editor's selects. */
export async function getEditorChoices() {
  const [categories, currencies] = await Promise.all([
    prisma.category.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true } }),
    prisma.currency.findMany({ orderBy: { code: "asc" }, select: { code: true, symbol: true } }),
  ]);
  return { categories, currencies };
}

export interface EditorAttribute {
  key: string;
  label: string;
  group: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
}

export async function categoryAttributes(categoryId: string | null): Promise<EditorAttribute[]> {
  if (!categoryId) return [];
  const rows = await prisma.attributeDefinition.findMany({
    where: { categoryId },
    orderBy: [{ position: "asc" }, { key: "asc" }],
    select: { key: true, label: true, group: true, type: true, unit: true, options: true },
  });
  return rows.map((r) => ({ ...r, type: r.type as AttributeType }));
}

const editorSelect = {
  id: true,
  title: true,
  subtitle: true,
  ribbonText: true,
  categoryId: true,
  descriptionHtml: true,
  status: true,
  reviewNote: true,
  submittedAt: true,
  updatedAt: true,
  brandId: true,
  thumbnailUrl: true,
  brand: { select: { id: true, name: true } },
  variants: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      sku: true,
      priceInCents: true,
      salePriceInCents: true,
      currencyCode: true,
      manageInventory: true,
      inventoryQuantity: true,
      reservedQuantity: true,
      leadTimeDays: true,
      allowBackorder: true,
      packSize: true,
      unit: true,
      optionValues: { select: { value: true, option: { select: { title: true, position: true } } } },
    },
  },
  attributeValues: {
    where: { variantId: null },
    select: { entered: true, attribute: { select: { key: true, categoryId: true } } },
  },
  related: {
    where: { relatedType: "product" },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { relatedId: true },
  },
  images: {
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, url: true, alt: true, order: true, fileKey: true, type: true },
  },
  documents: {
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, kind: true, title: true, fileKey: true, size: true },
  },
} satisfies Prisma.StoreProductSelect;

type EditorRow = Prisma.StoreProductGetPayload<{ select: typeof editorSelect }>;

/** The form's values for a stored product. */
async function valuesOf(product: EditorRow): Promise<EditorValues> {
  const relatedSkus = product.related.length
    ? await prisma.variant.findMany({
        where: { productId: { in: product.related.map((r) => r.relatedId) }, sku: { not: null } },
        orderBy: [{ position: "asc" }, { id: "asc" }],
        distinct: ["productId"],
        select: { sku: true },
      })
    : [];
  const specs: Record<string, string> = {};
  for (const value of product.attributeValues)
    if (value.attribute.categoryId === product.categoryId) specs[value.attribute.key] = value.entered;
  return {
    title: product.title,
    subtitle: product.subtitle ?? "",
    ribbonText: product.ribbonText ?? "",
    categoryId: product.categoryId ?? "",
    descriptionHtml: product.descriptionHtml,
    relatedSkus: relatedSkus.map((v) => v.sku).join(", "),
    variants: product.variants.map((v) => ({
      id: v.id,
      title: v.title,
      sku: v.sku ?? "",
      price: centsToAmount(v.priceInCents),
      salePrice: centsToAmount(v.salePriceInCents),
      currency: v.currencyCode,
      manageInventory: v.manageInventory,
      quantity: String(v.inventoryQuantity),
      ...leadTimeValues(v.leadTimeDays),
      allowBackorder: v.allowBackorder,
      packSize: v.packSize ?? "",
      unit: v.unit ?? "",
      options: [...v.optionValues]
        .sort((a, b) => a.option.position - b.option.position)
        .map((o) => `${o.option.title}: ${o.value}`)
        .join("; "),
      remove: false,
    })),
    specs,
  };
}

/** The editor's view of one product, or null when it does not exist or is not the user's (→ 404). */
export async function getProductForEditor(user: EditorUser, productId: string) {
  const scope = ownedBy(user);
  if (!scope || !readId(productId)) return null;
  const product = await prisma.storeProduct.findFirst({
    where: { id: productId, deletedAt: null, ...scope },
    select: editorSelect,
  });
  if (!product) return null;
  const values = await valuesOf(product);
  return {
    product: {
      id: product.id,
      title: product.title,
      status: readProductStatus(product.status) ?? "draft",
      reviewNote: product.reviewNote,
      brand: product.brand,
      brandId: product.brandId,
      updatedAt: product.updatedAt.toISOString(),
      reserved: Object.fromEntries(product.variants.map((v) => [v.id, v.reservedQuantity])),
      // Shown as the store shows them; the media actions name an image by its id, never by this URL.
      images: product.images
        .filter((i) => i.type === "image")
        .map((i) => ({ ...i, url: productPictureUrl(i.url, product) })),
      documents: product.documents,
    },
    values,
  };
}

function uniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

const skuTakenMessage = (sku: string) =>
  `The SKU ${sku} is already used by another product on LabMarket. SKUs are unique across the marketplace.`;

/** Every database check; field messages for what fails. Runs inside the saving transaction. */
async function checkAgainstDatabase(
  tx: Tx,
  input: EditorInput,
  productId: string | null,
  brandId: string | null,
  existingVariants: { id: string; reservedQuantity: number }[],
  checkBrand: boolean,
) {
  const errors: FieldErrors = {};
  if (checkBrand) {
    const brandError = await brandChoiceError(brandId, tx);
    if (brandError) errors.brandId = brandError;
  }
  const fieldOf = (v: EditorInput["variants"][number], name: "sku" | "currency" | "quantity" | "id") =>
    variantField(v.row, name);

  const [category, currencies, taken, attributes] = await Promise.all([
    tx.category.findUnique({ where: { id: input.categoryId }, select: { id: true } }),
    tx.currency.findMany({ where: { code: { in: [...new Set(input.variants.map((v) => v.currency))] } } }),
    input.variants.length
      ? tx.variant.findMany({
          where: {
            OR: input.variants.map((v) => ({ sku: { equals: v.sku, mode: "insensitive" as const } })),
            ...(productId ? { productId: { not: productId } } : {}),
          },
          select: { sku: true },
        })
      : [],
    tx.attributeDefinition.findMany({
      where: { categoryId: input.categoryId },
      select: { id: true, key: true, type: true, unit: true, options: true },
    }),
  ]);
  if (!category) errors.categoryId = "Choose one of the categories.";
  const knownCurrencies = new Set(currencies.map((c) => c.code));
  const takenSkus = new Set(taken.map((t) => t.sku!.toLowerCase()));
  const existing = new Map(existingVariants.map((v) => [v.id, v]));
  for (const v of input.variants) {
    if (!knownCurrencies.has(v.currency)) errors[fieldOf(v, "currency")] = "Choose one of the currencies.";
    if (takenSkus.has(v.sku.toLowerCase())) errors[fieldOf(v, "sku")] = skuTakenMessage(v.sku);
    if (v.id) {
      const stored = existing.get(v.id);
      if (!stored) errors[fieldOf(v, "sku")] = "This variant is not part of this product any more. Reload the page.";
      else if (v.manageInventory && v.quantity < stored.reservedQuantity)
        errors[fieldOf(v, "quantity")] =
          `${stored.reservedQuantity} units are held by orders awaiting payment: the stock cannot go below that.`;
    }
  }
  for (const id of input.removedVariantIds) {
    if (!existing.has(id)) errors.form = "A removed variant is not part of this product any more. Reload the page.";
  }
  const removable = input.removedVariantIds.filter((id) => existing.has(id));
  if (removable.length) {
    const used = await tx.variant.findMany({
      where: {
        id: { in: removable },
        OR: [{ orderLines: { some: {} } }, { quoteRequests: { some: {} } }],
      },
      select: { id: true, title: true },
    });
    if (used.length)
      errors.form = `The variant “${used[0]!.title}” has orders or quotes and cannot be removed: set its stock to 0 instead.`;
  }

  // Specifications: only the chosen category's attributes, each value through the catalogue's unit conversion.
  const rows: Prisma.ProductAttributeValueCreateManyInput[] = [];
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  for (const [key, entered] of Object.entries(input.specs)) {
    const definition = byKey.get(key);
    if (!definition) continue; // a field of the previous category: dropped with it
    const stored = storedAttributeValue(
      {
        key: definition.key,
        type: definition.type as AttributeType,
        unit: definition.unit,
        options: definition.options,
      },
      entered,
    );
    if (typeof stored === "string")
      errors[specField(key)] = stored.replace(`${key}: `, "").replace(/^./, (c) => c.toUpperCase()) + ".";
    else rows.push({ ...stored, productId: productId ?? "", attributeId: definition.id });
  }

  // Related products: the brand's own listed or unlisted products, by one of their SKUs.
  let relatedIds: string[] = [];
  if (input.relatedSkus.length) {
    const found = await tx.variant.findMany({
      where: {
        OR: input.relatedSkus.map((sku) => ({ sku: { equals: sku, mode: "insensitive" as const } })),
        product: { deletedAt: null, ...(brandId ? { brandId } : { brandId: null }) },
      },
      select: { sku: true, productId: true },
    });
    const bySku = new Map(found.map((f) => [f.sku!.toLowerCase(), f.productId]));
    const missing = input.relatedSkus.filter((s) => !bySku.has(s.toLowerCase()));
    if (missing.length) errors.relatedSkus = `No product of yours has the SKU ${missing.join(", ")}.`;
    relatedIds = [...new Set(input.relatedSkus.map((s) => bySku.get(s.toLowerCase())).filter(Boolean) as string[])];
    if (productId) relatedIds = relatedIds.filter((id) => id !== productId);
  }
  return { errors, specRows: rows, relatedIds };
}

async function writeChildren(
  tx: Tx,
  productId: string,
  input: EditorInput,
  specRows: Prisma.ProductAttributeValueCreateManyInput[],
  relatedIds: string[],
  categoryChanged: boolean,
) {
  if (input.removedVariantIds.length)
    await tx.variant.deleteMany({ where: { productId, id: { in: input.removedVariantIds } } });
  // Options are rebuilt from the variants' option values (VariantOptionValue rows go with them).
  await tx.productOption.deleteMany({ where: { productId } });
  const titles = optionTitles(input.variants);
  const options = await Promise.all(
    titles.map((title, position) =>
      tx.productOption.create({
        data: {
          productId,
          title,
          position,
          values: [
            ...new Set(
              input.variants.flatMap((v) =>
                v.options.filter((o) => o.name.toLowerCase() === title.toLowerCase()).map((o) => o.value),
              ),
            ),
          ],
        },
        select: { id: true, title: true },
      }),
    ),
  );
  // Variants keep their ids (carts, orders and quotes point at them). SKUs are first parked on unique temporary
  // values so two variants can swap SKUs in one save.
  const kept = input.variants.filter((v) => v.id);
  for (const v of kept)
    await tx.variant.update({ where: { id: v.id!, productId }, data: { sku: `~${v.id}` }, select: { id: true } });
  for (const v of input.variants) {
    const data = {
      title: v.title,
      sku: v.sku,
      priceInCents: v.priceCents,
      salePriceInCents: v.salePriceCents,
      currencyCode: v.currency,
      manageInventory: v.manageInventory,
      inventoryQuantity: v.manageInventory ? v.quantity : 0,
      leadTimeDays: v.leadTimeDays,
      allowBackorder: v.allowBackorder,
      packSize: v.packSize,
      unit: v.unit,
      position: v.position,
    };
    const id = v.id ?? newVariantId(productId);
    if (v.id) await tx.variant.update({ where: { id, productId }, data, select: { id: true } });
    else await tx.variant.create({ data: { ...data, id, productId }, select: { id: true } });
    const values = v.options.flatMap((o) => {
      const option = options.find((x) => x.title.toLowerCase() === o.name.toLowerCase());
      return option ? [{ optionId: option.id, variantId: id, value: o.value }] : [];
    });
    if (values.length) await tx.variantOptionValue.createMany({ data: values });
  }
  // Specifications: the product-level values are replaced; a new category drops every value of the old one.
  const attributeIds = specRows.map((r) => r.attributeId);
  await tx.productAttributeValue.deleteMany({
    where: categoryChanged
      ? { productId }
      : { productId, OR: [{ variantId: null }, { attributeId: { in: attributeIds } }] },
  });
  if (specRows.length) await tx.productAttributeValue.createMany({ data: specRows.map((r) => ({ ...r, productId })) });
  await tx.relatedProduct.deleteMany({ where: { productId, relatedType: "product" } });
  if (relatedIds.length)
    await tx.relatedProduct.createMany({
      data: relatedIds.map((relatedId, position) => ({
        productId,
        relatedId,
        position,
        relatedType: "product",
        sectionTitle: "Related products",
      })),
    });
}

async function audit(tx: Tx | typeof prisma, actorId: string, action: string, targetId: string, details?: object) {
  await tx.auditLog.create({
    data: { actorId, action, targetId, details: details ?? undefined },
    select: { id: true },
  });
}

export interface SaveOutcome {
  productId: string;
  status: ProductStatus;
  /** A live product went back to review because its title or category changed. */
  backToReview: boolean;
}

/**
 * Creates (productId null) or updates a product. `submit` sends it for review (new, draft or rejected products), or
 * lists it at once when no review is needed (an admin's, or review switched off). A new product belongs to the brand
 * account's own brand — whatever was posted — or, for an admin, to `brandId`, which must be a stored brand.
 * Throws EditorError with field messages; nothing is stored then.
 */
export async function saveProduct(
  user: EditorUser,
  productId: string | null,
  input: EditorInput,
  { submit = false, brandId: brandForNew = null }: { submit?: boolean; brandId?: string | null } = {},
): Promise<SaveOutcome | null> {
  const scope = ownedBy(user);
  if (!scope || (productId !== null && !readId(productId))) return null;
  // System Settings may switch review off for brands: then submitting lists at once and no edit needs a review.
  const reviewRequired = await reviewRequiredFor(user);
  try {
    return await prisma
      .$transaction(
        async (tx) => {
          const current = productId
            ? await tx.storeProduct.findFirst({
                where: { id: productId, deletedAt: null, ...scope },
                select: {
                  id: true,
                  title: true,
                  categoryId: true,
                  status: true,
                  brandId: true,
                  variants: {
                    select: { id: true, reservedQuantity: true, inventoryQuantity: true, manageInventory: true },
                  },
                },
              })
            : null;
          if (productId && !current) return null;
          const status = readProductStatus(current?.status) ?? "draft";
          if (current && status === "archived")
            throw new EditorError({ form: "This product is archived: restore it before editing." });
          const adminCreates = !current && isAdmin(user);
          const brandId = current ? current.brandId : adminCreates ? brandForNew : user.brandId;
          const { errors, specRows, relatedIds } = await checkAgainstDatabase(
            tx,
            input,
            current?.id ?? null,
            brandId,
            current?.variants ?? [],
            adminCreates,
          );
          if (Object.keys(errors).length) throw new EditorError(errors);

          let next: ProductStatus = current
            ? statusAfterEdit(
                status,
                { title: current.title, categoryId: current.categoryId },
                { title: input.title, categoryId: input.categoryId },
                !reviewRequired,
              )
            : "draft";
          const backToReview = status === "active" && next === "pending_review";
          const listedNow = status !== "active" && next === "active";
          if (submit && (next === "draft" || next === "rejected")) next = submittedStatus(reviewRequired);
          const id = current?.id ?? newProductId(input.title);
          const fields = {
            title: input.title,
            subtitle: input.subtitle,
            ribbonText: input.ribbonText,
            categoryId: input.categoryId,
            descriptionHtml: sanitizeDescription(input.descriptionHtml),
            status: next,
            ...((next === "pending_review" && status !== "pending_review") || listedNow
              ? { submittedAt: new Date(), reviewNote: null }
              : {}),
          };
          if (current) await tx.storeProduct.update({ where: { id }, data: fields, select: { id: true } });
          else
            await tx.storeProduct.create({
              data: { ...fields, id, brandId, purchasable: true, sortOrder: 1000 },
              select: { id: true },
            });
          await writeChildren(
            tx,
            id,
            input,
            specRows,
            relatedIds,
            current !== null && current.categoryId !== input.categoryId,
          );
          if (isAdmin(user))
            await audit(
              tx,
              user.id,
              current ? "product.edit" : "product.create",
              id,
              current ? undefined : { brandId, status: next },
            );
          // Stock back from nothing on hand (issue 37): the "notify me" e-mails are sent by a job after the commit.
          const restocked = (current?.variants ?? []).flatMap((before) => {
            const after = input.variants.find((v) => v.id === before.id);
            const wasOut = before.inventoryQuantity - before.reservedQuantity <= 0;
            return after && after.manageInventory && wasOut && after.quantity - before.reservedQuantity > 0
              ? [before.id]
              : [];
          });
          return { productId: id, status: next, backToReview, restocked };
        },
        { timeout: 20_000 },
      )
      .then(async (saved) => {
        if (!saved) return null;
        const { restocked, ...outcome } = saved;
        await stockReturned(restocked);
        return outcome;
      });
  } catch (error) {
    if (uniqueViolation(error)) {
      // Another save took one of these SKUs between our check and our write: say which.
      const taken = await prisma.variant.findMany({
        where: {
          sku: { in: input.variants.map((v) => v.sku) },
          ...(productId ? { productId: { not: productId } } : {}),
        },
        select: { sku: true },
      });
      const errors: FieldErrors = {};
      for (const v of input.variants)
        if (taken.some((t) => t.sku === v.sku)) errors[variantField(v.row, "sku")] = skuTakenMessage(v.sku);
      throw new EditorError(
        Object.keys(errors).length ? errors : { form: "A SKU is already in use. Please check them." },
      );
    }
    throw error;
  }
}

/** submit / archive / restore by the owner (or an admin). */
export async function applyOwnerAction(
  user: EditorUser,
  productId: string,
  action: Extract<LifecycleAction, "submit" | "archive" | "restore">,
): Promise<{ ok: true; status: ProductStatus } | { ok: false; message: string } | null> {
  const scope = ownedBy(user);
  if (!scope || !readId(productId)) return null;
  const product = await prisma.storeProduct.findFirst({
    where: { id: productId, deletedAt: null, ...scope },
    select: { id: true, status: true, _count: { select: { variants: true } } },
  });
  if (!product) return null;
  const status = readProductStatus(product.status) ?? "draft";
  if (!canApply(action, status)) return { ok: false, message: "This cannot be done in the product's current state." };
  if (action === "submit" && product._count.variants === 0)
    return { ok: false, message: "Add at least one variant with a SKU and a price before submitting." };
  const reviewRequired = await reviewRequiredFor(user);
  const next: ProductStatus =
    action === "submit" ? submittedStatus(reviewRequired) : action === "archive" ? "archived" : "draft";
  const updated = await prisma.storeProduct.updateMany({
    where: { id: product.id, status },
    data: {
      status: next,
      ...(action === "submit" ? { submittedAt: new Date(), reviewNote: null } : {}),
    },
  });
  if (updated.count === 0) return { ok: false, message: "The product changed meanwhile. Please try again." };
  if (isAdmin(user)) await audit(prisma, user.id, `product.${action}`, product.id);
  return { ok: true, status: next };
}

/** A draft copy of a product: fields, variants (SKUs left empty: they are unique), options, specifications, related
 * products and the seeded images. Uploaded images and documents are not copied (each file belongs to one product). */
export async function duplicateProduct(user: EditorUser, productId: string): Promise<string | null> {
  const scope = ownedBy(user);
  if (!scope || !readId(productId)) return null;
  const source = await prisma.storeProduct.findFirst({
    where: { id: productId, deletedAt: null, ...scope },
    select: {
      id: true,
      title: true,
      subtitle: true,
      ribbonText: true,
      descriptionHtml: true,
      categoryId: true,
      brandId: true,
      thumbnailUrl: true,
      siteProductSelection: true,
      options: { select: { id: true, title: true, values: true, position: true } },
      variants: {
        select: {
          id: true,
          title: true,
          priceInCents: true,
          salePriceInCents: true,
          currencyCode: true,
          manageInventory: true,
          inventoryQuantity: true,
          position: true,
          optionValues: { select: { optionId: true, value: true } },
        },
      },
      attributeValues: {
        where: { variantId: null },
        select: {
          attributeId: true,
          numMin: true,
          numMax: true,
          enumValue: true,
          textValue: true,
          entered: true,
          enteredUnit: true,
        },
      },
      related: { select: { relatedId: true, relatedType: true, sectionTitle: true, position: true } },
      images: { where: { fileKey: null }, select: { url: true, alt: true, order: true, type: true } },
    },
  });
  if (!source) return null;
  const title = `Copy of ${source.title}`.slice(0, 200);
  const id = newProductId(title);
  await prisma.$transaction(async (tx) => {
    await tx.storeProduct.create({
      data: {
        id,
        title,
        subtitle: source.subtitle,
        ribbonText: source.ribbonText,
        descriptionHtml: source.descriptionHtml,
        categoryId: source.categoryId,
        brandId: source.brandId,
        thumbnailUrl: source.images.length ? source.thumbnailUrl : null,
        siteProductSelection: source.siteProductSelection,
        status: "draft",
        sortOrder: 1000,
      },
      select: { id: true },
    });
    const optionIds = new Map<string, string>();
    for (const o of source.options) {
      const created = await tx.productOption.create({
        data: { productId: id, title: o.title, values: o.values, position: o.position },
        select: { id: true },
      });
      optionIds.set(o.id, created.id);
    }
    for (const v of source.variants) {
      const variantId = newVariantId(id);
      await tx.variant.create({
        data: {
          id: variantId,
          productId: id,
          title: v.title,
          sku: null,
          priceInCents: v.priceInCents,
          salePriceInCents: v.salePriceInCents,
          currencyCode: v.currencyCode,
          manageInventory: v.manageInventory,
          inventoryQuantity: v.inventoryQuantity,
          position: v.position,
        },
        select: { id: true },
      });
      const values = v.optionValues.flatMap((ov) => {
        const optionId = optionIds.get(ov.optionId);
        return optionId ? [{ optionId, variantId, value: ov.value }] : [];
      });
      if (values.length) await tx.variantOptionValue.createMany({ data: values });
    }
    if (source.attributeValues.length)
      await tx.productAttributeValue.createMany({ data: source.attributeValues.map((a) => ({ ...a, productId: id })) });
    if (source.related.length)
      await tx.relatedProduct.createMany({ data: source.related.map((r) => ({ ...r, productId: id })) });
    if (source.images.length)
      await tx.productImage.createMany({ data: source.images.map((i) => ({ ...i, productId: id })) });
    if (isAdmin(user)) await audit(tx, user.id, "product.duplicate", id, { from: source.id });
  });
  return id;
}

/** The editor's "find SKUs of your products" helper for related products: the owner's products by title or SKU. */
export async function findOwnProducts(user: EditorUser, brandId: string | null, q: string, exceptId: string) {
  const text = q.trim().slice(0, 100);
  const scope = ownedBy(user);
  if (!scope || text.length < 2 || CONTROL_CHARACTERS.test(text)) return [];
  const rows = await prisma.storeProduct.findMany({
    where: {
      deletedAt: null,
      brandId: brandId ?? null,
      id: { not: exceptId },
      OR: [{ title: { contains: text, mode: "insensitive" } }, { variants: { some: { sku: text } } }],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 10,
    select: {
      id: true,
      title: true,
      status: true,
      variants: {
        where: { sku: { not: null } },
        orderBy: [{ position: "asc" }, { id: "asc" }],
        take: 1,
        select: { sku: true },
      },
    },
  });
  return rows.flatMap((r) =>
    r.variants[0]?.sku ? [{ id: r.id, title: r.title, status: r.status, sku: r.variants[0].sku }] : [],
  );
}
