import type { LoaderFunctionArgs } from "react-router";
import { specSheetResponse } from "~/modules/inquiries/spec-sheet";
import { pinnedProductSpecSheet } from "~/modules/live/spec-sheet.server";
import { appOrigin } from "~/utils/env.server";

// /store/product/{id}/spec-sheet: a listed product's spec sheet (its structured specifications) as a download.
export async function loader({ params }: LoaderFunctionArgs) {
  return specSheetResponse(await pinnedProductSpecSheet(params.id ?? "", appOrigin()));
}
