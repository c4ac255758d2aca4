import { describe, expect, it } from "vitest";
import { organisationDeliveryAddress } from "./organisation";

const billing = {
  name: "Institute of Biochemistry",
  billingName: "Accounts Payable",
  billingLine1: "1 Campus Road",
  billingLine2: "Building 4",
  billingCity: "Basel",
  billingRegion: null,
  billingPostcode: "4051",
  billingCountry: "Switzerland",
};
const noShipping = {
  shippingName: null,
  shippingLine1: null,
  shippingLine2: null,
  shippingCity: null,
  shippingRegion: null,
  shippingPostcode: null,
  shippingCountry: null,
};

describe("organisationDeliveryAddress", () => {
  it("uses the shipping address when it is complete", () => {
    expect(
      organisationDeliveryAddress({
        ...billing,
        shippingName: "Goods In",
        shippingLine1: "Dock 3, Lab Street 9",
        shippingLine2: null,
        shippingCity: "Allschwil",
        shippingRegion: "BL",
        shippingPostcode: "4123",
        shippingCountry: "Switzerland",
      }),
    ).toEqual({
      shippingName: "Goods In",
      shippingCompany: "Institute of Biochemistry",
      shippingLine1: "Dock 3, Lab Street 9",
      shippingLine2: null,
      shippingCity: "Allschwil",
      shippingRegion: "BL",
      shippingPostcode: "4123",
      shippingCountry: "Switzerland",
    });
  });
  it("falls back to the whole billing address, never a mix, when the shipping address is missing or partial", () => {
    const expected = {
      shippingName: "Accounts Payable",
      shippingCompany: "Institute of Biochemistry",
      shippingLine1: "1 Campus Road",
      shippingLine2: "Building 4",
      shippingCity: "Basel",
      shippingRegion: null,
      shippingPostcode: "4051",
      shippingCountry: "Switzerland",
    };
    expect(organisationDeliveryAddress({ ...billing, ...noShipping })).toEqual(expected);
    expect(organisationDeliveryAddress({ ...billing, ...noShipping, shippingLine1: "Dock 3" })).toEqual(expected);
    expect(organisationDeliveryAddress({ ...billing, billingName: null, ...noShipping }).shippingName).toBe(
      "Institute of Biochemistry",
    );
  });
});
