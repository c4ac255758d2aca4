import type { LoaderFunctionArgs } from "react-router";
import { reportsCsv } from "~/modules/admin/reports.server";
import { readPeriod, utcDay } from "~/modules/analytics/periods";
import { requireRole } from "~/modules/auth/session.server";
import { requestUrl } from "~/utils/request-url";

// Admin › Reports & Analytics: the period's daily figures as CSV.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const period = readPeriod(requestUrl(request).searchParams.get("days"));
  return new Response(await reportsCsv(period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="labmarket-reports-${period}d-${utcDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
