// Integration: Admin › System Settings — only admins save, bad input stores nothing, every save is audited,
// and each setting takes effect where it is read (banner, hold time, reminder lead, contact routing).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "~/modules/cart/cart.server";
import { checkoutCart } from "~/modules/checkout/checkout.server";
import { inquiryRecipients } from "~/modules/inquiries/inquiries.server";
import { sendDueDemoReminders } from "~/modules/jobs/reminders.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { SETTING_DEFAULTS, settingsFormValues } from "~/modules/settings/settings";
import { clearSettingsCache, getSetting, getSettings, primeSettingsCache } from "~/modules/settings/settings.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as rootLoader } from "~/root";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";

let admin: Member;
let others: Record<"buyer" | "influencer" | "brand", Member>;
const PATH = "/admin?section=settings";
const defaults = settingsFormValues(SETTING_DEFAULTS);

beforeAll(async () => {
  const [a, buyer, influencer, brand] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "buyer" }),
    createMember({ role: "influencer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
  admin = a;
  others = { buyer, influencer, brand };
});

afterAll(async () => {
  // Back to the defaults for the other test files sharing this database.
  await prisma.systemSetting.deleteMany({});
  clearSettingsCache();
  await deleteCreatedProducts();
});

describe("System Settings: who may read and save", () => {
  it("refuses anonymous visitors (to log in) and every other role (home), storing nothing", async () => {
    const anonymous = await call(adminAction, postForm(PATH, { ...defaults, noticeBanner: "Hacked" }));
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    for (const member of Object.values(others)) {
      const page = await call(adminLoader, getPage(PATH, member));
      expect(page.location).toBe("/");
      const save = await call(adminAction, postForm(PATH, { ...defaults, noticeBanner: "Hacked" }, member));
      expect(save.status).toBe(303);
      expect(save.location).toBe("/");
    }
    expect(await prisma.systemSetting.count({ where: { key: "noticeBanner" } })).toBe(0);
  });

  it("shows the admin the form with the defaults", async () => {
    const page = await call(adminLoader, getPage(PATH, admin));
    expect(page.status).toBe(200);
    expect(page.data.sections.settings.values.reservationMinutes).toBe("15");
    expect(page.data.sections.settings.values.productReviewRequired).toBe("on");
  });
});

describe("System Settings: saving", () => {
  it("bad input answers 400 with the field messages and stores nothing", async () => {
    const before = await prisma.auditLog.count({ where: { action: "settings.update" } });
    const outcome = await call(
      adminAction,
      postForm(PATH, { ...defaults, reservationMinutes: "0", routeQuote: "nobody" }, admin),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data.section).toBe("settings");
    expect(outcome.data.result.error.reservationMinutes[0]).toMatch(/at least 2 minutes/);
    expect(outcome.data.result.error.routeQuote[0]).toMatch(/not a valid email/);
    expect(await prisma.systemSetting.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "settings.update" } })).toBe(before);
  });

  it("a save stores the changed keys, is audited with before and after, and the banner shows at once", async () => {
    const notice = `Scheduled maintenance ${unique("n")}`;
    const outcome = await call(adminAction, postForm(PATH, { ...defaults, noticeBanner: notice }, admin));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/admin?section=settings");
    expect((await toastOf(outcome))?.title).toBe("Settings saved");
    const rows = await prisma.systemSetting.findMany({ select: { key: true, value: true, updatedById: true } });
    expect(rows).toEqual([{ key: "noticeBanner", value: notice, updatedById: admin.id }]);
    const entry = await prisma.auditLog.findFirstOrThrow({
      where: { action: "settings.update", actorId: admin.id },
      orderBy: { createdAt: "desc" },
      select: { details: true },
    });
    expect(entry.details).toEqual({ noticeBanner: { from: "", to: notice } });
    const root = await call(rootLoader, getPage("/"));
    expect(root.data.notice).toBe(notice);

    const again = await call(adminAction, postForm(PATH, { ...defaults, noticeBanner: notice }, admin));
    expect((await toastOf(again))?.title).toBe("No changes");
    expect(await prisma.auditLog.count({ where: { action: "settings.update", actorId: admin.id } })).toBe(1);

    const cleared = await call(adminAction, postForm(PATH, { ...defaults, noticeBanner: "" }, admin));
    expect(cleared.data).toBeNull();
    expect((await call(rootLoader, getPage("/"))).data.notice).toBe("");
  });

  it("another machine sees a change once its cache expires; a stored value out of bounds falls back to the default", async () => {
    await getSettings(); // cached on this "machine"
    await prisma.systemSetting.create({ data: { key: "reminderLeadMinutes", value: 2 } });
    clearSettingsCache();
    expect(await getSetting("reminderLeadMinutes")).toBe(60);
    await prisma.systemSetting.delete({ where: { key: "reminderLeadMinutes" } });
    clearSettingsCache();
  });
});

describe("System Settings take effect (read in this process; the shared database is left alone)", () => {
  it("the reservation hold time sets an unpaid checkout's reservation", async () => {
    primeSettingsCache({ ...SETTING_DEFAULTS, reservationMinutes: 42 });
    try {
      const { variantIds } = await createProduct({
        variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 5 }],
      });
      const cart = await prisma.cart.create({ data: {}, select: { id: true } });
      expect((await addToCart(cart.id, variantIds[0]!, 1)).ok).toBe(true);
      const now = new Date();
      const outcome = await checkoutCart(
        {
          cartId: cart.id,
          clientAddress: null,
          userId: null,
          email: null,
          currency: null,
          origin: "http://localhost",
          cancelPath: "/cart",
          locale: "en",
        },
        { provider: new TestGatewayProvider(), now },
      );
      if (outcome.kind !== "redirect") throw new Error(outcome.kind);
      const order = await prisma.order.findUniqueOrThrow({
        where: { id: outcome.orderId },
        select: { reservedUntil: true },
      });
      expect(order.reservedUntil!.getTime() - now.getTime()).toBe(42 * 60_000);
    } finally {
      clearSettingsCache();
    }
  });

  it("the reminder lead time decides which reminders are due", async () => {
    const buyer = others.buyer;
    const demoId = unique("settings-demo");
    const now = new Date();
    await prisma.demo.create({
      data: {
        id: demoId,
        title: "Lead time demo",
        creatorName: "Test",
        creatorType: "Company",
        category: "analytics",
        status: "upcoming",
        durationMinutes: 30,
        startsAt: new Date(now.getTime() + 90 * 60_000),
        description: "A demo 90 minutes away",
        thumbnailUrl: "/images/demo.jpg",
      },
      select: { id: true },
    });
    await prisma.demoReminder.create({ data: { userId: buyer.id, demoId }, select: { demoId: true } });
    try {
      primeSettingsCache({ ...SETTING_DEFAULTS, reminderLeadMinutes: 60 });
      await sendDueDemoReminders(now, "http://localhost");
      expect((await prisma.demoReminder.findFirstOrThrow({ where: { demoId } })).sentAt).toBeNull();
      primeSettingsCache({ ...SETTING_DEFAULTS, reminderLeadMinutes: 120 });
      await sendDueDemoReminders(now, "http://localhost");
      expect((await prisma.demoReminder.findFirstOrThrow({ where: { demoId } })).sentAt).not.toBeNull();
    } finally {
      clearSettingsCache();
      await prisma.demo.delete({ where: { id: demoId } });
    }
  });

  it("contact routing sends brandless inquiries of a kind to its addresses, others to the admins", async () => {
    primeSettingsCache({
      ...SETTING_DEFAULTS,
      contactRouting: { quote: ["sales@labmarket.example"], question: [], specs: [] },
    });
    try {
      expect(await inquiryRecipients(null, "quote")).toEqual(["sales@labmarket.example"]);
      expect(await inquiryRecipients(null, "question")).toContain(admin.email);
      expect(await inquiryRecipients("agilent", "quote")).not.toContain("sales@labmarket.example");
    } finally {
      clearSettingsCache();
    }
  });
});
