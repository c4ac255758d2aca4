// The product detail screen (/store/product/{id}): product, images, variants, stock, details, JSON-LD.
import { withoutRepeatedSpecifications } from "./detail-sections";
import { Prisma } from "~/generated/prisma/client";
import { storedFileUrl } from "~/modules/files/storage.server";
import { readRows } from "~/utils/db.server";
import { metaDescription, plainText, sanitizeDescription } from "./html.server";
import { productPictureUrl } from "./product-picture";
import { selectDisplayVariant, variantPrice, type DisplayedPrice } from "./price";
import { groupSpecifications, type SpecificationGroup, type SpecificationValue } from "./specifications";
import { specificationValuesJson } from "./specifications.server";
import { availableQuantity } from "./stock";
import { variantAvailability, type Availability } from "./availability";
import {
  productRecommendationsSql,
  toProductRecommendations,
  type ProductRecommendationRow,
} from "~/modules/recommendations/product-page.server";
import type { RecommendedProduct } from "~/modules/recommendations/cards.server";

export interface DetailVariant {
  id: string;
  title: string;
  sku: string | null;
  imageUrl: string | null;
  price: DisplayedPrice;
  manageInventory: boolean;
  inventoryQuantity: number;
  reservedQuantity: number;
  leadTimeDays: number | null;
  allowBackorder: boolean;
  packSize: string | null;
  unit: string | null;
  /** The wording beside the price and what an out-of-stock variant offers (issue 37). */
  availability: Availability;
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
  /** The grouped specifications table; rows that vary by variant show the selected variant's value. */
  specifications: SpecificationGroup[];
  related: { id: string; title: string; thumbnailUrl: string | null; price: DisplayedPrice | null }[];
  /** Datasheets, safety data sheets and certificates of analysis (PDF) to download. */
  documents: { id: string; kind: string; title: string; url: string; size: number }[];
  /** Precomputed by the recommendation job (ADR 028): cross-brand equivalents and bought/compared together. */
  similar: RecommendedProduct[];
  together: RecommendedProduct[];
  jsonLd: Record<string, unknown>;
}

interface VariantRow {
  id: string;
  title: string;
  sku: string | null;
  imageUrl: string | null;
  priceInCents: number;
  salePriceInCents: number | null;
  manageInventory: boolean;
  inventoryQuantity: number;
  reservedQuantity: number;
  leadTimeDays: number | null;
  allowBackorder: boolean;
  packSize: string | null;
  unit: string | null;
  currency: { code: string; symbol: string; template: string };
}

interface ProductRow {
  id: string;
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  descriptionHtml: string;
  thumbnailUrl: string | null;
  purchasable: boolean;
  siteProductSelection: string | null;
  brand: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
  images: { url: string; alt: string; type: string }[];
  variants: VariantRow[];
  additionalInfo: { id: string; title: string; descriptionHtml: string }[];
  specifications: SpecificationValue[];
  documents: { id: string; kind: string; title: string; fileKey: string; size: number }[];
  related: {
    id: string;
    title: string;
    thumbnailUrl: string | null;
    siteProductSelection: string | null;
    variants: Pick<VariantRow, "id" | "title" | "priceInCents" | "salePriceInCents" | "currency">[];
  }[];
  recommendations: ProductRecommendationRow[];
}

const variantJson = (alias: string) =>
  Prisma.raw(`json_build_object(
  'id', ${alias}.id, 'title', ${alias}.title, 'sku', ${alias}.sku, 'imageUrl', ${alias}."imageUrl",
  'priceInCents', ${alias}."priceInCents", 'salePriceInCents', ${alias}."salePriceInCents",
  'manageInventory', ${alias}."manageInventory", 'inventoryQuantity', ${alias}."inventoryQuantity",
  'reservedQuantity', ${alias}."reservedQuantity", 'leadTimeDays', ${alias}."leadTimeDays",
  'allowBackorder', ${alias}."allowBackorder", 'packSize', ${alias}."packSize", 'unit', ${alias}."unit",
  'currency', (SELECT json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template) FROM "Currency" c WHERE c.code = ${alias}."currencyCode")
)`);

/** The whole detail screen in one statement (product, brand, category, images, variants, details, related). */
function productSql(id: string) {
  return Prisma.sql`
    SELECT p.id, p.title, p.subtitle, p."ribbonText", p."descriptionHtml", p."thumbnailUrl", p.purchasable, p."siteProductSelection",
      (SELECT json_build_object('id', b.id, 'name', b.name) FROM "Brand" b WHERE b.id = p."brandId") AS brand,
      (SELECT json_build_object('id', k.id, 'name', k.name) FROM "Category" k WHERE k.id = p."categoryId") AS category,
      COALESCE((SELECT json_agg(json_build_object('url', i.url, 'alt', i.alt, 'type', i.type) ORDER BY i."order", i.id)
                FROM "ProductImage" i WHERE i."productId" = p.id), '[]'::json) AS images,
      COALESCE((SELECT json_agg(${variantJson("v")} ORDER BY v.position, v.id)
                FROM "Variant" v WHERE v."productId" = p.id), '[]'::json) AS variants,
      COALESCE((SELECT json_agg(json_build_object('id', a.id, 'title', a.title, 'descriptionHtml', a."descriptionHtml") ORDER BY a."order", a.id)
                FROM "AdditionalInfo" a WHERE a."productId" = p.id), '[]'::json) AS "additionalInfo",
      ${specificationValuesJson("p.id")} AS specifications,
      COALESCE((SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'title', d.title, 'fileKey', d."fileKey", 'size', d.size)
                  ORDER BY d.position, d."createdAt")
                FROM "ProductDocument" d WHERE d."productId" = p.id), '[]'::json) AS documents,
      COALESCE((SELECT json_agg(json_build_object(
                  'id', rp.id, 'title', rp.title, 'thumbnailUrl', rp."thumbnailUrl", 'siteProductSelection', rp."siteProductSelection",
                  'variants', COALESCE((SELECT json_agg(${variantJson("rv")} ORDER BY rv.position, rv.id) FROM "Variant" rv WHERE rv."productId" = rp.id), '[]'::json)
                ) ORDER BY r.position, r.id)
                FROM (SELECT * FROM "RelatedProduct" WHERE "productId" = p.id AND "relatedType" = 'product' ORDER BY position, id LIMIT 4) r
                JOIN "StoreProduct" rp ON rp.id = r."relatedId" AND rp."deletedAt" IS NULL AND rp.status = 'active'), '[]'::json) AS related,
      ${productRecommendationsSql("p.id")} AS recommendations
    FROM "StoreProduct" p
    WHERE p.id = ${id} AND p."deletedAt" IS NULL AND p.status = 'active'`;
}

/** null when the product does not exist, is deleted or inactive (→ 'Product Not Found', 404). */
export async function getProductDetail(
  id: string,
  { variantId, image, origin }: { variantId: string | null; image: string | null; origin: string },
): Promise<ProductDetail | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const [product] = await readRows<ProductRow[]>(productSql(id));
  if (!product) return null;

  const images = product.images
    .filter((img) => img.type === "image")
    .map((img) => ({ url: productPictureUrl(img.url, product), alt: img.alt || product.title }));
  if (images.length === 0 && product.thumbnailUrl)
    images.push({ url: productPictureUrl(product.thumbnailUrl, product), alt: product.title });

  const variants: DetailVariant[] = product.variants.map((v) => ({
    id: v.id,
    title: v.title,
    sku: v.sku,
    imageUrl: productPictureUrl(v.imageUrl, product),
    price: variantPrice(v),
    manageInventory: v.manageInventory,
    inventoryQuantity: v.inventoryQuantity,
    reservedQuantity: v.reservedQuantity,
    leadTimeDays: v.leadTimeDays,
    allowBackorder: v.allowBackorder,
    packSize: v.packSize,
    unit: v.unit,
    availability: variantAvailability(v, product.purchasable),
  }));
  const picked = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
  const selected = picked ?? selectDisplayVariant(product);

  const requestedImage = image !== null && /^\d{1,3}$/.test(image) ? Number(image) : null;
  const selectedImage = productPictureUrl(selected?.imageUrl, product);
  const variantImage = selectedImage ? images.findIndex((img) => img.url === selectedImage) : -1;
  const imageIndex =
    requestedImage !== null && requestedImage < images.length ? requestedImage : variantImage >= 0 ? variantImage : 0;

  const related = product.related.map((r) => {
    const v = selectDisplayVariant(r);
    return {
      id: r.id,
      title: r.title,
      thumbnailUrl: productPictureUrl(r.thumbnailUrl, r),
      price: v ? variantPrice(v) : null,
    };
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
        product.purchasable && availableQuantity(v) > 0
          ? "https://schema.org/InStock"
          : product.purchasable && v.allowBackorder
            ? "https://schema.org/BackOrder"
            : "https://schema.org/OutOfStock",
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
    additionalInfo: withoutRepeatedSpecifications(product.additionalInfo, product.specifications.length > 0).map(
      (info) => ({
        id: info.id,
        title: info.title,
        html: sanitizeDescription(info.descriptionHtml),
      }),
    ),
    documents: product.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      url: `${storedFileUrl(d.fileKey)}?name=${encodeURIComponent(d.title)}`,
      size: d.size,
    })),
    specifications: groupSpecifications(product.specifications, {
      selectedVariantId: selected?.id ?? null,
      variantTitles: Object.fromEntries(product.variants.map((v) => [v.id, v.title])),
    }),
    related,
    ...toProductRecommendations(product.recommendations),
    jsonLd,
  };
}
