// How soon the buyer needs it (ADR 084): "in stock" and delivery times are read as a delivery requirement — not as a
// specification's time, not as words to search for, not as not understood — and checked against the variants' stock
// and lead times. Examples are our own, not any relevance set's.
import { describe, expect, it } from "vitest";
import { oneOptionMeetsAll, scoreProduct, type ShippingOption } from "./checks";
import { parseRequest } from "./parse";
import type { Requirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";
import { recordedValue, shownRow } from "./shown-row.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const deliveryOf = (q: string) => parse(q).requirements.filter((r) => r.kind === "delivery");
const unread = (q: string) => parse(q).uninterpreted.map((u) => u.text);

describe("reading how soon", () => {
  it.each([
    ["CO2 incubator in stock", "in stock", null, "In stock"],
    ["CO2-Inkubator, auf Lager", "auf Lager", null, "In stock"],
    ["incubateur CO2 en stock", "en stock", null, "In stock"],
    ["syringe filters, available from stock", "available from stock", null, "In stock"],
    ["CO2 incubator that ships within 2 weeks", "ships within 2 weeks", 14, "Ships within 2 weeks"],
    ["CO2 incubator, delivery in 10 days", "delivery in 10 days", 10, "Ships within 10 days"],
    ["CO2 incubator, lead time of at most 3 weeks", "lead time of at most 3 weeks", 21, "Ships within 3 weeks"],
    ["centrifuge, lead time < 4 weeks", "lead time < 4 weeks", 28, "Ships within 4 weeks"],
    ["centrifuge with 2-3 weeks delivery", "2-3 weeks delivery", 21, "Ships within 3 weeks"],
    ["centrifuge, 2-week lead time", "2-week lead time", 14, "Ships within 2 weeks"],
    ["centrifuge, dispatched within 48h", "dispatched within 48h", 2, "Ships within 2 days"],
    ["centrifuge, delivered within 5 business days", "delivered within 5 business days", 7, "Ships within 7 days"],
    ["centrifuge, ships in a week", "ships in a week", 7, "Ships within 7 days"],
    ["Zentrifuge, Lieferzeit max. 3 Wochen", "Lieferzeit max. 3 Wochen", 21, "Ships within 3 weeks"],
    [
      "Zentrifuge, Lieferung innerhalb von 10 Werktagen",
      "Lieferung innerhalb von 10 Werktagen",
      14,
      "Ships within 2 weeks",
    ],
    ["centrifugeuse, livraison sous 15 jours", "livraison sous 15 jours", 15, "Ships within 15 days"],
    ["centrifugeuse, délai de livraison de 2 semaines", "délai de livraison de 2 semaines", 14, "Ships within 2 weeks"],
    ["centrifuge, dispatch within the next 10 days", "dispatch within the next 10 days", 10, "Ships within 10 days"],
    ["Zentrifuge, Lieferzeit ca. 2 Wochen", "Lieferzeit ca. 2 Wochen", 14, "Ships within 2 weeks"],
    ["centrifuge needed within 5 days", "needed within 5 days", 5, "Ships within 5 days"],
    ["centrifuge, turnaround 10 days or less", "turnaround 10 days or less", 10, "Ships within 10 days"],
    ["centrifuge, delivery within a fortnight", "delivery within a fortnight", 14, "Ships within 2 weeks"],
    ["centrifuge, LT 3 wks max", "LT 3 wks max", 21, "Ships within 3 weeks"],
    [
      "Zentrifuge, Liefertermin spätestens 6 Wochen nach Bestellung",
      "Liefertermin spätestens 6 Wochen nach Bestellung",
      42,
      "Ships within 6 weeks",
    ],
    ["centrifugeuse, pouvez-vous livrer sous 10 jours ?", "livrer sous 10 jours", 10, "Ships within 10 days"],
    ["centrifuge with units on hand", "units on hand", null, "In stock"],
  ])("%s: %s", (q, source, withinDays, label) => {
    expect(deliveryOf(q)).toEqual([{ kind: "delivery", source, label, withinDays }]);
    expect(unread(q)).toEqual([]);
  });

  it("leaves the time out of the specifications and the searched words", () => {
    const parsed = parse("CO2 incubator of 150 L that ships within 2 weeks");
    expect(parsed.requirements.map((r) => r.kind).sort()).toEqual(["delivery", "number", "type"]);
    expect(parsed.keywords).toEqual([]);
  });

  it.each([
    // A date is not a delivery time: it stays not understood, so nothing claims to meet it.
    ["centrifuge, delivery by 15 March", "delivery by 15 March"],
    // A negated one is not read as wanted.
    ["centrifuge, not in stock", "not in stock"],
    ["centrifuge, it doesn't need to be in stock", "doesn't need to be in stock"],
    ["centrifugeuse, pas besoin qu'elle soit en stock", "pas besoin qu'elle soit en stock"],
  ])("%s: not read as a delivery time", (q) => {
    expect(deliveryOf(q)).toEqual([]);
  });

  it("does not join a time and a delivery word across a comma or a stop", () => {
    expect(deliveryOf("reagent stable for 2 weeks, delivered cold")).toEqual([]);
    expect(deliveryOf("centrifuge with delivery. 2 weeks of training included")).toEqual([]);
  });

  it("does not take a time to result or a run time for a delivery time", () => {
    expect(deliveryOf("rapid test kit with results in 15 minutes")).toEqual([]);
    expect(deliveryOf("available in 3 sizes")).toEqual([]);
  });
});

describe("checking how soon", () => {
  const variant = (id: string, extra: Partial<ShippingOption> = {}): ShippingOption => ({
    id,
    manageInventory: true,
    inventoryQuantity: 0,
    reservedQuantity: 0,
    allowBackorder: false,
    leadTimeDays: null,
    ...extra,
  });
  const inStock: Requirement = { kind: "delivery", source: "in stock", label: "In stock", withinDays: null };
  const twoWeeks: Requirement = {
    kind: "delivery",
    source: "ships within 2 weeks",
    label: "Ships within 2 weeks",
    withinDays: 14,
  };
  const checkOf = (requirement: Requirement, shipping: ShippingOption[], purchasable = true) =>
    scoreProduct([requirement], shownRow("cat", "p", [], { shipping, purchasable })).checks[0];

  it.each([
    ["units on hand", [variant("a", { inventoryQuantity: 3 })], "met", "In stock"],
    ["units all reserved", [variant("a", { inventoryQuantity: 3, reservedQuantity: 3 })], "not-met", "Out of stock"],
    [
      "made to order with a lead time",
      [variant("a", { manageInventory: false, leadTimeDays: 42 })],
      "not-met",
      "Ships in 6 weeks",
    ],
    [
      "not tracked, no lead time (the card says In stock)",
      [variant("a", { manageInventory: false })],
      "met",
      "In stock",
    ],
    [
      "on back-order",
      [variant("a", { allowBackorder: true, leadTimeDays: 10 })],
      "not-met",
      "Back-order, ships in 10 days",
    ],
    ["one of two variants on hand", [variant("a"), variant("b", { inventoryQuantity: 1 })], "met", "In stock"],
  ])("in stock, %s", (_, shipping, status, value) => {
    expect(checkOf(inStock, shipping)).toMatchObject({ label: "In stock", status, value });
  });

  it.each([
    ["in stock, ships in 2 days", [variant("a", { inventoryQuantity: 3, leadTimeDays: 2 })], "met"],
    ["made to order in 14 days", [variant("a", { manageInventory: false, leadTimeDays: 14 })], "met"],
    ["made to order in 6 weeks", [variant("a", { manageInventory: false, leadTimeDays: 42 })], "not-met"],
    ["on back-order, 10 days", [variant("a", { allowBackorder: true, leadTimeDays: 10 })], "met"],
    ["in stock, no lead time stated", [variant("a", { inventoryQuantity: 3 })], "unknown"],
    ["out of stock", [variant("a", { leadTimeDays: 3 })], "not-met"],
  ])("ships within 2 weeks, %s", (_, shipping, status) => {
    expect(checkOf(twoWeeks, shipping).status).toBe(status);
  });

  it("a product sold on quote only is unknown, never met", () => {
    expect(checkOf(inStock, [variant("a", { inventoryQuantity: 3 })], false)).toMatchObject({
      status: "unknown",
      value: "Available on quote",
    });
  });

  it("the option that ships in time must be the one that meets the rest", () => {
    const attribute = "freezer.temperature-min";
    const row = shownRow("freezer", "p", [recordedValue(attribute, -86, -86, null)], {
      shipping: [
        variant("cold", { leadTimeDays: 60, manageInventory: false }),
        variant("warm", { inventoryQuantity: 5 }),
      ],
    });
    row.values = [
      { ...recordedValue(attribute, -86), variantId: "cold" },
      { ...recordedValue(attribute, -40), variantId: "warm" },
    ];
    const cold: Requirement = {
      kind: "number",
      source: "-80",
      label: "Minimum temperature",
      attributeIds: [attribute],
      ambiguous: false,
      dimension: "temperature",
      comparator: "below",
      min: null,
      max: -80,
      unit: "°C",
    };
    const scored = scoreProduct([cold, inStock], row);
    expect(scored.checks.map((c) => c.status)).toEqual(["met", "met"]);
    expect(oneOptionMeetsAll([cold, inStock], row)).toBe(false);
    expect(scored.reason).toBe("Meets each of your 2 requirements, but no single option meets them all.");
  });
});
