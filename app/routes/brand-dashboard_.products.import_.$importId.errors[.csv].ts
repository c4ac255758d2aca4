import type { LoaderFunctionArgs } from "react-router";
import { importOwner, requireImporter } from "~/modules/product-import/access.server";
import { errorReportCsv } from "~/modules/product-import/import.server";

// An import's error report (row, column, message); another brand's import is not found (an admin reads any brand's).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const importer = await requireImporter(request);
  const stream = await errorReportCsv(importOwner(importer), params.importId ?? "");
  if (!stream) throw new Response("Not found", { status: 404 });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="labmarket-import-errors.csv"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
