// Integration: contact inquiries are listed where they were routed (the brand's inbox, the admins' Requests
// section), and only the brand's accounts or an admin may mark one handled or reopen it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as adminLoader } from "~/routes/admin";
import { loader as inboxLoader } from "~/routes/brand.inbox";
import { action as statusAction, loader as statusLoader } from "~/routes/inquiries.$inquiryId.status";
import { prisma } from "~/utils/db.server";
import { seedDemoAccounts, seedDemoActivity } from "../../prisma/seed-accounts";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";

const run = unique("inbox");
let agilentMember: Member;
let watersMember: Member;
let unlinkedBrand: Member;
let admin: Member;
let buyer: Member;
let forAgilent: string;
let forAdmins: string;
let forWaters: string;

async function storeInquiry(fields: {
  brandId: string | null;
  productId: string | null;
  kind: "quote" | "question" | "specs";
  name: string;
}) {
  const inquiry = await prisma.inquiry.create({
    data: {
      kind: fields.kind,
      fullName: fields.name,
      email: `${fields.name.toLowerCase().replace(/\W+/g, "-")}-${run}@example.com`,
      company: "Acme Labs",
      subject: `${fields.kind} from ${fields.name}`,
      message: `Message from ${fields.name}`,
      brandId: fields.brandId,
      productId: fields.productId,
    },
    select: { id: true },
  });
  return inquiry.id;
}

beforeAll(async () => {
  [agilentMember, watersMember, unlinkedBrand, admin, buyer] = await Promise.all([
    createMember({ role: "brand", brandId: "agilent" }),
    createMember({ role: "brand", brandId: "waters" }),
    createMember({ role: "brand" }),
    createMember({ role: "admin" }),
    createMember({ role: "buyer" }),
  ]);
  forAgilent = await storeInquiry({
    brandId: "agilent",
    productId: "agilent-1290-uhplc",
    kind: "quote",
    name: "Marie Curie",
  });
  forWaters = await storeInquiry({ brandId: "waters", productId: null, kind: "specs", name: "Rosalind Franklin" });
  forAdmins = await storeInquiry({ brandId: null, productId: null, kind: "question", name: "Ada Lovelace" });
});

afterAll(async () => {
  await prisma.inquiry.deleteMany({ where: { email: { contains: run } } });
  await prisma.user.deleteMany({
    where: { id: { in: [agilentMember, watersMember, unlinkedBrand, admin, buyer].filter(Boolean).map((m) => m.id) } },
  });
});

const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe("brand inbox: Inquiries tab", () => {
  it("lists the brand's own inquiries with product and sender, and counts the new ones", async () => {
    const page = await call(inboxLoader, getPage("/brand/inbox?tab=inquiries", agilentMember));
    expect(page.data.tab).toBe("inquiries");
    expect(ids(page.data.inquiries)).toContain(forAgilent);
    expect(ids(page.data.inquiries)).not.toContain(forWaters);
    expect(ids(page.data.inquiries)).not.toContain(forAdmins);
    const mine = page.data.inquiries.find((i: { id: string }) => i.id === forAgilent);
    expect(mine).toMatchObject({
      kind: "quote",
      fullName: "Marie Curie",
      company: "Acme Labs",
      status: "new",
      product: { id: "agilent-1290-uhplc" },
    });
    const open = await prisma.inquiry.count({ where: { brandId: "agilent", status: "new" } });
    expect(page.data.openInquiries).toBe(open);
    expect(open).toBeGreaterThan(0);
  });

  it("shows an admin the inquiries routed to the admins", async () => {
    const page = await call(inboxLoader, getPage("/brand/inbox?tab=inquiries", admin));
    expect(ids(page.data.inquiries)).toContain(forAdmins);
    expect(ids(page.data.inquiries)).not.toContain(forAgilent);
  });

  it("lists nothing for a brand account not linked to a catalogue brand, and refuses buyers", async () => {
    const page = await call(inboxLoader, getPage("/brand/inbox?tab=inquiries", unlinkedBrand));
    expect(page.data).toMatchObject({ inquiries: [], openInquiries: 0, hasBrand: false });
    const refused = await call(inboxLoader, getPage("/brand/inbox?tab=inquiries", buyer));
    expect(refused.status).toBe(303);
    expect(refused.location).toBe("/");
  });

  it("falls back to the quotes tab for an unknown tab", async () => {
    const page = await call(inboxLoader, getPage("/brand/inbox?tab=nonsense", agilentMember));
    expect(page.data.tab).toBe("quotes");
    expect(page.data.inquiries).toEqual([]);
  });
});

describe("admin: Requests & Orders", () => {
  it("lists inquiries routed to admins by default and every inquiry with scope=all", async () => {
    const routed = await call(adminLoader, getPage("/admin?section=requests", admin));
    expect(routed.data.section).toBe("requests");
    expect(routed.data.requests.scope).toBe("admins");
    expect(ids(routed.data.requests.inquiries)).toContain(forAdmins);
    expect(ids(routed.data.requests.inquiries)).not.toContain(forAgilent);
    expect(routed.data.requests.openInquiries).toBe(
      await prisma.inquiry.count({ where: { brandId: null, status: "new" } }),
    );
    expect(routed.data.requests.openQuotes).toBe(await prisma.quoteRequest.count({ where: { status: "requested" } }));

    const all = await call(adminLoader, getPage("/admin?section=requests&scope=all", admin));
    expect(all.data.requests.scope).toBe("all");
    expect(ids(all.data.requests.inquiries)).toEqual(expect.arrayContaining([forAdmins, forAgilent, forWaters]));
    expect(all.data.requests.inquiries.find((i: { id: string }) => i.id === forWaters).brand).toEqual({
      name: expect.any(String),
    });
  });

  it("is for admins only", async () => {
    const refused = await call(adminLoader, getPage("/admin?section=requests", agilentMember));
    expect(refused.status).toBe(303);
  });
});

describe("marking an inquiry handled", () => {
  const post = (inquiryId: string, fields: Record<string, string>, member: Member | null) =>
    call(statusAction, postForm(`/inquiries/${inquiryId}/status`, fields, member), { inquiryId });

  it("lets the brand mark its inquiry handled and reopen it, returning to the inbox with a toast", async () => {
    const done = await post(forAgilent, { status: "handled", redirectTo: "/brand/inbox?tab=inquiries" }, agilentMember);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/brand/inbox?tab=inquiries");
    expect((await toastOf(done))?.title).toBe("Inquiry marked as handled");
    expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: forAgilent } })).status).toBe("handled");
    const page = await call(inboxLoader, getPage("/brand/inbox?tab=inquiries", agilentMember));
    expect(page.data.openInquiries).toBe(await prisma.inquiry.count({ where: { brandId: "agilent", status: "new" } }));

    const reopened = await post(forAgilent, { status: "new", redirectTo: "/brand/inbox?tab=inquiries" }, agilentMember);
    expect((await toastOf(reopened))?.title).toBe("Inquiry reopened");
    expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: forAgilent } })).status).toBe("new");
  });

  it("lets an admin handle any inquiry", async () => {
    const done = await post(forWaters, { status: "handled", redirectTo: "/admin?section=requests&scope=all" }, admin);
    expect(done.location).toBe("/admin?section=requests&scope=all");
    expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: forWaters } })).status).toBe("handled");
    await post(forWaters, { status: "new" }, admin);
  });

  it("does not let another brand, an unlinked brand or a buyer change it, and changes nothing", async () => {
    for (const member of [watersMember, unlinkedBrand]) {
      const refused = await post(forAgilent, { status: "handled", redirectTo: "/brand/inbox?tab=inquiries" }, member);
      expect(refused.location).toBe("/brand/inbox?tab=inquiries");
      expect(await toastOf(refused)).toMatchObject({ title: "Inquiry not updated", variant: "destructive" });
    }
    const buyerTry = await post(forAgilent, { status: "handled" }, buyer);
    expect(buyerTry.location).toBe("/");
    const visitor = await post(forAgilent, { status: "handled" }, null);
    expect(visitor.location).toMatch(/^\/login/);
    expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: forAgilent } })).status).toBe("new");
  });

  it("rejects an unknown status or inquiry and never redirects off-site", async () => {
    const badStatus = await post(forAgilent, { status: "deleted", redirectTo: "https://evil.example/" }, agilentMember);
    expect(badStatus.location).toBe("/brand/inbox?tab=inquiries");
    expect(await toastOf(badStatus)).toMatchObject({ description: "Unknown inquiry status." });
    const missing = await post("no-such-inquiry", { status: "handled", redirectTo: "//evil.example" }, admin);
    expect(missing.location).toBe("/brand/inbox?tab=inquiries");
    expect(await toastOf(missing)).toMatchObject({ title: "Inquiry not updated" });
    expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: forAgilent } })).status).toBe("new");
  });

  it("sends a stray GET to the inbox", async () => {
    const page = await call(statusLoader, getPage(`/inquiries/${forAgilent}/status`, agilentMember), {
      inquiryId: forAgilent,
    });
    expect(page.location).toBe("/brand/inbox?tab=inquiries");
  });
});

describe("demo mode inbox", () => {
  it("gives the demo brand and the admins inquiries and the demo buyer a quote request, once, keeping what users did", async () => {
    await seedDemoAccounts(prisma);
    await seedDemoActivity(prisma);
    await seedDemoActivity(prisma);
    const ids = ["demo-inquiry-uhplc-quote", "demo-inquiry-gc-question", "demo-inquiry-shipping-question"];
    const seeded = await prisma.inquiry.findMany({ where: { id: { in: ids } }, select: { id: true, brandId: true } });
    expect(seeded.map((i) => [i.id, i.brandId]).sort()).toEqual([
      ["demo-inquiry-gc-question", "agilent"],
      ["demo-inquiry-shipping-question", null],
      ["demo-inquiry-uhplc-quote", "agilent"],
    ]);
    const quote = await prisma.quoteRequest.findUniqueOrThrow({
      where: { id: "demo-quote-gc" },
      select: { brandId: true, buyer: { select: { email: true } } },
    });
    expect(quote).toEqual({ brandId: "agilent", buyer: { email: "buyer@labmarket.test" } });

    await prisma.inquiry.update({ where: { id: "demo-inquiry-gc-question" }, data: { status: "handled" } });
    try {
      await seedDemoActivity(prisma);
      expect((await prisma.inquiry.findUniqueOrThrow({ where: { id: "demo-inquiry-gc-question" } })).status).toBe(
        "handled",
      );
    } finally {
      await prisma.inquiry.update({ where: { id: "demo-inquiry-gc-question" }, data: { status: "new" } });
    }
  });
});
