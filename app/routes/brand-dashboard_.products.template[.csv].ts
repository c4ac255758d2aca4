import type { LoaderFunctionArgs } from "react-router";
import { requireImporter } from "~/modules/product-import/access.server";
import { templateCsv } from "~/modules/product-import/export.server";

// The import template: the header row (with one spec.<key> column per specification) and one example row.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireImporter(request);
  return new Response(templateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="labmarket-product-import-template.csv"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
