// Admin › Reports & Analytics (issue 11): sign-ups and approvals, GMV, paid orders and average order value,
// conversion from product views to carts to orders, top products and top experts over 7/30/90 days.
// Timestamps are stored in UTC (timestamp without time zone), so a row's day is its timestamp's date.
// Each figure is one aggregate over an indexed time range (orders by (status, paidAt), the daily product tables
// by day, follows by createdAt), so the cost follows the period's activity, not the size of the catalogue or
// of the order history.
import { stringify } from "csv-stringify";
import { subDays } from "date-fns";
import { Readable } from "node:stream";
import {
  changePercent,
  conversionPercent,
  daysBetween,
  fillDaily,
  periodRange,
  utcDay,
  type AnalyticsPeriod,
} from "~/modules/analytics/periods";
import { ROLES } from "~/modules/accounts/roles";
import { formatMoney } from "~/utils/money";
import { prisma } from "~/utils/db.server";

const TOP = 10;

type DailyCount = { day: string; count: number };
type DailySales = { day: string; currencyCode: string; orders: number; cents: number; refundedCents: number };

async function dailyFigures(from: string, to: string) {
  const [signups, approvals, sales, activity] = await Promise.all([
    prisma.$queryRaw<DailyCount[]>`
      SELECT to_char("createdAt"::date, 'YYYY-MM-DD') AS day, COUNT(*)::int AS count
      FROM "Profile"
      WHERE "createdAt" >= ${from}::date AND "createdAt" < ${to}::date + 1
      GROUP BY 1`,
    prisma.$queryRaw<DailyCount[]>`
      SELECT to_char("createdAt"::date, 'YYYY-MM-DD') AS day, COUNT(*)::int AS count
      FROM "AuditLog"
      WHERE action = 'user.approve' AND "createdAt" >= ${from}::date AND "createdAt" < ${to}::date + 1
      GROUP BY 1`,
    prisma.$queryRaw<DailySales[]>`
      SELECT to_char("paidAt"::date, 'YYYY-MM-DD') AS day, "currencyCode",
             COUNT(*)::int AS orders, SUM("totalCents")::float8 AS cents, SUM("refundedCents")::float8 AS "refundedCents"
      FROM "Order"
      WHERE status = 'paid' AND "paidAt" >= ${from}::date AND "paidAt" < ${to}::date + 1
      GROUP BY 1, 2`,
    prisma.$queryRaw<{ day: string; views: number; addsToCart: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, SUM(views)::int AS views, SUM("addsToCart")::int AS "addsToCart"
      FROM "ProductDailyActivity" WHERE day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day`,
  ]);
  return { signups, approvals, sales, activity };
}

export async function getReportsSection(period: AnalyticsPeriod, now = new Date()) {
  const { from, to, previousFrom } = periodRange(period, now);
  const days = daysBetween(from, to);
  const previousTo = utcDay(subDays(new Date(`${from}T00:00:00Z`), 1));
  const [current, previous, byRoleAndStatus, topProducts, topExperts, currencies] = await Promise.all([
    dailyFigures(from, to),
    dailyFigures(previousFrom, previousTo),
    prisma.$queryRaw<{ role: string; status: string; count: number }[]>`
      SELECT role::text, status::text, COUNT(*)::int AS count FROM "Profile"
      WHERE "createdAt" >= ${from}::date AND "createdAt" < ${to}::date + 1
      GROUP BY 1, 2`,
    prisma.$queryRaw<
      {
        id: string;
        title: string;
        brand: string | null;
        orders: number;
        units: number;
        revenue: { currencyCode: string; cents: number }[];
      }[]
    >`
      WITH per_currency AS (
        SELECT "productId", "currencyCode", SUM(orders)::int AS orders, SUM(units)::int AS units,
               SUM("revenueCents")::float8 AS cents
        FROM "ProductDailySales" WHERE day BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2
      ), per_product AS (
        SELECT "productId", SUM(orders)::int AS orders, SUM(units)::int AS units,
               json_agg(json_build_object('currencyCode', "currencyCode", 'cents', cents) ORDER BY cents DESC) AS revenue
        FROM per_currency GROUP BY 1
        ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${TOP}
      )
      SELECT p.id, p.title, b.name AS brand, s.orders, s.units, s.revenue
      FROM per_product s JOIN "StoreProduct" p ON p.id = s."productId" LEFT JOIN "Brand" b ON b.id = p."brandId"
      ORDER BY s.orders DESC, s.units DESC, p.id`,
    prisma.$queryRaw<{ id: number; name: string; followers: number; demos: number; peakViewers: number }[]>`
      WITH follows AS (
        SELECT "expertId", COUNT(*)::int AS followers FROM "ExpertFollow"
        WHERE "createdAt" >= ${from}::date AND "createdAt" < ${to}::date + 1 GROUP BY 1
      ), demos AS (
        SELECT "expertId", COUNT(*)::int AS demos, SUM("peakViewers")::int AS "peakViewers" FROM "Demo"
        WHERE "expertId" IS NOT NULL AND status IN ('live', 'replay')
          AND "startsAt" >= ${from}::date AND "startsAt" < ${to}::date + 1
        GROUP BY 1
      )
      SELECT e.id, e.name, COALESCE(f.followers, 0) AS followers, COALESCE(d.demos, 0) AS demos,
             COALESCE(d."peakViewers", 0) AS "peakViewers"
      FROM (SELECT "expertId" FROM follows UNION SELECT "expertId" FROM demos) x
      JOIN "Expert" e ON e.id = x."expertId"
      LEFT JOIN follows f ON f."expertId" = x."expertId"
      LEFT JOIN demos d ON d."expertId" = x."expertId"
      ORDER BY followers DESC, "peakViewers" DESC, demos DESC, e.id
      LIMIT ${TOP}`,
    prisma.currency.findMany({ select: { code: true, symbol: true, template: true } }),
  ]);

  const currencyOf = new Map(currencies.map((c) => [c.code, c]));
  const money = (cents: number, code: string) => {
    const currency = currencyOf.get(code);
    return currency ? formatMoney(Math.round(cents), currency) : `${(cents / 100).toFixed(2)} ${code.toUpperCase()}`;
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const countsByDay = (rows: DailyCount[]) => fillDaily(days, rows, "count");

  const orderRows = new Map<string, number>();
  for (const row of current.sales) orderRows.set(row.day, (orderRows.get(row.day) ?? 0) + row.orders);
  const dailyOrders = days.map((day) => orderRows.get(day) ?? 0);
  const orders = sum(dailyOrders);
  const previousOrders = sum(previous.sales.map((row) => row.orders));

  const codes = [...new Set(current.sales.map((row) => row.currencyCode))];
  const gmv = codes
    .map((code) => {
      const rows = current.sales.filter((row) => row.currencyCode === code);
      const daily = fillDaily(days, rows, "cents");
      const cents = sum(daily);
      const count = sum(rows.map((row) => row.orders));
      const refunded = sum(rows.map((row) => row.refundedCents));
      const before = sum(previous.sales.filter((row) => row.currencyCode === code).map((row) => row.cents));
      return {
        currencyCode: code,
        cents,
        gmv: money(cents, code),
        refunded: money(refunded, code),
        averageOrder: money(count === 0 ? 0 : cents / count, code),
        orders: count,
        change: changePercent(cents, before),
        daily,
      };
    })
    .sort((a, b) => b.cents - a.cents)
    .map(({ cents: _cents, ...rest }) => rest);

  const views = sum(current.activity.map((row) => row.views));
  const addsToCart = sum(current.activity.map((row) => row.addsToCart));
  const signups = countsByDay(current.signups);
  const approvals = countsByDay(current.approvals);
  return {
    period,
    days,
    signups: {
      total: sum(signups),
      change: changePercent(sum(signups), sum(previous.signups.map((r) => r.count))),
      daily: signups,
    },
    approvals: {
      total: sum(approvals),
      change: changePercent(sum(approvals), sum(previous.approvals.map((r) => r.count))),
      daily: approvals,
    },
    signupsByRole: ROLES.map((role) => {
      const rows = byRoleAndStatus.filter((row) => row.role === role);
      const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
      return { role, pending: of("pending"), approved: of("approved"), rejected: of("rejected") };
    }),
    orders: { total: orders, change: changePercent(orders, previousOrders), daily: dailyOrders },
    gmv,
    funnel: {
      views,
      addsToCart,
      orders,
      viewToCartPercent: conversionPercent(addsToCart, views),
      cartToOrderPercent: conversionPercent(orders, addsToCart),
      viewToOrderPercent: conversionPercent(orders, views),
    },
    topProducts: topProducts.map((row) => ({
      id: row.id,
      title: row.title,
      brand: row.brand,
      orders: row.orders,
      units: row.units,
      revenue: row.revenue.map((r) => money(r.cents, r.currencyCode)).join(" + "),
    })),
    topExperts,
  };
}

export type ReportsSectionData = Awaited<ReturnType<typeof getReportsSection>>;

const CSV_COLUMNS = [
  "day",
  "signups",
  "approvals",
  "product_views",
  "adds_to_cart",
  "paid_orders",
  "gmv",
  "refunded",
  "currency",
];

/**
 * The period's daily figures as CSV: one row per day (and per currency on days with sales in several), oldest
 * first. At most 90 days × a few currencies, so it is built from the same aggregates as the page.
 */
export async function reportsCsv(period: AnalyticsPeriod, now = new Date()): Promise<ReadableStream> {
  const { from, to } = periodRange(period, now);
  const days = daysBetween(from, to);
  const figures = await dailyFigures(from, to);
  const countOn = (rows: DailyCount[], day: string) => rows.find((row) => row.day === day)?.count ?? 0;
  const rows: (string | number)[][] = [CSV_COLUMNS];
  for (const day of days) {
    const activity = figures.activity.find((row) => row.day === day);
    const base = [
      day,
      countOn(figures.signups, day),
      countOn(figures.approvals, day),
      activity?.views ?? 0,
      activity?.addsToCart ?? 0,
    ];
    const sales = figures.sales
      .filter((row) => row.day === day)
      .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode));
    if (sales.length === 0) rows.push([...base, 0, "", "", ""]);
    sales.forEach((row, index) => {
      // Sign-ups, approvals and product activity are on the day's first row only, so column sums stay right.
      const shared = index === 0 ? base : [day, 0, 0, 0, 0];
      rows.push([
        ...shared,
        row.orders,
        (row.cents / 100).toFixed(2),
        (row.refundedCents / 100).toFixed(2),
        row.currencyCode.toUpperCase(),
      ]);
    });
  }
  return Readable.toWeb(Readable.from(rows).pipe(stringify())) as ReadableStream;
}
