// /admin/events/{id}/registrations.csv: an event's registrations as a streamed CSV file (admins only).
import type { LoaderFunctionArgs } from "react-router";
import { registrationsCsv } from "~/modules/admin/registrations-csv.server";
import { requireRole } from "~/modules/auth/session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const csv = await registrationsCsv(admin.id, params.eventId ?? "");
  if (!csv) throw new Response("Event not found", { status: 404 });
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
