// Issue 15, items 7 and 8: links in e-mails come from the configured origin, never from the request's Host or
// X-Forwarded-Host; the dev mailbox never hands out a one-time code for an account with privileges.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { call, createMember, mailsTo, unique } from "./people.support";

const CONFIGURED = "http://localhost:3000"; // appOrigin() in tests: no APP_ORIGIN, PORT unset

/** A form post as a client addressed it: to another host, with a forged forwarded host too. */
function forgedPost(path: string, fields: Record<string, string>) {
  return new Request(`http://evil.example${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
    },
  });
}

describe("links in e-mails", () => {
  it("an event registration's confirmation links to the configured origin, whatever Host the request names", async () => {
    const route = await import("~/routes/events.$eventId");
    const event = await prisma.event.findFirstOrThrow({
      where: { hasDetail: true, startsAt: { gt: new Date() } },
      select: { id: true },
    });
    const email = `${unique("registrant")}@example.com`;
    const outcome = await call(route.action, forgedPost(`/events/${event.id}`, { fullName: "Ada Lovelace", email }), {
      eventId: event.id,
    });
    expect(outcome.status).toBe(303);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`${CONFIGURED}/events/${event.id}`);
    expect(`${mail?.text}${mail?.html}`).not.toContain("evil.example");
  });
});

describe("dev mailbox", () => {
  it("withholds password reset codes for admin and approved brand and expert accounts, and shows a buyer's and an applicant's", async () => {
    const forgot = await import("~/routes/forgot-password");
    const mailbox = await import("~/routes/dev.mailbox");
    const admin = await createMember({ role: "admin" });
    const brand = await createMember({ role: "brand" });
    const buyer = await createMember({ role: "buyer" });
    const applicant = await createMember({ role: "influencer" });
    await prisma.profile.update({ where: { id: applicant.id }, data: { status: "pending" } });
    for (const member of [admin, brand, buyer, applicant]) {
      const outcome = await call(forgot.action, forgedPost("/forgot-password", { email: member.email }));
      expect(outcome.status, member.email).toBe(303);
      expect((await mailsTo(member.email)).at(-1)?.text).toMatch(/\b\d{6}\b/); // the code was sent
    }
    const page = await call(mailbox.loader, new Request(`${CONFIGURED}/dev/mailbox`));
    const shown = (page.data.messages as { to: string; subject: string; text: string; withheld: boolean }[]).filter(
      (m) => [admin.email, brand.email, buyer.email, applicant.email].includes(m.to),
    );
    const of = (email: string) => shown.find((m) => m.to === email)!;
    for (const privileged of [admin.email, brand.email]) {
      expect(of(privileged)).toMatchObject({ withheld: true, subject: "Your LabMarket password reset code" });
      expect(`${of(privileged).subject} ${of(privileged).text}`).not.toMatch(/\b\d{6}\b/);
    }
    for (const unprivileged of [buyer.email, applicant.email]) {
      expect(of(unprivileged).withheld).toBe(false);
      expect(of(unprivileged).text).toMatch(/\b\d{6}\b/);
    }
  });
});
