// The organisation's punchout settings page (issue 36 #5, ADR 065): only its admin (or a marketplace admin) sees and
// changes it; secrets are stored as digests; bad input is a field message and stores nothing.
import { describe, expect, it } from "vitest";
import { createUserSession } from "~/modules/auth/session.server";
import { punchoutSecretMatches } from "~/modules/punchout/credentials.server";
import { action, loader } from "~/routes/organisation_.punchout";
import { prisma } from "~/utils/db.server";
import { run } from "./accounts.support";
import { uid } from "./store.support";

async function memberWithRole(role: "requester" | "admin", organisationId?: string) {
  const user = await prisma.user.create({
    data: {
      email: `${uid("settings")}@uni.example`,
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      profile: { create: { fullName: "Member", role: "buyer", status: "approved" } },
    },
    select: { id: true },
  });
  const organisation =
    organisationId ??
    (
      await prisma.organisation.create({
        data: {
          name: uid("Org"),
          billingEmail: "ap@uni.example",
          billingLine1: "1 Road",
          billingCity: "C",
          billingPostcode: "1",
          billingCountry: "GB",
        },
        select: { id: true },
      })
    ).id;
  await prisma.organisationMember.create({ data: { organisationId: organisation, userId: user.id, role } });
  const cookie = (await createUserSession(new Request("http://localhost/login"), user.id)).split(";")[0]!;
  return { userId: user.id, organisationId: organisation, cookie };
}

function post(cookie: string, fields: Record<string, string>) {
  return new Request("http://localhost/organisation/punchout", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

const GOOD = {
  cxmlDomain: "NetworkID",
  cxmlIdentity: "",
  cxmlSecret: "a-long-enough-shared-secret-42",
  ociUsername: "",
  ociPassword: "",
  returnHosts: "procurement.example",
  priceTolerancePercent: "2",
};

describe("punchout settings page", () => {
  it("the organisation's admin saves credentials (secret stored as a digest, audited); a requester is refused", async () => {
    const admin = await memberWithRole("admin");
    const requester = await memberWithRole("requester", admin.organisationId);
    const identity = uid("AN");
    const refused = await run(action, post(requester.cookie, { ...GOOD, cxmlIdentity: identity }));
    expect(refused.status).toBe(403);
    expect(await prisma.punchoutConnection.count({ where: { organisationId: admin.organisationId } })).toBe(0);
    expect(
      (
        await run(
          loader,
          new Request("http://localhost/organisation/punchout", { headers: { Cookie: requester.cookie } }),
        )
      ).status,
    ).toBe(403);

    const saved = await run(action, post(admin.cookie, { ...GOOD, cxmlIdentity: identity }));
    expect(saved.status).toBe(303);
    const row = await prisma.punchoutConnection.findUniqueOrThrow({ where: { organisationId: admin.organisationId } });
    expect(row).toMatchObject({
      cxmlDomain: "NetworkID",
      cxmlIdentity: identity,
      returnHosts: ["procurement.example"],
      priceTolerancePercent: 2,
    });
    expect(row.cxmlSecretHash).not.toContain(GOOD.cxmlSecret);
    expect(punchoutSecretMatches(GOOD.cxmlSecret, row.cxmlSecretHash)).toBe(true);
    expect(
      await prisma.organisationAuditEvent.count({
        where: { organisationId: admin.organisationId, action: "punchout.settings.updated" },
      }),
    ).toBe(1);

    // A blank secret keeps the stored one.
    await run(action, post(admin.cookie, { ...GOOD, cxmlIdentity: identity, cxmlSecret: "" }));
    const kept = await prisma.punchoutConnection.findUniqueOrThrow({ where: { organisationId: admin.organisationId } });
    expect(kept.cxmlSecretHash).toBe(row.cxmlSecretHash);

    const view = await run(
      loader,
      new Request("http://localhost/organisation/punchout", { headers: { Cookie: admin.cookie } }),
    );
    expect(JSON.stringify(view.data)).not.toContain(row.cxmlSecretHash!);
    expect(view.data.settings.cxmlSecretSet).toBe(true);
  });

  it("a short secret, a bad tolerance or a taken identity is a field message and stores nothing", async () => {
    const admin = await memberWithRole("admin");
    const short = await run(
      action,
      post(admin.cookie, { ...GOOD, cxmlIdentity: uid("AN"), cxmlSecret: "short", priceTolerancePercent: "50" }),
    );
    expect(short.status).toBe(400);
    expect(short.data.errors.cxmlSecret).toBe("Use at least 16 characters.");
    expect(short.data.errors.priceTolerancePercent).toBe("Enter a whole percentage from 0 to 20.");
    expect(await prisma.punchoutConnection.count({ where: { organisationId: admin.organisationId } })).toBe(0);

    const other = await memberWithRole("admin");
    const identity = uid("AN");
    expect((await run(action, post(other.cookie, { ...GOOD, cxmlIdentity: identity }))).status).toBe(303);
    const taken = await run(action, post(admin.cookie, { ...GOOD, cxmlIdentity: identity }));
    expect(taken.status).toBe(400);
    expect(taken.data.errors.cxmlIdentity).toContain("Another organisation uses this identity");
    // Requests match the domain in any case, so the same domain in other letters is the same sender; "_" is a
    // letter of the domain, not a wildcard.
    const otherCase = await run(
      action,
      post(admin.cookie, { ...GOOD, cxmlDomain: "networkid", cxmlIdentity: identity }),
    );
    expect(otherCase.data.errors.cxmlIdentity).toContain("Another organisation uses this identity");
    expect(await prisma.punchoutConnection.count({ where: { organisationId: admin.organisationId } })).toBe(0);
    const underscore = await run(
      action,
      post(admin.cookie, { ...GOOD, cxmlDomain: "Network_D", cxmlIdentity: identity }),
    );
    expect(underscore.status).toBe(303);
  });
});
