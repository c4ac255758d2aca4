// Integration: community hub data and the pre-interest form (/community/join action).
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { action } from "~/routes/community_.join";
import { excerpt, getCommunityHub } from "~/modules/community/community.server";
import { routeArgs } from "../setup/route-args";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function post(fields: Record<string, string>) {
  return action(
    routeArgs({
      request: new Request("http://localhost/community/join", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      params: {},
    }),
  );
}

afterAll(async () => {
  await prisma.lead.deleteMany({ where: { email: { contains: run } } });
  await prisma.communityPost.deleteMany({ where: { title: { contains: run } } });
});

describe("pre-interest form", () => {
  it("stores one lead per e-mail and thanks repeat sign-ups too", async () => {
    const email = `grace-${run}@example.com`;
    const first = (await post({ full_name: "Grace Hopper", email })) as Response;
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/community/join?joined=1");
    const again = (await post({ full_name: "Grace H.", email: email.toUpperCase(), intent: "dialog" })) as unknown;
    expect(again).toEqual({ joined: true });
    const leads = await prisma.lead.findMany({ where: { email } });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ fullName: "Grace Hopper", source: "community" });
  });

  it("returns field errors with status 400 and stores nothing", async () => {
    const result = (await post({ full_name: "", email: `bad-${run}` })) as {
      type: string;
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(result.type).toBe("DataWithResponseInit");
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toEqual({
      full_name: ["Full name is required."],
      email: ["Please enter a valid email address."],
    });
    expect(await prisma.lead.count({ where: { email: { contains: run } } })).toBe(1);
  });
});

describe("community hub", () => {
  it("shows visible posts of the topic, the leaderboard and live/upcoming demos soonest first", async () => {
    await prisma.communityPost.create({
      data: {
        authorName: "Hidden",
        authorRole: "Spam",
        type: "discussion",
        topic: "bioreactors",
        title: `Hidden ${run}`,
        content: "x",
        hidden: true,
      },
    });
    const hub = await getCommunityHub("bioreactors", null);
    expect(hub.posts.length).toBeGreaterThan(0);
    expect(hub.posts.every((p) => p.topic === "bioreactors")).toBe(true);
    expect(hub.posts.map((p) => p.title)).not.toContain(`Hidden ${run}`);
    expect(hub.leaderboard.map((e) => e.name)[0]).toBe("Dr. Elena Rossi");
    expect(hub.demos.length).toBeGreaterThan(0);
    const times = hub.demos.map((d) => Date.parse(d.startsAtIso));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const all = await getCommunityHub("all", null);
    expect(new Set(all.posts.map((p) => p.topic))).toEqual(
      new Set(["lyophilization", "chromatography", "bioreactors"]),
    );
  });
});

describe("feed excerpt", () => {
  it("keeps short posts whole and cuts long ones at a paragraph, sentence or word", () => {
    expect(excerpt("Short post.")).toEqual({ text: "Short post.", truncated: false });
    const long = `${"First paragraph sentence. ".repeat(20).trim()}\n\n${"Second paragraph words ".repeat(30)}`;
    const cut = excerpt(long, 600);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(601);
    expect(cut.text.endsWith("…")).toBe(true);
    expect(cut.text).toMatch(/^First paragraph/);
  });
});
