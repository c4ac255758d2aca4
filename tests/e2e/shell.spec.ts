import { expect, test } from "@playwright/test";
import { jsEnabled, ready, seriousAxeViolations } from "./support";

// Every public route of the spec's route table, its aliases, the static pages and the placeholders.
const routes: { path: string; title: RegExp; text?: RegExp }[] = [
  { path: "/", title: /LabMarket/ },
  { path: "/about", title: /About/ },
  { path: "/demo", title: /Demos/i },
  { path: "/live-demos", title: /Demos/i },
  { path: "/shop", title: /Marketplace/i },
  { path: "/shop/products", title: /Marketplace/i },
  { path: "/store", title: /Store/i },
  { path: "/shop/brands", title: /Brands/i },
  { path: "/shop/brands/agilent", title: /Agilent/ },
  { path: "/shop/brands/waters", title: /Waters/ },
  { path: "/shop/influencers", title: /Influencer|Expert/i },
  { path: "/shop-by-influencer", title: /Influencer|Expert/i },
  { path: "/influencer/1", title: /LabMarket/ },
  { path: "/panels", title: /Panels/i },
  { path: "/contact", title: /Contact/i },
  { path: "/signup", title: /Sign ?up/i },
  { path: "/login", title: /Log ?in/i },
  { path: "/community", title: /Community/i },
  { path: "/community-knowledge", title: /Knowledge/i },
  { path: "/ai-features", title: /AI/ },
  { path: "/events", title: /Events/i, text: /Industry Events & Discussions/ },
  { path: "/insights", title: /Insights/i, text: /Insights & Strategies/ },
  { path: "/privacy", title: /Privacy/i, text: /October 2, 2025/ },
  { path: "/terms", title: /Terms/i, text: /October 2, 2025/ },
  { path: "/faq", title: /FAQ|Frequently/i, text: /For Buyers/ },
  { path: "/careers", title: /Careers/i },
  { path: "/community-guidelines", title: /Guidelines/i },
  { path: "/blog", title: /Blog/i, text: /Featured Articles/ },
  { path: "/influencers", title: /Influencer|Expert/i },
  { path: "/brands", title: /Brands/i },
  { path: "/partnerships", title: /Partnership/i },
  { path: "/how-to-buy", title: /Buy/i },
  { path: "/trust-safety", title: /Trust/i },
  { path: "/how-it-works", title: /How It Works/i },
  { path: "/affiliates", title: /Affiliate/i },
  { path: "/product-experience", title: /Experience/i },
  { path: "/brand-guide", title: /Brand Guide/i, text: /This page is under construction/ },
  { path: "/buyers", title: /Buyers/i, text: /This page is under construction/ },
  { path: "/partners", title: /Partners/i, text: /This page is under construction/ },
  { path: "/cart", title: /Cart/i },
];

test.describe("every route answers with a server-rendered page", () => {
  for (const route of routes) {
    test(`${route.path}`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page).toHaveTitle(/\| LabMarket$|^LabMarket/);
      const description = await page.locator('head meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      await expect(page.locator("h1").first()).toBeVisible();
      if (route.text) await expect(page.getByText(route.text).first()).toBeVisible();
    });
  }
});

test("a store product has its own page under both paths", async ({ page }) => {
  await page.goto("/store");
  const href = await page.locator('a[href^="/store/product/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  const id = href!.split("/").pop();
  for (const path of [`/store/product/${id}`, `/product/${id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: /Back to Store/ }).first()).toBeVisible();
  }
});

test("unknown paths get a real 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | LabMarket");
});

test("the theme toggle switches and persists in a cookie", async ({ page }, testInfo) => {
  await page.goto("/about");
  await ready(page, testInfo);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page).toHaveURL(/\/about$/);
  // With JS the class flips at once (optimistic); the cookie follows when the post completes.
  await expect
    .poll(async () => {
      const value = (await page.context().cookies()).find((c) => /^(__Host-)?theme$/.test(c.name))?.value;
      return value ? JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) : null;
    })
    .toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the cart button opens the drawer with JS and the /cart page without", async ({ page }, testInfo) => {
  await page.goto("/");
  await ready(page, testInfo);
  await page.getByTestId("cart-button").click();
  if (jsEnabled(testInfo)) {
    const drawer = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-total")).toHaveText("$0.00");
    await page.getByTestId("cart-backdrop").click({ position: { x: 10, y: 10 } });
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  } else {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-total").first()).toHaveText("$0.00");
  }
});

test("the header turns solid after scrolling more than 10 px", async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), "a scroll effect needs JavaScript");
  await page.goto("/about");
  await ready(page, testInfo);
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("the mobile bottom bar links Home, Shop, Demos, Community and Events", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Mobile" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/store");
  for (const name of ["Home", "Demos", "Community", "Events"])
    await expect(bar.getByRole("link", { name })).toBeVisible();
});

test.describe("accessibility", () => {
  // axe runs as a script inside the page, so it needs JavaScript; the markup is the same without it.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");
  for (const path of ["/", "/store", "/events"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
  test("a product page has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/store");
    const href = await page.locator('a[href^="/store/product/"]').first().getAttribute("href");
    await page.goto(href!);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
