// cXML 1.2 endpoint for procurement systems (ADR 065): PunchOutSetupRequest and OrderRequest. Exempt from the
// cross-origin write check (server/index.js): it authenticates every document by its SharedSecret instead.
import type { ActionFunctionArgs } from "react-router";
import { handleCxmlPost } from "~/modules/punchout/cxml-endpoint.server";

export function loader() {
  return new Response("POST a cXML 1.2 PunchOutSetupRequest or OrderRequest to this address.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action({ request }: ActionFunctionArgs) {
  return handleCxmlPost(request);
}
