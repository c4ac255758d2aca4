import { describe, expect, it } from "vitest";
import { convert, formatQuantity, formatRange, parseQuantity, parseRequirement, resolveUnit, toBase } from "./units";

describe("parseQuantity", () => {
  it("normalises temperatures so −112 °F and −80 °C compare", () => {
    const fahrenheit = parseQuantity("−112 °F")!;
    const celsius = parseQuantity("-80 °C")!;
    expect(fahrenheit.baseMin).toBe(-80);
    expect(celsius.baseMin).toBe(-80);
    expect(fahrenheit).toMatchObject({ min: -112, max: -112, unit: "°F", baseUnit: "°C" });
    expect(parseQuantity("193.15 K")!.baseMin).toBe(-80);
    expect(parseQuantity("-112F")!.baseMin).toBe(-80);
  });

  it("reads ranges written with a dash, an en dash or 'to', with the unit once or twice", () => {
    expect(parseQuantity("0.05–5 mL/min")).toMatchObject({
      min: 0.05,
      max: 5,
      unit: "mL/min",
      baseMin: 0.05,
      baseMax: 5,
    });
    expect(parseQuantity("-10 °C to +40 °C")).toMatchObject({ baseMin: -10, baseMax: 40 });
    expect(parseQuantity("20-300 rpm")).toMatchObject({ baseMin: 20, baseMax: 300, unit: "rpm" });
    expect(parseQuantity("12.5 – 50 L")).toMatchObject({ baseMin: 12.5, baseMax: 50 });
    expect(parseQuantity("1 mL to 2 L")).toMatchObject({ baseMin: 0.001, baseMax: 2 });
  });

  it("orders a reversed range", () => {
    expect(parseQuantity("40 to -10 °C")).toMatchObject({ min: -10, max: 40, baseMin: -10, baseMax: 40 });
  });

  it("ignores qualifiers and thousands separators", () => {
    expect(parseQuantity("Up to 1,300 bar")).toMatchObject({ baseMin: 1300, baseMax: 1300 });
    expect(parseQuantity("< 0.133 mbar")!.baseMin).toBeCloseTo(0.000133, 9);
    expect(parseQuantity("25,830 x g")).toMatchObject({ baseMin: 25830, unit: "× g" });
  });

  it("converts volumes, lengths, masses, pressures, power and area to the base unit", () => {
    expect(parseQuantity("250 µL")!.baseMin).toBe(0.00025);
    expect(parseQuantity("250 uL")!.baseMin).toBe(0.00025);
    expect(parseQuantity("250 microliters")!.baseMin).toBe(0.00025);
    expect(parseQuantity("250 microlitre")).toMatchObject({ baseMin: 0.00025, unit: "µL" });
    expect(parseQuantity("2 millilitres")).toMatchObject({ baseMin: 0.002, unit: "mL" });
    expect(parseQuantity("1 gal")!.baseMin).toBeCloseTo(3.785, 3);
    expect(parseQuantity("2.5 cm")!.baseMin).toBe(25);
    expect(parseQuantity("1 in")!.baseMin).toBe(25.4);
    expect(parseQuantity("1 m")!.baseMin).toBe(1000);
    expect(parseQuantity("500 g")!.baseMin).toBe(0.5);
    expect(parseQuantity("10 lb")!.baseMin).toBeCloseTo(4.536, 3);
    expect(parseQuantity("18,000 psi")!.baseMin).toBeCloseTo(1241.1, 1);
    expect(parseQuantity("20 MPa")!.baseMin).toBe(200);
    expect(parseQuantity("101.325 kPa")!.baseMin).toBe(1.01325);
    expect(parseQuantity("1.15 kW")!.baseMin).toBe(1150);
    expect(parseQuantity("4.5 cm²")!.baseMin).toBe(0.00045);
    expect(parseQuantity("15,200 rpm")!.baseMin).toBe(15200);
  });

  it("returns null for text that is not a quantity, unknown units and mixed dimensions", () => {
    expect(parseQuantity("Binary, high-pressure mixing")).toBeNull();
    expect(parseQuantity("12 parsecs")).toBeNull();
    expect(parseQuantity("5 kg to 3 L")).toBeNull();
    expect(parseQuantity("")).toBeNull();
    expect(parseQuantity("1".repeat(2000))).toBeNull();
    expect(parseQuantity("12\u0000 °C")).toBeNull();
  });

  it("accepts plain counts", () => {
    expect(parseQuantity("96")).toMatchObject({ baseMin: 96, unit: "" });
  });
});

describe("conversion helpers", () => {
  it("converts within a dimension and refuses across dimensions", () => {
    expect(convert(-80, "°C", "°F")).toBe(-112);
    expect(convert(0, "°C", "K")).toBe(273.15);
    expect(convert(1, "bar", "psi")).toBeCloseTo(14.5038, 4);
    expect(convert(1, "L", "mL")).toBe(1000);
    expect(convert(1, "kg", "L")).toBeNull();
    expect(toBase(1, "furlong")).toBeNull();
    expect(resolveUnit("ML")).toBe("mL");
  });
});

describe("formatting", () => {
  it("shows a base value in the display unit with grouping and a real minus sign", () => {
    expect(formatQuantity(1300, "bar")).toBe("1,300 bar");
    expect(formatQuantity(-80, "°C")).toBe("−80 °C");
    expect(formatQuantity(0.00025, "µL")).toBe("250 µL");
    expect(formatQuantity(20, "%")).toBe("20%");
    expect(formatQuantity(96, "")).toBe("96");
  });

  it("shows a range with an en dash and one unit", () => {
    expect(formatRange(0.05, 5, "mL/min")).toBe("0.05–5 mL/min");
    expect(formatRange(-10, 40, "°C")).toBe("−10 to 40 °C");
    expect(formatRange(-90, -60, "°C")).toBe("−90 to −60 °C");
    expect(formatRange(50, 50, "L")).toBe("50 L");
  });
});

describe("parseRequirement (the finder's 'colder than −80 °C')", () => {
  it("reads upper and lower bounds in any unit of the dimension", () => {
    expect(parseRequirement("colder than −80 °C")).toEqual({
      baseMin: null,
      baseMax: -80,
      baseUnit: "°C",
      dimension: "temperature",
    });
    expect(parseRequirement("below -112 °F")).toMatchObject({ baseMin: null, baseMax: -80 });
    expect(parseRequirement("at least 50 L")).toMatchObject({ baseMin: 50, baseMax: null, baseUnit: "L" });
    expect(parseRequirement("more than 15,000 psi")!.baseMin).toBeCloseTo(1034.2, 1);
    expect(parseRequirement("≤ 2 mL")).toMatchObject({ baseMin: null, baseMax: 0.002 });
  });

  it("reads 'between a and b' with the unit once or twice, and a bare value", () => {
    expect(parseRequirement("between 2 and 8 °C")).toMatchObject({ baseMin: 2, baseMax: 8 });
    expect(parseRequirement("between 500 mL and 2 L")).toMatchObject({ baseMin: 0.5, baseMax: 2 });
    expect(parseRequirement("50 L")).toMatchObject({ baseMin: 50, baseMax: 50 });
  });

  it("returns null without a known quantity", () => {
    expect(parseRequirement("colder than a freezer")).toBeNull();
    expect(parseRequirement("between 5 kg and 3 L")).toBeNull();
    expect(parseRequirement("x".repeat(500))).toBeNull();
  });
});
