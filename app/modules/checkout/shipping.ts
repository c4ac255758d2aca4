// The shipping address and purchase order number a buyer gives at checkout (ADR 022). One zod schema for the
// server (authority) and Conform in the browser. Pure.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";

const required = (label: string, max: number) =>
  textField({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optional = (label: string, max: number) =>
  textField()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || null);

export const shippingSchema = z.object({
  shippingName: required("Recipient", 100),
  shippingCompany: required("Company or institution", 120),
  shippingLine1: required("Street address", 200),
  shippingLine2: optional("Building, floor or lab", 200),
  shippingCity: required("City", 100),
  shippingRegion: optional("State or region", 100),
  shippingPostcode: required("Postcode", 20).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{0,18}[A-Za-z0-9]$/,
    "Please enter a valid postcode (letters, digits, spaces and hyphens).",
  ),
  shippingCountry: required("Country", 60),
  shippingPhone: required("Phone", 40).regex(
    /^\+?[\d\s().-]{5,40}$/,
    "Please enter a valid phone number (digits, spaces, + ( ) . -).",
  ),
  poNumber: textField()
    .trim()
    .max(50, "PO number must be at most 50 characters.")
    .regex(/^([A-Za-z0-9][A-Za-z0-9 ._/#-]*)?$/, "A PO number may hold letters, digits, spaces and . _ / # -.")
    .optional()
    .transform((value) => value || null),
});

export type ShippingDetails = z.infer<typeof shippingSchema>;
export type ShippingField = keyof ShippingDetails;

export const SHIPPING_FIELDS: {
  name: ShippingField;
  label: string;
  optional?: boolean;
  autoComplete: string;
  type?: "tel";
  wide?: boolean;
  hint?: string;
}[] = [
  { name: "shippingName", label: "Recipient", autoComplete: "shipping name" },
  { name: "shippingCompany", label: "Company or institution", autoComplete: "shipping organization" },
  { name: "shippingLine1", label: "Street address", autoComplete: "shipping address-line1", wide: true },
  {
    name: "shippingLine2",
    label: "Building, floor or lab",
    optional: true,
    autoComplete: "shipping address-line2",
    wide: true,
  },
  { name: "shippingPostcode", label: "Postcode", autoComplete: "shipping postal-code" },
  { name: "shippingCity", label: "City", autoComplete: "shipping address-level2" },
  { name: "shippingRegion", label: "State or region", optional: true, autoComplete: "shipping address-level1" },
  { name: "shippingCountry", label: "Country", autoComplete: "shipping country-name" },
  {
    name: "shippingPhone",
    label: "Phone",
    type: "tel",
    autoComplete: "shipping tel",
    hint: "For the carrier, if the delivery needs it.",
  },
  {
    name: "poNumber",
    label: "PO number",
    optional: true,
    autoComplete: "off",
    hint: "Your purchase order number: shown to the brand and on your confirmation.",
  },
];

/** The address as lines of text (confirmation page, e-mails, the brand's order page). */
export function shippingAddressLines(
  order: Partial<Record<Exclude<ShippingField, "poNumber">, string | null>>,
): string[] {
  const cityLine = [order.shippingPostcode, order.shippingCity].filter(Boolean).join(" ");
  return [
    order.shippingName,
    order.shippingCompany,
    order.shippingLine1,
    order.shippingLine2,
    [cityLine, order.shippingRegion].filter(Boolean).join(", "),
    order.shippingCountry,
    order.shippingPhone ? `Phone: ${order.shippingPhone}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** Prefill: the buyer's last shipping address, else what their profile says. */
export function shippingDefaults(
  last: Partial<Record<ShippingField, string | null>> | null,
  profile: { fullName: string; companyName: string | null; phoneNumber: string | null; country: string | null } | null,
): Partial<Record<ShippingField, string>> {
  if (last?.shippingLine1) {
    const { poNumber: _po, ...address } = last;
    return Object.fromEntries(Object.entries(address).filter(([, v]) => v)) as Partial<Record<ShippingField, string>>;
  }
  if (!profile) return {};
  return Object.fromEntries(
    Object.entries({
      shippingName: profile.fullName,
      shippingCompany: profile.companyName,
      shippingPhone: profile.phoneNumber,
      shippingCountry: profile.country,
    }).filter(([, v]) => v),
  ) as Partial<Record<ShippingField, string>>;
}
