import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { shippingAddressLines, shippingDefaults, shippingSchema } from "./shipping";

const valid = {
  shippingName: "Dr. Ada Lovelace",
  shippingCompany: "Analytical Labs GmbH",
  shippingLine1: "Hauptstraße 12",
  shippingCity: "Heidelberg",
  shippingPostcode: "69117",
  shippingCountry: "Germany",
  shippingPhone: "+49 6221 555 010",
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: shippingSchema });
}

describe("shipping step", () => {
  it("accepts a B2B address; optional fields become null; text is trimmed", () => {
    const result = parse({ ...valid, shippingName: "  Dr. Ada Lovelace ", poNumber: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({ ...valid, shippingLine2: null, shippingRegion: null, poNumber: null });
  });

  it("gives a message per field", () => {
    const result = parse({
      ...valid,
      shippingName: "",
      shippingPostcode: "69117!",
      shippingPhone: "call me",
      poNumber: "<script>",
      shippingCity: "x".repeat(101),
    });
    expect(result.status).toBe("error");
    const errors = result.reply().error!;
    expect(errors.shippingName).toEqual(["Recipient is required."]);
    expect(errors.shippingPostcode?.[0]).toMatch(/valid postcode/);
    expect(errors.shippingPhone?.[0]).toMatch(/valid phone/);
    expect(errors.poNumber?.[0]).toMatch(/PO number/);
    expect(errors.shippingCity).toEqual(["City must be at most 100 characters."]);
    expect(errors.shippingCompany).toBeUndefined();
  });

  it("refuses control characters", () => {
    expect(parse({ ...valid, shippingLine1: "Street\u0000 1" }).status).toBe("error");
  });

  it("prints the address as lines, and prefills from the last order, else the profile", () => {
    expect(shippingAddressLines({ ...valid, shippingLine2: null, shippingRegion: "BW" })).toEqual([
      "Dr. Ada Lovelace",
      "Analytical Labs GmbH",
      "Hauptstraße 12",
      "69117 Heidelberg, BW",
      "Germany",
      "Phone: +49 6221 555 010",
    ]);
    expect(shippingDefaults({ ...valid, poNumber: "PO-1", shippingLine2: null }, null)).toEqual(valid);
    expect(
      shippingDefaults(null, { fullName: "Ada", companyName: "Labs", phoneNumber: null, country: "Germany" }),
    ).toEqual({ shippingName: "Ada", shippingCompany: "Labs", shippingCountry: "Germany" });
  });
});
