import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireImportingBrand } from "~/modules/product-import/access.server";
import { brandCatalogueCsv } from "~/modules/product-import/export.server";

// The brand's catalogue as CSV in the import's format, streamed.
export async function loader({ request }: LoaderFunctionArgs) {
  const { brandId } = await requireImportingBrand(request);
  return new Response(brandCatalogueCsv(brandId), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="labmarket-products-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
