// Integration: Follow / Unfollow and Message on /influencer/{id}, and the expert's inbox, on the test database.
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "~/modules/experts/experts";
import { listExperts } from "~/modules/experts/experts.server";
import { loader as inboxLoader } from "~/routes/influencer-dashboard_.inbox";
import { action as profileAction, loader as profileLoader } from "~/routes/influencer.$id";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, mailsTo, postForm, toastOf, type Member } from "./people.support";

const act = (id: number | string, fields: Record<string, string>, member?: Member | null) =>
  call(profileAction, postForm(`/influencer/${id}`, fields, member), { id: String(id) });
const profile = async (id: number, member?: Member | null) =>
  (await call(profileLoader, getPage(`/influencer/${id}`, member), { id: String(id) })).data.expert;

const made: number[] = [];
afterAll(async () => {
  await prisma.expert.deleteMany({ where: { id: { in: made } } });
});

/** An expert of our own (optionally linked to an account), so inbox tests share nothing with the seed. */
async function makeExpert(userId: string | null = null) {
  const id = 100_000 + Math.floor(Math.random() * 1_000_000_000);
  made.push(id);
  await prisma.expert.create({
    data: {
      id,
      userId,
      name: `Dr. Test ${id}`,
      type: "Scientist",
      specialty: "Testing",
      bio: "Made by the integration tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      followers: 100,
      position: 999,
    },
    select: { id: true },
  });
  return id;
}

describe("Follow / Unfollow", () => {
  it("counts seeded followers plus follow rows, once per member, and updates at once", async () => {
    const member = await createMember();
    const before = await profile(3, member);
    expect(before.viewer).toEqual({ signedIn: true, following: false, isSelf: false });

    const out = await act(3, { intent: "follow" }, member);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/influencer/3");
    expect(await toastOf(out)).toMatchObject({ title: "Following" });
    await act(3, { intent: "follow" }, member);
    expect(await prisma.expertFollow.count({ where: { userId: member.id } })).toBe(1);

    const after = await profile(3, member);
    expect(after.followers).toBe(before.followers + 1);
    expect(after.viewer.following).toBe(true);
    const card = (await listExperts({ q: "", tag: "all" })).find((e) => e.id === 3)!;
    expect(card.followers).toBe(after.followers);

    await act(3, { intent: "unfollow" }, member);
    await act(3, { intent: "unfollow" }, member);
    expect(await prisma.expertFollow.count({ where: { userId: member.id } })).toBe(0);
    expect((await profile(3, member)).followers).toBe(before.followers);
  });

  it("sends visitors to log in and back to the profile", async () => {
    const out = await act(3, { intent: "follow" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/login?redirectTo=%2Finfluencer%2F3");
    expect(await toastOf(out)).toMatchObject({
      title: "Login Required",
      description: "Please log in to use this feature.",
    });
  });

  it("answers 400 for an unknown intent and 404 for an unknown expert", async () => {
    const member = await createMember();
    expect((await act(3, { intent: "like" }, member)).status).toBe(400);
    expect((await act(999_999, { intent: "follow" }, member)).status).toBe(404);
    expect((await act("abc", { intent: "follow" }, member)).status).toBe(404);
    expect(await prisma.expertFollow.count({ where: { userId: member.id } })).toBe(0);
  });
});

describe("Message", () => {
  it("rejects missing and over-long fields with messages next to them, storing nothing", async () => {
    const member = await createMember();
    const expertId = await makeExpert();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { subject: ["Subject is required."], body: ["Message is required."] }],
      [{ subject: "   ", body: "Hello" }, { subject: ["Subject is required."] }],
      [
        { subject: "x".repeat(MESSAGE_SUBJECT_MAX + 1), body: "Hello" },
        { subject: [`Please keep the subject under ${MESSAGE_SUBJECT_MAX} characters.`] },
      ],
      [
        { subject: "Hi", body: "y".repeat(MESSAGE_BODY_MAX + 1) },
        { body: [`Please keep the message under ${MESSAGE_BODY_MAX} characters.`] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const out = await act(expertId, { intent: "message", ...fields }, member);
      expect(out.status).toBe(400);
      expect(out.data.result.error).toEqual(errors);
    }
    expect(await prisma.expertMessage.count({ where: { expertId } })).toBe(0);
  });

  it("stores the message and e-mails the expert's linked account", async () => {
    const sender = await createMember({ fullName: "Mia Sender" });
    const owner = await createMember({ role: "influencer" });
    const expertId = await makeExpert(owner.id);
    const out = await act(
      expertId,
      { intent: "message", subject: "  Bioreactor question ", body: "Which vessel size?" },
      sender,
    );
    expect(out.status).toBe(303);
    expect(out.location).toBe(`/influencer/${expertId}`);
    expect(await toastOf(out)).toMatchObject({ title: "Message sent" });

    const stored = await prisma.expertMessage.findMany({
      where: { expertId },
      select: { subject: true, body: true, senderId: true, readAt: true },
    });
    expect(stored).toEqual([
      { subject: "Bioreactor question", body: "Which vessel size?", senderId: sender.id, readAt: null },
    ]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New message from Mia Sender: Bioreactor question");
    expect(mails[0]!.text).toContain("Which vessel size?");
    expect(mails[0]!.text).toContain(sender.email);
    expect(mails[0]!.html).toContain("Which vessel size?");
  });

  it("stores the message without an e-mail when no account is linked", async () => {
    const sender = await createMember();
    const expertId = await makeExpert();
    const out = await act(expertId, { intent: "message", subject: "Hello", body: "Hi there" }, sender);
    expect(out.status).toBe(303);
    expect(await prisma.expertMessage.count({ where: { expertId } })).toBe(1);
    expect(await prisma.emailMessage.count({ where: { subject: `New message from ${sender.fullName}: Hello` } })).toBe(
      0,
    );
  });

  it("asks visitors to log in and does not let an expert message their own profile", async () => {
    const expertOwner = await createMember({ role: "influencer" });
    const expertId = await makeExpert(expertOwner.id);
    const anonymous = await act(expertId, { intent: "message", subject: "Hi", body: "Hello" });
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(`/influencer/${expertId}#message`)}`);
    const self = await act(expertId, { intent: "message", subject: "Hi", body: "Hello" }, expertOwner);
    expect(self.status).toBe(400);
    expect(self.data.result.error[""]).toEqual(["You can't send a message to your own profile."]);
    expect(await prisma.expertMessage.count({ where: { expertId } })).toBe(0);
    expect((await profile(expertId, expertOwner)).viewer.isSelf).toBe(true);
  });
});

describe("expert inbox", () => {
  it("lists the linked expert's messages newest first and marks them read", async () => {
    const owner = await createMember({ role: "influencer" });
    const expertId = await makeExpert(owner.id);
    const sender = await createMember({ fullName: "Noah Buyer", companyName: "Acme Bio" });
    await act(expertId, { intent: "message", subject: "First", body: "one" }, sender);
    await new Promise((r) => setTimeout(r, 5));
    await act(expertId, { intent: "message", subject: "Second", body: "two" }, sender);

    const first = await call(inboxLoader, getPage("/influencer-dashboard/inbox", owner));
    expect(first.status).toBe(200);
    expect(first.data.inbox.expert.id).toBe(expertId);
    expect(first.data.inbox.messages.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
    expect(first.data.inbox.messages.every((m: { unread: boolean }) => m.unread)).toBe(true);
    expect(first.data.inbox.messages[0]).toMatchObject({
      senderName: "Noah Buyer",
      senderCompany: "Acme Bio",
      senderEmail: sender.email,
    });
    expect(await prisma.expertMessage.count({ where: { expertId, readAt: null } })).toBe(0);

    const again = await call(inboxLoader, getPage("/influencer-dashboard/inbox", owner));
    expect(again.data.inbox.messages.some((m: { unread: boolean }) => m.unread)).toBe(false);
  });

  it("is for influencers only, and empty-handed when no expert is linked", async () => {
    expect((await call(inboxLoader, getPage("/influencer-dashboard/inbox"))).location).toBe(
      "/login?redirectTo=%2Finfluencer-dashboard%2Finbox",
    );
    const buyer = await createMember();
    expect((await call(inboxLoader, getPage("/influencer-dashboard/inbox", buyer))).location).toBe("/");
    const unlinked = await createMember({ role: "influencer" });
    expect((await call(inboxLoader, getPage("/influencer-dashboard/inbox", unlinked))).data.inbox).toBeNull();
  });
});
