// Product Management (brand dashboard ?tab=products): the brand's products in every status, last edited first,
// paged in SQL on StoreProduct_brand_updated_idx (brandId, updatedAt DESC, id DESC) — a brand may have many.
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { formatMoney } from "~/utils/money";
import { getSetting } from "~/modules/settings/settings.server";
import { prisma } from "~/utils/db.server";
import { readProductStatus, type ProductStatus } from "./lifecycle";

export const BRAND_PAGE_SIZE = 20;
export const MAX_BRAND_PAGE = 500;

export interface BrandProductRow {
  id: string;
  title: string;
  status: ProductStatus;
  reviewNote: string | null;
  thumbnailUrl: string | null;
  updatedAt: string;
  price: string | null;
  variantCount: number;
  firstSku: string | null;
}

export function readBrandListParams(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return {
    status: readProductStatus(params.get("status")),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_BRAND_PAGE) : 1,
  };
}

export async function listBrandProducts(
  brandId: string,
  { status, page }: { status: ProductStatus | null; page: number },
): Promise<{
  items: BrandProductRow[];
  page: number;
  hasNext: boolean;
  status: ProductStatus | null;
  reviewRequired: boolean;
}> {
  const reviewRequired = await getSetting("productReviewRequired");
  const rows = await prisma.storeProduct.findMany({
    where: { brandId, deletedAt: null, ...(status ? { status } : {}) },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * BRAND_PAGE_SIZE,
    take: BRAND_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      status: true,
      reviewNote: true,
      thumbnailUrl: true,
      updatedAt: true,
      priceCents: true,
      variants: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        take: 1,
        select: {
          sku: true,
          priceInCents: true,
          salePriceInCents: true,
          currency: { select: { code: true, symbol: true, template: true } },
        },
      },
      _count: { select: { variants: true } },
    },
  });
  return {
    page,
    status,
    reviewRequired,
    hasNext: rows.length > BRAND_PAGE_SIZE && page < MAX_BRAND_PAGE,
    items: rows.slice(0, BRAND_PAGE_SIZE).map((r) => {
      const first = r.variants[0];
      const cents = first ? (first.salePriceInCents ?? first.priceInCents) : null;
      return {
        id: r.id,
        title: r.title,
        status: readProductStatus(r.status) ?? "draft",
        reviewNote: r.reviewNote,
        thumbnailUrl: productPictureUrl(r.thumbnailUrl, r),
        updatedAt: r.updatedAt.toISOString(),
        price: first && cents !== null ? formatMoney(cents, first.currency) : null,
        variantCount: r._count.variants,
        firstSku: first?.sku ?? null,
      };
    }),
  };
}
