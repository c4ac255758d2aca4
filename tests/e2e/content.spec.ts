// Static pages, insights, events, panels, community and contact: real content from content/ and the database,
// with JavaScript on and off.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready, seriousAxeViolations } from "./support";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  return response;
}

/** Logs in through the /login form with a demo account (prisma/seed-accounts.ts) and returns to `redirectTo`. */
async function logIn(page: Page, testInfo: TestInfo, email: string, redirectTo: string) {
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill("Demo1234!");
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[?]/g, "\\?")}$`));
}

async function expectMetaDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThan(20);
}

// [path, <title> before " | LabMarket", <h1>, a sentence from the body]
const MARKDOWN_PAGES = [
  [
    "/about",
    "About LabMarket",
    "About LabMarket",
    "LabMarket is an online marketplace for pharmaceutical and life-sciences products",
  ],
  [
    "/ai-features",
    "AI Features",
    "AI That Helps You Choose the Right Lab Equipment",
    "LabMarket uses AI to shorten that path",
  ],
  ["/privacy", "Privacy Policy", "Privacy Policy", "We do not sell personal data."],
  ["/terms", "Terms of Service", "Terms of Service", "Last updated: October 2, 2025"],
  ["/faq", "Frequently Asked Questions", "Frequently Asked Questions", "What is LabMarket?"],
  ["/careers", "Careers", "Careers at LabMarket", "Senior Full-Stack Engineer, Marketplace"],
  ["/community-guidelines", "Community Guidelines", "Community Guidelines", "These guidelines apply to every post"],
  ["/blog", "Blog", "The LabMarket Blog", "Five Questions to Ask Before You Request a Quote for a Freeze-Dryer"],
  [
    "/influencers",
    "For Experts",
    "Share Your Expertise with the Lab Community",
    "On LabMarket, those people are our verified experts.",
  ],
  [
    "/brands",
    "For Brands",
    "Put Your Products in Front of Qualified Lab Buyers",
    "LabMarket gives life-sciences manufacturers",
  ],
  ["/partnerships", "Partnerships", "Partner with LabMarket", "there may be a partnership that works for both of us"],
  ["/how-to-buy", "How to Buy", "How to Buy on LabMarket", "buying on LabMarket follows the same simple path"],
  [
    "/trust-safety",
    "Trust & Safety",
    "Trust & Safety",
    "Buying laboratory and bioprocess equipment is a high-stakes decision.",
  ],
  [
    "/how-it-works",
    "How It Works",
    "How LabMarket Works",
    "LabMarket brings the full equipment buying journey into one place.",
  ],
  [
    "/affiliates",
    "Affiliate Program",
    "LabMarket Affiliate Program",
    "The LabMarket affiliate program rewards experts",
  ],
  [
    "/product-experience",
    "Product Experience",
    "Experience Products Before You Buy",
    "LabMarket's product experience is designed to close that gap",
  ],
] as const;

test.describe("static information pages", () => {
  for (const [path, title, heading, text] of MARKDOWN_PAGES) {
    test(`${path} renders its Markdown`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveTitle(`${title} | LabMarket`);
      await expectMetaDescription(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test("privacy and terms are dated October 2, 2025", async ({ page }) => {
    for (const path of ["/privacy", "/terms"]) {
      await open(page, path);
      await expect(page.getByText("Last updated: October 2, 2025")).toHaveCount(1);
    }
  });

  test("careers lists 4 roles that apply through /contact; the blog has 2 posts and 6 featured articles", async ({
    page,
  }) => {
    await open(page, "/careers");
    await expect(page.locator("article h2")).toHaveCount(4);
    const apply = page.getByRole("link", { name: "Apply now" });
    await expect(apply).toHaveCount(4);
    for (const link of await apply.all()) await expect(link).toHaveAttribute("href", "/contact");

    await open(page, "/blog");
    await expect(page.locator("article h2")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
    await expect(page.locator("article h3 + ul > li")).toHaveCount(6);
  });

  test("FAQ questions open as an accordion, with and without JavaScript", async ({ page }) => {
    await open(page, "/faq");
    for (const group of ["General", "For Experts", "For Brands", "For Buyers"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const answer = page.getByText("LabMarket is a B2B marketplace for pharmaceutical and life-sciences products");
    await expect(answer).toBeHidden();
    await page.getByText("What is LabMarket?").click();
    await expect(answer).toBeVisible();
  });

  for (const [path, title] of [
    ["/brand-guide", "Brand Guide"],
    ["/buyers", "For Buyers"],
    ["/partners", "Partners"],
  ] as const) {
    test(`${path} is a placeholder`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveTitle(`${title} | LabMarket`);
      await expectMetaDescription(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText("This page is under construction")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("insights", () => {
  test("shows the six insight cards in order with their calls to action", async ({ page }) => {
    await open(page, "/insights");
    await expect(page).toHaveTitle("Insights & Strategies | LabMarket");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights & Strategies");
    await expect(
      page.getByText("Stay ahead with expert perspectives on the future of pharma and life sciences."),
    ).toBeVisible();
    const cards = page.getByTestId("insight-card");
    await expect(cards).toHaveCount(6);
    const links = await cards.locator("a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links).toEqual([
      "/shop/influencers",
      "/community",
      "/ai-features",
      "/shop/products",
      "/community-knowledge",
      "/demo",
    ]);
    await expect(cards.first().getByRole("heading")).toHaveText("Expert-Led Product Discovery");
  });
});

test.describe("events", () => {
  test("lists upcoming events and filters them by type with the tabs", async ({ page }, testInfo) => {
    await open(page, "/events");
    await expect(page).toHaveTitle("Events | LabMarket");
    await expectMetaDescription(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industry Events & Discussions");
    const cards = page.getByTestId("event-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const first = cards.first();
    await expect(first.getByText("CRISPR in Therapeutics: Panel Discussion")).toBeVisible();
    await expect(first.getByText("Sponsored by Merck KGaA")).toBeVisible();
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M \S+$/);
    await expect(first.getByRole("link", { name: /View Event/ })).toHaveAttribute(
      "href",
      "/events/panel-discussion-crispr",
    );

    await ready(page, testInfo);
    await page.getByRole("link", { name: "Webinars" }).click();
    await expect(page).toHaveURL(/\/events\?type=webinar$/);
    await expect(page.getByRole("link", { name: "Webinars" })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card.getByText("Webinar", { exact: true })).toBeVisible();
    await expect(cards.first()).toContainText("Advances in Mass Spectrometry");

    await page.getByRole("link", { name: "Conferences" }).click();
    await expect(page).toHaveURL(/type=conference/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Global Bioprocessing Summit");

    await page.getByRole("link", { name: "Panel Discussions" }).click();
    await expect(cards).toHaveCount(1);
    await page.getByRole("link", { name: "All Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
  });

  test("the event without detail data and unknown ids lead back to /events", async ({ page }) => {
    await page.goto("/events/webinar-ai-drug-discovery");
    await expect(page).toHaveURL(/\/events$/);
    await page.goto("/events/no-such-event");
    await expect(page).toHaveURL(/\/events$/);
  });

  test("event detail shows agenda, speakers, date, calendar links and JSON-LD", async ({ page, request }) => {
    await open(page, "/events/panel-discussion-crispr");
    await expect(page).toHaveTitle("CRISPR in Therapeutics: Panel Discussion | LabMarket");
    await expectMetaDescription(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRISPR in Therapeutics: Panel Discussion");
    await expect(page.getByText("Panel Discussion", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About this event" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=agenda-heading] li")).toHaveCount(5);
    await expect(page.getByRole("img", { name: "Dr. Laura Martínez" })).toBeVisible();
    await expect(page.getByText("Head of Genome Editing, Helix Therapeutics")).toBeVisible();
    await expect(page.locator("aside time")).toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/,
    );
    await expect(page.getByText("Sponsored By")).toBeVisible();

    const calendar = await page.getByRole("link", { name: /Add to Calendar/ }).getAttribute("href");
    const url = new URL(calendar!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("CRISPR in Therapeutics: Panel Discussion");
    expect(url.searchParams.get("location")).toBe("Online");
    const [start, end] = url.searchParams.get("dates")!.split("/");
    expect(start).toMatch(/^\d{8}T\d{6}Z$/);
    const toDate = (s: string) =>
      Date.parse(s.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    expect(toDate(end) - toDate(start)).toBe(60 * 60 * 1000);

    const ics = await request.get("/events/panel-discussion-crispr.ics");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("SUMMARY:CRISPR in Therapeutics: Panel Discussion");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("Event");
    expect(jsonLd.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(jsonLd.location["@type"]).toBe("VirtualLocation");
    expect(jsonLd.location.url).toMatch(/\/events\/panel-discussion-crispr$/);
    expect(jsonLd.organizer.name).toBe("Merck KGaA");
    expect(Date.parse(jsonLd.endDate) - Date.parse(jsonLd.startDate)).toBe(60 * 60 * 1000);
  });

  test("share: the device share sheet with JavaScript, a copyable URL without", async ({ page }, testInfo) => {
    await open(page, "/events/panel-discussion-crispr");
    if (!jsEnabled(testInfo)) {
      await expect(page.getByLabel("Share this event")).toHaveValue(/\/events\/panel-discussion-crispr$/);
      return;
    }
    await ready(page, testInfo);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByTestId("share-notice")).toContainText("Share this event!");
    await expect(page.getByTestId("share-notice")).toContainText("You can copy the URL from your browser to share.");
  });

  test("Request to Join stores a registration once per e-mail", async ({ page }, testInfo) => {
    const email = `e2e-${unique()}@example.com`;
    await open(page, "/events/conference-bioprocessing-summit");
    await ready(page, testInfo);
    const form = page.getByTestId("registration-form");
    await form.getByLabel("Full Name").fill("Rosalind Franklin");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("King's College");
    await form.getByRole("button", { name: "Request to Join" }).click();
    await expect(page.getByTestId("toast")).toContainText("Registration Submitted!");
    await expect(page.getByTestId("toast")).toContainText(
      "Thank you for registering. You'll receive a confirmation email shortly.",
    );
    await expect(form.getByLabel("Email")).toHaveValue("");

    await form.getByLabel("Full Name").fill("Rosalind Franklin");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Request to Join" }).click();
    await expect(form.getByText("This email is already registered for this event.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("events pages have no serious accessibility violations", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe runs as page script");
    test.slow();
    for (const path of ["/events", "/events/panel-discussion-crispr"]) {
      await open(page, path);
      expect((await seriousAxeViolations(page)).map((v) => `${path}: ${v}`)).toEqual([]);
    }
  });
});

test.describe("panels", () => {
  test("lists stored panels with curators, and searches and filters them", async ({ page }, testInfo) => {
    await open(page, "/panels");
    await expect(page).toHaveTitle("Expert Panels | LabMarket");
    await expectMetaDescription(page);
    await expect(page.getByRole("link", { name: "Build Your Panel" })).toHaveAttribute("href", "/create-panel");
    await expect(page.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    const lyo = page.getByTestId("panel-card").filter({ hasText: "Lyo Cycle Development Circle" });
    await expect(lyo).toContainText("Dr. Elena Rossi");
    await expect(lyo).toContainText("Freeze Drying");

    await ready(page, testInfo);
    await page.getByLabel("Category").selectOption("analytics");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=analytics/);
    const cards = page.getByTestId("panel-card");
    await expect(cards.filter({ hasText: "Lyo Cycle Development Circle" })).toHaveCount(0);
    await expect(cards.filter({ hasText: "High-Resolution MS Users Group" })).toHaveCount(1);
    for (const card of await cards.all()) await expect(card.getByText("Analytics", { exact: true })).toBeVisible();

    await page.getByLabel("Search panels").fill("okafor");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=okafor/);
    await expect(cards.filter({ hasText: "High-Resolution MS Users Group" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "Clinical Lab Automation Forum" })).toHaveCount(0);
  });

  test("saving needs a name and a curator", async ({ page }, testInfo) => {
    await logIn(page, testInfo, "influencer@labmarket.test", "/create-panel");
    await expect(page).toHaveTitle("Build a Panel | LabMarket");
    await ready(page, testInfo);
    await page.getByLabel("Panel Name").fill("   ");
    await page.getByRole("button", { name: "Save Panel" }).click();
    const errors = page.getByTestId("panel-errors");
    await expect(errors).toContainText("Panel Name Required - Please give your panel a name.");
    await expect(errors).toContainText("Select Curators - Please add at least one curator to your panel.");
  });

  test("build a panel and see it on /panels", async ({ page }, testInfo) => {
    const name = `E2E Panel ${unique()}`;
    await logIn(page, testInfo, "influencer@labmarket.test", "/create-panel");
    await ready(page, testInfo);
    await page.getByLabel("Panel Name").fill(name);
    await page.getByLabel("Category").selectOption("manufacturing");
    await page.getByLabel("Search curators").fill("chromatography");
    if (!jsEnabled(testInfo)) {
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/q=chromatography/);
      await expect(page.getByLabel("Panel Name")).toHaveValue(name);
    }
    const list = page.getByTestId("curator-list");
    await expect(list.getByRole("checkbox")).toHaveCount(1);
    await list.getByText("Dr. James Okafor").click();
    await page.getByLabel("Search curators").fill("");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(list.getByRole("checkbox")).toHaveCount(6);
    await list.getByText("Dr. Sarah Chen").click();
    await list.getByText("Dr. Anna Lindqvist").click();
    if (jsEnabled(testInfo)) {
      const chips = page.getByTestId("curator-chips");
      await expect(chips.getByRole("listitem")).toHaveCount(3);
      await chips.getByRole("button", { name: "Remove Dr. Anna Lindqvist" }).click();
      await expect(chips.getByRole("listitem")).toHaveCount(2);
      await expect(list.getByRole("checkbox", { name: /Dr. Anna Lindqvist/ })).not.toBeChecked();
    } else {
      await list.getByText("Dr. Anna Lindqvist").click();
    }
    await page.getByRole("button", { name: "Save Panel" }).click();
    await expect(page).toHaveURL(/\/panels$/);
    await expect(page.getByTestId("toast")).toContainText("Panel Saved");
    await expect(page.getByTestId("toast")).toContainText("2 curators");
    const card = page.getByTestId("panel-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Manufacturing");
    await expect(card).toContainText("Dr. James Okafor");
    await expect(card).toContainText("Dr. Sarah Chen");
    await expect(card).not.toContainText("Dr. Anna Lindqvist");
  });
});

test.describe("community", () => {
  test("/community shows the feed, leaderboard and live demos, filtered by topic", async ({ page }, testInfo) => {
    await open(page, "/community");
    await expect(page).toHaveTitle("Community Hub | LabMarket");
    await expectMetaDescription(page);
    await expect(page.getByRole("link", { name: "Join Now" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Discussion Feed" })).toBeVisible();
    await expect(page.getByTestId("leaderboard").getByRole("listitem").first()).toContainText("Dr. Elena Rossi");
    await expect(page.getByTestId("upcoming-demos").getByRole("listitem").first()).toBeVisible();
    const posts = page.getByTestId("community-post");
    expect(await posts.count()).toBeGreaterThanOrEqual(6);

    await ready(page, testInfo);
    await page.getByRole("link", { name: "Chromatography" }).click();
    await expect(page).toHaveURL(/topic=chromatography/);
    // The tab is current once the new feed has loaded.
    await expect(page.getByRole("link", { name: "Chromatography" })).toHaveAttribute("aria-current", "page");
    await expect(posts.first()).toBeVisible();
    for (const post of await posts.all()) await expect(post.getByText("Chromatography", { exact: true })).toBeVisible();
    await expect(posts.filter({ hasText: "Diagnosing pressure ripple on a UHPLC in ten minutes" })).toContainText(
      "Video",
    );
    // Score = the post's seeded likes (231) plus stored votes; no e2e run stores a vote on this post.
    await expect(posts.filter({ hasText: "Diagnosing pressure ripple" }).getByTestId("post-score")).toHaveText("231");
  });

  test("/community-knowledge shows typed posts and a Join the Conversation button", async ({ page }) => {
    await open(page, "/community-knowledge?topic=lyophilization");
    await expect(page).toHaveTitle("Community & Knowledge Hub | LabMarket");
    await expect(page.getByRole("link", { name: "Join the Conversation" })).toHaveAttribute(
      "href",
      /\/community\/join/,
    );
    const posts = page.getByTestId("community-post");
    await expect(
      posts.filter({ hasText: "Five ways to shorten primary drying without risking collapse" }),
    ).toContainText("Article");
    await expect(posts.filter({ hasText: "Cracked cakes in 10 mL vials" })).toContainText("Discussion");
    await expect(posts.filter({ hasText: "Bioreactors" })).toHaveCount(0);
  });

  test("join the community: a dialog with JavaScript, the /community/join page without", async ({ page }, testInfo) => {
    const email = `join-${unique()}@example.com`;
    await open(page, "/community");
    await ready(page, testInfo);
    await page.getByRole("link", { name: "Join Now" }).click();
    if (jsEnabled(testInfo)) {
      const dialog = page.getByRole("dialog", { name: "Join the Community" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Full Name").fill("Barbara McClintock");
      await dialog.getByLabel("Email").fill("not-an-email");
      await dialog.getByRole("button", { name: "Join the Community" }).click();
      await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Join the Community" }).click();
      await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeVisible();
      await expect(dialog.getByTestId("join-thank-you")).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 6000 });
      await expect(page).toHaveURL(/\/community$/);
    } else {
      await expect(page).toHaveURL(/\/community\/join/);
      await expect(page).toHaveTitle("Join the Community | LabMarket");
      const form = page.getByTestId("join-form");
      await form.getByLabel("Full Name").fill("Barbara McClintock");
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Join the Community" }).click();
      await expect(page.getByTestId("join-thank-you")).toContainText("Thank you for your interest!");
    }
    // Signing up again with the same e-mail is thanked too (no duplicate lead is stored).
    await open(page, "/community/join");
    const form = page.getByTestId("join-form");
    await ready(page, testInfo);
    await form.getByLabel("Full Name").fill("Barbara McClintock");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Join the Community" }).click();
    await expect(page.getByTestId("join-thank-you")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("three tabs, required fields and 'Message Sent!'", async ({ page }, testInfo) => {
    await open(page, "/contact");
    await expect(page).toHaveTitle("Contact | LabMarket");
    await expectMetaDescription(page);
    await expect(page.getByText("hello@labmarket.example")).toBeVisible();
    for (const tab of ["Request Quote", "Ask Question", "Download Specs"])
      await expect(page.getByRole("link", { name: tab })).toBeVisible();

    await ready(page, testInfo);
    await page.getByRole("link", { name: "Ask Question" }).click();
    await expect(page).toHaveURL(/tab=question/);
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Full Name").fill("Marie Curie");
    // Its own address: the contact form allows ten messages an hour per sender (rate limit), and reruns add up.
    await form.getByLabel("Email").fill(`marie-${unique()}@example.com`);
    await form.getByLabel("Subject").fill(" ");
    await form.getByLabel("Question").fill("Which column do you recommend?");
    await form.getByRole("button", { name: "Send Question" }).click();
    await expect(form.getByText("Subject is required.")).toBeVisible();

    await form.getByLabel("Subject").fill("Columns");
    await expect(form.getByLabel("Subject")).toHaveValue("Columns");
    await form.getByRole("button", { name: "Send Question" }).click();
    await expect(page).toHaveURL(/tab=question&sent=1/);
    await expect(page.getByTestId("message-sent")).toContainText("Message Sent!");
    await expect(form.getByLabel("Subject")).toHaveValue("");
  });
});
