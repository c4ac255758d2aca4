// The product detail screen (/store/product/{id}): product, images, variants, stock, details, JSON-LD.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { metaDescription, plainText, sanitizeDescription } from "./html.server";
import { selectDisplayVariant, variantPrice, type DisplayedPrice } from "./price";
import { availableQuantity } from "./stock";

export interface DetailVariant {
  id: string;
  title: string;
  sku: string | null;
  imageUrl: string | null;
  price: DisplayedPrice;
  manageInventory: boolean;
  inventoryQuantity: number;
  reservedQuantity: number;
}

export interface ProductDetail {
  id: string;
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  purchasable: boolean;
  descriptionHtml: string;
  metaDescription: string;
  brand: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
  images: { url: string; alt: string }[];
  variants: DetailVariant[];
  /** The variant shown: ?variant= when valid, else the spec's chosen variant. */
  selectedVariantId: string | null;
  /** The carousel's starting image: ?image= when valid, else the selected variant's image. */
  imageIndex: number;
  additionalInfo: { id: string; title: string; html: string }[];
  related: { id: string; title: string; thumbnailUrl: string | null; price: DisplayedPrice | null }[];
  jsonLd: Record<string, unknown>;
}

const productSelect = {
  id: true,
  title: true,
  subtitle: true,
  ribbonText: true,
  descriptionHtml: true,
  thumbnailUrl: true,
  purchasable: true,
  siteProductSelection: true,
  brand: { select: { id: true, name: true } },
  category: { select: { id: true, name: true } },
  images: { select: { url: true, alt: true, type: true }, orderBy: [{ order: "asc" }, { id: "asc" }] },
  variants: {
    select: {
      id: true,
      title: true,
      sku: true,
      imageUrl: true,
      priceInCents: true,
      salePriceInCents: true,
      manageInventory: true,
      inventoryQuantity: true,
      reservedQuantity: true,
      currency: { select: { code: true, symbol: true, template: true } },
    },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  },
  additionalInfo: { select: { id: true, title: true, descriptionHtml: true, order: true }, orderBy: { order: "asc" } },
  related: { select: { relatedType: true, relatedId: true }, orderBy: { position: "asc" } },
} satisfies Prisma.StoreProductSelect;

/** null when the product does not exist, is deleted or inactive (→ 'Product Not Found', 404). */
export async function getProductDetail(
  id: string,
  { variantId, image, origin }: { variantId: string | null; image: string | null; origin: string },
): Promise<ProductDetail | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const product = await prisma.storeProduct.findFirst({
    where: { id, deletedAt: null, status: "active" },
    select: productSelect,
  });
  if (!product) return null;

  const images = product.images
    .filter((img) => img.type === "image")
    .map((img) => ({ url: img.url, alt: img.alt || product.title }));
  if (images.length === 0 && product.thumbnailUrl) images.push({ url: product.thumbnailUrl, alt: product.title });

  const variants: DetailVariant[] = product.variants.map((v) => ({
    id: v.id,
    title: v.title,
    sku: v.sku,
    imageUrl: v.imageUrl,
    price: variantPrice(v),
    manageInventory: v.manageInventory,
    inventoryQuantity: v.inventoryQuantity,
    reservedQuantity: v.reservedQuantity,
  }));
  const picked = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
  const selected = picked ?? selectDisplayVariant(product);

  const requestedImage = image !== null && /^\d{1,3}$/.test(image) ? Number(image) : null;
  const variantImage = selected?.imageUrl ? images.findIndex((img) => img.url === selected.imageUrl) : -1;
  const imageIndex =
    requestedImage !== null && requestedImage < images.length ? requestedImage : variantImage >= 0 ? variantImage : 0;

  const relatedIds = product.related.filter((r) => r.relatedType === "product").map((r) => r.relatedId).slice(0, 4);
  const relatedRows = relatedIds.length
    ? await prisma.storeProduct.findMany({
        where: { id: { in: relatedIds }, deletedAt: null, status: "active" },
        select: {
          id: true,
          title: true,
          thumbnailUrl: true,
          siteProductSelection: true,
          variants: {
            select: { id: true, title: true, priceInCents: true, salePriceInCents: true, currency: { select: { code: true, symbol: true, template: true } } },
            orderBy: [{ position: "asc" }, { id: "asc" }],
          },
        } satisfies Prisma.StoreProductSelect,
      })
    : [];
  const related = relatedIds
    .map((rid) => relatedRows.find((r) => r.id === rid))
    .filter((r): r is (typeof relatedRows)[number] => Boolean(r))
    .map((r) => {
      const v = selectDisplayVariant(r);
      return { id: r.id, title: r.title, thumbnailUrl: r.thumbnailUrl, price: v ? variantPrice(v) : null };
    });

  const url = `${origin}/store/product/${product.id}`;
  const absolute = (src: string) => (src.startsWith("http") ? src : `${origin}${src}`);
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.title,
    description: plainText(product.descriptionHtml),
    url,
    image: images.map((img) => absolute(img.url)),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(selected?.sku ? { sku: selected.sku } : {}),
    offers: product.variants.map((v) => ({
      "@type": "Offer",
      url: `${url}?variant=${encodeURIComponent(v.id)}`,
      name: v.title,
      ...(v.sku ? { sku: v.sku } : {}),
      price: ((v.salePriceInCents ?? v.priceInCents) / 100).toFixed(2),
      priceCurrency: v.currency.code.toUpperCase(),
      availability:
        product.purchasable && availableQuantity(v) > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    })),
  };

  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    ribbonText: product.ribbonText,
    purchasable: product.purchasable,
    descriptionHtml: sanitizeDescription(product.descriptionHtml),
    metaDescription: metaDescription(product.descriptionHtml),
    brand: product.brand,
    category: product.category,
    images,
    variants,
    selectedVariantId: selected?.id ?? null,
    imageIndex,
    additionalInfo: product.additionalInfo.map((info) => ({
      id: info.id,
      title: info.title,
      html: sanitizeDescription(info.descriptionHtml),
    })),
    related,
    jsonLd,
  };
}
