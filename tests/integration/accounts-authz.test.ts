// Authorization matrix (spec §2 guards): every protected route × anonymous and every role.
import { beforeAll, describe, expect, it } from "vitest";
import * as adminRoute from "~/routes/admin";
import * as brandRoute from "~/routes/brand-dashboard";
import * as buyerRoute from "~/routes/buyer-dashboard";
import * as influencerRoute from "~/routes/influencer-dashboard";
import * as profileRoute from "~/routes/profile";
import { createUserSession } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";
import { seedDemoAccounts } from "../../prisma/seed-accounts";
import { clearRateLimits, CookieJar, get, post, run } from "./accounts.support";

const ROLES = ["admin", "buyer", "influencer", "brand", "community_member"] as const;
type Who = "anonymous" | (typeof ROLES)[number];
const EMAIL: Record<(typeof ROLES)[number], string> = {
  admin: "admin@labmarket.test",
  buyer: "buyer@labmarket.test",
  influencer: "influencer@labmarket.test",
  brand: "brand@labmarket.test",
  community_member: "community@labmarket.test",
};

const ROUTES = [
  { path: "/buyer-dashboard", module: buyerRoute, allowed: ["buyer"] },
  { path: "/influencer-dashboard", module: influencerRoute, allowed: ["influencer"] },
  { path: "/brand-dashboard", module: brandRoute, allowed: ["brand"] },
  { path: "/admin", module: adminRoute, allowed: ["admin"] },
  { path: "/profile", module: profileRoute, allowed: [...ROLES] },
] as const;

const jars = new Map<Who, CookieJar>();

beforeAll(async () => {
  await seedDemoAccounts(prisma);
  await clearRateLimits();
  jars.set("anonymous", new CookieJar());
  for (const role of ROLES) {
    const user = await prisma.user.findUniqueOrThrow({ where: { email: EMAIL[role] }, select: { id: true } });
    const jar = new CookieJar();
    jar.store(new Headers({ "Set-Cookie": await createUserSession(get("/"), user.id) }));
    jars.set(role, jar);
  }
});

describe.each(ROUTES)("$path", ({ path, module, allowed }) => {
  it.each(["anonymous", ...ROLES] as Who[])("loader as %s", async (who) => {
    const res = await run(module.loader as never, get(`${path}?tab=overview`, jars.get(who)));
    if (who === "anonymous") {
      expect(res.status).toBe(303);
      expect(res.location).toBe(`/login?redirectTo=${encodeURIComponent(`${path}?tab=overview`)}`);
    } else if ((allowed as readonly string[]).includes(who)) {
      expect(res.status).toBe(200);
      expect(res.location).toBeNull();
    } else {
      expect(res.status).toBe(303);
      expect(res.location).toBe("/");
    }
  });
});

describe("actions are guarded too", () => {
  it.each(["anonymous", "buyer", "influencer", "brand", "community_member"] as Who[])(
    "admin action as %s does nothing",
    async (who) => {
      const target = await prisma.user.findUniqueOrThrow({
        where: { email: "pending@labmarket.test" },
        select: { id: true },
      });
      const res = await run(
        adminRoute.action as never,
        post("/admin", { intent: "approve", userId: target.id }, jars.get(who)),
      );
      expect(res.status).toBe(303);
      expect(res.location).toBe(who === "anonymous" ? "/login?redirectTo=%2Fadmin" : "/");
      const profile = await prisma.profile.findUniqueOrThrow({ where: { id: target.id }, select: { status: true } });
      expect(profile.status).toBe("pending");
    },
  );

  it("profile action requires a session", async () => {
    const res = await run(profileRoute.action as never, post("/profile", { intent: "update", fullName: "X" }));
    expect(res.location).toBe("/login?redirectTo=%2Fprofile");
  });

  it("a pending or rejected user's session counts as signed out", async () => {
    for (const email of ["pending@labmarket.test", "rejected@labmarket.test"]) {
      const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      const jar = new CookieJar();
      jar.store(new Headers({ "Set-Cookie": await createUserSession(get("/"), user.id) }));
      const res = await run(profileRoute.loader as never, get("/profile", jar));
      expect(res.location).toBe("/login?redirectTo=%2Fprofile");
    }
  });
});
