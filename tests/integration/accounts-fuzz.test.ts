// Every account action fed missing, oversized and malformed fields: 400 (or 413/429), never 5xx,
// never a partial row.
import { beforeAll, describe, expect, it } from "vitest";
import * as adminRoute from "~/routes/admin";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as profileRoute from "~/routes/profile";
import * as resetRoute from "~/routes/reset-password";
import * as signupRoute from "~/routes/signup";
import * as verifyRoute from "~/routes/verify-otp";
import { createUserSession } from "~/modules/auth/session.server";
import { setPendingEmail } from "~/modules/auth/pending-email.server";
import { prisma } from "~/utils/db.server";
import { seedDemoAccounts } from "../../prisma/seed-accounts";
import { clearRateLimits, CookieJar, get, ORIGIN, post, run, uniqueEmail } from "./accounts.support";

const LONG = "x".repeat(5000);
const HUGE = "y".repeat(70 * 1024);

const MALFORMED: Record<string, string>[] = [
  {},
  { email: "" },
  { email: "not-an-email", password: "" },
  { email: `${LONG}@example.com`, password: LONG },
  { email: "a@b.co", password: "short" },
  { fullName: LONG, email: "ok@example.com", password: "Password123" },
  { fullName: "\u0000\u0001", email: "weird@example.com", password: "Password123", code: "abcdef" },
  { code: "1234567", password: "Password123", confirmPassword: "Password123" },
  { code: "12 45", interests: "Not an option" },
  {
    email: "a@b.co",
    companyWebsite: "javascript:alert(1)",
    portfolioUrl: "ftp://x",
    preferredDemoDate: "tomorrow",
    topics: ", , ,",
  },
];

async function counts() {
  const [users, profiles, sessions, verifications] = await Promise.all([
    prisma.user.count(),
    prisma.profile.count(),
    prisma.session.count(),
    prisma.verification.count(),
  ]);
  return { users, profiles, sessions, verifications };
}

let adminJar: CookieJar;
let buyerJar: CookieJar;
let verifyJar: CookieJar;
let resetJar: CookieJar;

beforeAll(async () => {
  await seedDemoAccounts(prisma);
  await clearRateLimits();
  const jarFor = async (email: string) => {
    const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    const jar = new CookieJar();
    jar.store(new Headers({ "Set-Cookie": await createUserSession(get("/"), user.id) }));
    return jar;
  };
  adminJar = await jarFor("admin@labmarket.test");
  buyerJar = await jarFor("buyer@labmarket.test");
  verifyJar = new CookieJar();
  verifyJar.store(new Headers({ "Set-Cookie": await setPendingEmail("verify", uniqueEmail("fuzz-verify")) }));
  resetJar = new CookieJar();
  resetJar.store(new Headers({ "Set-Cookie": await setPendingEmail("reset", "buyer@labmarket.test") }));
});

const ACTIONS = [
  {
    name: "signup buyer",
    path: "/signup?role=buyer",
    action: signupRoute.action,
    extra: { role: "buyer" },
    jar: () => undefined,
  },
  {
    name: "signup influencer",
    path: "/signup?role=influencer",
    action: signupRoute.action,
    extra: { role: "influencer" },
    jar: () => undefined,
  },
  {
    name: "signup brand",
    path: "/signup?role=brand",
    action: signupRoute.action,
    extra: { role: "brand" },
    jar: () => undefined,
  },
  { name: "signup bad role", path: "/signup", action: signupRoute.action, extra: { role: LONG }, jar: () => undefined },
  { name: "login", path: "/login", action: loginRoute.action, extra: {}, jar: () => undefined },
  {
    name: "verify",
    path: "/verify-otp",
    action: verifyRoute.action,
    extra: { intent: "verify" },
    jar: () => verifyJar,
  },
  { name: "forgot", path: "/forgot-password", action: forgotRoute.action, extra: {}, jar: () => undefined },
  { name: "reset", path: "/reset-password", action: resetRoute.action, extra: {}, jar: () => resetJar },
  {
    name: "profile update",
    path: "/profile",
    action: profileRoute.action,
    extra: { intent: "update" },
    jar: () => buyerJar,
  },
  {
    name: "profile unknown intent",
    path: "/profile",
    action: profileRoute.action,
    extra: { intent: LONG },
    jar: () => buyerJar,
  },
  { name: "admin", path: "/admin", action: adminRoute.action, extra: { intent: "approve" }, jar: () => adminJar },
  {
    name: "admin bad intent",
    path: "/admin",
    action: adminRoute.action,
    extra: { intent: "drop-table", userId: "x" },
    jar: () => adminJar,
  },
] as const;

describe.each(ACTIONS)("$name", ({ name, path, action, extra, jar }) => {
  it.each(MALFORMED.map((fields, i) => [i, fields] as const))(
    "malformed input #%i → 400, nothing stored",
    async (_i, fields) => {
      await clearRateLimits();
      const before = await counts();
      const res = await run(action as never, post(path, { ...fields, ...extra }, jar()));
      // Syntactically valid credentials are simply wrong (401); a valid forgot-password e-mail gets the usual answer.
      const validEmail = /^[a-z]+@[a-z]+\.[a-z]+$/.test(fields.email ?? "") && fields.email!.length <= 254;
      const expected =
        name === "login" && validEmail && fields.password ? 401 : name === "forgot" && validEmail ? 303 : 400;
      expect(res.status, JSON.stringify(res.data)).toBe(expected);
      const after = await counts();
      expect(after.users).toBe(before.users);
      expect(after.profiles).toBe(before.profiles);
    },
  );

  it("an oversized body → 413, not 5xx", async () => {
    const res = await run(action as never, post(path, { ...extra, fullName: HUGE, email: HUGE }, jar()));
    expect(res.status).toBe(413);
  });

  it("a body that is not a form → 4xx, not 5xx", async () => {
    const current = jar();
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: "%%%not a form%%%",
      headers: { "Content-Type": "application/json", ...(current ? { Cookie: current.header() } : {}) },
    });
    const res = await run(action as never, request);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

it("a malformed multipart avatar upload → 400", async () => {
  const request = new Request(`${ORIGIN}/profile`, {
    method: "POST",
    body: '--x\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nnot a file',
    headers: { "Content-Type": "multipart/form-data; boundary=x", Cookie: buyerJar.header() },
  });
  const res = await run(profileRoute.action as never, request);
  expect(res.status).toBe(400);
});
