import { expect, test } from "@playwright/test";
import { jsEnabled, logInAs, ready } from "./support";

// Issue 10 #1: a product's description is rich text. With JavaScript the editor gives a formatting toolbar (bold,
// lists, links…) and posts HTML; without it the field is a plain textarea that takes simple HTML. Either way the
// server keeps what its sanitiser allows and drops the rest.

test("a brand formats a product description, and it comes back as saved", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const sku = `RTE-${letters.toUpperCase()}-${testInfo.project.name}`;

  await logInAs(page, testInfo, "brand@labmarket.test");

  await page.goto("/brand-dashboard?tab=products");
  await page.getByTestId("new-product").click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  await ready(page, testInfo);
  const editor = page.getByTestId("product-editor");
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(`Rich text pump ${letters}`);
  await editor.getByLabel(/^Category/).selectOption("analytical-instruments");
  const variant = editor.getByRole("group", { name: "Variant 1" });
  await variant.getByLabel("SKU", { exact: true }).fill(sku);
  await variant.getByLabel("Price", { exact: true }).fill("990.00");

  if (jsEnabled(testInfo)) {
    // The toolbar editor replaces the textarea; its text box is named by the field's label.
    const box = editor.getByRole("textbox", { name: "Description" });
    await expect(editor.getByRole("toolbar", { name: "Description formatting" })).toBeVisible();
    await expect(editor.locator("textarea#descriptionHtml")).toBeHidden();
    await box.click();
    await page.keyboard.type("Quiet binary pump. ");
    await editor.getByRole("button", { name: "Bold" }).click();
    await expect(editor.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Up to 1,300 bar");
    await editor.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await editor.getByRole("button", { name: "Bullets" }).click();
    await page.keyboard.type("Low pulsation");
    await expect(box.locator("strong")).toHaveText("Up to 1,300 bar");
    await expect(box.locator("ul li")).toHaveText("Low pulsation");
  } else {
    await editor
      .getByLabel("Description")
      .fill(
        '<p>Quiet binary pump. <strong>Up to 1,300 bar</strong></p><ul><li>Low pulsation</li></ul><script>alert(1)</script><p onclick="x()">Plain</p>',
      );
  }
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/brand-dashboard\/products\/rich-text-pump/);
  await ready(page, testInfo);

  // What was saved comes back into the field: formatted in the editor, as HTML in the textarea.
  if (jsEnabled(testInfo)) {
    const box = page.getByTestId("product-editor").getByRole("textbox", { name: "Description" });
    await expect(box.locator("strong")).toHaveText("Up to 1,300 bar");
    await expect(box.locator("ul li")).toHaveText("Low pulsation");
  } else {
    const saved = await page.getByTestId("product-editor").getByLabel("Description").inputValue();
    expect(saved).toContain("<strong>Up to 1,300 bar</strong>");
    expect(saved).toContain("<li>Low pulsation</li>");
    expect(saved).not.toContain("<script");
    expect(saved).not.toContain("onclick");
  }
});
