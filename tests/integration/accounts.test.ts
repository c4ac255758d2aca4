// Accounts end to end at the module/route level, against the real database (issue 3).
import bcrypt from "bcryptjs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminRoute from "~/routes/admin";
import * as avatarRoute from "~/routes/avatars.$userId";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import * as profileRoute from "~/routes/profile";
import * as resetRoute from "~/routes/reset-password";
import * as signupRoute from "~/routes/signup";
import * as verifyRoute from "~/routes/verify-otp";
import { BCRYPT_COST } from "~/modules/accounts/password";
import { resetPassword } from "~/modules/accounts/password-reset.server";
import { issueCode } from "~/modules/accounts/verification.server";
import { reset as resetLimit } from "~/modules/security/rate-limit.server";
import { dummyPasswordHash } from "~/modules/auth/authenticator.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { readToast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { seedDemoAccounts, DEMO_PASSWORD } from "../../prisma/seed-accounts";
import {
  ageLastSent,
  clearRateLimits,
  CookieJar,
  get,
  latestCode,
  ORIGIN,
  post,
  run,
  step,
  uniqueEmail,
} from "./accounts.support";

async function toastOf(jar: CookieJar) {
  return (await readToast(get("/", jar))).toast;
}

async function signUp(jar: CookieJar, fields: Record<string, string>) {
  return step(jar, signupRoute.action, post(`/signup?role=${fields.role}`, fields, jar));
}

async function signUpAndVerify(role: "buyer" | "influencer" | "brand", extra: Record<string, string> = {}) {
  const jar = new CookieJar();
  const email = uniqueEmail(role);
  const base: Record<string, string> = { role, fullName: `Test ${role}`, email, password: "Password123" };
  const roleFields: Record<string, Record<string, string>> = {
    buyer: {},
    influencer: { expertiseSummary: "Chromatography specialist", topics: "HPLC, Mass spec" },
    brand: {
      companyName: "Acme Labs",
      jobTitle: "CMO",
      phoneNumber: "+1 555 0100",
      country: "USA",
      companyWebsite: "https://acme.example.com",
      productsToShowcase: "Pipettes",
    },
  };
  const res = await signUp(jar, { ...base, ...roleFields[role], ...extra });
  expect(res.status).toBe(303);
  const code = await latestCode(email);
  const verified = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code }, jar));
  expect(verified.location).toBe("/login");
  return { jar, email, password: "Password123" };
}

async function logIn(email: string, password: string, jar = new CookieJar(), query = "") {
  const res = await step(jar, loginRoute.action, post(`/login${query}`, { email, password }, jar));
  return { res, jar };
}

beforeAll(async () => {
  await seedDemoAccounts(prisma);
  await clearRateLimits();
});

describe("sign-up", () => {
  it("creates a buyer, hashes the password with bcrypt (cost ≥ 10), mails a code and shows the welcome notice", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("Buyer").toUpperCase();
    const res = await signUp(jar, {
      role: "buyer",
      fullName: "Bea Buyer",
      email,
      password: "Password123",
      companyName: "Lab Co",
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/verify-otp");
    expect(jar.get("verify_email")).toBeTruthy();
    const toast = await toastOf(jar);
    expect(toast?.title).toContain("LabMarket");
    expect(toast?.description).toContain("Please verify your email");
    const user = await prisma.user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
      select: {
        passwordHash: true,
        emailVerifiedAt: true,
        profile: { select: { role: true, status: true, companyName: true } },
      },
    });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$(1[0-9]|[2-9][0-9])\$/);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.profile).toMatchObject({ role: "buyer", status: "pending", companyName: "Lab Co" });
    const row = await prisma.verification.findUniqueOrThrow({
      where: { target_purpose: { target: email.toLowerCase(), purpose: "signup" } },
    });
    const code = await latestCode(email.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it("influencer: topics become a list, the application notice shows, and the account stays pending after verifying", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("influencer");
    const res = await signUp(jar, {
      role: "influencer",
      fullName: "Ina Influencer",
      email,
      password: "Password123",
      expertiseSummary: "Lyophilization expert",
      topics: " Freeze drying, , Lyophilization ,freeze drying",
      portfolioUrl: "https://ina.example.com",
    });
    expect(res.status).toBe(303);
    expect((await toastOf(jar))?.title).toBe("Application Submitted!");
    const profile = await prisma.profile.findFirstOrThrow({
      where: { user: { email } },
      select: { topics: true, role: true, portfolioUrl: true },
    });
    expect(profile).toEqual({
      topics: ["Freeze drying", "Lyophilization"],
      role: "influencer",
      portfolioUrl: "https://ina.example.com",
    });
    await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code: await latestCode(email) }, jar));
    const after = await prisma.profile.findFirstOrThrow({ where: { user: { email } }, select: { status: true } });
    expect(after.status).toBe("pending");
    const { res: login } = await logIn(email, "Password123");
    expect(login.status).toBe(403);
    expect(login.data.formErrorTitle).toBe("Account Pending Approval");
    expect(login.data.formError).toBe("Your account is awaiting admin approval. We'll notify you once it's reviewed.");
  });

  it("brand: required fields and URL checks, then 'Demo Request Submitted!'", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("brand");
    const bad = await signUp(jar, {
      role: "brand",
      fullName: "Bo Brand",
      email,
      password: "Password123",
      companyWebsite: "not a url",
    });
    expect(bad.status).toBe(400);
    const errors = bad.data.result.error;
    for (const field of ["companyName", "jobTitle", "phoneNumber", "country", "productsToShowcase"])
      expect(errors[field]?.[0]).toMatch(/required/i);
    expect(errors.companyWebsite[0]).toMatch(/valid URL/);
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    const ok = await signUp(jar, {
      role: "brand",
      fullName: "Bo Brand",
      email,
      password: "Password123",
      companyName: "Bo Instruments",
      jobTitle: "CEO",
      phoneNumber: "+49 30 1234567",
      country: "Germany",
      companyWebsite: "https://bo.example.com",
      productsToShowcase: "Spectrometers",
      preferredDemoDate: "2030-05-01T10:30",
    });
    expect(ok.status).toBe(303);
    expect((await toastOf(jar))?.title).toBe("Demo Request Submitted!");
    const p = await prisma.profile.findFirstOrThrow({
      where: { user: { email } },
      select: { preferredDemoDate: true, role: true, status: true },
    });
    expect(p.preferredDemoDate?.toISOString()).toBe("2030-05-01T10:30:00.000Z");
    expect(p).toMatchObject({ role: "brand", status: "pending" });
  });

  it("answers a taken e-mail exactly like a new sign-up, changes nothing and tells the owner by e-mail", async () => {
    const owner = await signUpAndVerify("buyer");
    const before = await prisma.user.findUniqueOrThrow({
      where: { email: owner.email },
      select: { id: true, passwordHash: true, updatedAt: true },
    });
    const users = await prisma.user.count();
    const fresh = uniqueEmail("fresh");
    const freshJar = new CookieJar();
    const takenJar = new CookieJar();
    const fields = { role: "buyer", fullName: "Dup", password: "Other-Password-1" };
    const started = Date.now();
    const newSignup = await signUp(freshJar, { ...fields, email: fresh });
    const taken = await signUp(takenJar, { ...fields, email: owner.email });
    const signUpsTook = Date.now() - started;
    // Same status, redirect, notice and code page.
    expect(taken.status).toBe(newSignup.status);
    expect(taken.location).toBe(newSignup.location);
    expect(taken.location).toBe("/verify-otp");
    expect(await toastOf(takenJar)).toEqual(await toastOf(freshJar));
    const freshPage = await run(verifyRoute.loader, get("/verify-otp", freshJar));
    const takenPage = await run(verifyRoute.loader, get("/verify-otp", takenJar));
    expect(takenPage.data.email).toBe(owner.email);
    // The same 60 s resend wait: the two sign-ups ran one after the other, so their waits differ by no more than the
    // time both took (bcrypt on a loaded machine can take seconds), rounded up to whole seconds.
    expect(takenPage.data.waitSeconds).toBeGreaterThan(60 - Math.ceil(signUpsTook / 1000) - 5);
    expect(Math.abs(takenPage.data.waitSeconds - freshPage.data.waitSeconds)).toBeLessThanOrEqual(
      Math.ceil(signUpsTook / 1000) + 1,
    );
    // A guess and a resend answer as they do for a new sign-up.
    const guess = async (jar: CookieJar) =>
      (await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code: "000001" }, jar))).data;
    const freshGuess = await guess(freshJar);
    const takenGuess = await guess(takenJar);
    expect(takenGuess.formError).toBe(freshGuess.formError);
    expect(takenGuess.formError).toMatch(/4 attempts left/);
    const resend = async (jar: CookieJar) =>
      String(
        (await step(jar, verifyRoute.action, post("/verify-otp", { intent: "resend" }, jar))).data?.formError,
      ).replace(/\d+ seconds/, "N seconds");
    expect(await resend(takenJar)).toBe(await resend(freshJar));
    // Nothing created or changed; the owner is told (and gets no code).
    expect(await prisma.user.count()).toBe(users + 1);
    const after = await prisma.user.findUniqueOrThrow({
      where: { email: owner.email },
      select: { id: true, passwordHash: true, updatedAt: true },
    });
    expect(after).toEqual(before);
    const mails = await prisma.emailMessage.findMany({
      where: { to: owner.email, createdAt: { gt: before.updatedAt } },
      select: { subject: true, text: true },
    });
    expect(mails.map((m) => m.subject)).toEqual(["Sign-up attempt with your LabMarket address"]);
    expect(mails[0]!.text).toMatch(/log in instead: http.*\/login/);
    expect(mails[0]!.text).toMatch(/reset it here: http.*\/forgot-password/i);

    const admin = await signUp(new CookieJar(), {
      role: "admin",
      fullName: "Sneaky",
      email: uniqueEmail("sneaky"),
      password: "Password123",
    });
    expect(admin.status).toBe(400);
  });

  it("spends the same bcrypt work on a taken address as on a new one, at the cost of every stored hash", async () => {
    const spy = vi.spyOn(bcrypt, "hash");
    try {
      const fields = { role: "buyer", fullName: "Timing", password: "Password123" };
      await signUp(new CookieJar(), { ...fields, email: uniqueEmail("timing") });
      const freshCalls = spy.mock.calls.map((call) => call[1]);
      spy.mockClear();
      await signUp(new CookieJar(), { ...fields, email: "buyer@labmarket.test" });
      const takenCalls = spy.mock.calls.map((call) => call[1]);
      expect(freshCalls).toEqual([BCRYPT_COST]);
      expect(takenCalls).toEqual(freshCalls);
    } finally {
      spy.mockRestore();
    }
    // The login's unknown-e-mail comparison and the seeded demo accounts use the same cost.
    expect(bcrypt.getRounds(dummyPasswordHash())).toBe(BCRYPT_COST);
    const demo = await prisma.user.findUniqueOrThrow({
      where: { email: "buyer@labmarket.test" },
      select: { passwordHash: true },
    });
    expect(bcrypt.getRounds(demo.passwordHash)).toBe(BCRYPT_COST);
  });
});

describe("e-mail code", () => {
  it("verifies once (single use) and approves a buyer", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("once");
    await signUp(jar, { role: "buyer", fullName: "One Shot", email, password: "Password123" });
    const code = await latestCode(email);
    const wrong = await step(
      jar,
      verifyRoute.action,
      post("/verify-otp", { intent: "verify", code: code === "000000" ? "111111" : "000000" }, jar),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.formErrorTitle).toBe("Verification Failed");
    expect(wrong.data.formError).toMatch(/4 attempts left/);
    const ok = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code }, jar));
    expect(ok.location).toBe("/login");
    const toast = await toastOf(jar);
    expect(toast).toMatchObject({ title: "✅ Account Verified!", description: "You can now log in." });
    expect(jar.get("verify_email")).toBeUndefined();
    const user = await prisma.user.findUniqueOrThrow({
      where: { email },
      select: { emailVerifiedAt: true, profile: { select: { status: true } } },
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.profile?.status).toBe("approved");
    expect(await prisma.verification.count({ where: { target: email } })).toBe(0);
  });

  // Issue 32 test audit: the single-use rule must hold when the right code arrives many times at once (the
  // delete-count check in verification.server.ts), and after use.
  it("10 parallel verifies with the right code: exactly one succeeds; a resubmission after use fails", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("race");
    await signUp(jar, { role: "buyer", fullName: "Race Once", email, password: "Password123" });
    const code = await latestCode(email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => run(verifyRoute.action, post("/verify-otp", { intent: "verify", code }, jar))),
    );
    expect(results.filter((r) => r.location === "/login")).toHaveLength(1);
    const refused = results.filter((r) => r.location !== "/login");
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(400));
    for (const r of refused) expect(r.data.formErrorTitle).toBe("Verification Failed");
    expect(await prisma.verification.count({ where: { target: email } })).toBe(0);
    // The same code again, past the per-e-mail rate limit the ten spent: refused by the code rules themselves.
    await resetLimit("verify", email);
    const again = await run(verifyRoute.action, post("/verify-otp", { intent: "verify", code }, jar));
    expect(again.status).toBe(400);
    expect(again.data.formError).toBe("Invalid or expired code. Request a new code and try again.");
  });

  it("10 parallel password resets with the right code: exactly one changes the password; reuse fails", async () => {
    const email = uniqueEmail("race-reset");
    await prisma.user.create({
      data: {
        email,
        passwordHash: await bcrypt.hash("Password123", BCRYPT_COST),
        emailVerifiedAt: new Date(),
        profile: { create: { fullName: "Race Reset", role: "buyer", status: "approved" } },
      },
      select: { id: true },
    });
    const issued = await issueCode(email, "reset_password");
    if (issued.status !== "sent") throw new Error("no code sent");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => resetPassword(email, issued.code, `NewPassword${i}`)),
    );
    const winners = results.flatMap((r, i) => (r.ok ? [i] : []));
    expect(winners).toHaveLength(1);
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } });
    expect(await bcrypt.compare(`NewPassword${winners[0]}`, passwordHash)).toBe(true);
    expect(await resetPassword(email, issued.code, "Another123")).toEqual({
      ok: false,
      message: "Invalid or expired code. Request a new code and try again.",
    });
  });

  it("5 wrong entries invalidate the code; an expired code fails; resend is limited to once per 60 s", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("tries");
    await signUp(jar, { role: "buyer", fullName: "Try Hard", email, password: "Password123" });
    const code = await latestCode(email);
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++)
      await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code: wrongCode }, jar));
    const afterLimit = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code }, jar));
    expect(afterLimit.status).toBe(400);
    expect(afterLimit.data.formError).toMatch(/Too many incorrect attempts/);

    const tooSoon = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "resend" }, jar));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.data.formErrorTitle).toBe("Resend Failed");
    const page = await run(verifyRoute.loader, get("/verify-otp", jar));
    expect(page.data.waitSeconds).toBeGreaterThan(50);

    await ageLastSent(email);
    const resent = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "resend" }, jar));
    expect(resent.location).toBe("/verify-otp");
    expect(await toastOf(jar)).toMatchObject({
      title: "✉️ Code Resent",
      description: "A new verification code has been sent to your email.",
    });
    const fresh = await latestCode(email);
    await prisma.verification.updateMany({
      where: { target: email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await step(jar, verifyRoute.action, post("/verify-otp", { intent: "verify", code: fresh }, jar));
    expect(expired.data.formError).toMatch(/expired/);
  });

  it("without the signed cookie the verify page says 'No email provided. Please sign up again.'", async () => {
    const page = await run(verifyRoute.loader, get("/verify-otp"));
    expect(page.data.email).toBeNull();
    const forged = await run(
      verifyRoute.loader,
      get("/verify-otp", undefined, { Cookie: "verify_email=InRlc3RAZXhhbXBsZS5jb20i.bad" }),
    );
    expect(forged.data.email).toBeNull();
    const action = await run(verifyRoute.action, post("/verify-otp", { intent: "verify", code: "123456" }));
    expect(action.status).toBe(400);
    expect(action.data.formError).toBe("No email provided. Please sign up again.");
  });
});

describe("login", () => {
  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const unknown = (await logIn("nobody-here@example.com", "whatever1")).res;
    const wrong = (await logIn("buyer@labmarket.test", "wrong-password")).res;
    for (const r of [unknown, wrong]) {
      expect(r.status).toBe(401);
      expect(r.data).toMatchObject({ formErrorTitle: "Login Failed", formError: "Invalid credentials." });
    }
  });

  it("rejected accounts see 'Account Access Denied'", async () => {
    const { res } = await logIn("rejected@labmarket.test", DEMO_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({
      formErrorTitle: "Account Access Denied",
      formError: "Your application has been rejected. Please contact support for more information.",
    });
  });

  it("unverified accounts go to the verify page with a fresh code", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail("unverified");
    await signUp(jar, { role: "buyer", fullName: "Un Verified", email, password: "Password123" });
    const first = await latestCode(email);
    await ageLastSent(email);
    const { res, jar: loginJar } = await logIn(email, "Password123");
    expect(res.location).toBe("/verify-otp");
    expect(loginJar.get("verify_email")).toBeTruthy();
    expect(await toastOf(loginJar)).toMatchObject({
      title: "Email Not Verified",
      description: "Please check your email to verify your account before logging in.",
    });
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(2);
    const second = await latestCode(email);
    const stale = await step(
      loginJar,
      verifyRoute.action,
      post("/verify-otp", { intent: "verify", code: first }, loginJar),
    );
    if (first !== second) expect(stale.status).toBe(400);
    const ok = await step(
      loginJar,
      verifyRoute.action,
      post("/verify-otp", { intent: "verify", code: second }, loginJar),
    );
    expect(ok.location).toBe("/login");
  });

  it("redirects by role, honours a same-site redirectTo only, and rotates the session", async () => {
    const landing: Record<string, string> = {
      "admin@labmarket.test": "/admin",
      "buyer@labmarket.test": "/buyer-dashboard",
      "influencer@labmarket.test": "/influencer-dashboard",
      "brand@labmarket.test": "/brand-dashboard",
      "community@labmarket.test": "/community-knowledge",
    };
    for (const [email, path] of Object.entries(landing)) {
      const { res } = await logIn(email, DEMO_PASSWORD);
      expect(res.location, email).toBe(path);
    }
    const jar = new CookieJar();
    const first = await step(
      jar,
      loginRoute.action,
      post("/login", { email: "buyer@labmarket.test", password: DEMO_PASSWORD, redirectTo: "/profile?edit=1" }, jar),
    );
    expect(first.location).toBe("/profile?edit=1");
    expect(await toastOf(jar)).toMatchObject({
      title: "Login Successful!",
      description: "Welcome back! Redirecting...",
    });
    const firstCookie = jar.get("session")!;
    const evil = await step(
      jar,
      loginRoute.action,
      post("/login", { email: "buyer@labmarket.test", password: DEMO_PASSWORD, redirectTo: "//evil.example.com" }, jar),
    );
    expect(evil.location).toBe("/buyer-dashboard");
    expect(jar.get("session")).not.toBe(firstCookie);
    // the old session row is gone (rotation)
    const old = new CookieJar();
    old.store(new Headers({ "Set-Cookie": `session=${firstCookie}; Path=/` }));
    expect(await getOptionalUser(get("/", old))).toBeNull();
    expect((await getOptionalUser(get("/", jar)))?.email).toBe("buyer@labmarket.test");
  });

  it("stores only a hash of the session token, marks the cookie httpOnly + SameSite=Lax, and logs out with a POST", async () => {
    const { res, jar } = await logIn("buyer@labmarket.test", DEMO_PASSWORD);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const user = (await getOptionalUser(get("/", jar)))!;
    const token = decodeURIComponent(jar.get("session")!);
    expect(await prisma.session.count({ where: { id: { contains: token.slice(1, 20) } } })).toBe(0);
    expect(await prisma.session.count({ where: { id: user.sessionId } })).toBe(1);
    const out = await step(jar, logoutRoute.action, post("/logout", {}, jar));
    expect(out.location).toBe("/");
    expect(await prisma.session.count({ where: { id: user.sessionId } })).toBe(0);
    expect(jar.get("session")).toBeUndefined();
  });

  it("expires idle (7 days) and old (30 days) sessions, and refreshes lastSeenAt at most hourly", async () => {
    const { jar } = await logIn("buyer@labmarket.test", DEMO_PASSWORD);
    const user = (await getOptionalUser(get("/", jar)))!;
    await prisma.session.update({
      where: { id: user.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 2 * 3600_000) },
    });
    await getOptionalUser(get("/", jar));
    const touched = await prisma.session.findUniqueOrThrow({ where: { id: user.sessionId } });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
    await prisma.session.update({
      where: { id: user.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 8 * 24 * 3600_000) },
    });
    expect(await getOptionalUser(get("/", jar))).toBeNull();
    const again = await logIn("buyer@labmarket.test", DEMO_PASSWORD);
    const u2 = (await getOptionalUser(get("/", again.jar)))!;
    await prisma.session.update({ where: { id: u2.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getOptionalUser(get("/", again.jar))).toBeNull();
  });

  it("'Sign out everywhere else' ends the other sessions only", async () => {
    const a = await logIn("community@labmarket.test", DEMO_PASSWORD);
    const b = await logIn("community@labmarket.test", DEMO_PASSWORD);
    const res = await step(a.jar, profileRoute.action, post("/profile", { intent: "signout-others" }, a.jar));
    expect(res.location).toBe("/profile");
    expect(await getOptionalUser(get("/", a.jar))).not.toBeNull();
    expect(await getOptionalUser(get("/", b.jar))).toBeNull();
  });
});

describe("forgot password", () => {
  it("answers the same for unknown e-mails, and resets by code for real ones", async () => {
    const unknownJar = new CookieJar();
    const unknown = await step(
      unknownJar,
      forgotRoute.action,
      post("/forgot-password", { email: uniqueEmail("ghost") }, unknownJar),
    );
    const { jar: userJar, email } = await signUpAndVerify("buyer");
    const before = await logIn(email, "Password123");
    const known = await step(userJar, forgotRoute.action, post("/forgot-password", { email }, userJar));
    expect(unknown.status).toBe(known.status);
    expect(unknown.location).toBe(known.location);
    expect(await toastOf(unknownJar)).toEqual(await toastOf(userJar));
    const code = await latestCode(email);
    const mismatch = await step(
      userJar,
      resetRoute.action,
      post("/reset-password", { code, password: "NewPassword1", confirmPassword: "Other" }, userJar),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword[0]).toBe("Passwords do not match");
    const ok = await step(
      userJar,
      resetRoute.action,
      post("/reset-password", { code, password: "NewPassword1", confirmPassword: "NewPassword1" }, userJar),
    );
    expect(ok.location).toBe("/login");
    expect(await getOptionalUser(get("/", before.jar))).toBeNull();
    expect((await logIn(email, "Password123")).res.status).toBe(401);
    expect((await logIn(email, "NewPassword1")).res.status).toBe(303);
    const reuse = await step(
      userJar,
      resetRoute.action,
      post("/reset-password", { code, password: "Another123", confirmPassword: "Another123" }, new CookieJar()),
    );
    expect(reuse.status).toBe(400);
  });
});

describe("profile and avatar", () => {
  const PNG = Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
      "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );

  function multipart(jar: CookieJar, file: { name: string; type: string; bytes: Uint8Array } | null) {
    const form = new FormData();
    if (file) form.append("avatar", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    else form.append("avatar", new Blob([]), "");
    return new Request(`${ORIGIN}/profile?edit=1`, { method: "POST", body: form, headers: { Cookie: jar.header() } });
  }

  it("updates fields and interests, and shows the role with spaces", async () => {
    const { jar } = await logIn("community@labmarket.test", DEMO_PASSWORD);
    const res = await step(
      jar,
      profileRoute.action,
      post(
        "/profile?edit=1",
        {
          intent: "update",
          fullName: "Casey C.",
          companyName: "Acme",
          bio: "Hi",
          interests: ["Cell Therapy", "Lyophilization"],
        },
        jar,
      ),
    );
    expect(res.location).toBe("/profile");
    expect(await toastOf(jar)).toMatchObject({
      title: "Profile Updated!",
      description: "Your changes have been saved.",
    });
    const page = await run(profileRoute.loader, get("/profile", jar));
    expect(page.data.profile).toMatchObject({
      fullName: "Casey C.",
      companyName: "Acme",
      bio: "Hi",
      interests: ["Cell Therapy", "Lyophilization"],
      role: "community_member",
    });
    const bad = await step(
      jar,
      profileRoute.action,
      post("/profile?edit=1", { intent: "update", fullName: "", interests: ["Astrology"] }, jar),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.formErrorTitle).toBe("Error updating profile");
    await step(
      jar,
      profileRoute.action,
      post("/profile", { intent: "update", fullName: "Casey Community", interests: ["Lyophilization"] }, jar),
    );
  });

  it("stores an avatar checked by content and serves it with ETag and cache headers", async () => {
    const { jar } = await logIn("buyer@labmarket.test", DEMO_PASSWORD);
    const user = (await getOptionalUser(get("/", jar)))!;
    const none = await step(jar, profileRoute.action, multipart(jar, null));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({
      formErrorTitle: "Error uploading avatar",
      formError: "You must select an image to upload.",
    });
    const fake = await step(
      jar,
      profileRoute.action,
      multipart(jar, { name: "evil.png", type: "image/png", bytes: new TextEncoder().encode("<svg onload=alert(1)>") }),
    );
    expect(fake.status).toBe(400);
    const big = await step(
      jar,
      profileRoute.action,
      multipart(jar, { name: "big.png", type: "image/png", bytes: new Uint8Array(2 * 1024 * 1024 + 10) }),
    );
    expect(big.status).toBe(413);
    const ok = await step(jar, profileRoute.action, multipart(jar, { name: "me.txt", type: "text/plain", bytes: PNG }));
    expect(ok.location).toBe("/profile");
    expect((await toastOf(jar))?.title).toBe("Avatar updated successfully!");
    const profile = await prisma.profile.findUniqueOrThrow({ where: { id: user.id }, select: { avatarUrl: true } });
    expect(profile.avatarUrl).toMatch(new RegExp(`^/avatars/${user.id}\\?v=\\d+$`));
    const served = await run(avatarRoute.loader as never, get(profile.avatarUrl!), { userId: user.id });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toContain("max-age");
    const etag = served.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const cached = await run(
      avatarRoute.loader as never,
      get(profile.avatarUrl!, undefined, { "If-None-Match": etag }),
      { userId: user.id },
    );
    expect(cached.status).toBe(304);
    const missing = await run(avatarRoute.loader as never, get("/avatars/nobody"), { userId: "nobody" });
    expect(missing.status).toBe(404);
  });
});

describe("admin", () => {
  it("approves and rejects pending users with e-mails and audit rows; only pending ones", async () => {
    const { jar } = await logIn("admin@labmarket.test", DEMO_PASSWORD);
    const admin = (await getOptionalUser(get("/", jar)))!;
    const a = await signUpAndVerify("influencer");
    const b = await signUpAndVerify("brand");
    const idOf = async (email: string) =>
      (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    const aId = await idOf(a.email);
    const bId = await idOf(b.email);

    const list = await run(adminRoute.loader, get("/admin?section=users&status=pending", jar));
    expect(list.data.users.users.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([aId, bId]));
    expect(list.data.users.users.every((u: { status: string }) => u.status === "pending")).toBe(true);

    const approve = await step(
      jar,
      adminRoute.action,
      post("/admin?section=users", { intent: "approve", userId: aId }, jar),
    );
    expect(approve.location).toBe("/admin?section=users");
    expect((await toastOf(jar))?.title).toBe("User approved successfully");
    const reject = await step(
      jar,
      adminRoute.action,
      post("/admin?section=users", { intent: "reject", userId: bId }, jar),
    );
    expect((await toastOf(jar))?.title).toBe("User rejected successfully");
    expect(reject.status).toBe(303);
    const again = await step(
      jar,
      adminRoute.action,
      post("/admin?section=users", { intent: "approve", userId: bId }, jar),
    );
    expect(again.status).toBe(303);
    expect((await toastOf(jar))?.title).toBe("Failed to approve user");

    expect(await prisma.emailMessage.count({ where: { to: a.email, subject: { contains: "approved" } } })).toBe(1);
    expect(await prisma.emailMessage.count({ where: { to: b.email, subject: "Your LabMarket application" } })).toBe(1);
    const audit = await prisma.auditLog.findMany({
      where: { targetId: { in: [aId, bId] } },
      select: { actorId: true, action: true, targetId: true, createdAt: true },
    });
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: admin.id, action: "user.approve", targetId: aId }),
        expect.objectContaining({ actorId: admin.id, action: "user.reject", targetId: bId }),
      ]),
    );
    expect((await logIn(a.email, a.password)).res.location).toBe("/influencer-dashboard");
    expect((await logIn(b.email, b.password)).res.data.formErrorTitle).toBe("Account Access Denied");

    const details = await run(adminRoute.loader, get(`/admin?section=users&user=${aId}`, jar));
    expect(details.data.selected).toMatchObject({
      expertiseSummary: "Chromatography specialist",
      topics: ["HPLC", "Mass spec"],
    });
    expect(details.data.selected.user.emailVerifiedAt).toBeTruthy();
    expect(details.data.selected.user.createdAt).toBeTruthy();
  });

  it("resends verification for real and deletes a user after confirmation, with their data", async () => {
    const { jar } = await logIn("admin@labmarket.test", DEMO_PASSWORD);
    const signupJar = new CookieJar();
    const email = uniqueEmail("todelete");
    await signUp(signupJar, { role: "buyer", fullName: "Del Me", email, password: "Password123" });
    const id = (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    await ageLastSent(email);
    const resend = await step(
      jar,
      adminRoute.action,
      post("/admin?section=users", { intent: "resend", userId: id }, jar),
    );
    expect(resend.status).toBe(303);
    expect((await toastOf(jar))?.title).toBe("✉️ Code Resent");
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(2);

    const confirm = await run(adminRoute.loader, get(`/admin?section=users&confirmDelete=${id}`, jar));
    expect(confirm.data.confirmDelete).toMatchObject({ id, fullName: "Del Me" });
    const del = await step(
      jar,
      adminRoute.action,
      post(`/admin?section=users&confirmDelete=${id}`, { intent: "delete", userId: id }, jar),
    );
    expect(del.location).toBe("/admin?section=users");
    expect(await prisma.user.count({ where: { id } })).toBe(0);
    expect(await prisma.profile.count({ where: { id } })).toBe(0);
    expect(await prisma.verification.count({ where: { target: email } })).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "user.delete", targetId: id } })).toBe(1);
    const self = (await getOptionalUser(get("/", jar)))!;
    await step(jar, adminRoute.action, post("/admin?section=users", { intent: "delete", userId: self.id }, jar));
    expect(await prisma.user.count({ where: { id: self.id } })).toBe(1);
  });

  it("Manage Users counts every profile by status and how many match the filters", async () => {
    const { jar } = await logIn("admin@labmarket.test", DEMO_PASSWORD);
    const all = await run(adminRoute.loader, get("/admin?section=users", jar));
    const counts = all.data.users.counts;
    expect(counts.total).toBe(counts.pending + counts.approved + counts.rejected);
    expect(counts.total).toBeGreaterThan(0);
    expect(all.data.users.matching).toBe(counts.total);

    const marker = `Countco-${Date.now().toString(36)}`;
    const created = await Promise.all(
      ["pending", "approved"].map((status, i) =>
        prisma.user.create({
          data: {
            email: `${marker.toLowerCase()}-${i}@example.com`,
            passwordHash: "x",
            profile: {
              create: {
                fullName: `Count ${i}`,
                role: "brand",
                status: status as "pending" | "approved",
                companyName: marker,
              },
            },
          },
          select: { id: true },
        }),
      ),
    );
    try {
      const filtered = await run(adminRoute.loader, get(`/admin?section=users&q=${marker}`, jar));
      expect(filtered.data.users.matching).toBe(2);
      expect(filtered.data.users.shown).toBe(2);
      const pendingOnly = await run(adminRoute.loader, get(`/admin?section=users&q=${marker}&status=pending`, jar));
      expect(pendingOnly.data.users.matching).toBe(1);
      // The status counts stay those of every profile, whatever the filters.
      const unfiltered = pendingOnly.data.users.counts;
      expect(unfiltered.total).toBe(unfiltered.pending + unfiltered.approved + unfiltered.rejected);
      expect(unfiltered.approved).toBeGreaterThan(1);
    } finally {
      await prisma.user.deleteMany({ where: { id: { in: created.map((u) => u.id) } } });
    }
  });

  it("counts profiles, brands, pending, products with video, demos and requests", async () => {
    const { jar } = await logIn("admin@labmarket.test", DEMO_PASSWORD);
    const res = await run(adminRoute.loader, get("/admin", jar));
    expect(res.data.counts).toEqual({
      profiles: await prisma.profile.count(),
      brands: await prisma.profile.count({ where: { role: "brand" } }),
      pending: await prisma.profile.count({ where: { status: "pending" } }),
      productsWithVideo: await prisma.storeProduct.count({ where: { videoUrl: { not: null } } }),
      demos: await prisma.demo.count(),
      requests: await prisma.eventRegistration.count(),
    });
    const other = await run(adminRoute.loader, get("/admin?section=settings", jar));
    expect(other.data.section).toBe("settings");
  });
});

describe("abuse protection", () => {
  it("rate-limits login attempts per e-mail and address with HTTP 429 and a clear message", async () => {
    const email = uniqueEmail("limited");
    let last;
    for (let i = 0; i < 11; i++) last = (await logIn(email, "wrong-password")).res;
    expect(last!.status).toBe(429);
    expect(last!.data.formError).toMatch(/Too many login attempts\. Please try again in \d+ minutes?\./);
    expect(last!.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("a stranger's wrong passwords from one address never lock the owner out from another (OWASP ASVS 2.2.1)", async () => {
    const { email, password } = await signUpAndVerify("buyer");
    const attempt = (pass: string, clientIp: string) =>
      step(
        new CookieJar(),
        loginRoute.action,
        post("/login", { email, password: pass }, new CookieJar()),
        {},
        {
          clientIp,
        },
      );
    const stranger = `10.66.${Math.floor(Math.random() * 250)}.1`;
    const owner = `10.77.${Math.floor(Math.random() * 250)}.2`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt("wrong-password", stranger)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The stranger's address stays limited, even with the right password...
    expect((await attempt(password, stranger)).status).toBe(429);
    // ...while the owner, from their own address, logs in.
    const ok = await attempt(password, owner);
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/buyer-dashboard");
  });

  it("rate-limits sign-ups per client address", async () => {
    const context = { clientIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    let status = 0;
    for (let i = 0; i < 31; i++) {
      const jar = new CookieJar();
      const r = await run(
        signupRoute.action as never,
        post(
          "/signup?role=buyer",
          { role: "buyer", fullName: "Rate Limit", email: uniqueEmail("rl"), password: "Password123" },
          jar,
        ),
        {},
        context,
      );
      status = r.status;
    }
    expect(status).toBe(429);
    // 31 sign-ups hash 31 passwords with bcrypt cost 10: slow on a busy 2-core machine.
  }, 240_000);

  it("rate-limits forgot-password requests per e-mail", async () => {
    const email = uniqueEmail("forgetful");
    let r;
    for (let i = 0; i < 6; i++) r = await run(forgotRoute.action as never, post("/forgot-password", { email }));
    expect(r!.status).toBe(429);
  });

  it("silently rejects a filled honeypot with 400 and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const res = await run(
      signupRoute.action as never,
      post("/signup?role=buyer", {
        role: "buyer",
        fullName: "Bot",
        email,
        password: "Password123",
        contact_fax: "123",
      }),
    );
    expect(res.status).toBe(400);
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    const login = await run(
      loginRoute.action as never,
      post("/login", { email: "buyer@labmarket.test", password: DEMO_PASSWORD, contact_fax: "x" }),
    );
    expect(login.status).toBe(400);
  });
});

describe("login hooks", () => {
  it("merges the anonymous cart into the user's cart at login", async () => {
    const { serializeCartId } = await import("~/modules/cart/cart-cookie.server");
    const { user } = {
      user: await prisma.user.findUniqueOrThrow({ where: { email: "brand@labmarket.test" }, select: { id: true } }),
    };
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    const jar = new CookieJar();
    jar.store(new Headers({ "Set-Cookie": await serializeCartId(cart.id) }));
    const { res } = await logIn("brand@labmarket.test", DEMO_PASSWORD, jar);
    expect(res.status).toBe(303);
    const owned = await prisma.cart.findFirst({
      where: { userId: user.id },
      orderBy: { updatedAt: "desc" },
      select: { id: true },
    });
    expect(owned).not.toBeNull();
  });
});
