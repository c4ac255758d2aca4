import { describe, expect, it } from "vitest";
import { activityPoints, NO_ACTIVITY, POINTS, rankLeaderboard, type PersonActivity } from "./leaderboard";
import {
  authorRoleLabel,
  canAcceptAnswer,
  canRemovePost,
  nextVote,
  postScore,
  rescore,
  VOTE_TARGETS,
  voteTargetName,
} from "./community";

const baseline = [
  { id: "leader-1", name: "Dr. Elena Rossi", points: 100 },
  { id: "leader-2", name: "Dr. Sarah Chen", points: 90 },
];

function person(
  key: string,
  name: string,
  totals: Partial<typeof NO_ACTIVITY>,
  baselineName: string | null = null,
): PersonActivity {
  return { key, name, baselineName, totals: { ...NO_ACTIVITY, ...totals } };
}

describe("points rule", () => {
  it("gives 5 per post, 2 per comment, 10 per accepted answer and ±1 per vote received", () => {
    expect(POINTS).toEqual({ post: 5, comment: 2, acceptedAnswer: 10, voteReceived: 1 });
    expect(activityPoints(NO_ACTIVITY)).toBe(0);
    expect(activityPoints({ posts: 2, comments: 3, acceptedAnswers: 1, voteBalance: -4 })).toBe(10 + 6 + 10 - 4);
  });
});

describe("leaderboard", () => {
  it("keeps the seeded entries as baselines and ranks by points, ties by name", () => {
    expect(rankLeaderboard(baseline, [])).toEqual(baseline);
    const rows = rankLeaderboard(baseline, [
      person("user:a", "Zed", { posts: 2 }),
      person("user:b", "Amy", { posts: 2 }),
    ]);
    expect(rows.map((r) => [r.name, r.points])).toEqual([
      ["Dr. Elena Rossi", 100],
      ["Dr. Sarah Chen", 90],
      ["Amy", 10],
      ["Zed", 10],
    ]);
  });

  it("adds a linked account's activity and votes on seeded posts to the seeded person", () => {
    const rows = rankLeaderboard(baseline, [
      person("user:sarah", "Sarah C.", { posts: 1, acceptedAnswers: 1 }, "Dr. Sarah Chen"),
      person("name:Dr. Sarah Chen", "Dr. Sarah Chen", { voteBalance: 2 }, "Dr. Sarah Chen"),
    ]);
    expect(rows[0]).toEqual({ id: "leader-2", name: "Dr. Sarah Chen", points: 90 + 5 + 10 + 2 });
    expect(rows).toHaveLength(2);
  });

  it("does not merge an account into a seeded person by name alone", () => {
    const rows = rankLeaderboard(baseline, [person("user:x", "Dr. Elena Rossi", { posts: 1 })]);
    expect(rows.filter((r) => r.name === "Dr. Elena Rossi").map((r) => r.points)).toEqual([100, 5]);
  });

  it("leaves out people without a baseline and no positive points, and cuts to the limit", () => {
    const rows = rankLeaderboard(baseline, [
      person("user:neg", "Neg", { voteBalance: -3 }),
      person("user:zero", "Zero", {}),
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Dr. Elena Rossi", "Dr. Sarah Chen"]);
    const many = Array.from({ length: 15 }, (_, i) =>
      person(`user:${i}`, `P${String(i).padStart(2, "0")}`, { comments: i + 1 }),
    );
    expect(rankLeaderboard([], many, 10)).toHaveLength(10);
    expect(rankLeaderboard([], many, 10)[0]).toEqual({ id: "user:14", name: "P14", points: 30 });
  });
});

describe("votes", () => {
  it("sets, changes and removes a vote", () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
    expect(nextVote(-1, 1)).toBe(1);
  });

  it("names the vote a button leads to, and back", () => {
    expect(voteTargetName(nextVote(0, 1))).toBe("up");
    expect(voteTargetName(nextVote(1, 1))).toBe("clear");
    expect(voteTargetName(nextVote(1, -1))).toBe("down");
    expect(VOTE_TARGETS).toEqual({ up: 1, down: -1, clear: 0 });
  });

  it("scores seeded likes plus votes and rescores a change", () => {
    expect(postScore(231, -2)).toBe(229);
    expect(rescore(10, 0, 1)).toBe(11);
    expect(rescore(10, 1, -1)).toBe(8);
    expect(rescore(10, -1, 0)).toBe(11);
  });
});

describe("permissions", () => {
  const admin = { id: "a", role: "admin" };
  const author = { id: "u1", role: "buyer" };
  const other = { id: "u2", role: "influencer" };

  it("lets the author and admins remove a post", () => {
    expect(canRemovePost(author, { authorId: "u1" })).toBe(true);
    expect(canRemovePost(admin, { authorId: "u1" })).toBe(true);
    expect(canRemovePost(other, { authorId: "u1" })).toBe(false);
    expect(canRemovePost(other, { authorId: null })).toBe(false);
    expect(canRemovePost(null, { authorId: "u1" })).toBe(false);
  });

  it("lets only the asker accept someone else's answer", () => {
    expect(canAcceptAnswer(author, { authorId: "u1" }, { authorId: "u2" })).toBe(true);
    expect(canAcceptAnswer(author, { authorId: "u1" }, { authorId: "u1" })).toBe(false);
    expect(canAcceptAnswer(other, { authorId: "u1" }, { authorId: "u2" })).toBe(false);
    expect(canAcceptAnswer(admin, { authorId: "u1" }, { authorId: "u2" })).toBe(false);
    expect(canAcceptAnswer(author, { authorId: null }, { authorId: "u2" })).toBe(false);
  });

  it("labels roles for posts", () => {
    expect(authorRoleLabel("community_member")).toBe("Community Member");
    expect(authorRoleLabel("buyer")).toBe("Buyer");
  });
});
