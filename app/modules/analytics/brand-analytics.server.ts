// A brand's analytics over 7, 30 or 90 days (ADR 025): daily series, totals against the period before, and its
// products with the most activity. Every query is filtered by the brand inside SQL and reads the daily tables by
// their (brandId, day) indexes, so the cost follows the brand's activity, not the size of the catalogue.
import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import { formatMoney } from "~/utils/money";
import { prisma } from "~/utils/db.server";
import { safeCsvCell } from "~/utils/csv";
import type { BrandAnalytics, MetricSummary } from "./brand-analytics";
import { changePercent, conversionPercent, daysBetween, fillDaily, periodRange, type AnalyticsPeriod } from "./periods";

type ActivityRow = { day: string; views: number; addsToCart: number; quoteRequests: number };
type SalesRow = { day: string; currencyCode: string; orders: number; units: number; revenueCents: number };

const TOP_PRODUCTS = 10;

function summary(days: string[], current: number[], previous: number): MetricSummary & { daily: number[] } {
  const total = current.reduce((sum, value) => sum + value, 0);
  return { total, previous, change: changePercent(total, previous), daily: current };
}

export async function getBrandAnalytics(brandId: string, period: AnalyticsPeriod, now = new Date()) {
  const { from, to, previousFrom } = periodRange(period, now);
  const days = daysBetween(from, to);
  const [activity, previousActivity, sales, previousSales, currencies, top] = await Promise.all([
    prisma.$queryRaw<ActivityRow[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, SUM(views)::int AS views, SUM("addsToCart")::int AS "addsToCart",
             SUM("quoteRequests")::int AS "quoteRequests"
      FROM "ProductDailyActivity" WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day`,
    prisma.$queryRaw<Omit<ActivityRow, "day">[]>`
      SELECT COALESCE(SUM(views), 0)::int AS views, COALESCE(SUM("addsToCart"), 0)::int AS "addsToCart",
             COALESCE(SUM("quoteRequests"), 0)::int AS "quoteRequests"
      FROM "ProductDailyActivity" WHERE "brandId" = ${brandId} AND day >= ${previousFrom}::date AND day < ${from}::date`,
    prisma.$queryRaw<SalesRow[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, "currencyCode", SUM(orders)::int AS orders, SUM(units)::int AS units,
             SUM("revenueCents")::float8 AS "revenueCents"
      FROM "ProductDailySales" WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day, "currencyCode"`,
    prisma.$queryRaw<{ currencyCode: string; orders: number; revenueCents: number }[]>`
      SELECT "currencyCode", SUM(orders)::int AS orders, SUM("revenueCents")::float8 AS "revenueCents"
      FROM "ProductDailySales" WHERE "brandId" = ${brandId} AND day >= ${previousFrom}::date AND day < ${from}::date
      GROUP BY "currencyCode"`,
    prisma.currency.findMany({ select: { code: true, symbol: true, template: true } }),
    prisma.$queryRaw<
      {
        id: string;
        title: string;
        views: number;
        addsToCart: number;
        quoteRequests: number;
        orders: number;
        revenue: { currencyCode: string; cents: number }[] | null;
      }[]
    >`
      WITH activity AS (
        SELECT "productId", SUM(views)::int AS views, SUM("addsToCart")::int AS adds, SUM("quoteRequests")::int AS quotes
        FROM "ProductDailyActivity" WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
        GROUP BY "productId"
      ), sales_by_currency AS (
        SELECT "productId", "currencyCode", SUM(orders)::int AS orders, SUM("revenueCents")::float8 AS cents
        FROM "ProductDailySales" WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
        GROUP BY "productId", "currencyCode"
      ), sales AS (
        SELECT "productId", SUM(orders)::int AS orders,
               json_agg(json_build_object('currencyCode', "currencyCode", 'cents', cents) ORDER BY cents DESC) AS revenue
        FROM sales_by_currency GROUP BY "productId"
      )
      SELECT p.id, p.title, COALESCE(a.views, 0) AS views, COALESCE(a.adds, 0) AS "addsToCart",
             COALESCE(a.quotes, 0) AS "quoteRequests", COALESCE(s.orders, 0) AS orders, s.revenue
      FROM activity a FULL JOIN sales s ON s."productId" = a."productId"
      JOIN "StoreProduct" p ON p.id = COALESCE(a."productId", s."productId")
      ORDER BY COALESCE(s.orders, 0) DESC, COALESCE(a.adds, 0) DESC, COALESCE(a.views, 0) DESC, p.id
      LIMIT ${TOP_PRODUCTS}`,
  ]);

  const currencyOf = new Map(currencies.map((c) => [c.code, c]));
  const money = (cents: number, code: string) => {
    const currency = currencyOf.get(code);
    return currency ? formatMoney(cents, currency) : `${(cents / 100).toFixed(2)} ${code.toUpperCase()}`;
  };
  const before = previousActivity[0] ?? { views: 0, addsToCart: 0, quoteRequests: 0 };
  const ordersByDay = new Map<string, number>();
  for (const row of sales) ordersByDay.set(row.day, (ordersByDay.get(row.day) ?? 0) + row.orders);
  const dailyOrders = days.map((day) => ordersByDay.get(day) ?? 0);

  const revenueCodes = [...new Set(sales.map((row) => row.currencyCode))];
  const revenue = revenueCodes
    .map((code) => {
      const rows = sales.filter((row) => row.currencyCode === code);
      const daily = fillDaily(days, rows, "revenueCents");
      const cents = daily.reduce((sum, value) => sum + value, 0);
      const previous = previousSales.find((row) => row.currencyCode === code)?.revenueCents ?? 0;
      return { currencyCode: code, cents, total: money(cents, code), change: changePercent(cents, previous), daily };
    })
    .sort((a, b) => b.cents - a.cents)
    .map(({ cents: _cents, ...rest }) => rest);

  const views = summary(days, fillDaily(days, activity, "views"), before.views);
  const addsToCart = summary(days, fillDaily(days, activity, "addsToCart"), before.addsToCart);
  const orders = summary(
    days,
    dailyOrders,
    previousSales.reduce((sum, row) => sum + row.orders, 0),
  );
  return {
    period,
    days,
    views,
    addsToCart,
    quoteRequests: summary(days, fillDaily(days, activity, "quoteRequests"), before.quoteRequests),
    orders,
    revenue,
    viewToCartPercent: conversionPercent(addsToCart.total, views.total),
    viewToOrderPercent: conversionPercent(orders.total, views.total),
    topProducts: top.map((row) => ({
      id: row.id,
      title: row.title,
      views: row.views,
      addsToCart: row.addsToCart,
      quoteRequests: row.quoteRequests,
      orders: row.orders,
      revenue: (row.revenue ?? []).map((r) => money(r.cents, r.currencyCode)).join(" + ") || "—",
    })),
  } satisfies BrandAnalytics;
}

const CSV_COLUMNS = [
  "day",
  "product_id",
  "product_title",
  "views",
  "adds_to_cart",
  "quote_requests",
  "orders",
  "units",
  "revenue",
  "currency",
];
const CSV_BATCH = 2_000;

type CsvRow = {
  day: string;
  productId: string;
  title: string;
  views: number;
  addsToCart: number;
  quoteRequests: number;
  orders: number;
  units: number;
  revenueCents: number | null;
  currencyCode: string | null;
};

/**
 * One row per product, day and currency with activity in the period, oldest first, streamed in keyset batches
 * (never the whole period in memory). Revenue in major units with two decimals; titles are untrusted text.
 */
export function brandAnalyticsCsv(brandId: string, period: AnalyticsPeriod, now = new Date()): ReadableStream {
  const { from, to } = periodRange(period, now);
  async function* rows() {
    yield CSV_COLUMNS;
    let after: { day: string; productId: string; currency: string } = { day: "", productId: "", currency: "" };
    for (;;) {
      const batch = await prisma.$queryRaw<CsvRow[]>`
        WITH keys AS (
          SELECT "productId", day FROM "ProductDailyActivity"
          WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
          UNION
          SELECT "productId", day FROM "ProductDailySales"
          WHERE "brandId" = ${brandId} AND day BETWEEN ${from}::date AND ${to}::date
        ), lines AS (
          -- A product sold in two currencies on one day has two rows; its views etc. are on the first only.
          SELECT to_char(k.day, 'YYYY-MM-DD') AS day, k."productId", p.title,
                 CASE WHEN first THEN COALESCE(a.views, 0) ELSE 0 END AS views,
                 CASE WHEN first THEN COALESCE(a."addsToCart", 0) ELSE 0 END AS "addsToCart",
                 CASE WHEN first THEN COALESCE(a."quoteRequests", 0) ELSE 0 END AS "quoteRequests",
                 COALESCE(s.orders, 0) AS orders,
                 COALESCE(s.units, 0) AS units, s."revenueCents"::float8 AS "revenueCents", s."currencyCode"
          FROM keys k
          JOIN "StoreProduct" p ON p.id = k."productId"
          LEFT JOIN "ProductDailyActivity" a ON a."productId" = k."productId" AND a.day = k.day
          LEFT JOIN "ProductDailySales" s ON s."productId" = k."productId" AND s.day = k.day
          CROSS JOIN LATERAL (SELECT s."currencyCode" IS NULL OR s."currencyCode" = (
            SELECT MIN(o."currencyCode") FROM "ProductDailySales" o WHERE o."productId" = k."productId" AND o.day = k.day
          ) AS first) f
        )
        SELECT * FROM lines
        WHERE (day, "productId", COALESCE("currencyCode", '')) > (${after.day}, ${after.productId}, ${after.currency})
        ORDER BY day, "productId", COALESCE("currencyCode", '')
        LIMIT ${CSV_BATCH}`;
      for (const row of batch) {
        yield [
          row.day,
          row.productId,
          safeCsvCell(row.title),
          row.views,
          row.addsToCart,
          row.quoteRequests,
          row.orders,
          row.units,
          row.revenueCents === null ? "" : (row.revenueCents / 100).toFixed(2),
          row.currencyCode?.toUpperCase() ?? "",
        ];
      }
      if (batch.length < CSV_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { day: last.day, productId: last.productId, currency: last.currencyCode ?? "" };
    }
  }
  const csv = Readable.from(rows()).pipe(stringify());
  return Readable.toWeb(csv) as ReadableStream;
}
