import type { LoaderFunctionArgs } from "react-router";
import { specSheetForInquiry } from "~/modules/inquiries/inquiries.server";
import { specSheetResponse } from "~/modules/inquiries/spec-sheet";
import { appOrigin } from "~/utils/env.server";

// /contact/spec-sheet/{inquiryId}: the spec sheet a Download Specs request asked for, as a file download.
export async function loader({ params }: LoaderFunctionArgs) {
  return specSheetResponse(await specSheetForInquiry(params.inquiryId ?? "", appOrigin()));
}
