// Review before listing (issue 10 #3, ADR 019): the admin queue, approve / reject with a reason, unpublish; the
// brand's users are e-mailed and every admin action is in the audit log. Each change is one conditional UPDATE on
// the status it expects, so two admins deciding at once cannot both win.
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { sanitizeDescription } from "~/modules/catalog/html.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { CONTROL_CHARACTERS } from "~/modules/forms/fields";
import { prisma } from "~/utils/db.server";
import { readId } from "./editor-form";
import { formatMoney } from "~/utils/money";
import type { EditorResult } from "./editor.server";
import { LIVE_STATUS, readProductStatus, type ProductStatus } from "./lifecycle";

export const QUEUE_PAGE_SIZE = 10;
export const MAX_QUEUE_PAGE = 200;

/** The waiting products, oldest submission first (index StoreProduct_review_queue_idx), one page. */
export async function listReviewQueue(page: number) {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), MAX_QUEUE_PAGE);
  const rows = await prisma.storeProduct.findMany({
    where: { status: "pending_review", deletedAt: null },
    orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    skip: (current - 1) * QUEUE_PAGE_SIZE,
    take: QUEUE_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      subtitle: true,
      submittedAt: true,
      thumbnailUrl: true,
      descriptionHtml: true,
      brand: { select: { id: true, name: true } },
      category: { select: { name: true } },
      variants: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        take: 5,
        select: {
          id: true,
          title: true,
          sku: true,
          priceInCents: true,
          salePriceInCents: true,
          manageInventory: true,
          inventoryQuantity: true,
          currency: { select: { code: true, symbol: true, template: true } },
        },
      },
      _count: { select: { variants: true, attributeValues: true, images: true, documents: true } },
    },
  });
  return {
    page: current,
    hasNext: rows.length > QUEUE_PAGE_SIZE && current < MAX_QUEUE_PAGE,
    items: rows.slice(0, QUEUE_PAGE_SIZE).map((r) => ({
      ...r,
      thumbnailUrl: productPictureUrl(r.thumbnailUrl, r),
      submittedAt: r.submittedAt?.toISOString() ?? null,
    })),
  };
}

/** Products found by exact id or SKU, or by a piece of the title (trigram index), for unpublishing or editing. */
export async function findProductsForAdmin(q: string) {
  const text = q.trim().slice(0, 100);
  if (!text || CONTROL_CHARACTERS.test(text)) return [];
  return prisma.storeProduct.findMany({
    where: {
      deletedAt: null,
      OR: [
        { id: text },
        { variants: { some: { sku: text } } },
        ...(text.length >= 3 ? [{ title: { contains: text, mode: "insensitive" as const } }] : []),
      ],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 20,
    select: { id: true, title: true, status: true, reviewNote: true, brand: { select: { name: true } } },
  });
}

async function brandRecipients(brandId: string | null): Promise<string[]> {
  if (!brandId) return [];
  const members = await prisma.profile.findMany({
    where: { brandId, role: "brand", status: "approved" },
    select: { user: { select: { email: true } } },
    take: 50,
  });
  return [...new Set(members.map((m) => m.user.email))];
}

async function tellBrand(brandId: string | null, subject: string, title: string, paragraphs: string[]) {
  const email = composeEmail(subject, title, paragraphs);
  for (const to of await brandRecipients(brandId)) await sendEmail({ to, ...email });
}

type Decision = "approve" | "reject" | "unpublish";
const FROM: Record<Decision, ProductStatus> = {
  approve: "pending_review",
  reject: "pending_review",
  unpublish: "active",
};
const TO: Record<Decision, ProductStatus> = { approve: LIVE_STATUS, reject: "rejected", unpublish: "rejected" };

/** Approve (no reason), reject or unpublish (with the reason the brand sees). */
export async function decideProduct(
  adminId: string,
  productId: string,
  decision: Decision,
  reason: string | null,
  origin: string,
): Promise<EditorResult> {
  const product = readId(productId)
    ? await prisma.storeProduct.findFirst({
        where: { id: productId, deletedAt: null },
        select: { id: true, title: true, status: true, brandId: true },
      })
    : null;
  if (!product) return { ok: false, message: "This product no longer exists." };
  const from = FROM[decision];
  if (readProductStatus(product.status) !== from)
    return {
      ok: false,
      message: decision === "unpublish" ? "This product is not live." : "This product is no longer waiting for review.",
    };
  const note =
    decision === "approve" ? null : decision === "unpublish" ? `Unpublished by LabMarket: ${reason}` : reason;
  const decided = await prisma.$transaction(async (tx) => {
    const updated = await tx.storeProduct.updateMany({
      where: { id: product.id, status: from },
      data: { status: TO[decision], reviewNote: note, reviewedAt: new Date() },
    });
    if (updated.count === 0) return false;
    await tx.auditLog.create({
      data: {
        actorId: adminId,
        action: `product.${decision}`,
        targetId: product.id,
        details: reason ? { reason } : undefined,
      },
      select: { id: true },
    });
    return true;
  });
  if (!decided) return { ok: false, message: "Another admin decided on this product meanwhile." };
  const editLink = `${origin}/brand-dashboard/products/${encodeURIComponent(product.id)}`;
  if (decision === "approve")
    await tellBrand(product.brandId, `Your product is live: ${product.title}`, "Product approved", [
      `“${product.title}” was approved and is now listed in the LabMarket store.`,
      `See it: ${origin}/store/product/${encodeURIComponent(product.id)}`,
    ]);
  else
    await tellBrand(
      product.brandId,
      decision === "reject" ? `Changes needed: ${product.title}` : `Your product was unpublished: ${product.title}`,
      decision === "reject" ? "Product not approved" : "Product unpublished",
      [
        decision === "reject"
          ? `“${product.title}” was not approved for listing.`
          : `“${product.title}” was taken out of the LabMarket store by an administrator.`,
        `Reason: ${reason}`,
        `Edit it and submit it again: ${editLink}`,
      ],
    );
  return { ok: true };
}

/** Everything the admin's "Manage Products & Panels" product part shows for one URL. */
export async function getProductsSection(url: URL) {
  const params = url.searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const [queue, found] = await Promise.all([
    listReviewQueue(Number(params.get("queuePage") ?? "1")),
    q.trim() ? findProductsForAdmin(q) : Promise.resolve(null),
  ]);
  return {
    queue: {
      ...queue,
      items: queue.items.map(({ descriptionHtml, variants, ...item }) => ({
        ...item,
        descriptionHtml: sanitizeDescription(descriptionHtml),
        variants: variants.map((v) => ({
          id: v.id,
          title: v.title,
          sku: v.sku,
          price: formatMoney(v.priceInCents, v.currency),
          salePrice: v.salePriceInCents === null ? null : formatMoney(v.salePriceInCents, v.currency),
          stock: v.manageInventory ? String(v.inventoryQuantity) : "not tracked",
        })),
      })),
    },
    q,
    found: found?.map((p) => ({ ...p, status: readProductStatus(p.status) ?? "draft" })) ?? null,
    /** A reject / unpublish form sent without a reason: the product whose reason field shows the message. */
    reasonMissingFor: params.get("reasonMissing"),
  };
}

export type ProductsSectionData = Awaited<ReturnType<typeof getProductsSection>>;
