import { describe, expect, it } from "vitest";
import { demoRequestSchema, describeSubscribers, parseDateOnly } from "./brands";

describe("parseDateOnly", () => {
  it("reads calendar days at midnight UTC", () => {
    expect(parseDateOnly("2026-12-01")?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(parseDateOnly("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
  it("rejects impossible days and other shapes", () => {
    for (const v of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-1-1", "01/12/2026", "", "2026-12-01T10:00"]) {
      expect(parseDateOnly(v), v).toBeNull();
    }
  });
});

describe("demoRequestSchema", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const base = { fullName: " Ada ", email: " ADA@Example.COM ", company: "Acme", message: "Show us the HPLC" };

  it("trims, lower-cases the e-mail and leaves the date optional", () => {
    const result = demoRequestSchema(now).safeParse(base);
    expect(result.success && result.data).toEqual({
      fullName: "Ada",
      email: "ada@example.com",
      company: "Acme",
      message: "Show us the HPLC",
      preferredDate: undefined,
    });
    expect(demoRequestSchema(now).safeParse({ ...base, preferredDate: "" }).success).toBe(true);
  });

  it("accepts today (anywhere on Earth) and rejects earlier days", () => {
    const ok = (d: string) => demoRequestSchema(now).safeParse({ ...base, preferredDate: d }).success;
    expect(ok("2026-11-22")).toBe(true);
    expect(ok("2026-11-21")).toBe(true); // still the 21st west of UTC
    expect(ok("2026-11-20")).toBe(false);
    expect(ok("2028-11-20")).toBe(true);
    expect(ok("2028-11-23")).toBe(false);
  });
});

describe("describeSubscribers", () => {
  it("counts in words", () => {
    expect(describeSubscribers(0)).toBe("0 subscribers");
    expect(describeSubscribers(1)).toBe("1 subscriber");
    expect(describeSubscribers(1250)).toBe("1,250 subscribers");
  });
});
