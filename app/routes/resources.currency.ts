// The buyer's display currency (ADR 068): a plain form post from the footer, so it works without JavaScript. The
// cookie keeps it on this device and a signed-in buyer's profile keeps it for their other devices. A value that
// names no currency with a stated rate means "as listed".
import type { ActionFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { chooseDisplayCurrency } from "~/modules/currency/currencies.server";
import { DISPLAY_CURRENCY_FIELD } from "~/modules/currency/display-currency";
import { readFormData } from "~/modules/forms/request-body.server";
import { safeRedirectPath } from "~/utils/cookies.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const setCookie = await chooseDisplayCurrency(form.get(DISPLAY_CURRENCY_FIELD), await getOptionalUserId(request));
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/");
}
