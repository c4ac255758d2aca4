// Punchout shopping sessions (ADR 065): opened by a cXML setup request or an OCI login, started in the browser through
// a single-use start URL (which signs the member in and gives them a fresh cart), marked by a banner, and ended when
// "Return cart" sends the cart back to the procurement system.
import { createHash, randomBytes } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import {
  createUserSession,
  destroyUserSession,
  getOptionalUser,
  hashToken,
  sessionCookie,
} from "~/modules/auth/session.server";
import { clearCartCookie, serializeCartId } from "~/modules/cart/cart-cookie.server";
import { addToCart } from "~/modules/cart/cart.server";
import { resolveLinePrice, unusedQuote } from "~/modules/pricing/line-price";
import { loadVariantPricing, withPricing } from "~/modules/pricing/pricing.server";
import { signedCookie } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { prisma, readRows } from "~/utils/db.server";
import { buildPunchOutOrderMessage, centsToDecimal, type CxmlItem } from "./cxml";
import { ociCartFields } from "./oci";
import { SESSION_HOURS, START_TOKEN_MINUTES, SUPPLIER_CREDENTIAL, unspscFor } from "./rules";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Which punchout session this browser is in (its id); the banner and "Return cart" check it against the login. */
const punchoutMarker = signedCookie<string | null>("punchout", {
  maxAge: SESSION_HOURS * 60 * 60,
  decode: (raw) => (typeof raw === "string" && /^[a-z0-9]{10,40}$/.test(raw) ? raw : null),
});

export interface OpenSessionInput {
  organisationId: string;
  userId: string;
  protocol: "cxml" | "oci";
  operation: string;
  buyerCookie: string | null;
  returnUrl: string;
  returnTarget?: string | null;
  systemName: string;
  initialItems?: Pick<CxmlItem, "sku" | "auxiliaryId" | "quantity">[];
  now?: Date;
}

/** Opens a session and returns its start URL (single use, START_TOKEN_MINUTES). `tx` lets the caller make it atomic. */
export async function openPunchoutSession(
  input: OpenSessionInput,
  tx: Prisma.TransactionClient = prisma,
): Promise<{ sessionId: string; startUrl: string }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const session = await tx.punchoutSession.create({
    data: {
      organisationId: input.organisationId,
      userId: input.userId,
      protocol: input.protocol,
      operation: input.operation,
      buyerCookie: input.buyerCookie,
      returnUrl: input.returnUrl,
      returnTarget: input.returnTarget ?? null,
      systemName: input.systemName,
      initialItems: input.initialItems?.length ? input.initialItems : Prisma.DbNull,
      startTokenHash: sha256(token),
      startExpiresAt: new Date(now.getTime() + START_TOKEN_MINUTES * 60_000),
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    },
    select: { id: true },
  });
  return { sessionId: session.id, startUrl: `${appOrigin()}/punchout/start/${token}` };
}

/** The member `email` names in `organisationId`, or why not. */
export async function punchoutMember(
  organisationId: string,
  email: string | null,
): Promise<{ ok: true; userId: string } | { ok: false; message: string }> {
  if (!email) return { ok: false, message: "The request names no user (Extrinsic UserEmail or Contact Email)." };
  // On the pool (ADR 071): every setup request reads it.
  const [user] = await readRows<{ id: string; suspendedAt: Date | null; organisationId: string | null }[]>(Prisma.sql`
    SELECT u.id, u."suspendedAt", m."organisationId"
      FROM "User" u LEFT JOIN "OrganisationMember" m ON m."userId" = u.id
     WHERE u.email = ${email.trim().toLowerCase()}`);
  if (!user || user.organisationId !== organisationId || user.suspendedAt)
    return { ok: false, message: `${email} is not a member of this organisation on LabMarket.` };
  return { ok: true, userId: user.id };
}

export type StartOutcome = { ok: true; headers: Headers; redirectTo: string } | { ok: false; message: string };

/**
 * The start URL, opened in the browser: used once, before it expires, by a member of a not-suspended organisation.
 * Signs the member in (a new login session), gives them a fresh cart (with the lines of an edit/inspect request)
 * and marks the browser as in this punchout session.
 */
export async function startPunchoutSession(request: Request, token: string, now = new Date()): Promise<StartOutcome> {
  const invalid = {
    ok: false as const,
    message: "This punchout link has expired or was already used. Start again from your procurement system.",
  };
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return invalid;
  const tokenHash = sha256(token);
  const session = await prisma.punchoutSession.findUnique({
    where: { startTokenHash: tokenHash },
    select: {
      id: true,
      userId: true,
      organisationId: true,
      initialItems: true,
      startExpiresAt: true,
      organisation: { select: { suspendedAt: true } },
    },
  });
  if (!session || session.startExpiresAt <= now) return invalid;
  // Single use: whoever clears the token first starts the session.
  const claimed = await prisma.punchoutSession.updateMany({
    where: { id: session.id, startTokenHash: tokenHash, startedAt: null, endedAt: null },
    data: { startTokenHash: null, startedAt: now },
  });
  if (claimed.count !== 1) return invalid;
  if (session.organisation.suspendedAt)
    return { ok: false, message: "Your organisation is suspended and cannot order." };
  const member = await prisma.organisationMember.findUnique({
    where: { userId: session.userId },
    select: { organisationId: true },
  });
  if (member?.organisationId !== session.organisationId)
    return { ok: false, message: "You are no longer a member of this organisation." };

  const loginCookie = await createUserSession(request, session.userId);
  const loginToken = await sessionCookie().parse(loginCookie.split(";")[0]!);
  const cart = await prisma.cart.create({ data: { userId: session.userId }, select: { id: true } });
  const items = Array.isArray(session.initialItems)
    ? (session.initialItems as { sku: string; auxiliaryId: string | null; quantity: number }[])
    : [];
  if (items.length > 0) {
    // edit / inspect: the cart the system sent back, by our variant id when given, else by SKU.
    const variants = await prisma.variant.findMany({
      where: {
        OR: [
          { id: { in: items.flatMap((i) => (i.auxiliaryId ? [i.auxiliaryId] : [])) } },
          { sku: { in: items.map((i) => i.sku) } },
        ],
      },
      select: { id: true, sku: true },
    });
    for (const item of items) {
      const variant = variants.find((v) => v.id === item.auxiliaryId) ?? variants.find((v) => v.sku === item.sku);
      if (variant) await addToCart(cart.id, variant.id, item.quantity);
    }
  }
  await prisma.punchoutSession.update({
    where: { id: session.id },
    data: { appSessionId: typeof loginToken === "string" ? hashToken(loginToken) : null, cartId: cart.id },
  });
  const headers = new Headers();
  headers.append("Set-Cookie", loginCookie);
  headers.append("Set-Cookie", await serializeCartId(cart.id));
  headers.append("Set-Cookie", await punchoutMarker.write(session.id));
  return { ok: true, headers, redirectTo: "/store" };
}

export interface PunchoutBanner {
  organisationName: string;
  systemName: string;
  operation: string;
}

/** The punchout session this request is in (for the banner), or null. One query, and only with the marker cookie. */
export async function currentPunchout(request: Request): Promise<(PunchoutBanner & { id: string }) | null> {
  const id = await punchoutMarker.read(request);
  if (!id) return null;
  const user = await getOptionalUser(request);
  if (!user) return null;
  const session = await prisma.punchoutSession.findFirst({
    where: { id, userId: user.id, appSessionId: user.sessionId, endedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, systemName: true, operation: true, organisation: { select: { name: true } } },
  });
  return session
    ? {
        id: session.id,
        organisationName: session.organisation.name,
        systemName: session.systemName,
        operation: session.operation,
      }
    : null;
}

export type ReturnForm = {
  action: string;
  target: string | null;
  systemName: string;
  fields: [string, string][];
  lineCount: number;
};

export type ReturnOutcome = { ok: true; form: ReturnForm; headers: Headers } | { ok: false; message: string };

/**
 * "Return cart": the punchout cart as the form the procurement system expects (cXML PunchOutOrderMessage in
 * `cxml-urlencoded` and `cXML-base64`, or OCI NEW_ITEM-* fields). Ends the punchout session (once: a second post
 * finds it ended), signs the browser out of the login the start page made, and forgets the cart.
 */
export async function returnPunchoutCart(request: Request, now = new Date()): Promise<ReturnOutcome> {
  const current = await currentPunchout(request);
  if (!current) return { ok: false, message: "This browser is not in a punchout session (it may have ended)." };
  const session = await prisma.punchoutSession.findUniqueOrThrow({
    where: { id: current.id },
    select: {
      id: true,
      protocol: true,
      buyerCookie: true,
      returnUrl: true,
      returnTarget: true,
      systemName: true,
      cartId: true,
      organisationId: true,
      organisation: { select: { punchoutConnection: { select: { cxmlDomain: true, cxmlIdentity: true } } } },
    },
  });
  const lines = session.cartId
    ? await prisma.cartLine.findMany({
        where: { cartId: session.cartId },
        orderBy: { createdAt: "asc" },
        select: {
          quantity: true,
          currencyCode: true,
          productTitle: true,
          variantTitle: true,
          quote: {
            select: { status: true, validUntil: true, unitPriceCents: true, quantity: true, orderedQuantity: true },
          },
          variant: {
            select: {
              id: true,
              sku: true,
              priceInCents: true,
              salePriceInCents: true,
              product: { select: { categoryId: true, brand: { select: { name: true } } } },
            },
          },
        },
      })
    : [];
  const currencies = new Set(lines.map((line) => line.currencyCode.toUpperCase()));
  if (currencies.size > 1)
    return {
      ok: false,
      message: "Your procurement system takes one currency per cart: remove the items in the other currency first.",
    };
  const ended = await prisma.punchoutSession.updateMany({
    where: { id: session.id, endedAt: null },
    data: { endedAt: now },
  });
  if (ended.count !== 1) return { ok: false, message: "This punchout session has already ended." };

  const currency = [...currencies][0] ?? "USD";
  // The prices the cart shows now (ADR 067): the organisation's price list, tiers and quotes count, as the
  // OrderRequest that follows is checked against the same prices.
  const pricing = await loadVariantPricing(
    lines.map((line) => line.variant.id),
    session.organisationId,
  );
  const unitCents = lines.map(
    (line) =>
      resolveLinePrice(withPricing(line.variant, pricing), line.quantity, unusedQuote(line.quote), now).unitPriceCents,
  );
  const described = lines.map((line, index) => ({
    sku: line.variant.sku ?? line.variant.id,
    variantId: line.variant.id,
    quantity: line.quantity,
    unitPrice: centsToDecimal(unitCents[index]),
    currency: line.currencyCode.toUpperCase(),
    description:
      line.variantTitle && line.variantTitle !== "Default"
        ? `${line.productTitle} — ${line.variantTitle}`
        : line.productTitle,
    unspsc: unspscFor(line.variant.product.categoryId),
    manufacturer: line.variant.product.brand?.name ?? null,
  }));
  let fields: [string, string][];
  if (session.protocol === "oci") {
    fields = ociCartFields(
      described.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit: "EA",
        price: line.unitPrice,
        currency: line.currency,
        sku: line.sku,
        matGroup: line.unspsc,
        manufacturer: line.manufacturer,
        productId: line.variantId,
        leadTimeDays: null,
      })),
    );
  } else {
    const connection = session.organisation.punchoutConnection;
    const xml = buildPunchOutOrderMessage({
      payloadId: `${now.getTime()}.${randomBytes(8).toString("hex")}@labmarket`,
      timestamp: now.toISOString(),
      buyerCookie: session.buyerCookie,
      from: SUPPLIER_CREDENTIAL,
      to: { domain: connection?.cxmlDomain ?? "NetworkID", identity: connection?.cxmlIdentity ?? "unknown" },
      lines: described.map((line) => ({
        sku: line.sku,
        auxiliaryId: line.variantId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        currency: line.currency,
        description: line.description,
        unitOfMeasure: "EA",
        unspsc: line.unspsc,
        manufacturer: line.manufacturer,
      })),
      total: centsToDecimal(lines.reduce((sum, line, index) => sum + unitCents[index] * line.quantity, 0)),
      currency,
    });
    fields = [
      ["cxml-urlencoded", xml],
      ["cXML-base64", Buffer.from(xml, "utf8").toString("base64")],
    ];
  }
  if (session.cartId) await prisma.cart.deleteMany({ where: { id: session.cartId } });
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  headers.append("Set-Cookie", await clearCartCookie());
  headers.append("Set-Cookie", await punchoutMarker.clear());
  return {
    ok: true,
    headers,
    form: {
      action: session.returnUrl,
      target: session.returnTarget,
      systemName: session.systemName,
      fields,
      lineCount: lines.length,
    },
  };
}
