import type { LoaderFunctionArgs } from "react-router";
import { brandForImporter, requireImporter } from "~/modules/product-import/access.server";
import { brandCatalogueCsv } from "~/modules/product-import/export.server";
import { requestUrl } from "~/utils/request-url";

// The brand's catalogue as CSV in the import's format, streamed. A brand account exports its own brand (a `brand`
// parameter is ignored); an admin the brand named by `?brand=` (unknown or missing → 404).
export async function loader({ request }: LoaderFunctionArgs) {
  const importer = await requireImporter(request);
  const brand = await brandForImporter(importer, requestUrl(request).searchParams.get("brand"));
  if (!brand.ok) throw new Response(brand.message, { status: 404 });
  return new Response(brandCatalogueCsv(brand.brandId), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="labmarket-products-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
