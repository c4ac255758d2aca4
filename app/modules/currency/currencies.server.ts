// The shop's currencies and stated rates (ADR 068), the buyer's display currency (cookie, then profile), the choice
// of it, and the admins' rate changes (audited). The rates are a few rows read on every page: each app machine keeps
// them for 30 s, so a changed rate shows everywhere within half a minute.
import { writeAudit } from "~/modules/admin/audit.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { REFERENCE_CURRENCY } from "~/modules/catalog/catalogue-query";
import { CATALOGUE_REPRICE_JOB, repriceCatalogue } from "~/modules/catalog/reference-prices.server";
import { isJobQueueRunning, sendJob } from "~/modules/jobs/jobs.server";
import { forgetFinderVocabulary } from "~/modules/finder/finder.server";
import { displayCurrencyCookie } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { refreshingCache } from "~/utils/refreshing-cache";
import type { CurrencyInfo } from "~/utils/money";
import { currencyForCountry } from "./country-currency";
import { AS_LISTED, parseDisplayCurrency, type RatedCurrency } from "./display-currency";

export interface ShopCurrency extends RatedCurrency {
  rateUpdatedAt: string | null;
}

const RATES_AGE = { freshMs: 30_000, staleMs: 10 * 60_000 };
const ratesCache = refreshingCache<ShopCurrency[]>({ maxEntries: 1 });

export function shopCurrencies(): Promise<ShopCurrency[]> {
  return ratesCache.get("currencies", RATES_AGE, async () => {
    const rows = await prisma.currency.findMany({
      select: { code: true, symbol: true, template: true, usdPerUnit: true, rateUpdatedAt: true },
      orderBy: { code: "asc" },
    });
    return rows.map((row) => ({
      ...row,
      usdPerUnit: row.usdPerUnit === null ? null : Number(row.usdPerUnit),
      rateUpdatedAt: row.rateUpdatedAt?.toISOString() ?? null,
    }));
  });
}

/** After a rate change (and in tests). */
export function forgetShopCurrencies(): void {
  ratesCache.clear();
}

/**
 * The buyer's display currency: the cookie's choice (set on this device) wins; without one, a signed-in buyer's
 * profile. "listed", an unknown code or a currency without a rate: null (each product's own currency).
 */
export async function readDisplayCurrency(
  request: Request,
  profileChoice: string | null | undefined,
  profileCountry?: string | null,
): Promise<BuyerCurrency> {
  const [cookie, currencies] = await Promise.all([
    displayCurrencyCookie().parse(request.headers.get("Cookie")),
    shopCurrencies(),
  ]);
  const chosen = typeof cookie === "string" ? cookie : profileChoice;
  const display = parseDisplayCurrency(chosen, currencies) as ShopCurrency | null;
  // Never chosen on this device or in the profile: the profile's country's currency is suggested (never applied
  // unasked: the buyer is charged in what they read).
  const suggested =
    chosen == null
      ? (parseDisplayCurrency(currencyForCountry(profileCountry), currencies) as ShopCurrency | null)
      : null;
  return {
    display,
    currencies,
    suggested: suggested && profileCountry ? { code: suggested.code, country: profileCountry.trim() } : null,
  };
}

/** The buyer's display currency, the shop's currencies and rates, and a currency suggested by their country. */
export interface BuyerCurrency {
  display: ShopCurrency | null;
  currencies: ShopCurrency[];
  /** The currency of the profile's country, while the buyer has chosen none (ADR 074); null otherwise. */
  suggested: { code: string; country: string } | null;
}

/** The display currency of this request's buyer (the signed-in user's profile is read once per request). */
export async function requestDisplayCurrency(request: Request): Promise<BuyerCurrency> {
  const signedIn = await getOptionalUser(request);
  return readDisplayCurrency(request, signedIn?.displayCurrency, signedIn?.country);
}

/** The currency the catalogue's price filter and sort use for this buyer: their display currency, or the reference. */
export async function catalogueCurrency(request: Request): Promise<CurrencyInfo> {
  const { display } = await requestDisplayCurrency(request);
  return display ?? REFERENCE_CURRENCY;
}

/** Sets the choice: the cookie for this device, and the profile of a signed-in buyer. Returns the Set-Cookie. */
export async function chooseDisplayCurrency(value: unknown, userId: string | null): Promise<string> {
  const chosen = parseDisplayCurrency(value, await shopCurrencies());
  const stored = chosen?.code ?? AS_LISTED;
  if (userId)
    await prisma.profile.updateMany({ where: { id: userId }, data: { displayCurrency: chosen?.code ?? null } });
  return displayCurrencyCookie().serialize(stored);
}

export type RateRefusal = { ok: false; field: "usdPerUnit" | "code"; message: string };

/** An admin states a currency's rate (US dollars per unit): audited; every machine uses it within 30 s. */
export async function stateRate(
  adminId: string,
  code: string,
  usdPerUnitText: string,
  now = new Date(),
): Promise<{ ok: true } | RateRefusal> {
  const text = usdPerUnitText.trim().replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(text) || Number(text) <= 0)
    return {
      ok: false,
      field: "usdPerUnit",
      message: "Enter the US dollars per unit, such as 1.08 (up to 6 decimals).",
    };
  if (code === "usd" && Number(text) !== 1)
    return { ok: false, field: "usdPerUnit", message: "The US dollar is the reference: its rate is 1." };
  const current = await prisma.currency.findUnique({ where: { code }, select: { usdPerUnit: true } });
  if (!current) return { ok: false, field: "code", message: "There is no such currency." };
  await prisma.$transaction(async (tx) => {
    await tx.currency.update({ where: { code }, data: { usdPerUnit: text, rateUpdatedAt: now } });
    await writeAudit(tx, adminId, "currency.rate", code, {
      from: current.usdPerUnit === null ? null : Number(current.usdPerUnit),
      to: Number(text),
    });
  });
  forgetShopCurrencies();
  forgetFinderVocabulary();
  // The store's price sort and filter follow once the catalogue is repriced (ADR 073): by the job queue's worker, or
  // here when this process runs no queue (the embedded development setup, tests).
  if (isJobQueueRunning()) await sendJob(CATALOGUE_REPRICE_JOB, {});
  else await repriceCatalogue();
  return { ok: true };
}
