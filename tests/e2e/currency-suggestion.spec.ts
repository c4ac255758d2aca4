// Issue 37 item 2 ("a currency choice from the buyer's country or a selector", ADR 074), JavaScript on and off: a
// signed-in buyer whose profile says Germany and who has chosen no currency is offered euros on the store page; one
// click shows every price in euros (and checkout would charge them); once chosen, the offer is gone.
import { expect } from "@playwright/test";
import { screens, signedIn, test } from "./institution.support";
import { ready } from "./support";

test("the store offers the currency of the buyer's country; accepting it shows prices in euros", async ({
  browser,
  institution,
}, testInfo) => {
  const buyer = await institution.person(testInfo, "country");
  await institution.pool.query(`UPDATE "Profile" SET country = 'Germany' WHERE id = $1`, [buyer.id]);
  const page = await signedIn(browser, testInfo, buyer, "/store");
  try {
    const offer = page.getByTestId("currency-suggestion");
    await expect(offer).toContainText("Your profile says Germany");
    await expect(page.getByTestId("price-converted")).toHaveCount(0);
    await screens(page, testInfo, "store-currency-suggestion");
    await offer.getByRole("button", { name: "Show prices in EUR" }).click();
    await ready(page, testInfo);
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole("main").getByTestId("currency-rates")).toContainText("1 EUR = 1.08 USD");
    await expect(page.getByTestId("price-converted").first()).toContainText("≈ €");
    await expect(page.getByTestId("currency-suggestion")).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});
