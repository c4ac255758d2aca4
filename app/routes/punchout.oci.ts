// SAP OCI entry (ADR 065): the buyer's SAP system sends the user's browser here (GET or POST) with USERNAME, PASSWORD
// and HOOK_URL; a valid login opens a punchout session and continues at its start page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { readFormData } from "~/modules/forms/request-body.server";
import { ociLogin } from "~/modules/punchout/oci.server";
import { requestUrl } from "~/utils/request-url";

async function login(params: URLSearchParams) {
  const outcome = await ociLogin(params);
  if (outcome.ok)
    return redirect(new URL(outcome.startUrl).pathname, { status: 303, headers: { "Cache-Control": "no-store" } });
  return new Response(`Punchout could not start: ${outcome.message}`, {
    status: outcome.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader({ request }: LoaderFunctionArgs) {
  return login(requestUrl(request).searchParams);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  return login(params);
}
