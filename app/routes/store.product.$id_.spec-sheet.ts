import type { LoaderFunctionArgs } from "@remix-run/node";
import { pinnedProductSpecSheet } from "~/modules/live/spec-sheet.server";
import { appOrigin } from "~/utils/env.server";

// /store/product/{id}/spec-sheet: a listed product's spec sheet (its structured specifications) as a download.
export async function loader({ params }: LoaderFunctionArgs) {
  const sheet = await pinnedProductSpecSheet(params.id ?? "", appOrigin());
  if (!sheet)
    return new Response("Spec sheet not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(sheet.content, {
    headers: {
      "Content-Type": sheet.contentType,
      "Content-Disposition": `attachment; filename="${sheet.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
