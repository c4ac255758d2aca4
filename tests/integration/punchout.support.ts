// Fixtures for the punchout tests: an organisation with a member and a cXML / OCI connection, products with SKUs,
// and cXML documents as a procurement system sends them.
import { hashPunchoutSecret } from "~/modules/punchout/credentials.server";
import { prisma } from "~/utils/db.server";
import { createProduct, uid } from "./store.support";

export const SECRET = "correct-horse-battery-staple";
export const OCI_PASSWORD = "oci-password-0123456789";
export const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

export async function punchoutOrganisation(
  options: {
    suspended?: boolean;
    returnHosts?: string[];
    /** The cXML From credential (default: NetworkID and a new identity) and SharedSecret (default SECRET). */
    domain?: string;
    identity?: string;
    secret?: string;
  } = {},
) {
  const identity = options.identity ?? uid("AN");
  const email = `${uid("member")}@uni.example`;
  const user = await prisma.user.create({
    data: {
      email,
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      profile: { create: { fullName: "Jane Requester", role: "buyer", status: "approved" } },
    },
    select: { id: true },
  });
  // The organisation's admin set the connection up; OrderRequests are placed on the organisation's terms in their name.
  const admin = await prisma.user.create({
    data: {
      email: `${uid("purchasing")}@uni.example`,
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      profile: { create: { fullName: "Pat Purchasing", role: "buyer", status: "approved" } },
    },
    select: { id: true },
  });
  const organisation = await prisma.organisation.create({
    data: {
      name: `Uni ${identity}`,
      billingEmail: "ap@uni.example",
      billingLine1: "1 Campus Road",
      billingCity: "Cambridge",
      billingPostcode: "CB1 1AA",
      billingCountry: "GB",
      suspendedAt: options.suspended ? new Date() : null,
      members: {
        create: [
          { userId: user.id, role: "requester" },
          { userId: admin.id, role: "admin" },
        ],
      },
      terms: {
        create: { netDays: 30, creditLimitCents: 10_000_000, currencyCode: "usd", approvedAt: new Date() },
      },
      punchoutConnection: {
        create: {
          cxmlDomain: options.domain ?? "NetworkID",
          cxmlIdentity: identity,
          cxmlSecretHash: hashPunchoutSecret(options.secret ?? SECRET),
          ociUsername: uid("oci"),
          ociPasswordHash: hashPunchoutSecret(OCI_PASSWORD),
          returnHosts: options.returnHosts ?? [],
          priceTolerancePercent: 1,
          updatedById: admin.id,
        },
      },
    },
    select: { id: true, punchoutConnection: { select: { id: true, ociUsername: true } } },
  });
  return {
    organisationId: organisation.id,
    connection: organisation.punchoutConnection!,
    identity,
    email,
    userId: user.id,
  };
}

/** A product with one variant that has a SKU (and stock when given). */
export async function skuProduct(priceInCents: number, inventory?: number) {
  const product = await createProduct({
    variants: [{ priceInCents, manageInventory: inventory !== undefined, inventoryQuantity: inventory ?? 0 }],
  });
  const sku = uid("SKU");
  await prisma.variant.update({ where: { id: product.variantIds[0] }, data: { sku } });
  return { ...product, variantId: product.variantIds[0]!, sku };
}

function header(identity: string, secret: string, domain = "NetworkID") {
  return `<Header>
    <From><Credential domain="${domain}"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>LabMarket</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Fake Procurement</UserAgent></Sender>
  </Header>`;
}

export function setupXml(o: {
  identity: string;
  email: string;
  secret?: string;
  /** The From credential's domain (default NetworkID). */
  domain?: string;
  payloadId?: string;
  returnUrl?: string;
  operation?: string;
}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="${o.payloadId ?? uid("payload")}" timestamp="2026-11-27T10:00:00Z" xml:lang="en-US">
  ${header(o.identity, o.secret ?? SECRET, o.domain)}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? "create"}">
      <BuyerCookie>cookie-${o.payloadId ?? "x"}</BuyerCookie>
      <Extrinsic name="UserEmail">${o.email}</Extrinsic>
      <BrowserFormPost><URL>${o.returnUrl ?? "https://procurement.example/cxml/return"}</URL></BrowserFormPost>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

export function orderXml(o: {
  identity: string;
  poNumber: string;
  payloadId?: string;
  items: { sku: string; quantity: number; price: string; currency?: string }[];
}) {
  const items = o.items
    .map(
      (item, i) => `<ItemOut quantity="${item.quantity}" lineNumber="${i + 1}">
        <ItemID><SupplierPartID>${item.sku}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="${item.currency ?? "USD"}">${item.price}</Money></UnitPrice><Description xml:lang="en">Item</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>
      </ItemOut>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="${o.payloadId ?? uid("payload")}" timestamp="2026-11-27T10:00:00Z">
  ${header(o.identity, SECRET)}
  <Request><OrderRequest><OrderRequestHeader orderID="${o.poNumber}" orderDate="2026-11-27" type="new"><Total><Money currency="USD">0</Money></Total></OrderRequestHeader>
  ${items}
  </OrderRequest></Request>
</cXML>`;
}
