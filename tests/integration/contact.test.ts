// Integration: /contact stores each tab's submission as an Inquiry routed to the product's brand (or the admins),
// e-mails the sender and the brand / admins, serves the spec sheet, rejects bad input and rate-limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/contact";
import { loader as sheetLoader } from "~/routes/contact_.spec-sheet.$inquiryId";
import { listInquiriesForAdmins, listInquiriesForBrand } from "~/modules/inquiries/inbox.server";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";
import { LIMITS } from "~/modules/security/rate-limit.server";
import { CONTACT_PRODUCT_SUGGESTIONS } from "~/modules/inquiries/inquiries.server";
import { prisma } from "~/utils/db.server";
import { attachmentsOf, call, createMember, getPage, mailsTo, ORIGIN, unique, type Member } from "./people.support";

const run = unique("contact");
const PRODUCT = { id: "agilent-1290-uhplc", title: "Agilent 1290 Infinity II UHPLC System", brand: "agilent" };
let brandUser: Member;
let outsider: Member;
let admin: Member;
let buyer: Member;

beforeAll(async () => {
  [brandUser, outsider, admin, buyer] = await Promise.all([
    createMember({ role: "brand", brandId: PRODUCT.brand }),
    createMember({ role: "brand", brandId: "waters" }),
    createMember({ role: "admin" }),
    createMember({ role: "buyer" }),
  ]);
});

afterAll(async () => {
  await prisma.inquiry.deleteMany({ where: { email: { contains: run } } });
  await prisma.emailMessage.deleteMany({ where: { to: { contains: run } } });
  await prisma.user.deleteMany({
    where: { id: { in: [brandUser, outsider, admin, buyer].filter(Boolean).map((m) => m.id) } },
  });
  await prisma.$executeRawUnsafe(
    `DO $$ BEGIN IF to_regclass('rate_limits') IS NOT NULL THEN DELETE FROM rate_limits WHERE key LIKE 'contact%'; END IF; END $$`,
  );
});

const sender = (name: string) => `${name}-${run}@example.com`;

function submit(fields: Record<string, string>, options: { member?: Member; clientIp?: string } = {}) {
  const request = new Request(`${ORIGIN}/contact`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.member ? { Cookie: options.member.cookie } : {}),
    },
  });
  return call(
    (args) => action({ ...args, context: options.clientIp ? { clientIp: options.clientIp } : {} } as never),
    request,
  );
}

const quoteFields = (email: string) => ({
  tab: "quote",
  fullName: "Marie Curie",
  email,
  company: "Institut du Radium",
  product: PRODUCT.title,
  productId: PRODUCT.id,
  quantity: "2",
  message: "Two systems with the diode-array detector.",
});

describe("contact page", () => {
  it("names the product from ?product= and suggests product titles", async () => {
    const page = await call(loader, getPage(`/contact?tab=quote&product=${PRODUCT.id}`));
    expect(page.data).toMatchObject({
      tab: "quote",
      product: PRODUCT.title,
      productId: PRODUCT.id,
      sent: false,
      sheetPath: null,
    });
    expect(page.data.products).toContain(PRODUCT.title);
    const free = await call(loader, getPage("/contact?product=Some%20mixer"));
    expect(free.data).toMatchObject({ product: "Some mixer", productId: null });
  });

  it("suggests a bounded list of titles in the featured order and still names a product outside it", async () => {
    const featuredOrder = await prisma.storeProduct.findMany({
      where: { deletedAt: null, status: "active" },
      orderBy: [{ featuredRank: "asc" }, { sortOrder: "asc" }, { title: "asc" }, { id: "asc" }],
      select: { id: true, title: true },
    });
    expect(featuredOrder.length).toBeGreaterThan(CONTACT_PRODUCT_SUGGESTIONS);
    const page = await call(loader, getPage("/contact?tab=quote"));
    expect(page.data.products).toEqual(featuredOrder.slice(0, CONTACT_PRODUCT_SUGGESTIONS).map((p) => p.title));

    const beyond = featuredOrder[featuredOrder.length - 1];
    const named = await call(loader, getPage(`/contact?tab=quote&product=${encodeURIComponent(beyond.id)}`));
    expect(named.data).toMatchObject({ product: beyond.title, productId: beyond.id });

    const nul = await call(loader, getPage("/contact?tab=quote&product=a%00b"));
    expect(nul.data).toMatchObject({ product: "a\u0000b", productId: null });
  });
});

describe("contact submissions", () => {
  it("stores a quote request for a product, routed to its brand, and e-mails sender, brand address and brand accounts", async () => {
    const email = sender("quote");
    const outcome = await submit(quoteFields(email.toUpperCase()), { member: buyer });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/contact?tab=quote&sent=1");
    const stored = await prisma.inquiry.findMany({ where: { email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "quote",
      fullName: "Marie Curie",
      company: "Institut du Radium",
      productId: PRODUCT.id,
      brandId: PRODUCT.brand,
      userId: buyer.id,
      status: "new",
      subject: `Quote request: ${PRODUCT.title} (quantity 2)`,
      message: "Two systems with the diode-array detector.",
    });

    const confirmation = await mailsTo(email);
    expect(confirmation.map((m) => m.subject)).toEqual(["We received your quote request"]);
    expect(confirmation[0]!.text).toContain("Message Sent!");
    expect(confirmation[0]!.text).toContain("Quantity: 2");

    const brand = await prisma.brand.findUniqueOrThrow({
      where: { id: PRODUCT.brand },
      select: { contactEmail: true },
    });
    const toBrand = await prisma.emailMessage.findMany({
      where: { subject: "New quote request from Marie Curie", text: { contains: stored[0]!.id } },
      select: { to: true },
    });
    const members = await prisma.profile.findMany({
      where: { brandId: PRODUCT.brand, status: "approved" },
      select: { user: { select: { email: true } } },
    });
    expect(members.map((m) => m.user.email)).toContain(brandUser.email);
    expect(toBrand.map((m) => m.to).sort()).toEqual(
      [brand.contactEmail.toLowerCase(), ...members.map((m) => m.user.email)].sort(),
    );
    expect(toBrand.map((m) => m.to)).not.toContain(outsider.email);
    expect(toBrand.map((m) => m.to)).not.toContain(admin.email);

    expect((await listInquiriesForBrand(PRODUCT.brand)).map((i) => i.id)).toContain(stored[0]!.id);
    expect((await listInquiriesForAdmins()).map((i) => i.id)).not.toContain(stored[0]!.id);
  });

  it("routes a question without a product to the admins", async () => {
    const email = sender("question");
    const outcome = await submit({
      tab: "question",
      fullName: "Ada",
      email,
      subject: "Invoices",
      message: "Can I pay by bank transfer?",
    });
    expect(outcome.location).toBe("/contact?tab=question&sent=1");
    const [inquiry] = await prisma.inquiry.findMany({ where: { email } });
    expect(inquiry).toMatchObject({
      kind: "question",
      subject: "Invoices",
      message: "Can I pay by bank transfer?",
      productId: null,
      brandId: null,
      userId: null,
    });
    const notices = await prisma.emailMessage.findMany({
      where: { text: { contains: inquiry!.id } },
      select: { to: true },
    });
    const admins = await prisma.profile.findMany({
      where: { role: "admin", status: "approved" },
      select: { user: { select: { email: true } } },
    });
    expect(notices.map((n) => n.to).sort()).toEqual(admins.map((a) => a.user.email).sort());
    expect(notices.map((n) => n.to)).toContain(admin.email);
    expect((await listInquiriesForAdmins()).map((i) => i.id)).toContain(inquiry!.id);
  });

  it("routes by an exactly named product too, and to the admins when the product is unknown", async () => {
    const named = sender("named");
    await submit({ ...quoteFields(named), productId: "", product: "waters acquity premier uplc system" });
    expect((await prisma.inquiry.findFirstOrThrow({ where: { email: named } })).brandId).toBe("waters");
    // The product id from the link no longer applies once the field names something else.
    const changed = sender("changed");
    await submit({ ...quoteFields(changed), product: "A centrifuge I saw somewhere" });
    expect(await prisma.inquiry.findFirstOrThrow({ where: { email: changed } })).toMatchObject({
      productId: null,
      brandId: null,
    });
  });

  it("takes a product id PostgreSQL would refuse (a NUL byte) as no product, not as a failure", async () => {
    const email = sender("nul-id");
    const response = await submit({ ...quoteFields(email), productId: "agilent\u00001290" });
    expect(response.status).toBeLessThan(400);
    // The Product field still names the product exactly, so the inquiry is routed by the name.
    expect(await prisma.inquiry.findFirstOrThrow({ where: { email } })).toMatchObject({
      productId: PRODUCT.id,
      brandId: PRODUCT.brand,
    });
  });

  it("stores a Download Specs request and serves the product's spec sheet as a download", async () => {
    const email = sender("specs");
    const outcome = await submit({
      tab: "specs",
      fullName: "Rosalind",
      email,
      company: "King's College",
      product: PRODUCT.title,
      productId: PRODUCT.id,
    });
    const inquiry = await prisma.inquiry.findFirstOrThrow({ where: { email } });
    expect(inquiry).toMatchObject({
      kind: "specs",
      productId: PRODUCT.id,
      brandId: PRODUCT.brand,
      subject: `Spec sheet: ${PRODUCT.title}`,
    });
    expect(outcome.location).toBe(`/contact?tab=specs&sent=1&sheet=${inquiry.id}`);
    const page = await call(loader, getPage(outcome.location!));
    expect(page.data).toMatchObject({ sent: true, sheetPath: `/contact/spec-sheet/${inquiry.id}` });

    const file = (await sheetLoader({
      request: getPage(`/contact/spec-sheet/${inquiry.id}`),
      params: { inquiryId: inquiry.id },
      context: {},
    } as never)) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="${PRODUCT.id}-spec-sheet.html"`);
    const html = await file.text();
    expect(html).toContain(`<h1>${PRODUCT.title}</h1>`);
    expect(html).toContain('<th scope="row">Maximum pressure</th><td>1,300 bar</td>');
    expect(html).toContain("<h2>Warranty &amp; Service</h2>");
    expect(html).not.toMatch(/<script/i);

    const [mail] = await mailsTo(email);
    expect(attachmentsOf(mail!).map((a) => a.filename)).toEqual([`${PRODUCT.id}-spec-sheet.html`]);
    const missing = (await sheetLoader({
      request: getPage("/contact/spec-sheet/nope"),
      params: { inquiryId: "nope" },
      context: {},
    } as never)) as Response;
    expect(missing.status).toBe(404);
  });

  it("needs a known product for Download Specs, every field of the tab, and stores nothing on bad input", async () => {
    const email = sender("bad");
    const unknown = await submit({
      tab: "specs",
      fullName: "Rosalind",
      email,
      company: "KCL",
      product: "Flux capacitor",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error).toEqual({
      product: ["We couldn't find that product. Please choose one from the list."],
    });
    const missing = await submit({
      tab: "quote",
      fullName: " ",
      email: "not-an-email",
      company: "",
      product: "X",
      quantity: "",
      message: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.data.tab).toBe("quote");
    expect(missing.data.result.error).toEqual({
      fullName: ["Full name is required."],
      email: ["Please enter a valid email address."],
      company: ["Company is required."],
      quantity: ["Quantity is required."],
      message: ["Please describe your requirements."],
    });
    const bot = await submit({ ...quoteFields(email), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(bot.status).toBe(400);
    expect(await prisma.inquiry.count({ where: { email } })).toBe(0);
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(0);
  });

  it("rate-limits submissions per client address", async () => {
    const clientIp = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    const budget = LIMITS.contactIp.points;
    for (let i = 0; i <= budget; i++) {
      const outcome = await submit(
        { tab: "question", fullName: "Flood", email: sender(`flood${i}`), subject: "Hi", message: `Message ${i}` },
        { clientIp },
      );
      statuses.push(outcome.status);
    }
    expect(statuses.slice(0, budget).every((s) => s === 303)).toBe(true);
    expect(statuses[budget]).toBe(429);
    const last = await submit(
      { tab: "question", fullName: "Flood", email: sender("flood-last"), subject: "Hi", message: "again" },
      { clientIp },
    );
    expect(last.data.formError).toMatch(/^Too many contact messages\. Please try again in \d+ minutes?\.$/);
    expect(last.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await prisma.inquiry.count({ where: { email: sender("flood-last") } })).toBe(0);
  });
});
