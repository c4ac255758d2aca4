// The spec sheet offered beside each product pinned in a live room (and on the replay): the product's structured
// specifications as the Download Specs file, for products listed in the store only.
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { specSheetForProduct } from "~/modules/inquiries/inquiries.server";
import { prisma } from "~/utils/db.server";

export async function pinnedProductSpecSheet(productId: string, origin: string) {
  const listed = await prisma.storeProduct.count({ where: { id: productId, ...visibleProductWhere } });
  return listed === 1 ? specSheetForProduct(productId, origin) : null;
}
