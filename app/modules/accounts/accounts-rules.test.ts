import { describe, expect, it } from "vitest";
import { detectImageType } from "./avatar";
import { BUYER_TABS, readTab } from "./dashboard";
import { checkCode, codeFailureMessage, OTP_MAX_ATTEMPTS, resendWaitSeconds } from "./otp";
import {
  dashboardPathForRole,
  landingPathForRole,
  parseTopics,
  roleLabel,
  statusAfterVerification,
  toStoredRole,
} from "./roles";
import {
  brandSignupSchema,
  buyerSignupSchema,
  influencerSignupSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  verifySchema,
} from "./schemas";

describe("roles", () => {
  it("maps the header Dashboard link and the login landing by role (spec §2)", () => {
    expect(["admin", "brand", "influencer", "buyer", "community_member", "x", null].map(dashboardPathForRole)).toEqual([
      "/admin",
      "/brand-dashboard",
      "/influencer-dashboard",
      "/buyer-dashboard",
      "/profile",
      "/",
      "/",
    ]);
    expect(landingPathForRole("community_member")).toBe("/community-knowledge");
    expect(landingPathForRole(undefined)).toBe("/");
  });
  it("stores roles lowercased with underscores and shows them with spaces", () => {
    expect(toStoredRole(" Community Member ")).toBe("community_member");
    expect(roleLabel("community_member")).toBe("community member");
    expect(roleLabel("influencer")).toBe("expert");
  });
  it("approves buyers on verification only", () => {
    expect(statusAfterVerification("buyer", "pending")).toBe("approved");
    expect(statusAfterVerification("influencer", "pending")).toBe("pending");
    expect(statusAfterVerification("buyer", "rejected")).toBe("rejected");
  });
  it("turns comma-separated topics into a clean list", () => {
    expect(parseTopics(" HPLC, , mass  spec,hplc ")).toEqual(["HPLC", "mass spec"]);
  });
});

describe("one-time code rules", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  const future = new Date(now.getTime() + 60_000);
  it("waits 60 s between sends", () => {
    expect(resendWaitSeconds(new Date(now.getTime() - 15_000), now)).toBe(45);
    expect(resendWaitSeconds(new Date(now.getTime() - 61_000), now)).toBe(0);
    expect(resendWaitSeconds(null, now)).toBe(0);
  });
  it("accepts a matching live code, counts down tries and stops after 5", () => {
    expect(checkCode({ expiresAt: future, attempts: 0 }, true, now)).toEqual({ ok: true });
    expect(checkCode({ expiresAt: future, attempts: 0 }, false, now)).toEqual({
      ok: false,
      reason: "mismatch",
      attemptsLeft: 4,
    });
    expect(checkCode({ expiresAt: future, attempts: OTP_MAX_ATTEMPTS - 1 }, false, now)).toMatchObject({
      reason: "exhausted",
    });
    expect(checkCode({ expiresAt: future, attempts: OTP_MAX_ATTEMPTS }, true, now)).toMatchObject({
      reason: "exhausted",
    });
    expect(checkCode({ expiresAt: now, attempts: 0 }, true, now)).toMatchObject({ reason: "expired" });
    expect(codeFailureMessage({ ok: false, reason: "mismatch", attemptsLeft: 1 })).toBe(
      "Invalid code. 1 attempt left.",
    );
  });
});

describe("schemas", () => {
  it("requires full name, e-mail and password for every role; buyer extras are optional", () => {
    expect(
      buyerSignupSchema.safeParse({ role: "buyer", fullName: "A", email: "A@B.CO", password: "Password1" }).data?.email,
    ).toBe("a@b.co");
    const missing = buyerSignupSchema.safeParse({ role: "buyer" });
    expect(missing.error?.issues.map((i) => i.path[0]).sort()).toEqual(["email", "fullName", "password"]);
  });
  it("requires influencer summary and topics; URLs must be http(s)", () => {
    const r = influencerSignupSchema.safeParse({
      role: "influencer",
      fullName: "A",
      email: "a@b.co",
      password: "Password1",
      topics: " , ",
      portfolioUrl: "javascript:alert(1)",
    });
    const paths = r.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["expertiseSummary", "topics", "portfolioUrl"]));
  });
  it("requires every brand field except the demo date", () => {
    const ok = brandSignupSchema.safeParse({
      role: "brand",
      fullName: "A",
      email: "a@b.co",
      password: "Password1",
      companyName: "C",
      jobTitle: "J",
      phoneNumber: "+1 555 0100",
      country: "X",
      companyWebsite: "https://c.example.com",
      productsToShowcase: "P",
    });
    expect(ok.success).toBe(true);
  });
  it("bounds login, code, reset and profile fields", () => {
    expect(loginSchema.safeParse({ email: "a@b.co" }).success).toBe(false);
    expect(verifySchema.safeParse({ code: "1234567" }).success).toBe(false);
    expect(verifySchema.safeParse({ code: "012345" }).success).toBe(true);
    expect(
      resetPasswordSchema.safeParse({ code: "012345", password: "Password1", confirmPassword: "Password2" }).success,
    ).toBe(false);
    expect(profileSchema.safeParse({ fullName: "A", interests: ["Cell Therapy"] }).success).toBe(true);
    expect(profileSchema.safeParse({ fullName: "A", interests: ["Astrology"] }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "A\u0000" }).success).toBe(false);
  });
});

describe("avatar content check", () => {
  it("recognises PNG, JPEG, GIF and WebP by magic bytes only", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
    const gif = new TextEncoder().encode("GIF89a....");
    const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    expect([png, jpeg, gif, webp].map(detectImageType)).toEqual(["image/png", "image/jpeg", "image/gif", "image/webp"]);
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});

describe("dashboard tabs", () => {
  it("reads a known tab or falls back to the first", () => {
    expect(readTab(BUYER_TABS, "orders")).toBe("orders");
    expect(readTab(BUYER_TABS, "nope")).toBe("overview");
  });
});
