import { describe, expect, it } from "vitest";
import { rankLeaderboard } from "~/modules/community/leaderboard";
import { moderationFormKey, moderationSchema, readCommunityView, readPage } from "./community";

describe("moderation form rules", () => {
  it("needs a reason to hide or remove, none to restore or lock", () => {
    expect(moderationSchema.safeParse({ intent: "post-hide", postId: "p1", reason: " " }).success).toBe(false);
    expect(moderationSchema.safeParse({ intent: "post-hide", postId: "p1", reason: "Spam" }).success).toBe(true);
    expect(moderationSchema.safeParse({ intent: "post-restore", postId: "p1" }).success).toBe(true);
    expect(moderationSchema.safeParse({ intent: "post-lock", postId: "p1" }).success).toBe(true);
    expect(moderationSchema.safeParse({ intent: "post-delete", postId: "p1" }).success).toBe(false);
  });

  it("takes whole, non-zero corrections within bounds", () => {
    const base = { intent: "leaderboard-correct", rowKey: "user:u1", reason: "Host" };
    expect(moderationSchema.safeParse({ ...base, points: "-40" }).success).toBe(true);
    expect(moderationSchema.safeParse({ ...base, points: "0" }).success).toBe(false);
    expect(moderationSchema.safeParse({ ...base, points: "1.5" }).success).toBe(false);
    expect(moderationSchema.safeParse({ ...base, points: "20000" }).success).toBe(false);
  });

  it("keys each form by intent and target; reads views and pages safely", () => {
    expect(moderationFormKey({ intent: "comment-hide", commentId: "c9" })).toBe("comment-hide:c9");
    expect(readCommunityView("hidden")).toBe("hidden");
    expect(readCommunityView("nope")).toBe("queue");
    expect(readPage("3")).toBe(3);
    expect(readPage("-1")).toBe(1);
    expect(readPage("99999")).toBe(500);
  });
});

describe("leaderboard corrections", () => {
  it("are added to the row they name, and can reorder the board", () => {
    const baseline = [
      { id: "b1", name: "Ann", points: 100 },
      { id: "b2", name: "Bob", points: 90 },
    ];
    const activity = [
      {
        key: "user:u1",
        name: "Cy",
        baselineName: null,
        totals: { posts: 1, comments: 0, acceptedAnswers: 0, voteBalance: 0 },
      },
    ];
    const rows = rankLeaderboard(
      baseline,
      activity,
      10,
      new Map([
        ["b2", 20],
        ["user:u1", -5],
      ]),
    );
    expect(rows).toEqual([
      { id: "b2", name: "Bob", points: 110 },
      { id: "b1", name: "Ann", points: 100 },
    ]);
  });
});
