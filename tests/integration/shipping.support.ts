// A valid shipping step for checkout tests (ADR 022): the form fields /checkout requires, and the parsed value.
import type { ShippingDetails } from "~/modules/checkout/shipping";

export const SHIPPING_FORM: Record<string, string> = {
  shippingName: "Dr. Ada Lovelace",
  shippingCompany: "Analytical Labs GmbH",
  shippingLine1: "Hauptstraße 12",
  shippingLine2: "Building C, Lab 3",
  shippingCity: "Heidelberg",
  shippingRegion: "Baden-Württemberg",
  shippingPostcode: "69117",
  shippingCountry: "Germany",
  shippingPhone: "+49 6221 555 010",
  poNumber: "PO-2026-0042",
};

export const SHIPPING: ShippingDetails = {
  shippingName: "Dr. Ada Lovelace",
  shippingCompany: "Analytical Labs GmbH",
  shippingLine1: "Hauptstraße 12",
  shippingLine2: "Building C, Lab 3",
  shippingCity: "Heidelberg",
  shippingRegion: "Baden-Württemberg",
  shippingPostcode: "69117",
  shippingCountry: "Germany",
  shippingPhone: "+49 6221 555 010",
  poNumber: "PO-2026-0042",
};
