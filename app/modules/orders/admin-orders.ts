// The admins' order list (issue 11 #3, Requests & Orders): its filters as they come from the URL (a GET form that
// works without JavaScript) and the messages for filters that cannot be used. Pure; the query is
// listFulfilmentOrders (fulfilment.server.ts), the same code that pages the brands' lists.
import { zonedLocalToUtc } from "~/modules/demos/schedule-time";
import type { PartStatus } from "./fulfilment";

/**
 * paid = every order paid (and not refunded as a late payment); open/shipped/cancelled = a brand part's state;
 * checkout-* = orders never paid (issue 37: support must see stuck checkouts), listed by when the checkout began.
 */
export type AdminOrderStatus = "paid" | "refunded" | PartStatus | CheckoutListStatus;
export type CheckoutListStatus = "checkout-open" | "checkout-failed" | "checkout-cancelled";

/** The stored order state each unpaid list shows. */
export const CHECKOUT_ORDER_STATES: Record<CheckoutListStatus, "pending" | "failed" | "cancelled"> = {
  "checkout-open": "pending",
  "checkout-failed": "failed",
  "checkout-cancelled": "cancelled",
};

export const ADMIN_ORDER_STATUSES: { id: AdminOrderStatus; label: string }[] = [
  { id: "paid", label: "Paid (all)" },
  { id: "open", label: "To fulfil (brand)" },
  { id: "shipped", label: "Shipped (brand)" },
  { id: "cancelled", label: "Cancelled (brand)" },
  { id: "refunded", label: "Refunded late payment" },
  { id: "checkout-open", label: "Unpaid checkouts" },
  { id: "checkout-failed", label: "Failed payments" },
  { id: "checkout-cancelled", label: "Cancelled checkouts" },
];

export function isCheckoutListStatus(status: AdminOrderStatus): status is CheckoutListStatus {
  return status in CHECKOUT_ORDER_STATES;
}

/**
 * How an unpaid order reads in the list: an open checkout still holding stock, one whose hold has run out (stuck:
 * the sweep has not closed it yet), a failed payment or a cancelled checkout.
 */
export function checkoutStateLabel(
  status: "pending" | "failed" | "cancelled" | string,
  reservedUntil: Date | null,
  now: Date,
): string {
  if (status === "failed") return "Payment failed";
  if (status === "cancelled") return "Checkout cancelled";
  if (status !== "pending") return status;
  return reservedUntil && reservedUntil.getTime() > now.getTime() ? "Awaiting payment" : "Stuck: hold expired";
}

export interface AdminOrderFilterValues {
  status: AdminOrderStatus;
  brand: string;
  from: string;
  to: string;
  buyer: string;
}

export interface AdminOrderFilters {
  values: AdminOrderFilterValues;
  /** the query, or null when a field message says why it cannot run */
  query: {
    orderStatus: "paid" | "refunded";
    /** an unpaid list (by checkout time) instead of the paid one */
    checkoutStatus: "pending" | "failed" | "cancelled" | null;
    partStatus: PartStatus | null;
    brandId: string | null;
    paidFrom: Date | null;
    paidBefore: Date | null;
    buyerPrefix: string | null;
  } | null;
  errors: Partial<Record<keyof AdminOrderFilterValues, string>>;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The start of a calendar day in the viewer's zone (a midnight that does not exist there: one hour later). */
function startOfDay(day: string, timeZone: string): Date | null {
  const midnight = zonedLocalToUtc(`${day}T00:00`, timeZone);
  if (midnight.ok) return midnight.date;
  const one = zonedLocalToUtc(`${day}T01:00`, timeZone);
  return one.ok ? one.date : null;
}

/** Escapes LIKE's wildcards so the buyer's text is matched literally as a prefix. */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Reads the filters of /admin?section=requests: status, brand (an id), paid (or, unpaid, checkout) from / to (calendar days in the
 * viewer's zone, both included), buyer (the start of an e-mail or company, any case). Unknown values fall back to
 * the default; a day that is not a date, an end before the start, or a brand state without a brand gets a message.
 */
export function readAdminOrderFilters(params: URLSearchParams, timeZone: string | null): AdminOrderFilters {
  const text = (key: string, max: number) => (params.get(key) ?? "").trim().slice(0, max);
  const statusParam = text("status", 20);
  const status = (ADMIN_ORDER_STATUSES.find((s) => s.id === statusParam)?.id ?? "paid") as AdminOrderStatus;
  const brandParam = text("brand", 64);
  const brand = /^[A-Za-z0-9_-]+$/.test(brandParam) ? brandParam : "";
  const values: AdminOrderFilterValues = {
    status,
    brand,
    from: text("from", 10),
    to: text("to", 10),
    buyer: text("buyer", 100).replace(/[\p{Cc}]/gu, ""),
  };
  const errors: AdminOrderFilters["errors"] = {};
  const zone = timeZone ?? "UTC";
  if (values.from && !isCalendarDay(values.from)) errors.from = "Enter the start as a date (YYYY-MM-DD).";
  if (values.to && !isCalendarDay(values.to)) errors.to = "Enter the end as a date (YYYY-MM-DD).";
  if (!errors.from && !errors.to && values.from && values.to && values.to < values.from)
    errors.to = "The end date is before the start date.";
  const partStatus = status === "open" || status === "shipped" || status === "cancelled" ? status : null;
  if (partStatus && !brand) errors.status = "Fulfilment states are kept per brand: choose a brand too.";
  if (status === "refunded" && brand)
    errors.status = "Late payments are refunded before any brand gets the order: clear the brand.";
  if (isCheckoutListStatus(status) && brand)
    errors.status = "An unpaid checkout is not a brand's order yet: clear the brand.";
  const paidFrom = values.from && !errors.from ? startOfDay(values.from, zone) : null;
  const paidBefore = values.to && !errors.to ? startOfDay(nextDay(values.to), zone) : null;
  if (Object.keys(errors).length) return { values, query: null, errors };
  return {
    values,
    errors,
    query: {
      orderStatus: status === "refunded" ? "refunded" : "paid",
      checkoutStatus: isCheckoutListStatus(status) ? CHECKOUT_ORDER_STATES[status] : null,
      partStatus,
      brandId: brand || null,
      paidFrom,
      paidBefore,
      buyerPrefix: values.buyer ? likePrefix(values.buyer) : null,
    },
  };
}

/** One line about a fulfilment audit entry's details (ADR 022 writes role, reason, carrier, tracking, cents). */
export function auditSummary(details: unknown): string {
  if (!details || typeof details !== "object") return "";
  const d = details as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.role === "string") parts.push(`as ${d.role}`);
  if (typeof d.carrier === "string")
    parts.push(`${d.carrier} ${typeof d.trackingNumber === "string" ? d.trackingNumber : ""}`.trim());
  if (typeof d.quantity === "number") parts.push(`${d.quantity} ${d.quantity === 1 ? "unit" : "units"}`);
  if (typeof d.reason === "string" && d.reason) parts.push(`“${d.reason}”`);
  return parts.join(" · ");
}
