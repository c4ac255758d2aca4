import type { ActionFunctionArgs } from "react-router";
import { data, redirect } from "react-router";
import { safeRedirectPath, serializeTheme } from "~/utils/cookies.server";
import { isTheme } from "~/utils/theme";
import { readFormData } from "~/modules/forms/request-body.server";

// Theme toggle: a plain form post, so it works without JavaScript (the cookie is read by the root loader).
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const theme = form.get("theme");
  if (!isTheme(theme)) return data({ error: "Unknown theme" }, { status: 400 });
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  // A fetcher (JS) only needs the cookie; a plain post goes back to the page it came from.
  if (request.headers.get("Sec-Fetch-Mode") === "cors" || form.get("_fetcher") === "1")
    return data({ theme }, { headers });
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers });
}

export function loader() {
  return redirect("/");
}
