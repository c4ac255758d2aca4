// The checkout's "Pay on account (purchase order)" (ADR 060): what the shipping step offers a purchaser of an
// organisation with terms, and the POST that places the cart on the organisation's account instead of the card page.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { getOptionalUser } from "~/modules/auth/session.server";
import { resolveCart } from "~/modules/cart/cart.server";
import { shippingSchema } from "~/modules/checkout/shipping";
import { canPurchase } from "~/modules/organisations/roles";
import { safeRedirectPath, type Toast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { cartLinesForTerms, placeOrderOnTerms } from "./order-on-terms.server";
import { TERMS_REFUSAL_MESSAGES } from "./terms";
import { chargeCurrency, chargedPrice } from "~/modules/currency/charge";
import { shopCurrencies } from "~/modules/currency/currencies.server";

/** Paying on account needs a PO number: the checkout's schema with the PO number required. */
export const termsShippingSchema = shippingSchema.superRefine((value, ctx) => {
  if (!value.poNumber)
    ctx.addIssue({ code: "custom", path: ["poNumber"], message: TERMS_REFUSAL_MESSAGES["po-required"] });
});

export interface OnAccountOption {
  organisationName: string;
  /** The button is offered; otherwise `blocked` says why (suspended, overdue, other currency, no credit left). */
  blocked: string | null;
  available: string;
  /**
   * What the order comes to on account when some of it is listed in another currency than the terms' and converted
   * at the shop's stated rates (ADR 074): "€1,234.56"; null when nothing is converted.
   */
  convertedTotal: string | null;
}

/** A line as the on-account option prices it: its unit price, the currency it is listed in, and the quantity. */
export interface OnAccountLine {
  unitPriceCents: number;
  currencyCode: string;
  quantity: number;
}

/** What the checkout offers a signed-in user for paying on account: null when they cannot purchase for an organisation with terms. */
export async function onAccountOption(
  userId: string,
  lines: readonly OnAccountLine[],
  now = new Date(),
): Promise<OnAccountOption | null> {
  const member = await prisma.organisationMember.findUnique({
    where: { userId },
    select: {
      role: true,
      organisation: {
        select: {
          id: true,
          name: true,
          suspendedAt: true,
          terms: { select: { creditLimitCents: true, outstandingCents: true, currencyCode: true } },
        },
      },
    },
  });
  const terms = member?.organisation.terms;
  if (!member || !terms || !canPurchase(member.role)) return null;
  const overdue = await prisma.invoice.count({
    where: { organisationId: member.organisation.id, paidAt: null, dueAt: { lt: now } },
  });
  // Lines in another currency are converted into the terms' when the shop states both rates (ADR 074).
  const rated = await shopCurrencies();
  const chargedIn = chargeCurrency(
    lines.map((line) => line.currencyCode),
    rated.find((currency) => currency.code === terms.currencyCode) ?? null,
    rated,
  );
  const converted = chargedIn !== null && lines.some((line) => line.currencyCode.toLowerCase() !== chargedIn.code);
  const blocked = member.organisation.suspendedAt
    ? TERMS_REFUSAL_MESSAGES.suspended
    : !chargedIn
      ? TERMS_REFUSAL_MESSAGES.currency
      : overdue > 0
        ? TERMS_REFUSAL_MESSAGES.overdue
        : null;
  return {
    organisationName: member.organisation.name,
    blocked,
    available: formatMoney(
      Math.max(0, terms.creditLimitCents - terms.outstandingCents),
      chargedIn ?? { code: terms.currencyCode },
    ),
    convertedTotal: converted
      ? formatMoney(
          lines.reduce(
            (sum, line) =>
              sum +
              chargedPrice(line.unitPriceCents, line.currencyCode, chargedIn, rated).unitPriceCents * line.quantity,
            0,
          ),
          chargedIn,
        )
      : null,
  };
}

export type OnAccountResponse = { invalid: SubmissionResult<string[]> } | { redirect: string; toast: Toast };

const KEY = /^[A-Za-z0-9_-]{8,120}$/;
const CURRENCY = /^[a-z]{3}$/;

/** POST /checkout with payment=terms: the cart on the organisation's account, or the reason next to the form. */
export async function submitOrderOnTerms(request: Request, form: FormData): Promise<OnAccountResponse> {
  const back = safeRedirectPath(form.get("redirectTo"), "/cart");
  const submission = parseWithZod(form, { schema: termsShippingSchema });
  if (submission.status !== "success") return { invalid: submission.reply() };
  const user = await getOptionalUser(request);
  if (!user)
    return { invalid: submission.reply({ formErrors: ["Please log in to pay on your organisation's account."] }) };
  const key = form.get("idempotencyKey");
  const currencyField = form.get("currency");
  const { cartId } = await resolveCart(request, { create: false });
  if (!cartId || typeof key !== "string" || !KEY.test(key))
    return {
      redirect: back,
      toast: {
        title: "Your cart is empty",
        description: "Add some products to your cart before checking out.",
        variant: "destructive",
      },
    };
  const currency = typeof currencyField === "string" && CURRENCY.test(currencyField) ? currencyField : null;
  const { poNumber, ...shipping } = submission.value;
  const outcome = await placeOrderOnTerms({
    userId: user.id,
    email: user.email,
    poNumber: poNumber ?? "",
    shipping,
    lines: await cartLinesForTerms(cartId, currency),
    idempotencyKey: key,
    cartId,
  });
  switch (outcome.kind) {
    case "placed":
      return {
        redirect: "/organisation/invoices",
        toast: {
          title: `Order #${outcome.number} placed on account`,
          description: `PO ${poNumber}: no card payment needed. The invoices are e-mailed to your organisation's billing contact.`,
        },
      };
    case "refused":
      return outcome.reason === "po-required"
        ? { invalid: submission.reply({ fieldErrors: { poNumber: [outcome.message] } }) }
        : { invalid: submission.reply({ formErrors: [outcome.message] }) };
    case "empty":
      return {
        redirect: back,
        toast: {
          title: "Your cart is empty",
          description: "Add some products to your cart before checking out.",
          variant: "destructive",
        },
      };
    case "mixed-currencies":
      return {
        invalid: submission.reply({
          formErrors: ["Your cart holds items in several currencies. Please check out one currency at a time."],
        }),
      };
    case "unavailable":
    case "out-of-stock":
      return { invalid: submission.reply({ formErrors: [outcome.message] }) };
  }
}
