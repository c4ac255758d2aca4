// The built-in test gateway's card rules: the usual test card numbers succeed, a few well-known ones
// decline with a message, anything else is declined (this gateway never charges a real card).

const ACCEPTED = new Set([
  "4242424242424242", // Visa
  "4000056655665556", // Visa (debit)
  "5555555555554444", // Mastercard
  "2223003122003222", // Mastercard (2-series)
  "5200828282828210", // Mastercard (debit)
  "378282246310005", // American Express
  "371449635398431", // American Express
  "6011111111111117", // Discover
  "3056930009020004", // Diners Club
  "3566002020360505", // JCB
  "6200000000000005", // UnionPay
]);

const DECLINED: Record<string, { field: CardField; message: string }> = {
  "4000000000000002": { field: "cardNumber", message: "Your card was declined." },
  "4000000000009995": { field: "cardNumber", message: "Your card has insufficient funds." },
  "4000000000009987": { field: "cardNumber", message: "Your card was declined (lost card)." },
  "4000000000000069": { field: "expiry", message: "Your card has expired." },
  "4000000000000127": { field: "cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    field: "cardNumber",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

export type CardField = "cardNumber" | "expiry" | "cvc";
export type CardResult = { ok: true; brand: string; last4: string } | { ok: false; field: CardField; message: string };

export const DECLINE_OTHER_MESSAGE =
  "Your card was declined. This is a test gateway: use a test card such as 4242 4242 4242 4242.";

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^6(011|5)/.test(digits)) return "Discover";
  if (/^3(0|6|8)/.test(digits)) return "Diners Club";
  if (/^35/.test(digits)) return "JCB";
  if (/^62/.test(digits)) return "UnionPay";
  return "Card";
}

/** Checks a test card payment: number (spaces allowed), expiry MM/YY, CVC. */
export function evaluateTestCard(cardNumber: string, expiry: string, cvc: string, now: Date = new Date()): CardResult {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, field: "cardNumber", message: "Your card number is invalid." };
  }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) {
    return { ok: false, field: "expiry", message: "Enter the expiry date as MM/YY." };
  }
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime())
    return { ok: false, field: "expiry", message: "Your card's expiration date is in the past." };
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc.trim())) {
    return { ok: false, field: "cvc", message: "Your card's security code is invalid." };
  }
  const declined = DECLINED[digits];
  if (declined) return { ok: false, ...declined };
  if (!ACCEPTED.has(digits)) return { ok: false, field: "cardNumber", message: DECLINE_OTHER_MESSAGE };
  return { ok: true, brand: brandOf(digits), last4: digits.slice(-4) };
}
