// The checkout's shipping step (ADR 022), shared by the specs that buy something: after "Checkout" in the cart,
// fill the address (and a PO number) and continue to the hosted payment page.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { ready } from "./support";

export const E2E_ADDRESS = {
  Recipient: "Dr. Ada Lovelace",
  "Company or institution": "Analytical Labs GmbH",
  "Street address": "Hauptstraße 12",
  Postcode: "69117",
  City: "Heidelberg",
  Country: "Germany",
  Phone: "+49 6221 555 010",
} as const;

/** On /checkout: fills every required field (overwriting any prefill), optionally a PO number, and continues. */
export async function fillShipping(page: Page, testInfo: TestInfo, { poNumber }: { poNumber?: string } = {}) {
  await expect(page).toHaveURL(/\/checkout(\?|$)/);
  await ready(page, testInfo);
  const form = page.getByTestId("shipping-form");
  for (const [label, value] of Object.entries(E2E_ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  if (poNumber) await form.getByLabel("PO number").fill(poNumber);
  await form.getByTestId("continue-to-payment").click();
}
