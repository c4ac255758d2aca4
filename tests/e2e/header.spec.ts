// The header on small and large screens: icons that paint (inline SVG, no emoji font needed), nothing past the
// right edge at 320 px, and the menu disclosure holding the section links and Log In / Sign Up (JS on and off).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { jsEnabled, ready } from "./support";

/** The control's box and the painted box of the SVG icon inside it (both must have a size). */
async function expectVisibleIcon(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect(box?.height ?? 0).toBeGreaterThan(0);
  const icon = control.locator("svg").first();
  await expect(icon).toBeVisible();
  const iconBox = await icon.boundingBox();
  expect(iconBox?.width ?? 0).toBeGreaterThanOrEqual(12);
  expect(iconBox?.height ?? 0).toBeGreaterThanOrEqual(12);
  // Drawn with strokes in the text colour: not transparent.
  expect(await icon.evaluate((svg) => getComputedStyle(svg).stroke)).not.toMatch(/none|rgba\(0, 0, 0, 0\)/);
}

/** Header elements whose right edge passes the viewport, and the page's horizontal overflow. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const past = [...document.querySelectorAll("header *")]
      .filter((element) => {
        // checkVisibility: a closed <details> keeps layout boxes for its hidden content.
        if (!element.checkVisibility()) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.right > width + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ""}`);
    return { past, scrollWidth: document.documentElement.scrollWidth, innerWidth: width };
  });
}

test("the theme toggle and the cart button show their icons", async ({ page }, testInfo) => {
  await page.goto("/");
  await ready(page, testInfo);
  const banner = page.getByRole("banner");
  await expectVisibleIcon(banner.getByRole("button", { name: "Switch to dark theme" }));
  await expectVisibleIcon(banner.getByTestId("cart-button"));
});

for (const width of [320, 390, 430]) {
  test(`at ${width} px nothing in the header passes the right edge, and the menu holds the links`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto("/");
    await ready(page, testInfo);
    const banner = page.getByRole("banner");
    expect(await overflow(page)).toEqual({ past: [], scrollWidth: width, innerWidth: width });
    await expectVisibleIcon(banner.getByRole("button", { name: /Switch to (dark|light) theme/ }));
    await expectVisibleIcon(banner.getByTestId("cart-button"));

    const menu = banner.getByTestId("mobile-menu");
    await expect(menu.getByRole("navigation", { name: "Sections" })).toBeHidden();
    await menu.locator("summary").click();
    const sections = menu.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link", { name: "Events" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
    expect((await overflow(page)).past).toEqual([]);

    await sections.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    // With JS the menu closes after the navigation; without it the new page starts with it closed.
    await expect(
      page.getByRole("banner").getByTestId("mobile-menu").getByRole("navigation", { name: "Sections" }),
    ).toBeHidden();
  });
}

test("at desktop width the links and Log In / Sign Up sit in the header row, no menu button", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await ready(page, testInfo);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(banner.getByTestId("mobile-menu")).toBeHidden();
  expect((await overflow(page)).past).toEqual([]);
  if (!jsEnabled(testInfo)) await expect(page.locator("html[data-js]")).toHaveCount(0);
});

test("a notification floats as a toast and never pushes the page down; without JS it lets clicks through and fades", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/store");
  const href = await page.locator('a[href^="/store/product/"]').first().getAttribute("href");
  await page.goto(href!);
  await ready(page, testInfo);
  // Where main starts in the document's layout: not in the viewport (the click may scroll the page to keep the button
  // in view) and not as painted (the page's enter animation moves it by a transform for a moment).
  const mainTop = () =>
    page.locator("main").evaluate((main: HTMLElement) => {
      let top = 0;
      for (let node: HTMLElement | null = main; node; node = node.offsetParent as HTMLElement | null)
        top += node.offsetTop;
      return top;
    });
  const mainTopBefore = await mainTop();
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Compare / })
    .first()
    .click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(/comparison/i);
  // Issue 37: the toast floats under the header in both modes, so the page does not shift when it appears.
  expect(await page.getByTestId("toast-region").evaluate((region) => getComputedStyle(region).position)).toBe("fixed");
  expect(await mainTop()).toBe(mainTopBefore);
  if (jsEnabled(testInfo)) {
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();
  } else {
    // It cannot be dismissed without JS, so it offers no button, never takes a click meant for what it covers, and
    // fades out by itself (a CSS animation ending hidden).
    await expect(toast.getByRole("button")).toHaveCount(0);
    expect(await toast.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe("none");
    expect(await toast.evaluate((element) => getComputedStyle(element).animationName)).toBe("toast-expire");
  }
});

test("list and footer links navigate inside the app with JS and as plain links without it", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/shop/products");
  await ready(page, testInfo);
  // A marker on the window survives an in-app navigation, not a document load.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  const stayed = () => page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp === true);

  const card = page.getByTestId("marketplace-card").first();
  const title = (await card.getByTestId("marketplace-card-title").textContent())!;
  await card.getByRole("link", { name: `Request a Quote: ${title}` }).click();
  // A visitor is asked to log in first, and comes back to the quote form.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fquotes%2Fnew%3Fproduct%3D/);
  expect(await stayed()).toBe(jsEnabled(testInfo));

  // The menu's section links mark the current section.
  await page.goto("/store");
  await ready(page, testInfo);
  await page.getByTestId("mobile-menu").getByLabel("Menu").click();
  const sections = page.getByRole("navigation", { name: "Sections" });
  await expect(sections.getByRole("link", { name: "Store" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await sections.getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/community$/);
  expect(await stayed()).toBe(jsEnabled(testInfo));

  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await stayed()).toBe(jsEnabled(testInfo));
});

test("a card's title and the section links prefetch their page on hover with JS", async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), "prefetching needs JavaScript");
  await page.goto("/store");
  await ready(page, testInfo);
  const title = page.getByTestId("store-card").first().getByRole("heading").getByRole("link");
  const href = (await title.getAttribute("href"))!;
  const prefetched = (path: string) => page.locator(`link[rel="prefetch"][href^="${path}.data"]`);
  await expect(prefetched(href)).toHaveCount(0);
  await title.hover();
  await expect(prefetched(href)).toHaveCount(1);
  // Leaving the link ends the intent, as with Remix's <Link prefetch="intent">.
  await page.mouse.move(0, 400);
  await expect(prefetched(href)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).focus();
  await expect(prefetched("/community")).toHaveCount(1);
});
