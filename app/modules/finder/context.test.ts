// A request written as an e-mail (issue 35): its greeting, sign-off and order quantities are set aside as not about
// the product — neither read as a requirement (a brand, a pack size) nor reported as not understood, which would keep
// every result from saying "Meets all" — and shown apart. Examples are our own, not any relevance set's.
import { describe, expect, it } from "vitest";
import { scoreProduct } from "./checks";
import { COURTESY, ORDER_QUANTITY } from "./context";
import { parseRequest } from "./parse";
import type { Requirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";
import { recordedValue, shownRow } from "./shown-row.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const contextOf = (q: string) => parse(q).context;
const unread = (q: string) => parse(q).uninterpreted.map((u) => u.text);
const labelOf = (r: Requirement) => ("label" in r ? r.label : r.kind);
const labels = (q: string) => parse(q).requirements.map(labelOf);

describe("greetings and sign-offs", () => {
  it.each([
    ["Hi Maria, I need a CO2 incubator of at least 150 L", "Hi Maria"],
    ["Dear procurement team, we need a CO2 incubator of at least 150 L", "Dear procurement team"],
    ["Good morning! CO2 incubator, at least 150 L", "Good morning"],
    ["Guten Tag, wir suchen einen CO2-Inkubator mit mindestens 150 L", "Guten Tag"],
    ["Bonjour Madame, nous cherchons un incubateur CO2 d'au moins 150 L", "Bonjour Madame"],
  ])("%s: the greeting is set aside", (q, greeting) => {
    expect(contextOf(q)).toContainEqual({ text: greeting, reason: COURTESY });
    expect(unread(q)).toEqual([]);
    expect(labels(q)).toContain("Chamber volume");
  });

  it.each([
    ["CO2 incubator, at least 150 L. Thanks, Tom", "Thanks, Tom"],
    ["CO2 incubator, at least 150 L. Best regards, Dr. Priya Nair", "Best regards, Dr. Priya Nair"],
    ["CO2-Inkubator, mindestens 150 L. Mit freundlichen Grüßen, Jan Weber", "Mit freundlichen Grüßen, Jan Weber"],
    ["Incubateur CO2, au moins 150 L. Cordialement, Lucie", "Cordialement, Lucie"],
  ])("%s: the sign-off and the name after it are set aside", (q, signOff) => {
    expect(contextOf(q)).toContainEqual({ text: signOff, reason: COURTESY });
    expect(unread(q)).toEqual([]);
  });

  it("'Merci' is a thank-you, never the brand Merck", () => {
    const parsed = parse("Centrifugeuse réfrigérée, 20 000 x g minimum. Merci");
    expect(parsed.requirements.some((r) => r.kind === "brand")).toBe(false);
    expect(parsed.context).toContainEqual({ text: "Merci", reason: COURTESY });
  });

  it("a thank-you followed by a requirement is not a sign-off: the requirement is read", () => {
    const parsed = parse("balance, 0.1 mg. Thanks — it must weigh under 5 kg");
    expect(parsed.requirements.map(labelOf)).toContain("Weight");
    expect(parsed.context.map((c) => c.text)).not.toContain("Thanks — it must weigh under 5 kg");
  });
});

describe("how many to order", () => {
  it.each([
    ["We'd order 4. CO2 incubator, at least 150 L", "order 4"],
    ["please send a quote for 2 refrigerated centrifuges", "2 refrigerated centrifuges"],
    ["syringe filters, PES, 0.22 µm, 3 boxes", "3 boxes"],
    ["CO2 incubator 150 L, two units for the new lab", "two units"],
    ["UHPLC at 1,200 bar, three systems", "three systems"],
    ["Wir bestellen 6 Stück: Zentrifuge mit 15.000 rpm", "bestellen 6 Stück"],
    ["Spritzenfilter PES 0,22 µm, 4 Packungen", "4 Packungen"],
    ["filtres seringue PES 0,22 µm, 5 boîtes", "5 boîtes"],
    ["ELISA for IL-6, six of these", "six of these"],
    ["a quote for 3 CO2 incubators of at least 150 L", "3 CO2 incubators"],
    ["3 CO2 incubators of at least 150 L", "3 CO2 incubators"],
  ])("%s", (q, written) => {
    const parsed = parse(q);
    expect(parsed.context).toContainEqual({ text: written, reason: ORDER_QUANTITY });
    expect(parsed.requirements.some((r) => labelOf(r) === "Pack size")).toBe(false);
    expect(parsed.uninterpreted).toEqual([]);
  });

  it("'20 packs of 50 tips' orders 20 packs; the pack's size stays 50", () => {
    const parsed = parse("sterile filter tips, 20 packs of 50");
    expect(parsed.context).toContainEqual({ text: "20 packs", reason: ORDER_QUANTITY });
    const pack = parsed.requirements.find((r) => labelOf(r) === "Pack size");
    expect(pack).toMatchObject({ min: 50, max: 50 });
  });

  it.each(["1000 sterile tips", "filter tips, 960 Stück", "box of 100 amber vials"])(
    "a count of a consumable is still its pack size: %s",
    (q) => {
      expect(parse(q).requirements.some((r) => labelOf(r) === "Pack size")).toBe(true);
      expect(contextOf(q)).toEqual([]);
    },
  );

  it("a number with a unit after a word of ordering is a specification ('buy 15000 rpm')", () => {
    const parsed = parse("buy 15000 rpm centrifuge");
    expect(parsed.requirements.map(labelOf)).toContain("Maximum speed");
    expect(parsed.context).toEqual([]);
  });
});

describe("a requirement is never set aside with them (an adversarial round of session 30)", () => {
  const enums = (q: string) => parse(q).requirements.flatMap((r) => (r.kind === "enum" ? [r.label] : []));

  it.each([
    ["syringe filters. Thanks, no PTFE please", "Membrane: not PTFE"],
    ["Spritzenfilter. Vielen Dank, PTFE Membran", "Membrane: PTFE"],
    ["filtres seringue. Cordialement, membrane PTFE", "Membrane: PTFE"],
    ["syringe filters. Cheers, nylon", "Membrane: Nylon"],
  ])("a sign-off followed by a requirement: %s", (q, membrane) => {
    expect(enums(q)).toContain(membrane);
    expect(contextOf(q).map((c) => c.text)).not.toContainEqual(expect.stringContaining("PTFE"));
  });

  it("a sign-off before a requirement leaves a later sign-off to close the request", () => {
    const parsed = parse("syringe filters. Thanks, no PTFE. Best regards, Anna");
    expect(parsed.context.map((c) => c.text)).toEqual(["Thanks", "Best regards, Anna"]);
    expect(parsed.requirements.map(labelOf)).toContain("Membrane: not PTFE");
    expect(parsed.uninterpreted).toEqual([]);
  });

  it("'Thanks, single-use' after a bioreactor asks for a single-use one", () => {
    expect(labels("bioreactor. Thanks, single-use")).toContain("Single-use: yes");
  });

  it("a greeting takes no words the finder reads ('Dear team need sterile syringe filters, 0.2 µm')", () => {
    const parsed = parse("Dear team need sterile syringe filters, 0.2 µm");
    expect(parsed.context).toEqual([{ text: "Dear", reason: COURTESY }]);
    expect(parsed.requirements.map(labelOf)).toContain("Syringe filter");
  });

  it("a count before a word the finder reads is that word's: 'we need 4 channel systems for qPCR'", () => {
    expect(labels("we need 4 channel systems for qPCR")).toContain("Detection channels");
    expect(contextOf("we need 4 channel systems for qPCR")).toEqual([]);
    // A count written as a word is read only as an order; before a word the finder reads it is left unread.
    expect(contextOf("zwei Kanal Geräte qPCR")).toEqual([]);
  });

  it.each(["2 PTFE packs of syringe filters", "3 sterile packs of syringe filters"])(
    "a word between a count and 'packs' is read: %s",
    (q) => {
      expect(contextOf(q)).toEqual([]);
      expect(parse(q).requirements.length).toBeGreaterThan(1);
    },
  );

  it("'a quote for 96 well plates' asks for 96-well plates", () => {
    expect(contextOf("a quote for 96 well plates")).toEqual([]);
    expect(labels("a quote for 96 well plates").join(" ")).toMatch(/96/);
  });

  it.each([
    "pipette tips, 100 units per box",
    "pipette tips, pack of 1000 units",
    "100 Stück pro Packung, Spitzen",
    "centrifuge for 4 racks",
  ])("a pack's content, or what the product is for, is no order: %s", (q) => {
    expect(contextOf(q)).toEqual([]);
  });
});

describe("what is set aside does not keep a result from meeting all", () => {
  const q = "Hello, we would like to order 2 CO2 incubators of at least 150 L. Kind regards, Sam";
  const incubator = (volume: number) =>
    shownRow("life-sciences-equipment", `incubator-${volume}`, [
      recordedValue("life-sciences-equipment.equipment-type", null, null, "CO2 incubator"),
      recordedValue("life-sciences-equipment.chamber-volume", volume),
    ]);
  const reason = (volume: number) => {
    const parsed = parse(q);
    return scoreProduct(
      parsed.requirements,
      incubator(volume),
      parsed.uninterpreted.map((u) => u.text),
    ).reason;
  };

  it("a 170 L incubator meets all", () => {
    expect(parse(q).context.map((c) => c.text)).toEqual(["Hello", "2 CO2 incubators", "Kind regards, Sam"]);
    expect(reason(170)).toMatch(/^Meets all 2 of your requirements/);
  });

  it("a 140 L incubator does not", () => {
    expect(reason(140)).not.toMatch(/^Meets all/);
  });
});
