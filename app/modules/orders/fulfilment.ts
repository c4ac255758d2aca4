// Per-line fulfilment of paid orders (issue 10 #5, ADR 022): which changes a line allows, what a brand's part
// and the whole order are called from their lines' states, the form schemas and the buyer's e-mails. Pure.
import { z } from "~/utils/zod";
import { composeEmail, type Email } from "~/modules/mail/templates";
import { textField } from "~/modules/forms/fields";

export type LineStatus = "open" | "shipped" | "cancelled";

export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  open: "Awaiting shipment",
  shipped: "Shipped",
  cancelled: "Cancelled",
};

export interface LineState {
  status: LineStatus;
  quantity: number;
  refundedQuantity: number;
}

/** Units still to deliver (or, once shipped, still paid for): never below zero. */
export function remainingUnits(line: LineState): number {
  return Math.max(0, line.quantity - line.refundedQuantity);
}

export type LineAction =
  | { kind: "ship" }
  | { kind: "cancel" }
  /** give back the money of `quantity` units (released to stock when the line was not shipped) */
  | { kind: "refund"; quantity: number };

export type Transition =
  | {
      ok: true;
      next: LineStatus;
      /** units whose money goes back */
      refundUnits: number;
      /** units that go back to stock (never for shipped goods) */
      restockUnits: number;
    }
  | { ok: false; message: string };

/**
 * The allowed transitions: open → shipped (ship), open → cancelled (cancel: every remaining unit refunded and
 * restocked), open → open / cancelled (refund some / all units: restocked), shipped → shipped (refund units:
 * money only, the goods are with the buyer). A cancelled line changes no more, and nothing happens to an order
 * that is not paid.
 */
export function lineTransition(line: LineState, action: LineAction, orderPaid = true): Transition {
  if (!orderPaid) return { ok: false, message: "Only paid orders can be fulfilled or refunded." };
  const remaining = remainingUnits(line);
  if (line.status === "cancelled") return { ok: false, message: "This line is cancelled." };
  switch (action.kind) {
    case "ship":
      if (line.status === "shipped") return { ok: false, message: "This line has already shipped." };
      if (remaining === 0) return { ok: false, message: "Every unit of this line was refunded: nothing to ship." };
      return { ok: true, next: "shipped", refundUnits: 0, restockUnits: 0 };
    case "cancel":
      if (line.status === "shipped")
        return { ok: false, message: "A shipped line cannot be cancelled; refund its units instead." };
      return { ok: true, next: "cancelled", refundUnits: remaining, restockUnits: remaining };
    case "refund": {
      if (!Number.isInteger(action.quantity) || action.quantity < 1)
        return { ok: false, message: "Refund at least one unit." };
      if (action.quantity > remaining)
        return {
          ok: false,
          message:
            remaining === 0
              ? "Every unit of this line has already been refunded."
              : `At most ${remaining} ${remaining === 1 ? "unit" : "units"} of this line can be refunded.`,
        };
      if (line.status === "shipped")
        return { ok: true, next: "shipped", refundUnits: action.quantity, restockUnits: 0 };
      return {
        ok: true,
        next: action.quantity === remaining ? "cancelled" : "open",
        refundUnits: action.quantity,
        restockUnits: action.quantity,
      };
    }
  }
}

/** A brand's part of an order (BrandOrder.status): open while a line awaits shipment. */
export type PartStatus = "open" | "shipped" | "cancelled";

export function partStatus(lines: Pick<LineState, "status">[]): PartStatus {
  if (lines.some((line) => line.status === "open")) return "open";
  if (lines.some((line) => line.status === "shipped")) return "shipped";
  return "cancelled";
}

export type FulfilmentStatus = "awaiting" | "partially-shipped" | "shipped" | "cancelled";

/**
 * The order's status for the buyer, from its lines (cancelled lines aside): nothing shipped yet → awaiting
 * shipment ("Paid"); some shipped and some not → partially shipped; all shipped → shipped; every line cancelled →
 * cancelled.
 */
export function orderFulfilmentStatus(lines: Pick<LineState, "status">[]): FulfilmentStatus {
  const live = lines.filter((line) => line.status !== "cancelled");
  if (live.length === 0) return lines.length === 0 ? "awaiting" : "cancelled";
  const shipped = live.filter((line) => line.status === "shipped").length;
  if (shipped === 0) return "awaiting";
  return shipped === live.length ? "shipped" : "partially-shipped";
}

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  awaiting: "Paid",
  "partially-shipped": "Partially shipped",
  shipped: "Shipped",
  cancelled: "Cancelled",
};

export const PART_STATUS_LABELS: Record<PartStatus, string> = {
  open: "To fulfil",
  shipped: "Shipped",
  cancelled: "Cancelled",
};

// ── Forms ──

const reasonField = textField({ error: "Please give a reason." })
  .trim()
  .min(3, "Please give a reason (at least 3 characters).")
  .max(500, "Please keep the reason under 500 characters.");

export const shipSchema = z.object({
  intent: z.literal("ship"),
  lineId: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), { error: "Choose the lines in this parcel." })
    .min(1, "Choose the lines in this parcel.")
    .max(200),
  carrier: textField({ error: "Carrier is required." })
    .trim()
    .min(2, "Carrier is required.")
    .max(60, "Carrier must be at most 60 characters."),
  trackingNumber: textField({ error: "Tracking number is required." })
    .trim()
    .min(4, "Tracking number is required.")
    .max(60, "Tracking number must be at most 60 characters.")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "A tracking number holds letters, digits, spaces and hyphens."),
});

export const cancelSchema = z.object({
  intent: z.literal("cancel"),
  lineId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a line."),
  reason: reasonField,
});

export const refundSchema = z.object({
  intent: z.literal("refund"),
  lineId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a line."),
  quantity: z.coerce
    .number({ error: "Enter the number of units to refund." })
    .int("Enter a whole number of units.")
    .min(1, "Refund at least one unit.")
    .max(100_000, "That is more units than the line holds."),
  reason: reasonField,
});

export const refundAllSchema = z.object({ intent: z.literal("refund-all"), reason: reasonField });

export const fulfilmentSchema = z.discriminatedUnion("intent", [
  shipSchema,
  cancelSchema,
  refundSchema,
  refundAllSchema,
]);
export type FulfilmentInput = z.infer<typeof fulfilmentSchema>;

// ── E-mails to the buyer ──

interface MailLine {
  label: string;
  quantity: number;
}

function itemList(lines: MailLine[]): string[] {
  return lines.map((line) => `${line.quantity} × ${line.label}`);
}

export function shipmentEmail(input: {
  number: number;
  carrier: string;
  trackingNumber: string;
  lines: MailLine[];
  ordersUrl: string;
}): Email {
  return composeEmail(`Your LabMarket order #${input.number} has shipped`, `Order #${input.number} has shipped`, [
    `These items are on their way with ${input.carrier}, tracking number ${input.trackingNumber}:`,
    ...itemList(input.lines),
    `Follow your order: ${input.ordersUrl}`,
  ]);
}

export function cancellationEmail(input: {
  number: number;
  reason: string;
  lines: MailLine[];
  refund: string | null;
  ordersUrl: string;
}): Email {
  return composeEmail(
    `Items of your LabMarket order #${input.number} were cancelled`,
    `Items of order #${input.number} were cancelled`,
    [
      "These items of your order were cancelled:",
      ...itemList(input.lines),
      `Reason: ${input.reason}`,
      input.refund
        ? `We are refunding ${input.refund} to your card. Depending on your bank it can take 5 to 10 days to appear.`
        : "Nothing was charged for them.",
      `See your order: ${input.ordersUrl}`,
    ],
  );
}

export function refundEmail(input: {
  number: number;
  reason: string;
  lines: MailLine[];
  refund: string;
  ordersUrl: string;
}): Email {
  return composeEmail(`A refund for your LabMarket order #${input.number}`, `Refund for order #${input.number}`, [
    `We are refunding ${input.refund} to your card for:`,
    ...itemList(input.lines),
    `Reason: ${input.reason}`,
    "Depending on your bank it can take 5 to 10 days to appear.",
    `See your order: ${input.ordersUrl}`,
  ]);
}

export type FulfilmentErrors = Partial<
  Record<"lineId" | "quantity" | "reason" | "carrier" | "trackingNumber" | "form", string>
>;

/** Reads one of the order page's forms: the input, or the message per field (first one each). */
export function parseFulfilmentForm(
  form: FormData,
):
  | { ok: true; input: FulfilmentInput }
  | { ok: false; intent: string; lineId: string | null; errors: FulfilmentErrors } {
  const intent = String(form.get("intent") ?? "");
  const lineIds = form.getAll("lineId").filter((v): v is string => typeof v === "string");
  const raw: Record<string, unknown> = {
    intent,
    lineId: intent === "ship" ? lineIds : (lineIds[0] ?? ""),
    carrier: form.get("carrier") ?? undefined,
    trackingNumber: form.get("trackingNumber") ?? undefined,
    reason: form.get("reason") ?? undefined,
    quantity: form.get("quantity") ?? undefined,
  };
  const parsed = fulfilmentSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FulfilmentErrors = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? "form");
    if (path === "intent") errors.form ??= "Unknown action.";
    else errors[path in FULFILMENT_FIELDS ? (path as keyof FulfilmentErrors) : "form"] ??= issue.message;
  }
  return { ok: false, intent, lineId: intent === "ship" ? null : (lineIds[0] ?? null), errors };
}

const FULFILMENT_FIELDS = { lineId: 1, quantity: 1, reason: 1, carrier: 1, trackingNumber: 1, form: 1 } as const;
