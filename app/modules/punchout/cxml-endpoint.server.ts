// POST /punchout/cxml (ADR 065): a procurement system's PunchOutSetupRequest or OrderRequest, answered with a cXML
// Response whose Status says what happened. Order of checks: body size → XML safety (raw text) → parse → credentials
// (From identity + Sender SharedSecret, constant time) → a payloadID already answered gets that answer again → the
// request itself. Nothing is written before the checks pass; errors after authentication are remembered with their
// payloadID too (a repeat gets the same error), except internal ones, which a retry may get past.
import { randomBytes } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/modules/cart/cart.server";
import { prisma, readRows } from "~/utils/db.server";
import { logger } from "~/utils/log.server";
import { punchoutSecretMatches } from "./credentials.server";
import {
  buildSetupResponse,
  buildStatusResponse,
  CXML_STATUS,
  readCxml,
  type CxmlHeader,
  type CxmlRequest,
  type CxmlStatus,
} from "./cxml";
import { orderFromPunchout } from "./order.server";
import { returnUrlAllowed, SETUP_OPERATIONS } from "./rules";
import { openPunchoutSession, punchoutMember } from "./sessions.server";
import { checkXmlSafety, CXML_MAX_BYTES } from "./xml-safety";

function envelope(now = new Date()) {
  return { payloadId: `${now.getTime()}.${randomBytes(8).toString("hex")}@labmarket`, timestamp: now.toISOString() };
}

function xmlResponse(xml: string, httpStatus = 200): Response {
  // cXML carries its outcome in Status; the HTTP status stays 200 for every answered document (procurement systems
  // treat a non-2xx as a transport failure and retry), except a body we refused to read.
  return new Response(xml, {
    status: httpStatus,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function statusResponse(status: CxmlStatus, message: string, httpStatus = 200): Response {
  return xmlResponse(buildStatusResponse(envelope(), status, message), httpStatus);
}

/** The body as text, at most `maxBytes`; null when longer (the rest is left unread). */
async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes || !request.body) return declared > maxBytes ? null : "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function handleCxmlPost(request: Request): Promise<Response> {
  let raw: string | null;
  try {
    raw = await readBodyText(request, CXML_MAX_BYTES);
  } catch {
    return statusResponse(CXML_STATUS.notAcceptable, "The request body could not be read.");
  }
  if (raw === null) {
    const response = statusResponse(
      CXML_STATUS.badRequest,
      `The document is larger than ${CXML_MAX_BYTES} bytes.`,
      413,
    );
    response.headers.set("Connection", "close");
    return response;
  }
  // Some systems post the document as a form field (cxml-urlencoded / cXML-base64) rather than as the body.
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    const form = new URLSearchParams(raw);
    const base64 = form.get("cXML-base64") ?? form.get("cxml-base64");
    raw = base64
      ? Buffer.from(base64, "base64").toString("utf8")
      : (form.get("cxml-urlencoded") ?? form.get("cXML-urlencoded") ?? "");
  }
  const safety = checkXmlSafety(raw);
  if (!safety.ok) return statusResponse(CXML_STATUS.notAcceptable, safety.reason);
  const read = readCxml(raw);
  if (!read.ok) return statusResponse(read.status, read.message);
  return answer(read.request);
}

interface Connection {
  id: string;
  organisationId: string;
  cxmlDomain: string | null;
  cxmlIdentity: string | null;
  cxmlSecretHash: string | null;
  returnHosts: string[];
  priceTolerancePercent: number;
  updatedById: string | null;
  /** Read with the connection (one statement): a suspended organisation cannot punch out or order. */
  organisation: { suspendedAt: Date | null };
}

/** The connection a From credential names, if its Sender's SharedSecret matches (else why not). */
async function authenticate(
  header: CxmlHeader,
): Promise<{ ok: true; connection: Connection } | { ok: false; message: string }> {
  if (header.from.length === 0 || !header.sender)
    return { ok: false, message: "The Header needs From and Sender credentials." };
  // The From domain is compared exactly, in any case (lower = lower, the expression index serves it): not with ILIKE,
  // where "_" and "%" in a domain would match other organisations' domains. On the pool (ADR 071).
  const [row] = await readRows<(Omit<Connection, "organisation"> & { suspendedAt: Date | null })[]>(Prisma.sql`
    SELECT c.id, c."organisationId", c."cxmlDomain", c."cxmlIdentity", c."cxmlSecretHash", c."returnHosts",
           c."priceTolerancePercent", c."updatedById", o."suspendedAt"
      FROM "PunchoutConnection" c
      JOIN "Organisation" o ON o.id = c."organisationId"
     WHERE (${Prisma.join(
       header.from.map(
         (credential) =>
           Prisma.sql`(lower(c."cxmlDomain") = lower(${credential.domain}) AND c."cxmlIdentity" = ${credential.identity})`,
       ),
       " OR ",
     )})
       AND c."cxmlSecretHash" IS NOT NULL
     LIMIT 1`);
  const connection: Connection | undefined = row && {
    id: row.id,
    organisationId: row.organisationId,
    cxmlDomain: row.cxmlDomain,
    cxmlIdentity: row.cxmlIdentity,
    cxmlSecretHash: row.cxmlSecretHash,
    returnHosts: row.returnHosts,
    priceTolerancePercent: row.priceTolerancePercent,
    updatedById: row.updatedById,
    organisation: { suspendedAt: row.suspendedAt },
  };
  // The secret is checked whether or not a connection was found (the same work either way).
  const secretOk = punchoutSecretMatches(header.sender.sharedSecret, connection?.cxmlSecretHash);
  if (!connection) {
    const from = header.from.map((c) => `${c.domain}:${c.identity}`).join(", ");
    return { ok: false, message: `No organisation uses the From credential ${from}.` };
  }
  if (!secretOk) return { ok: false, message: "The Sender SharedSecret is not valid for this From credential." };
  return { ok: true, connection };
}

async function answer(request: CxmlRequest): Promise<Response> {
  const auth = await authenticate(request.header);
  if (!auth.ok) return statusResponse(CXML_STATUS.unauthorized, auth.message);
  const { connection } = auth;
  const payloadId = request.header.payloadId.slice(0, 250);
  const [earlier] = await readRows<{ responseXml: string }[]>(
    Prisma.sql`SELECT "responseXml" FROM "PunchoutRequest" WHERE "connectionId" = ${connection.id} AND "payloadId" = ${payloadId}`,
  );
  if (earlier) return xmlResponse(earlier.responseXml);

  let outcome: { status: CxmlStatus; xml: string };
  try {
    outcome = await handle(request, connection);
  } catch (error) {
    logger().error({ err: error, payloadId }, "[punchout] cXML request failed");
    return statusResponse(CXML_STATUS.internal, "The request could not be processed. Please retry later.");
  }
  try {
    await prisma.punchoutRequest.create({
      data: {
        connectionId: connection.id,
        payloadId,
        kind: request.kind,
        responseXml: outcome.xml,
        statusCode: outcome.status.code,
      },
    });
  } catch (error) {
    // The same payloadID answered concurrently: the first answer stands.
    if (!isUniqueViolation(error)) throw error;
    const first = await prisma.punchoutRequest.findUnique({
      where: { connectionId_payloadId: { connectionId: connection.id, payloadId } },
      select: { responseXml: true },
    });
    if (first) return xmlResponse(first.responseXml);
  }
  return xmlResponse(outcome.xml);
}

async function handle(request: CxmlRequest, connection: Connection): Promise<{ status: CxmlStatus; xml: string }> {
  const fail = (status: CxmlStatus, message: string) => ({
    status,
    xml: buildStatusResponse(envelope(), status, message),
  });
  if (connection.organisation.suspendedAt)
    return fail(CXML_STATUS.forbidden, "The organisation is suspended on LabMarket and cannot order.");

  if (request.kind === "PunchOutSetupRequest") {
    if (!(SETUP_OPERATIONS as readonly string[]).includes(request.operation))
      return fail(CXML_STATUS.badRequest, `Unsupported operation "${request.operation}" (create, edit or inspect).`);
    if (!request.browserFormPostUrl) return fail(CXML_STATUS.badRequest, "BrowserFormPost URL is required.");
    if (!returnUrlAllowed(request.browserFormPostUrl, connection.returnHosts))
      return fail(
        CXML_STATUS.badRequest,
        "The BrowserFormPost URL is not an allowed https address for this organisation.",
      );
    const member = await punchoutMember(connection.organisationId, request.userEmail ?? request.contactEmail);
    if (!member.ok) return fail(CXML_STATUS.forbidden, member.message);
    const { startUrl } = await openPunchoutSession({
      organisationId: connection.organisationId,
      userId: member.userId,
      protocol: "cxml",
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      returnUrl: request.browserFormPostUrl,
      systemName: request.header.userAgent?.slice(0, 80) || `${connection.cxmlIdentity}`,
      initialItems: request.items.map(({ sku, auxiliaryId, quantity }) => ({ sku, auxiliaryId, quantity })),
    });
    return { status: CXML_STATUS.ok, xml: buildSetupResponse(envelope(), startUrl) };
  }

  if (request.kind === "OrderRequest") {
    if (!request.orderId)
      return fail(CXML_STATUS.badRequest, "OrderRequestHeader orderID (the PO number) is required.");
    if (request.orderType !== "new")
      return fail(
        CXML_STATUS.badRequest,
        `Order type "${request.orderType}" is not supported; send changes as a new PO.`,
      );
    const result = await orderFromPunchout({
      organisationId: connection.organisationId,
      poNumber: request.orderId.slice(0, 100),
      items: request.items,
      priceTolerancePercent: connection.priceTolerancePercent,
      orderedById: connection.updatedById,
    });
    if (!result.ok)
      return fail(
        result.reason === "suspended" || result.reason === "terms" ? CXML_STATUS.forbidden : CXML_STATUS.badRequest,
        result.message,
      );
    return {
      status: CXML_STATUS.ok,
      xml: buildStatusResponse(
        envelope(),
        CXML_STATUS.ok,
        `Order ${result.orderNumber} received for PO ${request.orderId}.`,
      ),
    };
  }

  return fail(CXML_STATUS.badRequest, `${request.name} is not supported here (PunchOutSetupRequest or OrderRequest).`);
}
