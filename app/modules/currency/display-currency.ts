// The currency a buyer reads prices in (issue 37 item 2, ADR 068). Pure: which currency a cookie or form names, and a
// price converted at the shop's stated rates (Currency.usdPerUnit, maintained by admins). A converted price is always
// shown as such ("≈"), beside the price the brand set, until checkout charges it (charge.ts, ADR 074).
import { formatMoney, type CurrencyInfo } from "~/utils/money";

export const DISPLAY_CURRENCY_FIELD = "currency";
/** The choice "each product's own currency" (no conversion). */
export const AS_LISTED = "listed";

export interface RatedCurrency extends CurrencyInfo {
  /** US dollars per unit, as the shop states it; null: no stated rate (prices in it are never converted). */
  usdPerUnit: number | null;
}

/** The display currency a cookie, profile or form value names: a known currency with a stated rate, else null. */
export function parseDisplayCurrency(value: unknown, currencies: readonly RatedCurrency[]): RatedCurrency | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toLowerCase();
  const found = currencies.find((currency) => currency.code === code);
  return found && found.usdPerUnit !== null && found.usdPerUnit > 0 ? found : null;
}

/** Decimals of an exchange rate as it is used and recorded on an order line (ADR 074). */
export const EXCHANGE_RATE_DECIMALS = 10;

/**
 * Units of `to` per unit of `from` at the shop's stated rates, rounded to EXCHANGE_RATE_DECIMALS: the one rate every
 * conversion multiplies by, so the amount shown, the amount charged and the rate recorded on the order agree. Null
 * when either has no stated rate.
 */
export function exchangeRate(
  from: Pick<RatedCurrency, "usdPerUnit"> | undefined,
  to: Pick<RatedCurrency, "usdPerUnit">,
): number | null {
  if (!from?.usdPerUnit || !to.usdPerUnit || from.usdPerUnit <= 0 || to.usdPerUnit <= 0) return null;
  return Number((from.usdPerUnit / to.usdPerUnit).toFixed(EXCHANGE_RATE_DECIMALS));
}

/** `cents` of currency `from` in currency `to`, rounded to the cent; null when either has no stated rate. */
export function convertCents(
  cents: number,
  from: Pick<RatedCurrency, "usdPerUnit"> | undefined,
  to: Pick<RatedCurrency, "usdPerUnit">,
): number | null {
  const rate = exchangeRate(from, to);
  return rate === null ? null : Math.round(cents * rate);
}

/** A price as the brand lists it, in running text (finder lines, comparisons, recommendations). */
export interface ListedPrice {
  cents: number;
  /** "$1,000.00" */
  formatted: string;
  currencyCode: string;
}

export interface ConvertedAmount {
  /** "≈ €1,203.70" */
  formatted: string;
  cents: number;
  currencyCode: string;
}

/**
 * An amount in `currencyCode` as the buyer reads it: converted into their display currency when they chose one that
 * differs and both rates are stated; null when shown as listed.
 */
export function convertedAmount(
  cents: number,
  currencyCode: string,
  display: RatedCurrency | null,
  currencies: readonly RatedCurrency[],
): ConvertedAmount | null {
  if (!display || display.code === currencyCode.toLowerCase()) return null;
  const from = currencies.find((currency) => currency.code === currencyCode.toLowerCase());
  const converted = convertCents(cents, from, display);
  if (converted === null) return null;
  return { formatted: `≈ ${formatMoney(converted, display)}`, cents: converted, currencyCode: display.code };
}

/** "1 EUR = 1.08 USD" for the rate note and the admin page. */
export function rateText(currency: Pick<RatedCurrency, "code" | "usdPerUnit">): string {
  if (!currency.usdPerUnit) return `${currency.code.toUpperCase()}: no stated rate`;
  return `1 ${currency.code.toUpperCase()} = ${Number(currency.usdPerUnit.toFixed(6))} USD`;
}
