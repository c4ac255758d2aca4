import type { LoaderFunctionArgs } from "@remix-run/node";
import { appOrigin } from "~/utils/env.server";
import { specSheetForInquiry } from "~/modules/inquiries/inquiries.server";

// /contact/spec-sheet/{inquiryId}: the spec sheet a Download Specs request asked for, as a file download.
export async function loader({ params }: LoaderFunctionArgs) {
  const sheet = await specSheetForInquiry(params.inquiryId ?? "", appOrigin());
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
