// Login throttling (issue 32 #10, ADR 047, OWASP ASVS 5.0 V6.1.1 / V6.3.1): nothing a stranger does can lock the
// owner out. Hard limits per (e-mail, address) pair and per address; past the account's budget, one try per fresh
// address; a known device (signed cookie from an earlier login or a password reset by code) has its own budget.
// The client address comes from the load context, as server/index.js passes it (clientIp).
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as resetRoute from "~/routes/reset-password";
import { BCRYPT_COST } from "~/modules/accounts/password";
import { LIMITS, record } from "~/modules/security/rate-limit.server";
import { prisma } from "~/utils/db.server";
import { CookieJar, latestCode, post, step, uniqueEmail } from "./accounts.support";

const PASSWORD = "Password123";

/** A verified, approved buyer, created directly (no sign-up mail, no sign-up rate limit). */
async function buyer(prefix: string) {
  const email = uniqueEmail(prefix);
  await prisma.user.create({
    data: {
      email,
      passwordHash: await bcrypt.hash(PASSWORD, BCRYPT_COST),
      emailVerifiedAt: new Date(),
      profile: { create: { fullName: "Throttle Test", role: "buyer", status: "approved" } },
    },
    select: { id: true },
  });
  return email;
}

let addressSeq = 0;
/** A client address no other test (nor an earlier run against the same database) uses. */
function address() {
  addressSeq += 1;
  return `10.${47 + (addressSeq % 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/** One login attempt from `clientIp`; a fresh browser unless a jar is given (the jar keeps the cookies it gets). */
function attempt(email: string, password: string, clientIp: string, jar = new CookieJar()) {
  return step(jar, loginRoute.action, post("/login", { email, password }, jar), {}, { clientIp });
}

async function statuses(n: number, email: string, password: string, clientIp: string) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt(email, password, clientIp)).status);
  return out;
}

function expectLimited(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.status).toBe(429);
  expect(res.data.formErrorTitle).toBe("Login Failed");
  expect(res.data.formError).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\./);
  expect(res.data.formError).toContain("reset your password with a code sent to your email");
  expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
}

describe("login throttling", () => {
  it("11 wrong passwords from address A refuse A only: the owner logs in from address B", async () => {
    const email = await buyer("pair");
    const a = address();
    const b = address();
    const wrong = await statuses(11, email, "wrong-password", a);
    expect(wrong).toEqual([...Array(LIMITS.login.points).fill(401), 429]);
    // From A the right password is refused too (the pair's budget is spent), with a message and Retry-After...
    expectLimited(await attempt(email, PASSWORD, a));
    // ...while from B the owner logs in.
    const ok = await attempt(email, PASSWORD, b);
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/buyer-dashboard");
  });

  it("a successful login resets the pair's count", async () => {
    const email = await buyer("pair-reset");
    const a = address();
    expect(await statuses(9, email, "wrong-password", a)).toEqual(Array(9).fill(401));
    expect((await attempt(email, PASSWORD, a)).status).toBe(303);
    // A fresh browser at A starts from zero again: ten more tries before the pair is refused.
    expect(await statuses(11, email, "wrong-password", a)).toEqual([...Array(10).fill(401), 429]);
  });

  it("the owner's known device logs in from the stranger's own address (a shared NAT)", async () => {
    const email = await buyer("device");
    const nat = address();
    const owner = new CookieJar();
    expect((await attempt(email, PASSWORD, nat, owner)).status).toBe(303);
    expect(owner.get("device")).toBeTruthy();
    // A stranger behind the same address spends the pair's budget...
    expect((await statuses(11, email, "wrong-password", nat)).at(-1)).toBe(429);
    expectLimited(await attempt(email, PASSWORD, nat));
    // ...and a device cookie the stranger earned on their own account does not count for the owner's.
    const strangerEmail = await buyer("device-stranger");
    const stranger = new CookieJar();
    expect((await attempt(strangerEmail, PASSWORD, address(), stranger)).status).toBe(303);
    expectLimited(await attempt(email, PASSWORD, nat, stranger));
    // The owner's browser has its own budget: it logs in.
    const ok = await attempt(email, PASSWORD, nat, owner);
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/buyer-dashboard");
  });

  it("a known device is limited on its own budget: a stolen device cookie gives no unlimited guesses", async () => {
    const email = await buyer("device-budget");
    const device = new CookieJar();
    expect((await attempt(email, PASSWORD, address(), device)).status).toBe(303);
    const tries: number[] = [];
    for (let i = 0; i < 11; i++) tries.push((await attempt(email, "wrong-password", address(), device)).status);
    expect(tries).toEqual([...Array(LIMITS.loginDevice.points).fill(401), 429]);
    expectLimited(await attempt(email, PASSWORD, address(), device));
    // Another browser of the owner is not affected.
    expect((await attempt(email, PASSWORD, address())).status).toBe(303);
  });

  it("a password reset by e-mailed code lets the owner in from the blocked address", async () => {
    const email = await buyer("reset");
    const a = address();
    expect((await statuses(11, email, "wrong-password", a)).at(-1)).toBe(429);
    const owner = new CookieJar();
    expectLimited(await attempt(email, PASSWORD, a, owner));
    const asked = await step(
      owner,
      forgotRoute.action,
      post("/forgot-password", { email }, owner),
      {},
      { clientIp: a },
    );
    expect(asked.location).toBe("/reset-password");
    const code = await latestCode(email);
    const reset = await step(
      owner,
      resetRoute.action,
      post("/reset-password", { code, password: "NewPassword1", confirmPassword: "NewPassword1" }, owner),
      {},
      { clientIp: a },
    );
    expect(reset.location).toBe("/login");
    const ok = await attempt(email, "NewPassword1", a, owner);
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/buyer-dashboard");
    // The stranger at A is still refused.
    expectLimited(await attempt(email, "NewPassword1", a));
  });

  it("the per-address limit across accounts still refuses credential stuffing, but not a known device", async () => {
    const stuffed = address();
    const victim = await buyer("stuffing");
    const owner = new CookieJar();
    expect((await attempt(victim, PASSWORD, address(), owner)).status).toBe(303);
    // 298 attempts on other accounts from this address already (recorded directly: 298 bcrypt checks are slow).
    for (let i = 0; i < LIMITS.loginIp.points - 2; i++) await record("loginIp", stuffed);
    expect((await attempt(uniqueEmail("stuffed-a"), "guess-1", stuffed)).status).toBe(401);
    expect((await attempt(uniqueEmail("stuffed-b"), "guess-2", stuffed)).status).toBe(401);
    // The address's budget is spent: any account, even with the right password, is refused from it...
    expectLimited(await attempt(uniqueEmail("stuffed-c"), "guess-3", stuffed));
    expectLimited(await attempt(victim, PASSWORD, stuffed));
    // ...from another address the account logs in, and so does the owner's known device at this one.
    expect((await attempt(victim, PASSWORD, address())).status).toBe(303);
    expect((await attempt(victim, PASSWORD, stuffed, owner)).status).toBe(303);
  });

  it("a distributed guess slows the account to one try per fresh address, never shutting the owner out", async () => {
    const email = await buyer("distributed");
    const owner = new CookieJar();
    expect((await attempt(email, PASSWORD, address(), owner)).status).toBe(303);
    // 100 failures from many addresses within the hour (recorded directly).
    for (let i = 0; i < LIMITS.loginAccount.points; i++) await record("loginAccount", email);
    // An address that has already tried this account gets no second try...
    const tried = address();
    expect((await attempt(email, "wrong-password", tried)).status).toBe(401);
    expectLimited(await attempt(email, PASSWORD, tried));
    // ...a fresh address with the right password logs in, and so does the owner's known device, even from there.
    expect((await attempt(email, PASSWORD, address())).status).toBe(303);
    expect((await attempt(email, PASSWORD, tried, owner)).status).toBe(303);
  });
});
