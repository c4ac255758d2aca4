// Reading and writing cXML 1.2 (ADR 065): the PunchOutSetupRequest and OrderRequest a procurement system sends, and the
// Response / PunchOutOrderMessage documents we send. One maintained library (fast-xml-parser) parses and builds; the
// parser never processes entities (the raw text was checked by xml-safety.ts first), so the five predefined entities
// and character references are decoded here, and values stay text (a part number "00123" stays "00123").
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** cXML Status codes we answer with (cXML 1.2 User's Guide, "Status"). */
export const CXML_STATUS = {
  ok: { code: 200, text: "OK" },
  badRequest: { code: 400, text: "Bad Request" },
  unauthorized: { code: 401, text: "Unauthorized" },
  forbidden: { code: 403, text: "Forbidden" },
  notAcceptable: { code: 406, text: "Not Acceptable" },
  conflict: { code: 409, text: "Conflict" },
  internal: { code: 500, text: "Internal Server Error" },
} as const;
export type CxmlStatus = { code: number; text: string };

const ALWAYS_ARRAYS = new Set(["Credential", "Extrinsic", "ItemOut", "ItemIn", "Contact", "Email"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  isArray: (name) => ALWAYS_ARRAYS.has(name),
  tagValueProcessor: (_name, value) => decodeXmlText(value),
  attributeValueProcessor: (_name, value) => decodeXmlText(value),
});

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's predefined entities and character references; any other reference is left as it is (never expanded). */
export function decodeXmlText(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== "#") return PREDEFINED[ref] ?? whole;
    const code = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type Node = Record<string, unknown>;

function child(node: unknown, name: string): Node | undefined {
  if (!node || typeof node !== "object") return undefined;
  const value = (node as Node)[name];
  if (Array.isArray(value)) return value[0] as Node | undefined;
  if (value && typeof value === "object") return value as Node;
  if (typeof value === "string") return { "#text": value };
  return undefined;
}

function children(node: unknown, name: string): Node[] {
  if (!node || typeof node !== "object") return [];
  const value = (node as Node)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (typeof item === "string" ? { "#text": item } : (item as Node)));
}

function text(node: unknown, name?: string): string | null {
  const target = name ? (node as Node | undefined)?.[name] : node;
  const first = Array.isArray(target) ? target[0] : target;
  if (typeof first === "string") return first.trim() || null;
  if (first && typeof first === "object") {
    const value = (first as Node)["#text"];
    return typeof value === "string" ? value.trim() || null : null;
  }
  return null;
}

function attr(node: unknown, name: string): string | null {
  const value = (node as Node | undefined)?.[`@_${name}`];
  return typeof value === "string" ? value.trim() || null : null;
}

export interface Credential {
  domain: string;
  identity: string;
  sharedSecret: string | null;
}

export interface CxmlItem {
  sku: string;
  auxiliaryId: string | null;
  quantity: number;
  unitPrice: { amount: string; currency: string } | null;
  lineNumber: string | null;
}

export interface CxmlHeader {
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential | null;
  userAgent: string | null;
}

export type CxmlRequest =
  | {
      kind: "PunchOutSetupRequest";
      header: CxmlHeader;
      operation: string;
      buyerCookie: string | null;
      browserFormPostUrl: string | null;
      userEmail: string | null;
      contactEmail: string | null;
      items: CxmlItem[];
    }
  | {
      kind: "OrderRequest";
      header: CxmlHeader;
      orderId: string | null;
      orderType: string;
      total: { amount: string; currency: string } | null;
      items: CxmlItem[];
    }
  | { kind: "other"; header: CxmlHeader; name: string };

export type CxmlReadResult = { ok: true; request: CxmlRequest } | { ok: false; status: CxmlStatus; message: string };

function credentials(node: Node | undefined): Credential[] {
  return children(node, "Credential").flatMap((credential) => {
    const domain = attr(credential, "domain");
    const identity = text(credential, "Identity");
    if (!domain || !identity) return [];
    return [{ domain, identity, sharedSecret: text(credential, "SharedSecret") }];
  });
}

function money(node: Node | undefined): { amount: string; currency: string } | null {
  const moneyNode = child(node, "Money");
  const amount = text(moneyNode);
  const currency = attr(moneyNode, "currency");
  return amount && currency ? { amount, currency: currency.toUpperCase() } : null;
}

function items(node: Node | undefined): CxmlItem[] | null {
  const result: CxmlItem[] = [];
  for (const itemOut of children(node, "ItemOut")) {
    const itemId = child(itemOut, "ItemID");
    const sku = text(itemId, "SupplierPartID");
    const quantity = Number(attr(itemOut, "quantity"));
    if (!sku || !Number.isFinite(quantity) || quantity <= 0 || !Number.isInteger(quantity)) return null;
    result.push({
      sku,
      auxiliaryId: text(itemId, "SupplierPartAuxiliaryID"),
      quantity,
      unitPrice: money(child(child(itemOut, "ItemDetail"), "UnitPrice")),
      lineNumber: attr(itemOut, "lineNumber"),
    });
  }
  return result;
}

/**
 * A cXML document as we understand it. The caller has checked the raw text with checkXmlSafety. Malformed XML, or a
 * document that is not cXML, is 406 (cXML's status for a request that could not be parsed); a cXML document missing
 * what its request needs is 400.
 */
export function readCxml(raw: string): CxmlReadResult {
  const valid = XMLValidator.validate(raw, { allowBooleanAttributes: false });
  if (valid !== true)
    return { ok: false, status: CXML_STATUS.notAcceptable, message: `Malformed XML: ${valid.err.msg}` };
  let doc: Node;
  try {
    doc = parser.parse(raw) as Node;
  } catch (error) {
    return { ok: false, status: CXML_STATUS.notAcceptable, message: `Malformed XML: ${(error as Error).message}` };
  }
  const root = child(doc, "cXML");
  if (!root) return { ok: false, status: CXML_STATUS.notAcceptable, message: "The document is not cXML." };
  const payloadId = attr(root, "payloadID");
  const headerNode = child(root, "Header");
  if (!payloadId || !headerNode)
    return { ok: false, status: CXML_STATUS.badRequest, message: "payloadID and Header are required." };
  const senderNode = child(headerNode, "Sender");
  const header: CxmlHeader = {
    payloadId,
    from: credentials(child(headerNode, "From")),
    to: credentials(child(headerNode, "To")),
    sender: credentials(senderNode)[0] ?? null,
    userAgent: text(senderNode, "UserAgent"),
  };
  const requestNode = child(root, "Request");
  if (!requestNode) return { ok: true, request: { kind: "other", header, name: "Message" } };
  const setup = child(requestNode, "PunchOutSetupRequest");
  if (setup) {
    const setupItems = items(setup);
    if (!setupItems)
      return {
        ok: false,
        status: CXML_STATUS.badRequest,
        message: "Each ItemOut needs a SupplierPartID and a whole quantity.",
      };
    const extrinsics = children(setup, "Extrinsic");
    const userEmail = text(extrinsics.find((e) => attr(e, "name")?.toLowerCase() === "useremail"));
    const contactEmail = children(setup, "Contact")
      .map((contact) => text(contact, "Email"))
      .find((email): email is string => Boolean(email));
    return {
      ok: true,
      request: {
        kind: "PunchOutSetupRequest",
        header,
        operation: (attr(setup, "operation") ?? "create").toLowerCase(),
        buyerCookie: text(setup, "BuyerCookie"),
        browserFormPostUrl: text(child(setup, "BrowserFormPost"), "URL"),
        userEmail,
        contactEmail: contactEmail ?? null,
        items: setupItems,
      },
    };
  }
  const order = child(requestNode, "OrderRequest");
  if (order) {
    const orderHeader = child(order, "OrderRequestHeader");
    const orderItems = items(order);
    if (!orderItems)
      return {
        ok: false,
        status: CXML_STATUS.badRequest,
        message: "Each ItemOut needs a SupplierPartID and a whole quantity.",
      };
    return {
      ok: true,
      request: {
        kind: "OrderRequest",
        header,
        orderId: attr(orderHeader, "orderID"),
        orderType: (attr(orderHeader, "type") ?? "new").toLowerCase(),
        total: money(child(orderHeader, "Total")),
        items: orderItems,
      },
    };
  }
  const name = Object.keys(requestNode).find((key) => !key.startsWith("@_") && key !== "#text") ?? "Request";
  return { ok: true, request: { kind: "other", header, name } };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: true,
  indentBy: "  ",
  processEntities: true,
  suppressEmptyNode: true,
});

function document(body: Node): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${builder.build(body) as string}`;
}

export interface EnvelopeIds {
  payloadId: string;
  timestamp: string;
}

/** A cXML Response carrying only a Status (errors, and the answer to an OrderRequest). */
export function buildStatusResponse(ids: EnvelopeIds, status: CxmlStatus, message?: string): string {
  return document({
    cXML: {
      "@_payloadID": ids.payloadId,
      "@_timestamp": ids.timestamp,
      "@_xml:lang": "en-US",
      Response: {
        Status: { "@_code": String(status.code), "@_text": status.text, ...(message ? { "#text": message } : {}) },
      },
    },
  });
}

export function buildSetupResponse(ids: EnvelopeIds, startPageUrl: string): string {
  return document({
    cXML: {
      "@_payloadID": ids.payloadId,
      "@_timestamp": ids.timestamp,
      "@_xml:lang": "en-US",
      Response: {
        Status: { "@_code": "200", "@_text": "success" },
        PunchOutSetupResponse: { StartPage: { URL: startPageUrl } },
      },
    },
  });
}

export interface OrderMessageLine {
  sku: string;
  /** Our variant id, so an "edit" setup request can rebuild the cart exactly. */
  auxiliaryId: string;
  quantity: number;
  /** Decimal text in the currency's units, e.g. "186000.00". */
  unitPrice: string;
  currency: string;
  description: string;
  unitOfMeasure: string;
  unspsc: string;
  manufacturer: string | null;
}

export interface OrderMessageInput extends EnvelopeIds {
  buyerCookie: string | null;
  /** Who we are and whom we answer, as the setup request named them (From/To swapped). */
  from: { domain: string; identity: string };
  to: { domain: string; identity: string };
  lines: OrderMessageLine[];
  total: string;
  currency: string;
}

export function buildPunchOutOrderMessage(input: OrderMessageInput): string {
  return document({
    cXML: {
      "@_payloadID": input.payloadId,
      "@_timestamp": input.timestamp,
      "@_xml:lang": "en-US",
      Header: {
        From: { Credential: { "@_domain": input.from.domain, Identity: input.from.identity } },
        To: { Credential: { "@_domain": input.to.domain, Identity: input.to.identity } },
        Sender: {
          Credential: { "@_domain": input.from.domain, Identity: input.from.identity },
          UserAgent: "LabMarket punchout",
        },
      },
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: input.buyerCookie ?? "",
          PunchOutOrderMessageHeader: {
            "@_operationAllowed": "edit",
            Total: { Money: { "@_currency": input.currency, "#text": input.total } },
          },
          ItemIn: input.lines.map((line) => ({
            "@_quantity": String(line.quantity),
            ItemID: { SupplierPartID: line.sku, SupplierPartAuxiliaryID: line.auxiliaryId },
            ItemDetail: {
              UnitPrice: { Money: { "@_currency": line.currency, "#text": line.unitPrice } },
              Description: { "@_xml:lang": "en", "#text": line.description },
              UnitOfMeasure: line.unitOfMeasure,
              Classification: { "@_domain": "UNSPSC", "#text": line.unspsc },
              ...(line.manufacturer ? { ManufacturerName: line.manufacturer } : {}),
            },
          })),
        },
      },
    },
  });
}

/** Cents to the decimal text cXML's Money carries ("1860000" → "18600.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A Money amount ("18600", "18600.5", "18,600.50" is refused) in cents; null when it is not a decimal. */
export function decimalToCents(amount: string): number | null {
  if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(amount.trim())) return null;
  return Math.round(Number(amount) * 100);
}
