// Issue 37 (#5, #7): what people use every day on a phone and the small things they notice — an admin approving a
// user at 390 px without sideways scrolling, the store's clean URL and removable filter chips, the Add to Cart toast
// (an icon, no page shift without JavaScript, focus kept with it). Each flow runs with JavaScript on and off.
import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { jsEnabled, logInAs, ready } from "./support";

test.describe("an admin on a phone", () => {
  let pool: pg.Pool;
  const userId = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const email = `e2e-phone-${userId.slice(-10)}@example.com`;

  test.beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  });
  test.afterAll(async () => {
    // Only this worker's users: another project's worker may still be approving its own.
    await pool.query(`DELETE FROM "User" WHERE id LIKE $1`, [`${userId}%`]);
    await pool.end();
  });

  test("approves a pending user at 390 px, role, status and actions in view", async ({ page }, testInfo) => {
    const id = `${userId}${testInfo.project.name === "js-on" ? "a" : "b"}`;
    const address = email.replace("@", `-${testInfo.project.name}@`);
    await pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, address, await bcrypt.hash("Password123!", 4)],
    );
    await pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt")
       VALUES ($1, 'Phone Pending', 'influencer'::"Role", 'pending'::"ProfileStatus", now())`,
      [id],
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, testInfo, "admin@labmarket.test");
    await page.goto(`/admin?section=users&q=${encodeURIComponent(address)}`);
    await ready(page, testInfo);

    // The menu is one row: the section's heading shows on the first screen.
    const heading = page.getByRole("heading", { name: "Admin Dashboard" });
    expect((await heading.boundingBox())!.y).toBeLessThan(400);

    const row = page.locator(`[data-testid=user-row][data-email="${address}"]`);
    await expect(row).toContainText("expert");
    await expect(row).toContainText("pending");
    const approve = row.getByRole("button", { name: /^Approve/ });
    await approve.scrollIntoViewIfNeeded();
    await expect(approve).toBeInViewport();
    // No sideways scrolling: the card and its actions fit the screen's width.
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const button = (await approve.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/shots-ui/e2e-admin-users-390-${testInfo.project.name}.png` });

    await approve.click();
    await expect(page.getByTestId("toast")).toContainText("User approved successfully");
    await page.goto(`/admin?section=users&q=${encodeURIComponent(address)}`);
    await expect(page.locator(`[data-testid=user-row][data-email="${address}"]`)).toContainText("approved");
  });
});

test("the store drops empty parameters and shows removable filter chips", async ({ page }, testInfo) => {
  // A form posted without JavaScript sends its empty fields: the store redirects to the clean address.
  await page.goto("/store?q=&category=&brand=agilent&min=&max=&spec.x.min=&sort=");
  await ready(page, testInfo);
  await expect(page).toHaveURL(/\/store\?brand=agilent$/);
  const chips = page.getByTestId("filter-chip");
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toHaveText(/Brand: Agilent/);

  // Another filter from the form: with JavaScript the empty fields are never sent; without it, the redirect.
  const inStock = page.getByTestId("facet-stock").getByRole("checkbox");
  const summary = page.getByTestId("filters").locator("summary");
  if (await summary.isVisible()) await summary.click();
  await inStock.check();
  if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/store\?brand=agilent&stock=in$/);
  await expect(chips).toHaveCount(2);
  expect(new URL(page.url()).searchParams.toString()).not.toMatch(/=(&|$)/);

  // A chip is a link to the same search without it.
  await page.getByRole("link", { name: "Remove filter Brand: Agilent" }).click();
  await expect(page).toHaveURL(/\/store\?stock=in$/);
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toHaveText(/In stock/);
});

test("Add to Cart: an icon in the toast, no shift without JavaScript, focus kept with it", async ({
  page,
}, testInfo) => {
  await page.goto("/store?stock=in");
  await ready(page, testInfo);
  const button = page.getByTestId("add-to-cart").first();
  // Where the results start in the document (not the viewport: focusing or clicking may scroll), once the page's
  // entry animation (a 6 px slide, which moves the box but not the layout) has finished.
  const top = () =>
    page.getByTestId("catalogue-grid").evaluate(async (el) => {
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      return el.getBoundingClientRect().top + window.scrollY;
    });
  const before = await top();
  if (jsEnabled(testInfo)) {
    await button.focus();
    await page.keyboard.press("Enter");
  } else {
    await button.click();
  }
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Added to Cart!");
  await expect(toast).not.toContainText("🛒");
  await expect(toast.locator("svg").first()).toBeVisible();
  // The toast floats: the page under it does not move.
  expect(await page.getByTestId("toast-region").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  expect(await top()).toBe(before);
  if (jsEnabled(testInfo)) {
    // Keyboard focus stays on the control that was used.
    await expect(button).toBeFocused();
  }
});
