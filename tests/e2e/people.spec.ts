// Home, live demos, brands and experts ("people" pages): every screen reads the seeded database.
import { expect, test, type Page } from "@playwright/test";
import { ready } from "./support";

const BRANDS = [
  ["agilent", "Agilent Technologies"],
  ["thermo-fisher", "Thermo Fisher Scientific"],
  ["merck", "Merck KGaA"],
  ["roche", "Roche Diagnostics"],
  ["sartorius", "Sartorius"],
  ["waters", "Waters Corporation"],
] as const;

const EXPERTS = [
  [1, "Dr. Sarah Chen"],
  [2, "Dr. Marcus Weber"],
  [3, "Dr. Priya Raman"],
  [4, "Dr. Elena Rossi"],
  [5, "Dr. James Okafor"],
  [6, "Dr. Anna Lindqvist"],
] as const;

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  return response;
}

async function expectMetaDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThan(20);
}

test.describe("home", () => {
  test("shows at most 6 experts, 4 brands, 4 categories and 3 demos including an upcoming one", async ({ page }) => {
    await open(page, "/");
    await expect(page).toHaveTitle("Home | LabMarket");
    await expectMetaDescription(page);
    const hero = page.getByTestId("home-hero");
    await expect(hero.getByRole("link", { name: "Join the Community" })).toHaveAttribute("href", "/signup");
    await expect(hero.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/store");

    const experts = page.getByTestId("home-experts").getByTestId("expert-card");
    const expertCount = await experts.count();
    expect(expertCount).toBeGreaterThan(0);
    expect(expertCount).toBeLessThanOrEqual(6);
    await expect(experts.first().getByRole("link", { name: "Dr. Sarah Chen", exact: true })).toHaveAttribute(
      "href",
      "/influencer/1",
    );

    const brands = page.getByTestId("home-brands").getByTestId("brand-card");
    await expect(brands).toHaveCount(4);
    for (const [id, name] of BRANDS.slice(0, 4)) {
      await expect(page.getByTestId("home-brands").getByRole("link", { name })).toHaveAttribute(
        "href",
        `/shop/brands/${id}`,
      );
    }

    const categories = page.getByTestId("home-categories").getByTestId("category-card");
    await expect(categories).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Analytical Instruments" })).toHaveAttribute(
      "href",
      "/shop/products?category=analytical-instruments",
    );

    await expect(page.getByTestId("insight-card")).toHaveCount(6);
    await expect(page.getByTestId("home-insights").getByRole("link", { name: /Watch Demos/ })).toHaveAttribute(
      "href",
      "/demo",
    );
    const ai = page.getByTestId("home-ai");
    await expect(ai.getByRole("link", { name: "Explore AI Features" })).toHaveAttribute("href", "/ai-features");
    await expect(ai.getByRole("link", { name: "Read Insights" })).toHaveAttribute("href", "/insights");

    const demos = page.getByTestId("home-demos").getByTestId("demo-card");
    await expect(demos).toHaveCount(3);
    await expect(page.getByTestId("home-demos").getByTestId("demo-status").filter({ hasText: "UPCOMING" })).toHaveCount(
      1,
    );
    await expect(page.getByRole("link", { name: "Become a Community Member" })).toHaveAttribute("href", "/signup");
  });

  test("demo cards lead to the demo page", async ({ page }, testInfo) => {
    await open(page, "/");
    await ready(page, testInfo);
    const upcoming = page.getByTestId("home-demos").locator('[data-status="upcoming"]');
    const title = (await upcoming.getByRole("heading").textContent())!.trim();
    await expect(upcoming.getByRole("button", { name: `Set Reminder: ${title}` })).toBeVisible();
    await upcoming.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/demo\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("demo-start")).toContainText("Starts");
  });
});

test.describe("every people route loads", () => {
  const pages: [string, string, string | RegExp][] = [
    ["/demo", "Live Demos | LabMarket", "Live Product Demos"],
    ["/live-demos", "Live Demos | LabMarket", "Live Product Demos"],
    ["/shop/brands", "Brands | LabMarket", "Shop by Brand"],
    ["/shop/influencers", "Shop by Expert | LabMarket", "Shop by Expert"],
    ["/shop-by-influencer", "Shop by Expert | LabMarket", "Shop by Expert"],
    ...BRANDS.map(([id, name]): [string, string, string] => [`/shop/brands/${id}`, `${name} | LabMarket`, name]),
    ...EXPERTS.map(([id, name]): [string, string, string] => [`/influencer/${id}`, `${name} | LabMarket`, name]),
    ...EXPERTS.map(([id, name]): [string, string, string] => [
      `/influencer/${id}/products`,
      `Curated Products by ${name} | LabMarket`,
      `Curated by ${name}`,
    ]),
  ];
  for (const [path, title, heading] of pages) {
    test(`${path}`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveTitle(title);
      await expectMetaDescription(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("brand list shows the six brands in order", async ({ page }) => {
    await open(page, "/shop/brands");
    // Specs running beside this one may add brands of their own (institution.support.ts): the six seeded ones are
    // checked, in their order, among whatever else is listed.
    const seeded = new Set<string>(BRANDS.map(([, name]) => name));
    await expect
      .poll(async () =>
        (await page.getByTestId("brand-card").getByRole("heading").allTextContents())
          .map((text) => text.trim())
          .filter((name) => seeded.has(name)),
      )
      .toEqual(BRANDS.map(([, name]) => name));
  });
});

test.describe("brands", () => {
  test("an unknown brand goes back to the brand list", async ({ page }) => {
    await page.goto("/shop/brands/nope");
    await expect(page).toHaveURL(/\/shop\/brands$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop by Brand");
  });

  test("brand detail shows about, products, demos, experts and events", async ({ page }, testInfo) => {
    await open(page, "/shop/brands/thermo-fisher");
    await expect(page.getByText("Waltham, Massachusetts, USA")).toBeVisible();
    await expect(page.getByRole("link", { name: "labmarket@thermofisher.example.com" })).toHaveAttribute(
      "href",
      "mailto:labmarket@thermofisher.example.com",
    );
    const products = page.getByTestId("brand-products").getByTestId("product-card");
    expect(await products.count()).toBeGreaterThan(0);
    await expect(products.first().getByTestId("product-price")).toContainText(/\d+\.\d{2}/);
    await expect(products.first().getByRole("link", { name: /^View Product/ })).toHaveAttribute(
      "href",
      /^\/store\/product\//,
    );
    expect(await page.getByTestId("brand-demos").getByTestId("demo-card").count()).toBeGreaterThan(0);
    await expect(
      page.getByTestId("brand-experts").getByRole("link", { name: "Dr. Marcus Weber", exact: true }),
    ).toHaveAttribute("href", "/influencer/2");
    await expect(page.getByTestId("brand-events")).toContainText(/No upcoming events|Webinar|Conference|Panel/);

    await ready(page, testInfo);
    await page.getByTestId("brand-demos").getByTestId("demo-card").first().getByRole("link").last().click();
    await expect(page).toHaveURL(/\/demo\/[\w-]+$/);
  });

  test("a brand with events lists them", async ({ page }) => {
    await open(page, "/shop/brands/merck");
    await expect(page.getByTestId("brand-events").getByRole("link")).not.toHaveCount(0);
  });
});

test.describe("experts", () => {
  for (const path of ["/influencer/999", "/influencer/abc", "/influencer/999/products"]) {
    test(`${path} is a 404 that links to the expert list`, async ({ page }, testInfo) => {
      await open(page, path, 404);
      await expect(page).toHaveTitle("Expert not found | LabMarket");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert not found");
      await ready(page, testInfo);
      await page.getByRole("link", { name: "Browse all experts" }).click();
      await expect(page).toHaveURL(/\/shop\/influencers$/);
      await expect(page.getByTestId("expert-card")).toHaveCount(6);
    });
  }

  test("search, chips and the empty text", async ({ page }, testInfo) => {
    await open(page, "/shop/influencers");
    await expect(page.getByTestId("expert-card")).toHaveCount(6);
    await ready(page, testInfo);

    await page.getByLabel("Search experts by name or specialty").fill("chromatography");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=chromatography/);
    await expect(page.getByTestId("expert-card")).toHaveCount(1);
    await expect(page.getByTestId("expert-card")).toContainText("Dr. James Okafor");

    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.getByLabel("Search experts by name or specialty").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("expert-card")).toHaveCount(6);

    await page.getByRole("navigation", { name: "Filter experts" }).getByRole("link", { name: "Diagnostics" }).click();
    await expect(page).toHaveURL(/tag=diagnostics/);
    await expect(page.getByTestId("expert-card").getByRole("heading")).toHaveText([
      "Dr. Priya Raman",
      "Dr. Anna Lindqvist",
    ]);

    // The chip keeps the search, and the search keeps the chip.
    await page.getByLabel("Search experts by name or specialty").fill("sarah");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/tag=diagnostics/);
    await expect(page.getByText("No experts found")).toBeVisible();
    await expect(page.getByTestId("expert-card")).toHaveCount(0);
  });

  test("the alias keeps its own path for filters", async ({ page }, testInfo) => {
    await open(page, "/shop-by-influencer?q=rossi");
    await expect(page.getByTestId("expert-card")).toHaveCount(1);
    await ready(page, testInfo);
    await page.getByRole("navigation", { name: "Filter experts" }).getByRole("link", { name: "EU" }).click();
    await expect(page).toHaveURL(/\/shop-by-influencer\?q=rossi&tag=eu$/);
    await expect(page.getByTestId("expert-card")).toHaveCount(1);
  });

  test("profile actions are real links", async ({ page }, testInfo) => {
    await open(page, "/influencer/1");
    await expect(page.getByText("ScaleBridge Bioprocess Consulting · Boston, MA, USA")).toBeVisible();
    await expect(page.getByTestId("follower-count")).toHaveText(/^24,8\d\d$/);
    await expect(page.getByRole("button", { name: "Follow Dr. Sarah Chen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Message", exact: true })).toHaveAttribute(
      "href",
      "/influencer/1#message",
    );
    await expect(page.getByRole("link", { name: "Watch Demo" })).toHaveAttribute("href", /^\/demo\/[\w-]+$/);
    // Product links from an expert's page carry the expert's ref (ADR 030).
    await expect(page.getByRole("link", { name: /^Buy Now/ })).toHaveAttribute(
      "href",
      "/store/product/sartorius-biostat-str-50l?ref=expert-1",
    );
    await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      "/quotes/new?product=sartorius-biostat-str-50l&ref=expert-1",
    );
    await expect(page.getByRole("link", { name: "Sartorius", exact: true })).toHaveAttribute(
      "href",
      "/shop/brands/sartorius",
    );
    await ready(page, testInfo);
    await page.getByRole("link", { name: "View Curated Products" }).click();
    await expect(page).toHaveURL(/\/influencer\/1\/products$/);
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByTestId("product-price")).toContainText(/\d+\.\d{2}/);
  });

  test("an expert card's curated link opens the curated products", async ({ page }, testInfo) => {
    await open(page, "/shop/influencers");
    await ready(page, testInfo);
    await page.getByRole("link", { name: "View curated products of Dr. Elena Rossi" }).click();
    await expect(page).toHaveURL(/\/influencer\/4\/products$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curated by Dr. Elena Rossi");
  });
});

test.describe("live demos", () => {
  test("how it works, category tabs and status buttons", async ({ page }, testInfo) => {
    await open(page, "/demo");
    await expect(page.getByRole("link", { name: "Sign Up to Join Live Demos" })).toHaveAttribute("href", "/signup");
    await expect(page.locator("#how-it-works + ol > li")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View All Demos" })).toHaveAttribute("href", "/live-demos");
    const all = await page.getByTestId("demo-card").count();
    expect(all).toBeGreaterThanOrEqual(10);
    await expect(
      page
        .locator('[data-status="live"]')
        .first()
        .getByRole("button", { name: /^Join Now/ }),
    ).toBeVisible();
    await expect(
      page
        .locator('[data-status="upcoming"]')
        .first()
        .getByRole("button", { name: /^Set Reminder/ }),
    ).toBeVisible();
    await expect(
      page
        .locator('[data-status="replay"]')
        .first()
        .getByRole("link", { name: /^Watch Replay/ }),
    ).toBeVisible();

    await ready(page, testInfo);
    const tabs = page.getByRole("navigation", { name: "Demo categories" });
    await tabs.getByRole("link", { name: "Freeze-Drying" }).click();
    await expect(page).toHaveURL(/\/demo\?category=freeze-drying$/);
    await expect(tabs.getByRole("link", { name: "Freeze-Drying" })).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("demo-card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText("Freeze-Drying");

    await tabs.getByRole("link", { name: "All Demos" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByTestId("demo-card")).toHaveCount(all);
  });

  test("the /live-demos alias keeps its path in the tabs", async ({ page }, testInfo) => {
    await open(page, "/live-demos");
    await ready(page, testInfo);
    await page.getByRole("navigation", { name: "Demo categories" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\/live-demos\?category=analytics$/);
    const cards = page.getByTestId("demo-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i)).toContainText("Analytics");
  });

  test("a live demo names its host and lists its products; its stream is for members", async ({ page }) => {
    await open(page, "/demo/single-use-bioreactor-scale-up-live");
    await expect(page.getByTestId("live-locked")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Dr. Sarah Chen", exact: true })).toHaveAttribute(
      "href",
      "/influencer/1",
    );
    await expect(page.getByRole("link", { name: "Sartorius", exact: true })).toHaveAttribute(
      "href",
      "/shop/brands/sartorius",
    );
    await expect(
      page
        .getByTestId("product-card")
        .first()
        .getByRole("link", { name: /^View Product/ }),
    ).toHaveAttribute("href", /^\/store\/product\//);
  });

  test("a replay embeds the recording", async ({ page }) => {
    await open(page, "/demo/pilot-lyophilizer-walkthrough");
    await expect(page.locator("iframe[title^='Replay']")).toHaveCount(1);
  });

  test("an unknown demo is a 404", async ({ page }) => {
    await open(page, "/demo/does-not-exist", 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo not found");
    await expect(page.getByRole("link", { name: "Browse all demos" })).toHaveAttribute("href", "/demo");
  });
});
