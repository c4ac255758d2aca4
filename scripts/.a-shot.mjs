import { chromium } from "playwright-core";
const B = "http://127.0.0.1:3104";
const [,, name, path, opts = "{}"] = process.argv;
const o = JSON.parse(opts);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: o.w ?? 1280, height: o.h ?? 900 }, javaScriptEnabled: o.js ?? true, colorScheme: "light" });
if (o.dark) await ctx.addCookies([{ name: "theme", value: "dark", url: B }]);
const page = await ctx.newPage();
if (o.login) {
  await page.goto(B + "/login");
  await page.fill("input[name=email]", o.login);
  await page.fill("input[name=password]", "Demo1234!");
  await page.click("button[type=submit]:has-text('Log In')");
  await page.waitForLoadState("networkidle");
}
await page.goto(B + path);
if (o.fill) for (const [sel, v] of Object.entries(o.fill)) await page.fill(sel, v);
if (o.click) { await page.click(o.click); await page.waitForLoadState("networkidle"); await page.waitForTimeout(300); }
await page.screenshot({ path: `/tmp/a-shots/${name}.png`, fullPage: o.full ?? true });
await browser.close();
