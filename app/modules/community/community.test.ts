import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { flagNotice, moderationOf, parseCommunityTopic, PENDING_REVIEW_REASON } from "./community";
import { postActionSchema } from "./post-schemas";
import { joinCommunitySchema } from "./join-schema";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("community topic filter", () => {
  it("accepts the three topics and falls back to all", () => {
    expect(parseCommunityTopic("lyophilization")).toBe("lyophilization");
    expect(parseCommunityTopic("chromatography")).toBe("chromatography");
    expect(parseCommunityTopic("bioreactors")).toBe("bioreactors");
    expect(parseCommunityTopic("Bioreactors")).toBe("all");
    expect(parseCommunityTopic(null)).toBe("all");
  });
});

describe("pre-interest form", () => {
  it("requires full name and e-mail", () => {
    const submission = parseWithZod(form({}), { schema: joinCommunitySchema });
    expect(submission.reply().error).toEqual({ full_name: ["Full name is required."], email: ["Email is required."] });
  });

  it("rejects an invalid e-mail", () => {
    const submission = parseWithZod(form({ full_name: "Ada", email: "not-an-email" }), { schema: joinCommunitySchema });
    expect(submission.reply().error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("normalises the e-mail and defaults the source", () => {
    const submission = parseWithZod(form({ full_name: " Ada ", email: " Ada@Example.COM ", source: "elsewhere" }), {
      schema: joinCommunitySchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({ full_name: "Ada", email: "ada@example.com", source: "community" });
  });
});

describe("reports and moderation (ADR 031)", () => {
  const at = new Date("2026-11-25T12:00:00Z");
  it("tells the author whether a moderator decided or members' reports hid it", () => {
    expect(moderationOf({ hidden: false, removedAt: null, moderationReason: null })).toBeNull();
    expect(moderationOf({ hidden: true, removedAt: null, moderationReason: null })).toEqual({
      removed: false,
      pending: true,
      reason: PENDING_REVIEW_REASON,
    });
    expect(moderationOf({ hidden: true, removedAt: null, moderationReason: "Spam" })).toEqual({
      removed: false,
      pending: false,
      reason: "Spam",
    });
    expect(moderationOf({ hidden: true, removedAt: at, moderationReason: null })).toEqual({
      removed: true,
      pending: false,
      reason: "No reason was given.",
    });
  });

  it("words notices per target and reads a comment report's form (an unknown reason is no reason)", () => {
    expect(flagNotice("comment", "own").description).toBe("You can't report your own comment.");
    expect(flagNotice("post", "already").description).toBe("You have already reported this post.");
    expect(postActionSchema.parse({ intent: "flag-comment", commentId: "c1", reason: "bogus" })).toEqual({
      intent: "flag-comment",
      commentId: "c1",
      reason: undefined,
    });
    expect(postActionSchema.safeParse({ intent: "flag-comment", reason: "spam" }).success).toBe(false);
  });
});
