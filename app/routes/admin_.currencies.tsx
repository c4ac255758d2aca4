// GET/POST /admin/currencies (ADR 068): the shop's stated exchange rates, in US dollars per unit. Buyers' converted
// prices and the finder's budgets use them; every change is audited and applies on every machine within 30 s.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { Panel } from "~/components/dashboard/DashboardShell";
import { TextInputField } from "~/components/ui/TextInputField";
import { requireRole } from "~/modules/auth/session.server";
import { forgetShopCurrencies, shopCurrencies, stateRate } from "~/modules/currency/currencies.server";
import { rateText } from "~/modules/currency/display-currency";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { dateTimeFormat } from "~/utils/date-format";

export const meta: MetaFunction = () => [{ title: "Exchange rates | Admin | LabMarket" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  // The admin reads the rates as stored, not a machine's 30-second copy.
  forgetShopCurrencies();
  return { currencies: await shopCurrencies() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const form = await readFormData(request);
  const code = String(form.get("code") ?? "");
  const usdPerUnit = String(form.get("usdPerUnit") ?? "");
  const stated = await stateRate(admin.id, code, usdPerUnit);
  if (!stated.ok) return data({ code, usdPerUnit, error: stated.message }, { status: 400 });
  return redirectWithToast("/admin/currencies", {
    title: "Rate saved",
    description: `1 ${code.toUpperCase()} = ${usdPerUnit.trim()} USD. Converted prices use it within 30 seconds.`,
  });
}

const updatedFormat = dateTimeFormat({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function AdminCurrencies() {
  const { currencies } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to="/admin" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Admin
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Exchange rates</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Buyers who read prices in another currency see them converted at these rates, marked “≈”, and checkout charges
        them in their currency at the rates of the moment, recorded on each order line. Orders on terms are converted
        into the terms&apos; currency the same way. The finder compares budgets with them too.
      </p>
      {refused && !currencies.some((currency) => currency.code === refused.code) ? (
        // A form for a currency that is gone (deleted since the page was rendered, or a forged code): said at the top.
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {refused.error} Nothing was changed.
        </p>
      ) : null}
      {currencies.map((currency) => (
        <Panel key={currency.code} title={`${currency.code.toUpperCase()} (${currency.symbol.trim()})`}>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid={`rate-${currency.code}`}>
            {rateText(currency)}
            {currency.rateUpdatedAt ? ` · stated ${updatedFormat.format(new Date(currency.rateUpdatedAt))} UTC` : ""}
          </p>
          {currency.code === "usd" ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">The reference currency.</p>
          ) : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="code" value={currency.code} />
              <TextInputField
                name="usdPerUnit"
                id={`usdPerUnit-${currency.code}`}
                label={`US dollars per 1 ${currency.code.toUpperCase()}`}
                inputMode="decimal"
                defaultValue={refused?.code === currency.code ? refused.usdPerUnit : String(currency.usdPerUnit ?? "")}
                errors={refused?.code === currency.code ? { usdPerUnit: refused.error } : {}}
              />
              <button type="submit" className={secondaryButtonClass} disabled={pending}>
                Save rate
              </button>
            </Form>
          )}
        </Panel>
      ))}
    </div>
  );
}
