// Every route module that exports an action (found in app/routes, so a new form is covered without editing this
// file) is posted five bad bodies — JSON, broken multipart, a NUL byte in every plausible text field, a 1 MB
// field, a redirectTo that is no safe path (a NUL byte, letters outside ASCII) — anonymously and as each kind of
// member. None may answer 5xx, and no table may gain or lose a row when the post is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserSession, hashToken, sessionCookie } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";
import { seedDemoAccounts } from "../../prisma/seed-accounts";
import { clearRateLimits, ORIGIN, run } from "./accounts.support";

type RouteModule = { action?: (args: unknown) => unknown };

const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");
const routeSources = import.meta.glob<string>("../../app/routes/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});
const moduleSources = import.meta.glob<string>("../../app/modules/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});
const componentSources = import.meta.glob<string>("../../app/components/**/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** "events.$eventId.tsx" → "/events/:eventId" (Remix flat routes: "_" suffix opts out of nesting, "_index" is the index). */
function urlPattern(file: string): string {
  const name = file.replace(/^.*\/routes\//, "").replace(/\.(tsx|ts)$/, "");
  const segments = name
    .split(/\.(?![^[]*\])/)
    .map((segment) => segment.replace(/_$/, "").replace(/\[|\]/g, ""))
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"));
  return "/" + segments.map((segment) => (segment.startsWith("$") ? `:${segment.slice(1)}` : segment)).join("/");
}

/** Sources a route reaches through its "~/modules/..." imports (three levels), where its intents are spelled. */
function reachableSource(file: string): string {
  const seen = new Set<string>();
  const sources: string[] = [];
  const visit = (source: string, depth: number) => {
    sources.push(source);
    if (depth === 0) return;
    for (const [, spec] of source.matchAll(/from "(?:~\/modules\/|\.\/|\.\.\/)([^"]+)"/g)) {
      for (const [path, text] of Object.entries(moduleSources)) {
        if (seen.has(path) || !path.replace(/\.(ts|tsx)$/, "").endsWith(spec!.replace(/^.*?modules\//, ""))) continue;
        seen.add(path);
        visit(text, depth - 1);
      }
    }
  };
  visit(routeSources[file] ?? "", 3);
  return sources.join("\n");
}

/** Intent values a route's forms send: `intent` comparisons, zod literals and `…_INTENT` constants in the code it reaches. */
function intentsOf(source: string): string[] {
  const found = new Set<string>([""]);
  for (const [, value] of source.matchAll(/intent[^\n]{0,40}?["']([a-z][a-z-]{1,30})["']/g)) found.add(value!);
  for (const [, value] of source.matchAll(/z\.literal\("([a-z][a-z-]{1,30})"\)/g)) found.add(value!);
  for (const [, value] of source.matchAll(/[A-Z]_INTENT = "([a-z][a-z-]{1,30})"/g)) found.add(value!);
  return [...found];
}

/** Every field name the app's forms and schemas use: `name="…"` attributes and schema keys. */
const FIELD_NAMES = (() => {
  const names = new Set<string>();
  const everything = [
    ...Object.values(routeSources),
    ...Object.values(componentSources),
    ...Object.values(moduleSources),
  ];
  for (const source of everything) {
    for (const [, name] of source.matchAll(/name="([A-Za-z_]\w*)"/g)) names.add(name!);
    if (/from "(?:zod|~\/utils\/zod)"/.test(source))
      for (const [, key] of source.matchAll(
        /^\s+([a-z_][A-Za-z_]*): (?:textField|requiredText|emailAddress|optionalText|text|z)\b/gm,
      ))
        names.add(key!);
  }
  names.delete("intent");
  return [...names].sort();
})();

/** Fields that pick an option: a valid choice, so the action goes on to the text fields. */
const CHOICES: Record<string, string> = {
  role: "buyer",
  theme: "dark",
  tab: "general",
  quantity: "1",
  delta: "1",
  source: "community",
  curators: "1",
  value: "up",
};

const NUL_TEXT = "Ada\u0000 Lovelace";
const ONE_MEGABYTE = "x".repeat(1024 * 1024);

function nulBody(intent: string): URLSearchParams {
  const body = new URLSearchParams();
  if (intent) body.set("intent", intent);
  for (const name of FIELD_NAMES)
    body.set(name, CHOICES[name] ?? (name.toLowerCase().includes("email") ? `ada\u0000@example.com` : NUL_TEXT));
  return body;
}

/** Redirect targets a Location header cannot carry as they are (redirect() threw a TypeError on both: a 500). */
const UNSAFE_REDIRECTS = ["/\u0000x", "/日本"];

/** The choice fields (so an action gets as far as redirecting back) and a redirectTo that is no safe path. */
function redirectBody(intent: string, redirectTo: string): URLSearchParams {
  const body = new URLSearchParams(CHOICES);
  if (intent) body.set("intent", intent);
  body.set("redirectTo", redirectTo);
  return body;
}

const BAD_BODIES = [
  {
    name: "JSON body",
    contentType: "application/json",
    bodies: () => [JSON.stringify({ email: "ada@example.com", name: "Ada", message: "Hello" })],
  },
  {
    name: "broken multipart body",
    contentType: "multipart/form-data; boundary=----broken",
    bodies: () => ['------broken\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n------bro'],
  },
  {
    name: "NUL byte in every text field",
    contentType: "application/x-www-form-urlencoded",
    bodies: (intent: string) => [nulBody(intent).toString()],
  },
  {
    name: "1 MB field",
    contentType: "application/x-www-form-urlencoded",
    bodies: (intent: string) => [
      new URLSearchParams({ ...(intent ? { intent } : {}), name: ONE_MEGABYTE, message: "hi" }).toString(),
    ],
  },
  {
    name: "unsafe redirectTo",
    contentType: "application/x-www-form-urlencoded",
    bodies: (intent: string) => UNSAFE_REDIRECTS.map((to) => redirectBody(intent, to).toString()),
  },
] as const;

/** Bodies that may be accepted (a valid choice, an intent without text fields): only a refusal must store nothing. */
const MAY_BE_ACCEPTED = new Set<string>(["NUL byte in every text field", "unsafe redirectTo"]);

const MEMBERS = ["anonymous", "buyer", "influencer", "brand", "admin"] as const;
type Member = (typeof MEMBERS)[number];

/** Tables whose rows change for reasons other than the posted form: sessions this test opens, rate-limit counters. */
const NOT_COMPARED = new Set(["Session", "rate_limits", "_prisma_migrations"]);

/** The count statement over every compared table, built once: the tables do not change during the run, and
 * information_schema is slow to ask (twice per post, ~13,600 times a run). */
let countStatement: Promise<string> | null = null;

/** Row counts of every compared table, and which of the given session ids still have their row. */
async function rowCounts(sessionIds: string[]): Promise<{ counts: Record<string, number>; liveSessions: Set<string> }> {
  countStatement ??= prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.then(
    (tables) =>
      tables
        .map((t) => t.name)
        .filter((name) => !NOT_COMPARED.has(name))
        .map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`)
        .concat(`SELECT 'session ' || id AS name, 1 AS n FROM "Session" WHERE id = ANY($1::text[])`)
        .join(" UNION ALL "),
  );
  const rows = await prisma.$queryRawUnsafe<{ name: string; n: number }[]>(await countStatement, sessionIds);
  const counts: Record<string, number> = {};
  const liveSessions = new Set<string>();
  for (const row of rows) {
    if (row.name.startsWith("session ")) liveSessions.add(row.name.slice("session ".length));
    else counts[row.name] = row.n;
  }
  return { counts, liveSessions };
}

/** The counts after the last post: the counts before the next one, unless something was written in between (a
 * target demo or post created on first use). Counting twice per post was half of the run's time. */
let latestCounts: Record<string, number> | null = null;

/** A session per member, reused while its row lives (a post to /logout, a rejection or a password change ends it):
 * a new session per post was a fifth of the run's time. */
const sessions = new Map<Member, { cookie: string; id: string }>();

async function sessionOf(member: Exclude<Member, "anonymous">) {
  let session = sessions.get(member);
  if (!session) {
    const cookie = (await createUserSession(new Request(`${ORIGIN}/login`), userIds.get(member)!)).split(";")[0]!;
    const token = (await sessionCookie().parse(cookie)) as string;
    session = { cookie, id: hashToken(token) };
    sessions.set(member, session);
  }
  return session;
}

const userIds = new Map<Member, string>();
const params = new Map<string, string>();

async function paramValue(pattern: string, param: string): Promise<string> {
  const key = `${pattern}:${param}`;
  if (params.has(key)) return params.get(key)!;
  const select = { id: true } as const;
  const lookups: Record<string, () => Promise<{ id: string | number } | null>> = {
    eventId: () => prisma.event.findFirst({ select }),
    // A live demo of its own, hosted by the demo expert account: valid forms (the unsafe redirectTo case, textless
    // intents) end, cancel or go live with it as each member, which must not happen to the seeded live demo the
    // other tests and the end-to-end tests read.
    demoId: async () => {
      const influencer = userIds.get("influencer");
      const expert = influencer
        ? await prisma.expert.findFirst({ where: { userId: influencer }, select: { id: true } })
        : null;
      return prisma.demo.create({
        data: {
          id: `bad-bodies-${Date.now()}`,
          title: "Bad-bodies target demo",
          creatorName: "Bad bodies",
          creatorType: "Company",
          category: "analytics",
          status: "live",
          durationMinutes: 30,
          startsAt: new Date(),
          description: "A demo the bad-body test posts to.",
          thumbnailUrl: "/images/demos/expert-demo.svg",
          streamUrl: "https://www.youtube.com/embed/bad-bodies",
          expertId: expert?.id ?? null,
        },
        select,
      });
    },
    // A post of its own: valid forms (the unsafe redirectTo case) flag, vote on and remove it as each member, which
    // must not happen to the seeded posts the end-to-end tests read.
    postId: () =>
      prisma.communityPost.create({
        data: {
          authorName: "Bad bodies",
          authorRole: "Test",
          type: "discussion",
          topic: "lyophilization",
          title: `Bad-bodies target ${Date.now()}`,
          content: "A post the bad-body test posts to.",
        },
        select,
      }),
    brandId: () => prisma.brand.findFirst({ select }),
    inquiryId: () => prisma.inquiry.findFirst({ select }),
    sessionId: () => prisma.paymentSession.findFirst({ select }),
  };
  latestCounts = null;
  const lookup =
    param === "id"
      ? pattern.startsWith("/influencer")
        ? () => prisma.expert.findFirst({ select })
        : () => prisma.quoteRequest.findFirst({ select })
      : lookups[param];
  const value = String((await lookup?.())?.id ?? "missing");
  params.set(key, value);
  return value;
}

async function request(pattern: string, member: Member, contentType: string, body: string) {
  let path = pattern;
  const routeParams: Record<string, string> = {};
  for (const [, param] of pattern.matchAll(/:(\w+)/g)) {
    routeParams[param!] = await paramValue(pattern, param!);
    path = path.replace(`:${param}`, encodeURIComponent(routeParams[param!]!));
  }
  const headers: Record<string, string> = { "Content-Type": contentType };
  if (member !== "anonymous") headers.Cookie = (await sessionOf(member)).cookie;
  return { request: new Request(`${ORIGIN}${path}`, { method: "POST", headers, body }), routeParams };
}

const loaded = await Promise.all(
  Object.entries(routeModules).map(async ([file, load]) => [file, await load()] as const),
);
const actions = loaded
  .filter(([, module]) => typeof module.action === "function")
  .sort(([a], [b]) => a.localeCompare(b));
const cases = { count: 0 };
const storedByTextlessIntents = new Set<string>();

beforeAll(async () => {
  await seedDemoAccounts(prisma);
  for (const member of MEMBERS) {
    if (member === "anonymous") continue;
    const user = await prisma.user.findUniqueOrThrow({
      where: { email: `${member}@labmarket.test` },
      select: { id: true },
    });
    userIds.set(member, user.id);
  }
});

afterAll(async () => {
  await prisma.communityPost.deleteMany({ where: { title: { startsWith: "Bad-bodies target" } } });
  await prisma.demo.deleteMany({ where: { id: { startsWith: "bad-bodies-" } } });
  console.log(`[bad-bodies] ${cases.count} posts without a 5xx or a stored row after a refusal`);
  console.log(
    `[bad-bodies] accepted intents without text fields that stored a row: ${[...storedByTextlessIntents].join("; ")}`,
  );
});

describe.each(actions.map(([file, module]) => [urlPattern(file), file, module] as const))(
  "%s",
  (_pattern, file, module) => {
    it.each(BAD_BODIES.map((bad) => [bad.name, bad] as const))("%s → no 5xx, nothing stored", async (_name, bad) => {
      const pattern = urlPattern(file);
      const intents =
        bad.name === "JSON body" || bad.name === "broken multipart body" ? [""] : intentsOf(reachableSource(file));
      for (const member of MEMBERS) {
        for (const intent of intents) {
          for (const body of bad.bodies(intent)) {
            await clearRateLimits();
            const { request: req, routeParams } = await request(pattern, member, bad.contentType, body);
            const sessionIds = [...sessions.values()].map((session) => session.id);
            const before = latestCounts ?? (await rowCounts(sessionIds)).counts;
            const result = await run(module.action as never, req, routeParams, { clientIp: "203.0.113.9" });
            const label = `${pattern} as ${member}${intent ? ` (intent=${intent})` : ""}`;
            expect(result.status, `${label}: ${JSON.stringify(result.data)}`).toBeLessThan(500);
            if (result.location) expect(result.location, `${label}: redirect target`).toMatch(/^[\x21-\x7E]+$/);
            const { counts: after, liveSessions } = await rowCounts(sessionIds);
            latestCounts = after;
            for (const [holder, session] of sessions) if (!liveSessions.has(session.id)) sessions.delete(holder);
            // An intent without text fields (follow, save, subscribe) may succeed despite the NUL-filled extras;
            // a refused post never stores anything.
            if (!MAY_BE_ACCEPTED.has(bad.name) || result.status >= 400)
              expect(after, `${label} stored something`).toEqual(before);
            else if (JSON.stringify(after) !== JSON.stringify(before)) storedByTextlessIntents.add(label);
            cases.count++;
          }
        }
      }
    });
  },
);

it("finds the site's form actions", () => {
  const withAction = actions.map(([file]) => urlPattern(file));
  console.log(`[bad-bodies] ${withAction.length} actions × ${BAD_BODIES.length} bad bodies`);
  expect(withAction).toEqual(
    expect.arrayContaining([
      "/contact",
      "/cart",
      "/checkout",
      "/compare",
      "/community/join",
      "/events/:eventId",
      "/quotes/new",
    ]),
  );
});
