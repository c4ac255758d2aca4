// The product finder (issue 12), JavaScript on and off: a shopper describes a need, sees the requirements understood
// as chips and the products checked against them, removes a chip, answers a follow-up question and adds a result to
// the comparison. Reads the seeded catalogue only; the comparison lives in the visitor's cookie.
import { expect, test } from "@playwright/test";
import { jsEnabled, ready } from "./support";

test("ask the finder, remove a chip, answer a follow-up, compare a result", async ({ page }, testInfo) => {
  await page.goto("/");
  await ready(page, testInfo);
  await page.getByTestId("header-finder").click();
  await expect(page).toHaveURL(/\/finder$/);
  await ready(page, testInfo);

  await page
    .getByLabel("What do you need?")
    .fill("benchtop freeze-dryer, condenser colder than −80 °C, 21 CFR Part 11");
  await page.getByRole("button", { name: "Find products" }).click();
  const chips = page.getByTestId("finder-chip");
  await expect(chips).toHaveText([
    "Benchtop×",
    "Freeze dryer×",
    "Condenser temperature colder than −80 °C×",
    "21 CFR Part 11×",
  ]);
  const first = page.getByTestId("finder-result").first();
  await expect(first.getByRole("listitem").filter({ hasText: "Condenser temperature" })).toContainText(
    /Met: Condenser temperature colder than −80 °C — .*°C/,
  );
  await expect(page.getByTestId("finder-reason").first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("finder.png"), fullPage: true });

  await page.getByRole("link", { name: "Remove requirement: 21 CFR Part 11" }).click();
  await expect(chips).toHaveCount(3);
  await expect(page.getByLabel("What do you need?")).toHaveValue("benchtop freeze-dryer, condenser colder than −80 °C");

  const followUp = page.getByTestId("finder-follow-up").first();
  const answer = (await followUp.textContent())!;
  await followUp.click();
  await expect(chips).toHaveCount(4);
  await expect(page.getByLabel("What do you need?")).toHaveValue(
    new RegExp(answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );

  const title = (await page.getByTestId("finder-result").first().getByRole("heading").textContent())!;
  await page
    .getByTestId("finder-result")
    .first()
    .getByRole("button", { name: `Compare ${title}` })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Added to comparison");
  await page.goto("/compare");
  await expect(page.getByRole("main")).toContainText(title);
});

test("page through the finder's matches", async ({ page }, testInfo) => {
  await page.goto(`/finder?q=${encodeURIComponent("centrifuge")}`);
  await ready(page, testInfo);
  const results = page.getByTestId("finder-result");
  await expect(page.getByRole("heading", { name: "Best matches" })).toBeVisible();
  await expect(results).toHaveCount(10);
  const best = (await results.first().getByRole("heading").textContent())!;

  await page.getByRole("link", { name: "Next 10 matches →" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("heading", { name: /^Matches 11–\d+$/ })).toBeVisible();
  await expect(results.first().getByRole("heading")).not.toHaveText(best);
  await expect(page.getByLabel("What do you need?")).toHaveValue("centrifuge");

  await page.getByRole("link", { name: "← Previous 10 matches" }).click();
  await expect(page.getByRole("heading", { name: "Best matches" })).toBeVisible();
  await expect(results.first().getByRole("heading")).toHaveText(best);
});

test("a partly understood request says what was not understood, on the summary and every result", async ({
  page,
}, testInfo) => {
  await page.goto("/finder");
  await ready(page, testInfo);
  await page.getByLabel("What do you need?").fill("freeze dryer, condenser colder than −80 °C, quiet operation");
  await page.getByRole("button", { name: "Find products" }).click();
  await expect(page.getByTestId("finder-summary")).toContainText(
    "every requirement understood. “quiet operation” was not understood, so no product is said to meet all of your request.",
  );
  const results = page.getByTestId("finder-result");
  await expect(results.first()).toBeVisible();
  await expect(page.getByTestId("finder-reason").first()).toHaveText(
    "Meets the 2 requirements understood — not understood: “quiet operation”.",
  );
  for (const result of await results.all())
    await expect(result.getByRole("listitem").filter({ hasText: "quiet operation" })).toContainText(
      "Not understood: “quiet operation” — not understood",
    );
  await expect(page.getByText(/Meets all/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("finder-partly-understood.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("finder-partly-understood-390.png"), fullPage: true });
});

test("a word that narrows the kind is checked on each product, and a part not understood blocks 'Meets all'", async ({
  page,
}, testInfo) => {
  await page.goto("/finder");
  await ready(page, testInfo);
  await page.getByLabel("What do you need?").fill("C18 column with 1.7 µm particles, ultra-inert");
  await page.getByRole("button", { name: "Find products" }).click();
  const results = page.getByTestId("finder-result");
  await expect(results.first()).toBeVisible();
  // The C18 column meets everything understood; columns of another phase say C18 is not mentioned.
  await expect(results.first().getByRole("heading")).toContainText("C18");
  await expect(page.getByTestId("finder-reason").first()).toHaveText(
    "Meets the 3 requirements understood — not understood: “ultra-inert”.",
  );
  await expect(results.first().getByRole("listitem").filter({ hasText: "Met: C18" })).toContainText(
    "Met: C18 — mentioned",
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Unknown: C18 — not mentioned" }).first()).toBeVisible();
  await expect(page.getByText(/Meets all/)).toHaveCount(0);
  const mode = jsEnabled(testInfo) ? "js-on" : "js-off";
  for (const theme of ["light", "dark"] as const) {
    if (theme === "dark") {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
      await expect(page.getByTestId("finder-result").first()).toBeVisible();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`finder-narrowed-${theme}-1280-${mode}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`finder-narrowed-${theme}-390-${mode}.png`), fullPage: true });
  }
});

test("an e-mail's greeting, sign-off and order quantity are set aside, and results still meet all", async ({
  page,
}, testInfo) => {
  await page.goto("/finder");
  await ready(page, testInfo);
  await page
    .getByLabel("What do you need?")
    .fill(
      "Hello, we would like to order 2 refrigerated centrifuges, at least 15,000 rpm, under $20,000. Many thanks, Jo",
    );
  await page.getByRole("button", { name: "Find products" }).click();
  const context = page.getByTestId("finder-context");
  await expect(context.getByRole("heading", { name: "Not about the product" })).toBeVisible();
  await expect(context).toContainText("“Hello” — Read as a greeting or sign-off, not as a requirement.");
  await expect(context).toContainText(
    "“2 refrigerated centrifuges” — Read as how many to order, not as a specification",
  );
  await expect(context).toContainText("“Many thanks, Jo” — Read as a greeting or sign-off");
  await expect(page.getByTestId("finder-uninterpreted")).toHaveCount(0);
  await expect(page.getByTestId("finder-chips")).toContainText("Maximum speed at least 15,000 rpm");
  await expect(page.getByTestId("finder-summary")).toContainText("all your requirements");
  await expect(page.getByTestId("finder-reason").first()).toHaveText("Meets all 4 of your requirements.");
  const mode = jsEnabled(testInfo) ? "js-on" : "js-off";
  await page.screenshot({ path: testInfo.outputPath(`finder-email-1280-${mode}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`finder-email-390-${mode}.png`), fullPage: true });
});

test("in stock and a delivery time are read as how soon and checked on each result's variants", async ({
  page,
}, testInfo) => {
  await page.goto("/finder");
  await ready(page, testInfo);
  await page.getByLabel("What do you need?").fill("refrigerated centrifuge in stock, ships within 2 weeks");
  await page.getByRole("button", { name: "Find products" }).click();
  const chips = page.getByTestId("finder-chips");
  await expect(chips).toContainText("In stock");
  await expect(chips).toContainText("Ships within 2 weeks");
  await expect(page.getByTestId("finder-uninterpreted")).toHaveCount(0);
  const first = page.getByTestId("finder-result").first();
  await expect(first.getByRole("listitem").filter({ hasText: "In stock" }).first()).toContainText(
    "Met: In stock — In stock",
  );
  // The demo catalogue states no lead times: no result claims the delivery time, none claims to meet all.
  await expect(first.getByRole("listitem").filter({ hasText: "Ships within 2 weeks" })).toContainText(
    "Unknown: Ships within 2 weeks",
  );
  await expect(page.getByTestId("finder-reason").first()).toContainText("no data for Ships within 2 weeks");
  const mode = jsEnabled(testInfo) ? "js-on" : "js-off";
  await page.screenshot({ path: testInfo.outputPath(`finder-delivery-1280-${mode}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`finder-delivery-390-${mode}.png`), fullPage: true });
});
