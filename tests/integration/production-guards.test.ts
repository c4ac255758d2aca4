// A production deployment is honest about payments and mail (issue 34): without STRIPE_SECRET_KEY checkout refuses
// with "Payments are not configured" and creates nothing (no order, no stock held, the cart kept); PAYMENTS=test
// turns the built-in test gateway on on purpose and every payment page says it is a test; without RESEND_API_KEY,
// sign-up and password-reset codes are refused with a message (nothing saved, nothing left in the outbox) unless
// demo mode says otherwise. The settings are read from process.env on each call, so each test sets its own.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

// Before any app module reads (and caches) the environment: a production deployment over a real database.
vi.hoisted(() => {
  process.env.NODE_ENV = "production";
  process.env.DEMO_MODE = "0";
  process.env.APP_ORIGIN = "http://localhost:3000";
  delete process.env.EMBEDDED_DB;
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.RESEND_API_KEY;
  delete process.env.PAYMENTS;
});

const { prisma } = await import("~/utils/db.server");
const { addToCart, getCartView } = await import("~/modules/cart/cart.server");
const { checkoutCart } = await import("~/modules/checkout/checkout.server");
const checkoutRoute = await import("~/routes/checkout");
const payRoute = await import("~/routes/pay.$sessionId");
const signupRoute = await import("~/routes/signup");
const forgotRoute = await import("~/routes/forgot-password");
const { routeArgs } = await import("../setup/route-args");
const { cartCookie, createProduct, deleteCreatedProducts, formRequest, getRequest } = await import("./store.support");
const { SHIPPING_FORM } = await import("./shipping.support");
const { get, post, run, uniqueEmail } = await import("./accounts.support");

afterEach(() => {
  delete process.env.PAYMENTS;
  process.env.DEMO_MODE = "0";
});
afterAll(async () => {
  await deleteCreatedProducts();
});

/** A cart holding 2 units of a stocked product, with its cookie and the key the cart page renders. */
async function stockedCart() {
  const product = await createProduct({
    variants: [{ priceInCents: 12_000, manageInventory: true, inventoryQuantity: 5 }],
  });
  const variantId = product.variantIds[0]!;
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  expect((await addToCart(cart.id, variantId, 2)).ok).toBe(true);
  const cookie = await cartCookie(cart.id);
  const key = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
  return { cartId: cart.id, variantId, cookie, key };
}

async function submitCheckout(cookie: string, key: string): Promise<unknown> {
  return checkoutRoute.action(
    routeArgs({ request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key }, cookie) }),
  );
}

async function loadCheckout(cookie: string): Promise<unknown> {
  return checkoutRoute.loader(routeArgs({ request: getRequest("/checkout", cookie) }));
}

/** What `data(body, { status })` returns. */
type Returned = { type?: string; data?: Record<string, unknown>; init?: ResponseInit | null };

describe("payments in production", () => {
  it("without Stripe keys: the checkout page and the checkout action refuse with the message and create nothing", async () => {
    const { cartId, variantId, cookie, key } = await stockedCart();

    const page = (await loadCheckout(cookie)) as Returned;
    expect(page.init?.status).toBe(503);
    expect(page.data).toMatchObject({ notice: { title: "Payments are not configured", back: "/cart" } });

    const submitted = (await submitCheckout(cookie, key)) as Returned;
    expect(submitted.type).toBe("DataWithResponseInit");
    expect(submitted.init?.status).toBe(503);
    expect(submitted.data).toMatchObject({ title: "Payments are not configured" });
    expect(String(submitted.data?.message)).toContain("Nothing was ordered");

    // The module refuses too, whoever calls it.
    const outcome = await checkoutCart({
      cartId,
      userId: null,
      email: null,
      currency: null,
      origin: "http://localhost:3000",
      cancelPath: "/cart",
      locale: "en",
    });
    expect(outcome).toEqual({ kind: "payments-unavailable" });

    // Nothing created or held; the cart kept.
    expect(await prisma.order.count({ where: { cartId } })).toBe(0);
    const stock = await prisma.variant.findUniqueOrThrow({
      where: { id: variantId },
      select: { reservedQuantity: true },
    });
    expect(stock.reservedQuantity).toBe(0);
    expect(await prisma.cartLine.count({ where: { cartId } })).toBe(1);
  });

  it("PAYMENTS=test: the test gateway takes the payment, and the checkout and pay pages say it is a test", async () => {
    process.env.PAYMENTS = "test";
    const { cartId, cookie, key } = await stockedCart();

    const page = (await loadCheckout(cookie)) as { testPayment: { title: string } | null };
    expect(page.testPayment?.title).toBe("Test payment — no real money moves");

    const submitted = (await submitCheckout(cookie, key)) as Response;
    expect(submitted.status).toBe(303);
    const location = submitted.headers.get("Location")!;
    expect(location).toMatch(/^http:\/\/localhost:3000\/pay\/tgs_[0-9a-f]{40}\?/);
    expect(await prisma.order.count({ where: { cartId, status: "pending" } })).toBe(1);

    const url = new URL(location);
    const sessionId = url.pathname.split("/").pop()!;
    const pay = (await payRoute.loader(
      routeArgs({ request: getRequest(`${url.pathname}${url.search}`), params: { sessionId } }),
    )) as unknown as { state: string; testPayment: { title: string } };
    expect(pay.state).toBe("open");
    expect(pay.testPayment.title).toBe("Test payment — no real money moves");

    // Turned off again, the test gateway's pages are gone: no test-card payment can settle a production order.
    delete process.env.PAYMENTS;
    const gone = await run(payRoute.loader as never, getRequest(`${url.pathname}${url.search}`), { sessionId });
    expect(gone.status).toBe(404);
  });
});

describe("one-time codes in production", () => {
  const signupFields = (email: string) => ({
    role: "buyer",
    fullName: "Prod Buyer",
    email,
    password: "Password123",
  });

  it("without Resend: sign-up is refused with the message; no account, no code, nothing in the outbox", async () => {
    const email = uniqueEmail("prod-nomail");
    // The page says so before the form is filled in.
    const page = await run(signupRoute.loader as never, get("/signup?role=buyer"));
    expect(page.data.mailUnavailable).toMatchObject({ title: "E-mail is not configured" });
    const res = await run(signupRoute.action as never, post("/signup?role=buyer", signupFields(email)));
    expect(res.status).toBe(503);
    expect(res.data).toMatchObject({ formErrorTitle: "Sign Up Unavailable" });
    expect(String(res.data.formError)).toContain("cannot send e-mail");
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    expect(await prisma.verification.count({ where: { target: email } })).toBe(0);
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(0);

    const forgot = await run(forgotRoute.action as never, post("/forgot-password", { email }));
    expect(forgot.status).toBe(503);
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(0);
  });

  it("in demo mode (DEMO_MODE=1) the code goes to the outbox, read at /dev/mailbox, as before", async () => {
    process.env.DEMO_MODE = "1";
    const email = uniqueEmail("prod-demo");
    expect((await run(signupRoute.loader as never, get("/signup?role=buyer"))).data.mailUnavailable).toBeNull();
    const res = await run(signupRoute.action as never, post("/signup?role=buyer", signupFields(email)));
    expect(res.status).toBe(303);
    expect(res.location).toBe("/verify-otp");
    expect(await prisma.user.count({ where: { email } })).toBe(1);
    expect(await prisma.verification.count({ where: { target: email, purpose: "signup" } })).toBe(1);
    expect(await prisma.emailMessage.count({ where: { to: email } })).toBe(1);
  });
});
