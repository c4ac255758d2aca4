import fs from "node:fs";
import { expect, test, type Locator } from "@playwright/test";
import pg from "pg";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { ready } from "./support";

// Admin › Reports & Analytics: the figures, the period switch, a chart's data table and the CSV download. Each figure
// is checked against the database (DATABASE_URL). Other tests sign up and pay while this one runs (two workers), so
// a figure must lie between the count read just before the page and the count read just after it.

type Window = { from: string; to: string };

/** The report's window of `days` days ending today (UTC), as periodRange computes it. */
function windowOf(days: number): Window {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

async function counts(pool: pg.Pool, { from, to }: Window) {
  const { rows } = await pool.query<{ signups: number; orders: number }>(
    `SELECT
       (SELECT COUNT(*)::int FROM "Profile" WHERE "createdAt" >= $1::date AND "createdAt" < $2::date + 1) AS signups,
       (SELECT COUNT(*)::int FROM "Order" WHERE status = 'paid' AND "paidAt" >= $1::date AND "paidAt" < $2::date + 1)
         AS orders`,
    [from, to],
  );
  return rows[0];
}

/** The leading number of a stat card ("1,234 ↑ 12%" → 1234). */
async function figure(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? "";
  const match = /(\d[\d,]*)/.exec(text.replace(/^.*?days/, ""));
  return Number((match?.[1] ?? "NaN").replace(/,/g, ""));
}

function expectBetween(value: number, low: number, high: number, what: string) {
  expect(value, `${what}: ${value} not within [${low}, ${high}]`).toBeGreaterThanOrEqual(low);
  expect(value, `${what}: ${value} not within [${low}, ${high}]`).toBeLessThanOrEqual(high);
}

test("an admin reads the reports, changes the period and downloads the daily figures", async ({ page }, testInfo) => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    await page.goto("/login?redirectTo=%2Fadmin%3Fsection%3Dreports");
    await ready(page, testInfo);
    await page.getByRole("main").getByLabel("Email").fill("admin@labmarket.test");
    await page.getByRole("main").getByLabel("Password").fill(DEMO_PASSWORD);
    const before30 = await counts(pool, windowOf(30));
    await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/section=reports/);
    await expect(page.getByRole("heading", { name: "Reports & Analytics" })).toBeVisible();
    const after30 = await counts(pool, windowOf(30));
    // The demo accounts were created today: this month's sign-ups are at least the seeded ones.
    const signups30 = await figure(page.getByTestId("report-signups"));
    expect(before30.signups).toBeGreaterThan(0);
    expectBetween(signups30, before30.signups, after30.signups, "sign-ups, 30 days");
    expectBetween(await figure(page.getByTestId("report-orders")), before30.orders, after30.orders, "paid orders");
    // Sign-ups by role and status add up to the same accounts.
    const byRole = page.getByTestId("report-signups-by-role");
    await expect(byRole.getByRole("row", { name: /brand/i })).toBeVisible();
    const cells = await byRole.locator("tbody td").allTextContents();
    const byRoleTotal = cells.map((text) => Number(text.replace(/,/g, ""))).filter(Number.isFinite);
    expectBetween(
      byRoleTotal.reduce((sum, n) => sum + n, 0),
      before30.signups,
      after30.signups,
      "sign-ups by role",
    );

    const before7 = await counts(pool, windowOf(7));
    await page.getByRole("link", { name: "7 days", exact: true }).click();
    await expect(page).toHaveURL(/days=7/);
    const signups7 = await figure(page.getByTestId("report-signups"));
    const chart = page.getByTestId("report-chart-signups");
    await chart.getByText("Data table").click();
    await expect(chart.getByRole("row")).toHaveCount(8);
    // The chart's table is the card's figure day by day.
    const daily = await chart.locator("tbody tr td:last-child").allTextContents();
    expect(daily.reduce((sum, text) => sum + Number(text.replace(/,/g, "")), 0)).toBe(signups7);

    const downloading = page.waitForEvent("download");
    await page.getByTestId("reports-csv").click();
    const csv = fs
      .readFileSync((await (await downloading).path())!, "utf8")
      .trim()
      .split("\n");
    const after7 = await counts(pool, windowOf(7));
    expectBetween(signups7, before7.signups, after7.signups, "sign-ups, 7 days");
    expect(csv[0]).toBe("day,signups,approvals,product_views,adds_to_cart,paid_orders,gmv,refunded,currency");
    const rows = csv.slice(1).map((line) => line.split(","));
    // One row per day (more on days with sales in several currencies), the window's days in order.
    expect([...new Set(rows.map((row) => row[0]))]).toEqual(
      Array.from({ length: 7 }, (_, i) =>
        new Date(new Date(`${windowOf(7).from}T00:00:00Z`).getTime() + i * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    const column = (index: number) => rows.reduce((sum, row) => sum + Number(row[index]), 0);
    expectBetween(column(1), before7.signups, after7.signups, "CSV sign-ups");
    expectBetween(column(5), before7.orders, after7.orders, "CSV paid orders");
  } finally {
    await pool.end();
  }
});
