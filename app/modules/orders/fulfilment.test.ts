import { describe, expect, it } from "vitest";
import {
  lineTransition,
  orderFulfilmentStatus,
  parseFulfilmentForm,
  partStatus,
  remainingUnits,
  type LineState,
} from "./fulfilment";

const open = (quantity = 3, refundedQuantity = 0): LineState => ({ status: "open", quantity, refundedQuantity });
const shipped = (quantity = 3, refundedQuantity = 0): LineState => ({ status: "shipped", quantity, refundedQuantity });
const cancelled: LineState = { status: "cancelled", quantity: 3, refundedQuantity: 3 };

describe("line transitions", () => {
  it("open → shipped; shipped and cancelled lines do not ship again", () => {
    expect(lineTransition(open(), { kind: "ship" })).toEqual({
      ok: true,
      next: "shipped",
      refundUnits: 0,
      restockUnits: 0,
    });
    expect(lineTransition(shipped(), { kind: "ship" })).toMatchObject({
      ok: false,
      message: "This line has already shipped.",
    });
    expect(lineTransition(cancelled, { kind: "ship" })).toMatchObject({
      ok: false,
      message: "This line is cancelled.",
    });
  });

  it("cancel: an open line's remaining units are refunded and restocked; a shipped line cannot be cancelled", () => {
    expect(lineTransition(open(3, 1), { kind: "cancel" })).toEqual({
      ok: true,
      next: "cancelled",
      refundUnits: 2,
      restockUnits: 2,
    });
    expect(lineTransition(shipped(), { kind: "cancel" })).toMatchObject({ ok: false });
    expect(lineTransition(cancelled, { kind: "cancel" })).toMatchObject({ ok: false });
  });

  it("refund units: restocked before shipping (all of them cancels the line), money only after", () => {
    expect(lineTransition(open(3), { kind: "refund", quantity: 1 })).toEqual({
      ok: true,
      next: "open",
      refundUnits: 1,
      restockUnits: 1,
    });
    expect(lineTransition(open(3, 1), { kind: "refund", quantity: 2 })).toEqual({
      ok: true,
      next: "cancelled",
      refundUnits: 2,
      restockUnits: 2,
    });
    expect(lineTransition(shipped(3), { kind: "refund", quantity: 3 })).toEqual({
      ok: true,
      next: "shipped",
      refundUnits: 3,
      restockUnits: 0,
    });
  });

  it("never refunds more units than remain, nor zero or fractional units", () => {
    expect(lineTransition(open(3, 2), { kind: "refund", quantity: 2 })).toEqual({
      ok: false,
      message: "At most 1 unit of this line can be refunded.",
    });
    expect(lineTransition(shipped(2, 2), { kind: "refund", quantity: 1 })).toEqual({
      ok: false,
      message: "Every unit of this line has already been refunded.",
    });
    expect(lineTransition(open(), { kind: "refund", quantity: 0 })).toMatchObject({ ok: false });
    expect(lineTransition(open(), { kind: "refund", quantity: 1.5 })).toMatchObject({ ok: false });
  });

  it("nothing changes on an unpaid order", () => {
    expect(lineTransition(open(), { kind: "ship" }, false)).toMatchObject({ ok: false });
  });

  it("remaining units never go below zero", () => {
    expect(remainingUnits(open(2, 5))).toBe(0);
  });
});

describe("order and brand part status from the lines", () => {
  it("awaiting → partially shipped → shipped; cancelled lines aside; all cancelled → cancelled", () => {
    expect(orderFulfilmentStatus([open(), open()])).toBe("awaiting");
    expect(orderFulfilmentStatus([shipped(), open()])).toBe("partially-shipped");
    expect(orderFulfilmentStatus([shipped(), shipped()])).toBe("shipped");
    expect(orderFulfilmentStatus([shipped(), cancelled])).toBe("shipped");
    expect(orderFulfilmentStatus([cancelled, cancelled])).toBe("cancelled");
    expect(orderFulfilmentStatus([])).toBe("awaiting");
  });

  it("a brand's part is open while one of its lines awaits shipment", () => {
    expect(partStatus([shipped(), open()])).toBe("open");
    expect(partStatus([shipped(), cancelled])).toBe("shipped");
    expect(partStatus([cancelled])).toBe("cancelled");
  });
});

describe("the order page's forms", () => {
  const form = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of fields) data.append(k, v);
    return data;
  };

  it("ship: several lines share one parcel; carrier and tracking number are required", () => {
    expect(
      parseFulfilmentForm(
        form([
          ["intent", "ship"],
          ["lineId", "a"],
          ["lineId", "b"],
          ["carrier", "DHL"],
          ["trackingNumber", "JD0146 0000 1234"],
        ]),
      ),
    ).toEqual({
      ok: true,
      input: { intent: "ship", lineId: ["a", "b"], carrier: "DHL", trackingNumber: "JD0146 0000 1234" },
    });
    const bad = parseFulfilmentForm(
      form([
        ["intent", "ship"],
        ["carrier", " "],
        ["trackingNumber", "<x> 1234"],
      ]),
    );
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        lineId: "Choose the lines in this parcel.",
        carrier: "Carrier is required.",
        trackingNumber: expect.stringMatching(/letters, digits/),
      },
    });
  });

  it("refund: a whole number of units and a reason; an unknown intent is a form error", () => {
    expect(
      parseFulfilmentForm(
        form([
          ["intent", "refund"],
          ["lineId", "a"],
          ["quantity", "2"],
          ["reason", "Damaged vial"],
        ]),
      ),
    ).toEqual({ ok: true, input: { intent: "refund", lineId: "a", quantity: 2, reason: "Damaged vial" } });
    expect(
      parseFulfilmentForm(
        form([
          ["intent", "refund"],
          ["lineId", "a"],
          ["quantity", "1.5"],
          ["reason", ""],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      lineId: "a",
      errors: { quantity: "Enter a whole number of units.", reason: expect.any(String) },
    });
    expect(parseFulfilmentForm(form([["intent", "drop-table"]]))).toMatchObject({
      ok: false,
      errors: { form: "Unknown action." },
    });
  });
});
