// The expert's own analytics (influencer dashboard → Analytics, issue 11 #2), from what happened on the site:
// reminders set for their demos, followers gained (and the total over time), messages to them, chat in their live
// rooms, and per demo (those starting in the period or later) the peak and the total number of live viewers.
// Attribution by ref (ADR 030): quote requests and paid orders of products the buyer reached through the expert's
// page or demos (last touch), with revenue per currency, and replay views of their demos.
// Days are UTC; 7, 30 or 90 of them. Every query reads the expert's own rows by an index.
import { Prisma } from "~/generated/prisma/client";
import { daysBetween, fillDaily, periodRange, type AnalyticsPeriod } from "~/modules/analytics/periods";
import { formatDateTime } from "~/modules/demos/demos";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";

const DEMOS_SHOWN = 50;

type DayRow = { day: string; n: bigint };

export interface ExpertDemoFigures {
  id: string;
  title: string;
  status: string;
  startsAt: string;
  /** The start in the viewer's zone, with the zone's name (UTC when unknown). */
  startsAtText: string;
  reminders: number;
  peakViewers: number;
  totalViewers: number;
  chatMessages: number;
  /** Replay views (one per viewer per day) in the period. */
  replayViews: number;
}

/** Revenue of the attributed lines of paid orders in one currency. */
export interface AttributedRevenue {
  currencyCode: string;
  /** Formatted with the currency's symbol ("$1,234.00"). */
  total: string;
  /** Cents per day. */
  daily: number[];
}

export interface ExpertAnalytics {
  period: AnalyticsPeriod;
  days: string[];
  reminders: number[];
  newFollowers: number[];
  /** Followers at the end of each day (the seeded audience plus follows on the site). */
  followers: number[];
  messages: number[];
  chatMessages: number[];
  /** "Request a quote about this demo" from the expert's demos (QuoteRequest.demoId). */
  quoteRequests: number[];
  /** Paid orders with a line bought at the price of such a quote, by the day they were paid. */
  orders: number[];
  /** Quote requests attributed to the expert (their page's or demos' links, ADR 030). */
  attributedQuotes: number[];
  /** Paid orders holding a line attributed to the expert, by the day they were paid. */
  attributedOrders: number[];
  attributedRevenue: AttributedRevenue[];
  /** Views of their demos' replays. */
  replayViews: number[];
  totals: {
    reminders: number;
    newFollowers: number;
    followers: number;
    messages: number;
    chatMessages: number;
    quoteRequests: number;
    orders: number;
    attributedQuotes: number;
    attributedOrders: number;
    replayViews: number;
  };
  demos: ExpertDemoFigures[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The analytics of the expert page linked to `userId`; null when no page is linked. */
export async function expertAnalytics(
  userId: string,
  period: AnalyticsPeriod,
  now: Date = new Date(),
  timeZone: string | null = null,
): Promise<ExpertAnalytics | null> {
  const expert = await prisma.expert.findUnique({
    where: { userId },
    select: { id: true, followers: true, _count: { select: { followedBy: true } } },
  });
  if (!expert) return null;
  const { from, to } = periodRange(period, now);
  const start = new Date(`${from}T00:00:00Z`);
  const days = daysBetween(from, to);
  const perDay = (sql: Prisma.Sql) => prisma.$queryRaw<DayRow[]>(sql);
  const day = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  const [
    reminderRows,
    followRows,
    messageRows,
    chatRows,
    quoteRows,
    orderRows,
    demos,
    attributedQuoteRows,
    salesRows,
    replayRows,
    currencies,
  ] = await Promise.all([
    perDay(Prisma.sql`
      SELECT ${day('r."createdAt"')} AS day, count(*) AS n
      FROM "Demo" d JOIN "DemoReminder" r ON r."demoId" = d.id
      WHERE d."expertId" = ${expert.id} AND r."createdAt" >= ${start} GROUP BY 1`),
    perDay(Prisma.sql`
      SELECT ${day('f."createdAt"')} AS day, count(*) AS n FROM "ExpertFollow" f
      WHERE f."expertId" = ${expert.id} AND f."createdAt" >= ${start} GROUP BY 1`),
    perDay(Prisma.sql`
      SELECT ${day('m."createdAt"')} AS day, count(*) AS n FROM "ExpertMessage" m
      WHERE m."expertId" = ${expert.id} AND m."createdAt" >= ${start} GROUP BY 1`),
    perDay(Prisma.sql`
      SELECT ${day('c."createdAt"')} AS day, count(*) AS n
      FROM "Demo" d JOIN "LiveChatMessage" c ON c."demoId" = d.id
      WHERE d."expertId" = ${expert.id} AND c."createdAt" >= ${start} AND c."hiddenAt" IS NULL GROUP BY 1`),
    perDay(Prisma.sql`
      SELECT ${day('q."createdAt"')} AS day, count(*) AS n
      FROM "Demo" d JOIN "QuoteRequest" q ON q."demoId" = d.id
      WHERE d."expertId" = ${expert.id} AND q."createdAt" >= ${start} GROUP BY 1`),
    perDay(Prisma.sql`
      SELECT ${day('o."paidAt"')} AS day, count(DISTINCT o.id) AS n
      FROM "Demo" d JOIN "QuoteRequest" q ON q."demoId" = d.id
        JOIN "OrderLine" l ON l."quoteId" = q.id JOIN "Order" o ON o.id = l."orderId"
      WHERE d."expertId" = ${expert.id} AND o.status = 'paid' AND o."paidAt" >= ${start} GROUP BY 1`),
    prisma.$queryRaw<
      {
        id: string;
        title: string;
        status: string;
        startsAt: Date;
        peakViewers: number;
        reminders: bigint;
        viewers: bigint;
        chat: bigint;
        replayViews: bigint;
      }[]
    >(Prisma.sql`
      SELECT d.id, d.title, d.status::text AS status, d."startsAt", d."peakViewers",
        (SELECT count(*) FROM "DemoReminder" r WHERE r."demoId" = d.id) AS reminders,
        (SELECT count(*) FROM "LivePresence" p WHERE p."demoId" = d.id) AS viewers,
        (SELECT count(*) FROM "LiveChatMessage" c WHERE c."demoId" = d.id AND c."hiddenAt" IS NULL) AS chat,
        (SELECT COALESCE(SUM(v.views), 0) FROM "DemoDailyReplayViews" v
          WHERE v."demoId" = d.id AND v.day >= ${from}::date) AS "replayViews"
      FROM "Demo" d
      WHERE d."expertId" = ${expert.id} AND d.status <> 'cancelled'
        AND d."startsAt" >= ${start}
      ORDER BY d."startsAt" DESC, d.id LIMIT ${DEMOS_SHOWN}`),
    // Attribution (ADR 030): quotes by the (attributedExpertId, createdAt) index; paid orders from the daily sales
    // the payment transaction adds to; replay views from the daily table, by demo.
    perDay(Prisma.sql`
      SELECT ${day('q."createdAt"')} AS day, count(*) AS n FROM "QuoteRequest" q
      WHERE q."attributedExpertId" = ${expert.id} AND q."createdAt" >= ${start} GROUP BY 1`),
    prisma.$queryRaw<{ day: string; currencyCode: string; orders: number; revenueCents: number }[]>(Prisma.sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, "currencyCode", SUM(orders)::int AS orders,
             SUM("revenueCents")::float8 AS "revenueCents"
      FROM "ExpertDailySales" WHERE "expertId" = ${expert.id} AND day >= ${from}::date
      GROUP BY day, "currencyCode"`),
    perDay(Prisma.sql`
      SELECT to_char(v.day, 'YYYY-MM-DD') AS day, SUM(v.views)::bigint AS n
      FROM "Demo" d JOIN "DemoDailyReplayViews" v ON v."demoId" = d.id
      WHERE d."expertId" = ${expert.id} AND v.day >= ${from}::date GROUP BY 1`),
    prisma.currency.findMany({ select: { code: true, symbol: true, template: true } }),
  ]);
  const reminders = fillDaily(days, reminderRows, "n");
  const newFollowers = fillDaily(days, followRows, "n");
  const messages = fillDaily(days, messageRows, "n");
  const chatMessages = fillDaily(days, chatRows, "n");
  const quoteRequests = fillDaily(days, quoteRows, "n");
  const orders = fillDaily(days, orderRows, "n");
  const attributedQuotes = fillDaily(days, attributedQuoteRows, "n");
  const replayViews = fillDaily(days, replayRows, "n");
  const ordersByDay = new Map<string, number>();
  for (const row of salesRows) ordersByDay.set(row.day, (ordersByDay.get(row.day) ?? 0) + row.orders);
  const attributedOrders = days.map((d) => ordersByDay.get(d) ?? 0);
  const currencyOf = new Map(currencies.map((c) => [c.code, c]));
  const attributedRevenue = [...new Set(salesRows.map((row) => row.currencyCode))]
    .map((code) => {
      const daily = fillDaily(
        days,
        salesRows.filter((row) => row.currencyCode === code),
        "revenueCents",
      );
      const cents = sum(daily);
      return { currencyCode: code, cents, total: formatMoney(cents, currencyOf.get(code) ?? { code }), daily };
    })
    .sort((a, b) => b.cents - a.cents || a.currencyCode.localeCompare(b.currencyCode))
    .map(({ cents: _cents, ...rest }) => rest);
  const followersNow = expert.followers + expert._count.followedBy;
  // Followers at the end of each day: today's total, minus what was gained after that day.
  let running = followersNow - sum(newFollowers);
  const followers = newFollowers.map((gained) => (running += gained));
  return {
    period,
    days,
    reminders,
    newFollowers,
    followers,
    messages,
    chatMessages,
    quoteRequests,
    orders,
    attributedQuotes,
    attributedOrders,
    attributedRevenue,
    replayViews,
    totals: {
      reminders: sum(reminders),
      newFollowers: sum(newFollowers),
      followers: followersNow,
      messages: sum(messages),
      chatMessages: sum(chatMessages),
      quoteRequests: sum(quoteRequests),
      orders: sum(orders),
      attributedQuotes: sum(attributedQuotes),
      attributedOrders: sum(attributedOrders),
      replayViews: sum(replayViews),
    },
    demos: demos.map((d) => ({
      id: d.id,
      title: d.title,
      status: d.status,
      startsAt: d.startsAt.toISOString(),
      startsAtText: formatDateTime(d.startsAt, timeZone),
      reminders: Number(d.reminders),
      peakViewers: d.peakViewers,
      totalViewers: Number(d.viewers),
      chatMessages: Number(d.chat),
      replayViews: Number(d.replayViews),
    })),
  };
}
