// Integration: Request a Demo and Subscribe / Unsubscribe on /shop/brands/{id}, and the brand inbox's list.
import { describe, expect, it } from "vitest";
import { listDemoRequestsForBrand } from "~/modules/brands/demo-requests.server";
import { action as brandAction, loader as brandLoader } from "~/routes/shop.brands.$brandId";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, mailsTo, postForm, toastOf, unique, type Member } from "./people.support";

const act = (brandId: string, fields: Record<string, string>, member?: Member | null) =>
  call(brandAction, postForm(`/shop/brands/${brandId}`, fields, member), { brandId });
const page = async (brandId: string, member?: Member | null) =>
  (await call(brandLoader, getPage(`/shop/brands/${brandId}`, member), { brandId })).data;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function validRequest(overrides: Record<string, string> = {}) {
  return {
    intent: "request-demo",
    fullName: `Requester ${unique("r")}`,
    email: `${unique("requester")}@example.com`,
    company: "Northwind Bio",
    message: "Please show us the 1290 Infinity II with our method.",
    preferredDate: isoDay(14),
    ...overrides,
  };
}

describe("Subscribe / Unsubscribe", () => {
  it("keeps one row per member and shows the count", async () => {
    const member = await createMember();
    const before = await page("roche", member);
    expect(before.viewer).toMatchObject({ signedIn: true, subscribed: false });

    const out = await act("roche", { intent: "subscribe" }, member);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/shop/brands/roche");
    expect(await toastOf(out)).toMatchObject({ title: "Subscribed" });
    await act("roche", { intent: "subscribe" }, member);
    expect(await prisma.brandFollow.count({ where: { userId: member.id } })).toBe(1);
    const after = await page("roche", member);
    expect(after.viewer.subscribed).toBe(true);
    expect(after.viewer.subscribers).toBe(before.viewer.subscribers + 1);

    expect(await toastOf(await act("roche", { intent: "unsubscribe" }, member))).toMatchObject({
      title: "Unsubscribed",
    });
    expect(await prisma.brandFollow.count({ where: { userId: member.id } })).toBe(0);
  });

  it("sends visitors to log in and back", async () => {
    const out = await act("roche", { intent: "subscribe" });
    expect(out.location).toBe("/login?redirectTo=%2Fshop%2Fbrands%2Froche");
    expect(await toastOf(out)).toMatchObject({ title: "Login Required" });
  });

  it("answers 400 for an unknown intent and sends unknown brands to the list", async () => {
    const member = await createMember();
    expect((await act("roche", { intent: "follow" }, member)).status).toBe(400);
    expect((await act("nope", { intent: "subscribe" }, member)).location).toBe("/shop/brands");
    expect(await prisma.brandFollow.count({ where: { userId: member.id } })).toBe(0);
  });
});

describe("Request a Demo", () => {
  it("rejects missing, malformed and past values with field messages and stores nothing", async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { intent: "request-demo" },
        {
          fullName: ["Full name is required."],
          email: ["Email is required."],
          company: ["Company is required."],
          message: ["Message is required."],
        },
      ],
      [validRequest({ email: "not-an-email" }), { email: ["Please enter a valid email address."] }],
      [validRequest({ preferredDate: "2020-01-01" }), { preferredDate: ["Please choose a date from today on."] }],
      [validRequest({ preferredDate: "2026-02-30" }), { preferredDate: ["Please enter a valid date."] }],
      [validRequest({ preferredDate: "next week" }), { preferredDate: ["Please enter a valid date."] }],
      [
        validRequest({ preferredDate: isoDay(800) }),
        { preferredDate: ["Please choose a date within the next two years."] },
      ],
      [validRequest({ message: "m".repeat(3001) }), { message: ["Please keep this under 3000 characters."] }],
    ];
    const before = await prisma.demoRequest.count({ where: { brandId: "agilent" } });
    for (const [fields, errors] of cases) {
      const out = await act("agilent", fields);
      expect(out.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(out.data.result.error).toEqual(errors);
    }
    expect(await prisma.demoRequest.count({ where: { brandId: "agilent" } })).toBe(before);
  });

  it("quietly rejects a filled honeypot", async () => {
    const fields = validRequest({ contact_fax: "spam" });
    const out = await act("agilent", fields);
    expect(out.status).toBe(400);
    expect(await prisma.demoRequest.count({ where: { email: fields.email } })).toBe(0);
  });

  it("stores the request for the brand inbox and e-mails the brand, its accounts and the requester", async () => {
    const brandUser = await createMember({ role: "brand", brandId: "agilent" });
    const otherBrandUser = await createMember({ role: "brand", brandId: "waters" });
    const buyer = await createMember();
    const fields = validRequest({ email: ` ${buyer.email.toUpperCase()} `, preferredDate: "" });
    const out = await act("agilent", fields, buyer);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/shop/brands/agilent");
    expect(await toastOf(out)).toEqual({
      title: "Demo Request Sent",
      description: `Agilent Technologies will contact you at ${buyer.email} to arrange your demo.`,
    });

    const [latest] = (await listDemoRequestsForBrand("agilent")).filter((r) => r.fullName === fields.fullName);
    expect(latest).toMatchObject({
      fullName: fields.fullName,
      email: buyer.email,
      company: "Northwind Bio",
      message: fields.message,
      preferredDate: null,
      userId: buyer.id,
    });

    const subject = `Demo request from ${fields.fullName} (Northwind Bio)`;
    const contact = (await prisma.brand.findUniqueOrThrow({ where: { id: "agilent" }, select: { contactEmail: true } }))
      .contactEmail;
    expect((await mailsTo(contact)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await mailsTo(brandUser.email)).map((m) => m.subject)).toEqual([subject]);
    expect(await mailsTo(otherBrandUser.email)).toHaveLength(0);
    const confirmation = await mailsTo(buyer.email);
    expect(confirmation.map((m) => m.subject)).toEqual(["Your demo request to Agilent Technologies"]);
    expect(confirmation[0]!.text).toContain("Preferred date: no preference");
  });

  it("works for visitors too, keeps the preferred date and lists newest first", async () => {
    const first = validRequest({ preferredDate: isoDay(10) });
    const second = validRequest({ preferredDate: isoDay(20) });
    expect((await act("waters", first)).status).toBe(303);
    await new Promise((r) => setTimeout(r, 5));
    expect((await act("waters", second)).status).toBe(303);
    const mine = (await listDemoRequestsForBrand("waters")).filter((r) =>
      [first.fullName, second.fullName].includes(r.fullName),
    );
    expect(mine.map((r) => r.fullName)).toEqual([second.fullName, first.fullName]);
    expect(mine[1]).toMatchObject({ preferredDate: first.preferredDate, userId: null });
    expect(mine[1]!.preferredDateText).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect((await mailsTo(first.email))[0]!.text).toContain(`Preferred date: ${mine[1]!.preferredDateText}`);
  });

  it("prefills the form for members", async () => {
    const member = await createMember({ companyName: "Contoso Labs" });
    expect((await page("waters", member)).viewer.prefill).toEqual({
      fullName: member.fullName,
      email: member.email,
      company: "Contoso Labs",
    });
    expect((await page("waters")).viewer.prefill).toBeNull();
  });
});

describe("Request a Demo rate limit", () => {
  it("stops after 10 requests an hour for one e-mail address, with a message instead of a 500", async () => {
    const email = `${unique("flood")}@example.com`;
    for (let i = 0; i < 10; i++) expect((await act("roche", validRequest({ email }))).status).toBe(303);
    const out = await act("roche", validRequest({ email }));
    expect(out.status).toBe(429);
    expect(out.data.formError).toMatch(/^Too many contact messages\. Please try again in \d+ minutes?\.$/);
    expect(await prisma.demoRequest.count({ where: { email } })).toBe(10);
  });
});
