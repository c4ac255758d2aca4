import { describe, expect, it } from "vitest";
import { escapeLike, expertListHref, formatCount, formatRating, parseExpertFilters, parseExpertId } from "./experts";

describe("parseExpertId", () => {
  it("accepts positive integers", () => {
    expect(parseExpertId("1")).toBe(1);
    expect(parseExpertId("6")).toBe(6);
    expect(parseExpertId("2147483647")).toBe(2147483647);
  });
  it("rejects anything that is not a positive int4", () => {
    for (const raw of ["", "0", "-1", "1.5", "abc", "1abc", " 1", "2147483648", "99999999999", undefined, null]) {
      expect(parseExpertId(raw as string | undefined)).toBeNull();
    }
  });
});

describe("parseExpertFilters", () => {
  it("reads q and tag, trimming the query", () => {
    expect(parseExpertFilters(new URLSearchParams("q=%20Chen%20&tag=usa"))).toEqual({ q: "Chen", tag: "usa" });
  });
  it("defaults to all and an empty query", () => {
    expect(parseExpertFilters(new URLSearchParams(""))).toEqual({ q: "", tag: "all" });
  });
  it("treats an unknown tag as all and accepts any case", () => {
    expect(parseExpertFilters(new URLSearchParams("tag=asia")).tag).toBe("all");
    expect(parseExpertFilters(new URLSearchParams("tag=EU")).tag).toBe("eu");
  });
  it("bounds the query length", () => {
    expect(parseExpertFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("expertListHref", () => {
  it("leaves out empty filters", () => {
    expect(expertListHref({ q: "", tag: "all" })).toBe("/shop/influencers");
    expect(expertListHref({ q: "mass spec", tag: "eu" })).toBe("/shop/influencers?q=mass+spec&tag=eu");
    expect(expertListHref({ tag: "pharma" }, "/shop-by-influencer")).toBe("/shop-by-influencer?tag=pharma");
  });
});

describe("formatting", () => {
  it("writes counts compactly", () => {
    expect(formatCount(24800)).toBe("24.8K");
    expect(formatCount(412000)).toBe("412K");
    expect(formatCount(950)).toBe("950");
    expect(formatCount(1_250_000)).toBe("1.3M");
  });
  it("writes ratings with one decimal", () => {
    expect(formatRating(4.9)).toBe("4.9");
    expect(formatRating(5)).toBe("5.0");
  });
});

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_off\\x")).toBe("50\\%\\_off\\\\x");
    expect(escapeLike("Chen")).toBe("Chen");
  });
});

describe("message form", () => {
  it("requires a subject and a body within bounds, trimmed", async () => {
    const { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } = await import("./experts");
    const { expertMessageSchema } = await import("./message-schema");
    expect(expertMessageSchema.parse({ subject: "  Hi ", body: " Hello\n" })).toEqual({ subject: "Hi", body: "Hello" });
    expect(expertMessageSchema.safeParse({ subject: "", body: "x" }).success).toBe(false);
    expect(expertMessageSchema.safeParse({ subject: "x", body: "   " }).success).toBe(false);
    expect(
      expertMessageSchema.safeParse({ subject: "x".repeat(MESSAGE_SUBJECT_MAX), body: "y".repeat(MESSAGE_BODY_MAX) })
        .success,
    ).toBe(true);
    expect(expertMessageSchema.safeParse({ subject: "x".repeat(MESSAGE_SUBJECT_MAX + 1), body: "y" }).success).toBe(
      false,
    );
  });

  it("adds LabMarket followers to the seeded audience", async () => {
    const { displayedFollowers } = await import("./experts");
    expect(displayedFollowers(24800, 0)).toBe(24800);
    expect(displayedFollowers(24800, 3)).toBe(24803);
  });
});
