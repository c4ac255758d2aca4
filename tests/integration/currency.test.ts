// The buyer's display currency and the shop's stated rates (issue 37 item 2, ADR 068) against the real database: the
// choice (cookie and profile, a name of no currency falling back to "as listed"), which choice wins, and an admin's
// rate change (refused input stores nothing; a change is audited and used at once on this machine).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetShopCurrencies, readDisplayCurrency, shopCurrencies } from "~/modules/currency/currencies.server";
import { action as currencyAction } from "~/routes/resources.currency";
import { action as ratesAction, loader as ratesLoader } from "~/routes/admin_.currencies";
import { loader as rootLoader } from "~/root";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, type Member } from "./people.support";

// A currency of this test's own (ISO 4217's code for testing), so other tests' prices and rates are untouched.
const TEST_CODE = "xts";
let buyer: Member;
let admin: Member;

function cookieOf(setCookie: string | null): string {
  return (setCookie ?? "").split(";")[0]!;
}

beforeAll(async () => {
  await prisma.currency.upsert({
    where: { code: TEST_CODE },
    create: { code: TEST_CODE, symbol: "¤", template: "¤$1", usdPerUnit: "2" },
    update: { usdPerUnit: "2" },
  });
  forgetShopCurrencies();
  buyer = await createMember();
  admin = await createMember({ role: "admin" });
});
afterAll(async () => {
  await prisma.profile.updateMany({ where: { displayCurrency: TEST_CODE }, data: { displayCurrency: null } });
  await prisma.currency.deleteMany({ where: { code: TEST_CODE } });
  forgetShopCurrencies();
});

describe("choosing the display currency", () => {
  it("a signed-in buyer's choice goes to the cookie and the profile; the root loader then converts into it", async () => {
    const chosen = await call(
      currencyAction,
      postForm("/resources/currency", { currency: "EUR", redirectTo: "/store?q=pump" }, buyer),
    );
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe("/store?q=pump");
    expect(await prisma.profile.findUnique({ where: { id: buyer.id }, select: { displayCurrency: true } })).toEqual({
      displayCurrency: "eur",
    });
    const cookie = cookieOf(chosen.headers.get("Set-Cookie"));
    const root = await call(rootLoader, getPage("/store"), {});
    expect(root.data.money.display).toBeNull();
    const withCookie = await call(
      rootLoader,
      new Request("http://localhost:3000/store", { headers: { Cookie: cookie } }),
      {},
    );
    expect(withCookie.data.money.display).toMatchObject({ code: "eur", usdPerUnit: 1.08 });
    // On another device (no cookie) the profile's choice applies.
    const otherDevice = await call(rootLoader, getPage("/store", buyer), {});
    expect(otherDevice.data.money.display?.code).toBe("eur");
  });

  it("a value naming no currency with a stated rate means 'as listed', and the cookie's choice beats the profile", async () => {
    const odd = await call(
      currencyAction,
      postForm("/resources/currency", { currency: "XYZ", redirectTo: "//evil.example" }, buyer),
    );
    expect(odd.status).toBe(303);
    expect(odd.location).toBe("/");
    expect(await prisma.profile.findUnique({ where: { id: buyer.id }, select: { displayCurrency: true } })).toEqual({
      displayCurrency: null,
    });
    const listed = new Request("http://localhost:3000/", {
      headers: { Cookie: cookieOf(odd.headers.get("Set-Cookie")) },
    });
    expect((await readDisplayCurrency(listed, "eur")).display).toBeNull();
    const noCookie = new Request("http://localhost:3000/");
    expect((await readDisplayCurrency(noCookie, "gbp")).display?.code).toBe("gbp");
    expect((await readDisplayCurrency(noCookie, "nonsense")).display).toBeNull();
  });
});

describe("the currency of the buyer's country", () => {
  it("is suggested (never applied) while the buyer has chosen none, and not once they have", async () => {
    const german = await createMember();
    await prisma.profile.update({ where: { id: german.id }, data: { country: "Germany", displayCurrency: null } });
    const root = await call(rootLoader, getPage("/store", german), {});
    expect(root.data.money.display).toBeNull();
    expect(root.data.money.suggested).toEqual({ code: "eur", country: "Germany" });
    // Chosen "as listed" on this device: no suggestion.
    const listed = await call(
      currencyAction,
      postForm("/resources/currency", { currency: "listed", redirectTo: "/" }, german),
    );
    const withChoice = new Request("http://localhost:3000/store", {
      headers: { Cookie: `${german.cookie}; ${cookieOf(listed.headers.get("Set-Cookie"))}` },
    });
    expect((await call(rootLoader, withChoice, {})).data.money.suggested).toBeNull();
    // A country the table does not know, and an anonymous visitor: nothing suggested.
    await prisma.profile.update({ where: { id: german.id }, data: { country: "Atlantis" } });
    expect((await call(rootLoader, getPage("/store", german), {})).data.money.suggested).toBeNull();
    expect((await call(rootLoader, getPage("/store"), {})).data.money.suggested).toBeNull();
  });
});

describe("the admin's stated rates", () => {
  it("refuses a bad rate next to the field and changes nothing; only admins reach the page", async () => {
    for (const usdPerUnit of ["", "0", "-1", "abc", "1.1234567", "1e3"]) {
      const refused = await call(ratesAction, postForm("/admin/currencies", { code: TEST_CODE, usdPerUnit }, admin));
      expect(refused.status, usdPerUnit).toBe(400);
      expect(refused.data.error).toMatch(/US dollars per unit/);
    }
    // A code with no currency (deleted meanwhile, or forged): refused, and the page shows it above the panels.
    const unknown = await call(ratesAction, postForm("/admin/currencies", { code: "zzz", usdPerUnit: "2" }, admin));
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toBe("There is no such currency.");
    const usd = await call(ratesAction, postForm("/admin/currencies", { code: "usd", usdPerUnit: "2" }, admin));
    expect(usd.data.error).toMatch(/reference/);
    const asBuyer = await call(ratesAction, postForm("/admin/currencies", { code: TEST_CODE, usdPerUnit: "3" }, buyer));
    expect(asBuyer.status).toBeGreaterThanOrEqual(300);
    expect(Number((await prisma.currency.findUniqueOrThrow({ where: { code: TEST_CODE } })).usdPerUnit)).toBe(2);
  });

  it("a change is audited and used at once", async () => {
    expect((await shopCurrencies()).find((c) => c.code === TEST_CODE)?.usdPerUnit).toBe(2);
    const saved = await call(ratesAction, postForm("/admin/currencies", { code: TEST_CODE, usdPerUnit: "2,5" }, admin));
    expect(saved.status).toBe(303);
    expect((await shopCurrencies()).find((c) => c.code === TEST_CODE)).toMatchObject({ usdPerUnit: 2.5 });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { actorId: admin.id, action: "currency.rate", targetId: TEST_CODE },
    });
    expect(audit.details).toEqual({ from: 2, to: 2.5 });
    const page = await call(ratesLoader, getPage("/admin/currencies", admin));
    expect(page.data.currencies.find((c: { code: string }) => c.code === TEST_CODE).rateUpdatedAt).not.toBeNull();
  });
});
