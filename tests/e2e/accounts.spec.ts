// The accounts journey (issue 3), with JavaScript on and off: sign up as each role → read the code
// from the dev mailbox → verify → log in (buyer lands on the dashboard; influencer and brand are told
// they are pending) → admin approves → the expert logs in → edits the profile and uploads an avatar
// → logs out.
import { deflateSync, crc32 } from "node:zlib";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Password123!";
const DEMO_PASSWORD = "Demo1234!";

/** A real 8×8 PNG made here: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC. */
function makePng(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: size }, (_, y) =>
      Buffer.concat([
        Buffer.from([0]),
        Buffer.from(Array.from({ length: size }, (_, x) => [x * 30, y * 30, 160]).flat()),
      ]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function uniqueEmail(role: string, testInfo: TestInfo) {
  return `e2e-${role}-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

async function readCode(page: Page, testInfo: TestInfo, email: string): Promise<string> {
  await goto(page, testInfo, "/dev/mailbox");
  const text = await page
    .locator(`[data-testid=mail][data-to="${email}"]`)
    .first()
    .locator("[data-testid=mail-text]")
    .innerText();
  const code = text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `code for ${email}`).toMatch(/^\d{6}$/);
  return code!;
}

async function signUp(page: Page, testInfo: TestInfo, role: "buyer" | "influencer" | "brand", email: string) {
  await goto(page, testInfo, "/signup");
  await expect(page.getByRole("heading", { name: "Join LabMarket" })).toBeVisible();
  await page.getByTestId(`role-${role}`).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?role=${role}$`));
  await ready(page, testInfo);
  await expect(page.getByRole("link", { name: "← Back to roles" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(`E2E ${role}`);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  if (role === "influencer") {
    await main.getByLabel("Bio or expertise summary").fill("Chromatography and mass spectrometry specialist.");
    await main.getByLabel("Topics").fill("HPLC, Mass spectrometry");
    await main.getByLabel("Portfolio URL").fill("https://portfolio.example.com");
  }
  if (role === "brand") {
    await main.getByLabel("Company name").fill("E2E Instruments");
    await main.getByLabel("Job title").fill("Head of Marketing");
    await main.getByLabel("Phone number").fill("+1 555 0100");
    await main.getByLabel("Country").fill("Germany");
    await main.getByLabel("Company website").fill("https://e2e-instruments.example.com");
    await main.getByLabel("Products to showcase").fill("Spectrometers");
  }
  await main.getByRole("button", { name: /Create Account|Submit Application|Request Demo/ }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  const notice = {
    buyer: /Welcome to LabMarket/,
    influencer: /Application Submitted!/,
    brand: /Demo Request Submitted!/,
  }[role];
  await expect(page.getByTestId("toast")).toContainText(notice);
  if (role === "buyer") await expect(page.getByTestId("toast")).toContainText("Please verify your email");
  await expect(page.getByRole("main")).toContainText(email);
}

async function verify(page: Page, testInfo: TestInfo, email: string) {
  const code = await readCode(page, testInfo, email);
  await goto(page, testInfo, "/verify-otp");
  await expect(page.getByTestId("resend-status")).toContainText(/seconds|request a new one/);
  // A wrong code first: the failure is shown next to the form.
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Account" }).click();
  await expect(page.getByTestId("form-alert")).toContainText("Verification Failed");
  await ready(page, testInfo);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("✅ Account Verified!");
  await expect(page.getByTestId("toast")).toContainText("You can now log in.");
}

async function logIn(page: Page, testInfo: TestInfo, email: string, password: string) {
  await goto(page, testInfo, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Log In" }).click();
}

async function logOut(page: Page) {
  await page.getByTestId("user-menu").locator("summary", { hasText: "Account menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
}

test("sign up, verify, approval, profile, avatar and logout", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const visitor = await browser.newPage();
  const buyer = uniqueEmail("buyer", testInfo);
  const influencer = uniqueEmail("influencer", testInfo);
  const brand = uniqueEmail("brand", testInfo);

  // Buyer: signs up, verifies, lands on the buyer dashboard.
  await signUp(visitor, testInfo, "buyer", buyer);
  await verify(visitor, testInfo, buyer);
  await logIn(visitor, testInfo, buyer, PASSWORD);
  await expect(visitor).toHaveURL(/\/buyer-dashboard$/);
  await expect(visitor.getByRole("heading", { name: "Buyer Dashboard" })).toBeVisible();
  await expect(visitor.getByTestId("toast")).toContainText("Login Successful!");
  await logOut(visitor);

  // Influencer and brand: sign up, verify, and are told they are pending.
  for (const [role, email] of [
    ["influencer", influencer],
    ["brand", brand],
  ] as const) {
    await signUp(visitor, testInfo, role, email);
    await verify(visitor, testInfo, email);
    await logIn(visitor, testInfo, email, PASSWORD);
    await expect(visitor.getByTestId("form-alert")).toContainText("Account Pending Approval");
    await expect(visitor.getByTestId("form-alert")).toContainText(
      "Your account is awaiting admin approval. We'll notify you once it's reviewed.",
    );
    await expect(visitor).toHaveURL(/\/login/);
  }

  // The admin approves the influencer.
  const adminContext = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const admin = await adminContext.newPage();
  await logIn(admin, testInfo, "admin@labmarket.test", DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByTestId("count-pending")).toHaveText(/^\d+$/);
  await goto(admin, testInfo, `/admin?section=users&status=pending&q=${encodeURIComponent(influencer)}`);
  const row = admin.locator(`[data-testid=user-row][data-email="${influencer}"]`);
  await expect(row).toContainText("pending");
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(admin.getByTestId("toast")).toContainText("User approved successfully");
  await goto(admin, testInfo, `/admin?section=users&q=${encodeURIComponent(influencer)}`);
  await expect(admin.locator(`[data-testid=user-row][data-email="${influencer}"]`)).toContainText("approved");
  await adminContext.close();

  // The approval e-mail arrived.
  await goto(visitor, testInfo, "/dev/mailbox");
  await expect(visitor.locator(`[data-testid=mail][data-to="${influencer}"]`).first()).toContainText("approved");

  // The expert logs in, edits the profile, uploads an avatar and logs out.
  await logIn(visitor, testInfo, influencer, PASSWORD);
  await expect(visitor).toHaveURL(/\/influencer-dashboard$/);
  await goto(visitor, testInfo, "/profile");
  await expect(visitor.getByTestId("profile-role")).toHaveText("expert");
  await visitor.getByTestId("edit-profile").click();
  await expect(visitor).toHaveURL(/\/profile\?edit=1$/);
  await ready(visitor, testInfo);
  const form = visitor.locator("form#profile");
  await form.getByLabel("Full name").fill("E2E Expert Renamed");
  await form.getByRole("textbox", { name: /^Company/ }).fill("Expert Labs");
  await form.getByRole("textbox", { name: /^Bio/ }).fill("I review HPLC systems.");
  await form.getByLabel("Cell Therapy").check();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(visitor).toHaveURL(/\/profile$/);
  await expect(visitor.getByTestId("toast")).toContainText("Profile Updated!");
  await expect(visitor.getByTestId("profile-name")).toHaveText("E2E Expert Renamed");
  await expect(visitor.getByTestId("profile-interests")).toContainText("Cell Therapy");

  await goto(visitor, testInfo, "/profile?edit=1");
  await visitor.getByRole("button", { name: "Upload avatar" }).click();
  await expect(visitor.getByTestId("form-alert")).toContainText("You must select an image to upload.");
  await ready(visitor, testInfo);
  await visitor
    .getByLabel(/Avatar image/)
    .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: makePng() });
  await visitor.getByRole("button", { name: "Upload avatar" }).click();
  await expect(visitor).toHaveURL(/\/profile$/);
  await expect(visitor.getByTestId("toast")).toContainText("Avatar updated successfully!");
  const avatar = visitor.getByRole("main").getByRole("img", { name: "E2E Expert Renamed's avatar" });
  await expect(avatar).toHaveAttribute("src", /^\/avatars\/[^?]+\?v=\d+$/);
  const src = (await avatar.getAttribute("src"))!;
  const response = await visitor.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["etag"]).toBeTruthy();

  await logOut(visitor);
  await goto(visitor, testInfo, "/profile");
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});

test("login page: wrong credentials, quick-login prefill, gates and guards", async ({ page }, testInfo) => {
  await goto(page, testInfo, "/login");
  // One button for each of the seven demo accounts (README), pending and rejected included.
  await expect(page.getByRole("region", { name: "Demo accounts" }).getByRole("link")).toHaveCount(7);
  await expect(page.getByTestId("quick-login-pending")).toHaveText("Expert (pending)");
  if (jsEnabled(testInfo)) {
    await page.getByTestId("quick-login-buyer").click();
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("buyer@labmarket.test");
    await expect(page.getByRole("main").getByLabel("Password")).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByTestId("quick-login-hint")).toContainText("Click Log In");
    await expect(page).toHaveURL(/\/login$/);
  } else {
    await page.getByTestId("quick-login-buyer").click();
    await expect(page).toHaveURL(/\/login\?as=buyer$/);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("buyer@labmarket.test");
    await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
  }
  await logIn(page, testInfo, "buyer@labmarket.test", "wrong-password");
  await expect(page.getByTestId("form-alert")).toContainText("Login Failed");
  await expect(page.getByTestId("form-alert")).toContainText("Invalid credentials.");
  await logIn(page, testInfo, "rejected@labmarket.test", DEMO_PASSWORD);
  await expect(page.getByTestId("form-alert")).toContainText("Account Access Denied");

  // Guards: anonymous → /login with redirectTo; after login the visitor returns there; wrong role → /.
  await goto(page, testInfo, "/admin?section=users");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%3Fsection%3Dusers$/);
  await goto(page, testInfo, "/login?redirectTo=%2Fprofile");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill("community@labmarket.test");
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-role")).toHaveText("community member");
  await goto(page, testInfo, "/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("user-menu").locator("summary", { hasText: "Account menu" }).click();
  await expect(page.getByTestId("user-menu")).toContainText("community@labmarket.test");
  await expect(page.getByTestId("user-menu").getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "href",
    "/profile",
  );
});

test("forgot password without revealing accounts, and the verify page without an e-mail", async ({
  page,
}, testInfo) => {
  await goto(page, testInfo, "/verify-otp");
  await expect(page.getByRole("main")).toContainText("No email provided. Please sign up again.");
  await expect(page.getByRole("main").getByRole("link", { name: "Go to sign up" })).toHaveAttribute("href", "/signup");

  await goto(page, testInfo, "/forgot-password");
  await page.getByRole("main").getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByTestId("toast")).toContainText("If an account exists for that email");
});
