import { describe, expect, it } from "vitest";
import {
  displayAttributeValue,
  groupSpecifications,
  storedAttributeValue,
  type AttributeDefinitionData,
  type SpecificationValue,
} from "./specifications";

const def = (over: Partial<AttributeDefinitionData>): AttributeDefinitionData => ({
  key: "k",
  label: "K",
  group: "Performance",
  type: "number",
  unit: "°C",
  options: [],
  isFacet: false,
  position: 10,
  ...over,
});

describe("storedAttributeValue", () => {
  it("normalises numbers and keeps the value as entered", () => {
    expect(storedAttributeValue(def({}), "−112 °F")).toEqual({
      numMin: -80,
      numMax: -80,
      enumValue: null,
      textValue: null,
      entered: "−112 °F",
      enteredUnit: "°F",
    });
    expect(storedAttributeValue(def({ type: "range", unit: "L" }), "500 mL–2 L")).toMatchObject({
      numMin: 0.5,
      numMax: 2,
    });
  });

  it("refuses values that do not fit the definition", () => {
    expect(storedAttributeValue(def({}), "5 kg")).toMatch(/not in °C/);
    expect(storedAttributeValue(def({}), "-10 to 40 °C")).toMatch(/range/);
    expect(storedAttributeValue(def({ type: "enum", options: ["PVDF", "PES"] }), "Nylon")).toMatch(/not one of/);
    expect(storedAttributeValue(def({ type: "boolean", unit: null }), "maybe")).toMatch(/yes or no/);
    expect(storedAttributeValue(def({ type: "text", unit: null }), "  ")).toMatch(/empty/);
  });

  it("reads booleans and enums", () => {
    expect(storedAttributeValue(def({ type: "boolean", unit: null }), "Yes")).toMatchObject({ enumValue: "yes" });
    expect(storedAttributeValue(def({ type: "enum", unit: null, options: ["PES"] }), "PES")).toMatchObject({
      enumValue: "PES",
    });
  });
});

describe("groupSpecifications", () => {
  const value = (
    key: string,
    group: string,
    position: number,
    entered: string,
    variantId: string | null = null,
  ): SpecificationValue => {
    const definition = def({ key, label: key.toUpperCase(), group, position, type: "number", unit: "°C" });
    return {
      ...(storedAttributeValue(definition, entered) as Exclude<ReturnType<typeof storedAttributeValue>, string>),
      variantId,
      definition,
    };
  };

  it("groups rows in position order and shows the selected variant's own value", () => {
    const values = [
      value("b", "Physical", 30, "20 °C"),
      value("a", "Performance", 10, "-50 °C", "v1"),
      value("a", "Performance", 10, "-84 °C", "v2"),
    ];
    const groups = groupSpecifications(values, { selectedVariantId: "v2" });
    expect(groups.map((g) => g.title)).toEqual(["Performance", "Physical"]);
    expect(groups[0].rows[0]).toMatchObject({ value: "−84 °C", variantSpecific: true });
    const all = groupSpecifications(values, { variantTitles: { v1: "Small", v2: "Large" } });
    expect(all[0].rows[0].value).toBe("−50 °C (Small) · −84 °C (Large)");
  });

  it("shows a value entered in another unit in the attribute's unit with the entered text beside it", () => {
    expect(displayAttributeValue(def({}), storedAttributeValue(def({}), "-58 °F") as never)).toBe("−50 °C (-58 °F)");
  });
});
