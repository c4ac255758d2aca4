import type { LoaderFunctionArgs } from "react-router";
import { brandAnalyticsCsv } from "~/modules/analytics/brand-analytics.server";
import { readPeriod, utcDay } from "~/modules/analytics/periods";
import { getDashboardProfile } from "~/modules/accounts/dashboard.server";
import { requireRole } from "~/modules/auth/session.server";
import { requestUrl } from "~/utils/request-url";

// The brand's analytics per product and day as CSV (same period choice as the Analytics tab), streamed.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  const profile = await getDashboardProfile(user.id);
  if (!profile?.brandId) throw new Response("Your account is not linked to a brand page yet.", { status: 404 });
  const period = readPeriod(requestUrl(request).searchParams.get("days"));
  return new Response(brandAnalyticsCsv(profile.brandId, period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="labmarket-analytics-${period}d-${utcDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
