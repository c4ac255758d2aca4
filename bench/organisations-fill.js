// Fills a bench database (migrated and seeded: brands, catalogue) with generated organisations for
// `npm run bench -- --organisations` (bench/organisations.js), entirely in SQL (generate_series), in one transaction,
// so every run builds the same data:
//   - 1,000 organisations ("bench-org-<i>"), each with approval rules (every / above a threshold), net terms and a
//     cXML punchout connection (identity "bench-org-<i>", one SharedSecret digest given by the caller);
//   - 20,000 members ("bench-user-<j>": User, approved Profile, OrganisationMember with a role), skewed: organisation 1
//     has 2,000, organisations 2–5 have 500 each, the other 995 about 16 each;
//   - 100,000 requisitions (1–3 lines and a "submitted" event each; one in twenty still waits for approval) and
//     100,000 orders (1–4 lines from the seeded catalogue, paid or cancelled, three in five on terms), skewed the same
//     way: organisation 1 has 20,000 of each, organisations 2–5 5,000 each, the others about 70 each;
//   - an invoice per brand of each paid order on terms (with its lines), paid when older than 60 days.
// Member 1 of organisation 1 is its admin, member 2 an approver (with a monthly approval limit), member 3 a
// purchaser, member 4 a requester: those are the users the bench signs in as.

export const ORGANISATIONS = 1000;
export const MEMBERS = 20000;
export const REQUISITIONS = 100000;
export const ORDERS = 100000;

// The organisation of member j, and of requisition or order n (the same skew for both).
const FUNCTIONS = `
CREATE FUNCTION pg_temp.member_org(j int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN j <= 2000 THEN 1 WHEN j <= 4000 THEN 2 + (j - 2001) / 500 ELSE 6 + (j - 4001) % 995 END $$;
CREATE FUNCTION pg_temp.item_org(n int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n <= 20000 THEN 1 WHEN n <= 40000 THEN 2 + (n - 20001) / 5000 ELSE 6 + (n - 40001) % 995 END $$;
-- A member of organisation o chosen by k (any integer >= 0).
CREATE FUNCTION pg_temp.org_member(o int, k int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN o = 1 THEN 1 + k % 2000 WHEN o <= 5 THEN 2001 + (o - 2) * 500 + k % 500
              ELSE 4001 + (o - 6) + 995 * (k % 16) END $$;
-- An approver of organisation o (member 2 in organisation 1; the second member elsewhere is made one below).
CREATE FUNCTION pg_temp.org_approver(o int, k int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN o = 1 THEN (CASE WHEN k % 3 = 0 THEN 2 ELSE 10 * (1 + k % 200) END)
              WHEN o <= 5 THEN 2001 + (o - 2) * 500 + 1 ELSE 4001 + (o - 6) + 995 END $$;
CREATE FUNCTION pg_temp.spread(n int) RETURNS timestamp LANGUAGE sql IMMUTABLE AS $$
  SELECT timestamp '2026-11-27 12:00' - ((n::bigint * 7919) % 525600) * interval '1 minute' $$;
`;

const STEPS = [
  [
    "variants",
    `CREATE TEMP TABLE bench_variant AS
       SELECT (row_number() OVER (ORDER BY v.id))::int - 1 AS n, v.id, v."productId", p.title, v.title AS "variantTitle",
              p."brandId", p."categoryId", least(coalesce(v."salePriceInCents", v."priceInCents"), 5000000) AS price
         FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
        WHERE p."brandId" IS NOT NULL AND p."deletedAt" IS NULL AND p.purchasable AND v."currencyCode" = 'eur'`,
  ],
  [
    "organisations",
    `INSERT INTO "Organisation" (id, name, "legalEntity", "taxId", "billingEmail", "billingName", "billingLine1",
            "billingCity", "billingPostcode", "billingCountry", "createdAt", "updatedAt")
     SELECT 'bench-org-' || i, 'Bench Institute ' || i, 'Bench Institute ' || i || ' GmbH', 'DE' || (100000000 + i),
            'billing@bench-org-' || i || '.example', 'Accounts payable', i || ' Lab Street', 'Berlin',
            lpad((10000 + i)::text, 5, '0'), 'DE', timestamp '2025-11-01', timestamp '2025-11-01'
       FROM generate_series(1, ${ORGANISATIONS}) i`,
  ],
  [
    "users",
    `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "createdAt", "updatedAt")
     SELECT 'bench-user-' || j, 'bench-user-' || j || '@bench.example', 'bench-no-password', timestamp '2025-11-01',
            timestamp '2025-11-01', timestamp '2025-11-01'
       FROM generate_series(1, ${MEMBERS}) j`,
  ],
  [
    "profiles",
    `INSERT INTO "Profile" (id, "fullName", "companyName", role, status, "createdAt", "updatedAt")
     SELECT 'bench-user-' || j, 'Member ' || j, 'Bench Institute ' || pg_temp.member_org(j), 'buyer', 'approved',
            timestamp '2025-11-01', timestamp '2025-11-01'
       FROM generate_series(1, ${MEMBERS}) j`,
  ],
  [
    "members",
    // The first member of each organisation is its admin, the second an approver; then one in ten an approver and
    // one in ten a purchaser.
    `INSERT INTO "OrganisationMember" ("organisationId", "userId", role, "createdAt")
     SELECT 'bench-org-' || pg_temp.member_org(j), 'bench-user-' || j,
            (CASE WHEN j IN (1, 2001, 2501, 3001, 3501) OR j BETWEEN 4001 AND 4995 THEN 'admin'
                  WHEN j IN (2, 2002, 2502, 3002, 3502) OR j BETWEEN 4996 AND 5990 THEN 'approver'
                  WHEN j = 3 THEN 'purchaser' WHEN j = 4 THEN 'requester'
                  WHEN j % 10 = 0 THEN 'approver' WHEN j % 10 = 5 THEN 'purchaser' ELSE 'requester' END)::"OrganisationRole",
            timestamp '2025-11-01'
       FROM generate_series(1, ${MEMBERS}) j`,
  ],
  [
    "approval rules",
    `INSERT INTO "ApprovalPolicy" ("organisationId", mode, "categoryIds", "updatedAt")
     SELECT 'bench-org-' || i, (CASE WHEN i % 2 = 1 THEN 'above' ELSE 'every' END)::"ApprovalMode",
            CASE WHEN i % 2 = 1 THEN ARRAY['biopharma-machinery'] ELSE '{}' END, timestamp '2025-11-01'
       FROM generate_series(1, ${ORGANISATIONS}) i;
     INSERT INTO "ApprovalThreshold" ("organisationId", "currencyCode", "amountCents")
     SELECT 'bench-org-' || i, 'eur', 100000 FROM generate_series(1, ${ORGANISATIONS}, 2) i;
     INSERT INTO "ApproverLimit" ("organisationId", "userId", "currencyCode", "limitCents", "updatedAt")
     SELECT 'bench-org-1', "userId", 'eur', 50000000, timestamp '2025-11-01'
       FROM "OrganisationMember" WHERE "organisationId" = 'bench-org-1' AND role = 'approver'`,
  ],
  [
    "terms",
    `INSERT INTO "OrganisationTerms" ("organisationId", "netDays", "creditLimitCents", "currencyCode", "approvedAt",
            "updatedAt")
     SELECT 'bench-org-' || i, 30, 2000000000, 'eur', timestamp '2025-11-02', timestamp '2025-11-02'
       FROM generate_series(1, ${ORGANISATIONS}) i`,
  ],
  [
    "punchout connections",
    `INSERT INTO "PunchoutConnection" (id, "organisationId", "cxmlDomain", "cxmlIdentity", "cxmlSecretHash",
            "returnHosts", "updatedById", "updatedAt")
     SELECT 'bench-punchout-' || i, 'bench-org-' || i, 'NetworkID', 'bench-org-' || i, $1, '{}',
            'bench-user-' || pg_temp.org_member(i, 0), timestamp '2025-11-02'
       FROM generate_series(1, ${ORGANISATIONS}) i`,
    (secretHash) => [secretHash],
  ],
  [
    "requisition lines (staged)",
    `CREATE TEMP TABLE bench_req_line AS
     SELECT r, k, v.*, 1 + (r + k) % 5 AS quantity
       FROM generate_series(1, ${REQUISITIONS}) r CROSS JOIN generate_series(1, 3) k
       CROSS JOIN (SELECT count(*)::int AS c FROM bench_variant) c
       JOIN bench_variant v ON v.n = (r * 31 + k * 17) % c.c
      WHERE k <= 1 + r % 3`,
  ],
  [
    "requisitions",
    // One in twenty waits for approval; the rest approved (then mostly ordered), rejected or cancelled.
    `INSERT INTO "Requisition" (id, "organisationId", "requesterId", "requesterName", "requesterEmail", status,
            "currencyCode", "totalCents", note, "approvalRule", "decidedById", "decidedAt", "createdAt", "updatedAt")
     SELECT 'bench-req-' || r, 'bench-org-' || o, 'bench-user-' || m, 'Member ' || m, 'bench-user-' || m || '@bench.example',
            s::"RequisitionStatus", 'eur', t.total, CASE WHEN r % 4 = 0 THEN 'For the stability study' END,
            CASE WHEN o % 2 = 1 THEN 'amount' ELSE 'every' END,
            CASE WHEN s IN ('approved', 'ordered', 'rejected') THEN 'bench-user-' || pg_temp.org_approver(o, r) END,
            CASE WHEN s IN ('approved', 'ordered', 'rejected') THEN pg_temp.spread(r) + interval '1 day' END,
            pg_temp.spread(r), pg_temp.spread(r) + interval '1 day'
       FROM (SELECT r, pg_temp.item_org(r) AS o,
                    CASE WHEN r % 20 = 0 THEN 'submitted' WHEN r % 20 IN (1, 2) THEN 'rejected'
                         WHEN r % 20 = 3 THEN 'cancelled' WHEN r % 20 < 9 THEN 'approved' ELSE 'ordered' END AS s
               FROM generate_series(1, ${REQUISITIONS}) r) x
       CROSS JOIN LATERAL (SELECT pg_temp.org_member(x.o, x.r * 13) AS m) mm
       JOIN (SELECT r, sum(price * quantity)::int AS total FROM bench_req_line GROUP BY r) t USING (r)`,
  ],
  [
    "requisition lines",
    `INSERT INTO "RequisitionLine" (id, "requisitionId", position, "variantId", "productId", "productTitle",
            "variantTitle", "categoryId", quantity, "unitPriceCents", "currencyCode")
     SELECT 'bench-rl-' || r || '-' || k, 'bench-req-' || r, k - 1, id, "productId", title, "variantTitle", "categoryId",
            quantity, price, 'eur'
       FROM bench_req_line`,
  ],
  [
    "requisition events",
    `INSERT INTO "RequisitionEvent" (id, "requisitionId", "actorId", "actorName", action, "createdAt")
     SELECT 'bench-re-' || id, id, "requesterId", "requesterName", 'submitted', "createdAt" FROM "Requisition"
      WHERE id LIKE 'bench-req-%'`,
  ],
  [
    "order lines (staged)",
    `CREATE TEMP TABLE bench_order_line AS
     SELECT o, k, v.*, 1 + (o + k) % 3 AS quantity
       FROM generate_series(1, ${ORDERS}) o CROSS JOIN generate_series(1, 4) k
       CROSS JOIN (SELECT count(*)::int AS c FROM bench_variant) c
       JOIN bench_variant v ON v.n = (o * 37 + k * 11) % c.c
      WHERE k <= 1 + o % 4`,
  ],
  [
    "orders",
    // Paid, one in twenty cancelled; three in five on the organisation's terms with a PO number.
    `INSERT INTO "Order" (id, "userId", email, "idempotencyKey", status, "currencyCode", "totalCents", "paidAt",
            "createdAt", "updatedAt", "poNumber", "organisationId", "paymentMethod", "shippingName", "shippingLine1",
            "shippingCity", "shippingPostcode", "shippingCountry")
     SELECT 'bench-order-' || x.o, 'bench-user-' || m, 'bench-user-' || m || '@bench.example', 'bench-order-' || x.o,
            (CASE WHEN x.o % 20 = 7 THEN 'cancelled' ELSE 'paid' END)::"OrderStatus", 'eur', t.total,
            CASE WHEN x.o % 20 <> 7 THEN pg_temp.spread(x.o) END, pg_temp.spread(x.o), pg_temp.spread(x.o),
            CASE WHEN x.o % 5 < 3 THEN 'PO-' || x.o END, 'bench-org-' || org,
            (CASE WHEN x.o % 5 < 3 THEN 'terms' ELSE 'card' END)::"OrderPaymentMethod",
            'Member ' || m, org || ' Lab Street', 'Berlin', '10115', 'DE'
       FROM (SELECT o, pg_temp.item_org(o) AS org FROM generate_series(1, ${ORDERS}) o) x
       CROSS JOIN LATERAL (SELECT pg_temp.org_member(x.org, x.o * 7) AS m) mm
       JOIN (SELECT o, sum(price * quantity)::int AS total FROM bench_order_line GROUP BY o) t USING (o)`,
  ],
  [
    "order lines",
    `INSERT INTO "OrderLine" (id, "orderId", "variantId", "productTitle", "variantTitle", "unitPriceCents", quantity,
            "brandId", status, "priceSource")
     SELECT 'bench-ol-' || o || '-' || k, 'bench-order-' || o, id, title, "variantTitle", price, quantity, "brandId",
            (CASE WHEN o % 20 = 7 THEN 'cancelled' WHEN pg_temp.spread(o) < timestamp '2026-11-13' THEN 'shipped'
                  ELSE 'open' END)::"OrderLineStatus", 'list'
       FROM bench_order_line`,
  ],
  [
    "brand orders",
    `INSERT INTO "BrandOrder" ("orderId", "brandId", "paidAt", status, "updatedAt")
     SELECT DISTINCT ON (o, "brandId") 'bench-order-' || o, "brandId", pg_temp.spread(o),
            CASE WHEN pg_temp.spread(o) < timestamp '2026-11-13' THEN 'shipped' ELSE 'open' END, pg_temp.spread(o)
       FROM bench_order_line WHERE o % 20 <> 7`,
  ],
  [
    "invoices",
    `CREATE TEMP TABLE bench_invoice AS
     SELECT (row_number() OVER (ORDER BY o, "brandId"))::int AS number, o, "brandId",
            sum(price * quantity)::int AS total
       FROM bench_order_line WHERE o % 5 < 3 AND o % 20 <> 7 GROUP BY o, "brandId";
     INSERT INTO "Invoice" (id, number, "orderId", "brandId", "organisationId", "currencyCode", "subtotalCents",
            "totalCents", "netDays", "issuedAt", "dueAt", "paidAt", "poNumber", "sellerName", "sellerContactEmail",
            "buyerName", "buyerLegalEntity", "buyerTaxId", "buyerAddress", "billingEmail", "createdAt")
     SELECT 'bench-inv-' || i.number, i.number, 'bench-order-' || i.o, i."brandId", org.id, 'eur', i.total, i.total, 30,
            pg_temp.spread(i.o), pg_temp.spread(i.o) + interval '30 days',
            CASE WHEN pg_temp.spread(i.o) < timestamp '2026-09-28' THEN pg_temp.spread(i.o) + interval '25 days' END,
            'PO-' || i.o, b.name, b."contactEmail", org.name, org."legalEntity", org."taxId",
            ARRAY[org."billingLine1", org."billingPostcode" || ' ' || org."billingCity", org."billingCountry"],
            org."billingEmail", pg_temp.spread(i.o)
       FROM bench_invoice i JOIN "Brand" b ON b.id = i."brandId"
       JOIN "Organisation" org ON org.id = 'bench-org-' || pg_temp.item_org(i.o);
     INSERT INTO "InvoiceLine" (id, "invoiceId", position, description, quantity, "unitPriceCents", "amountCents")
     SELECT 'bench-il-' || i.number || '-' || l.k, 'bench-inv-' || i.number,
            (row_number() OVER (PARTITION BY i.number ORDER BY l.k))::int - 1,
            l.title || CASE WHEN l."variantTitle" <> 'Default' THEN ' — ' || l."variantTitle" ELSE '' END,
            l.quantity, l.price, l.price * l.quantity
       FROM bench_invoice i JOIN bench_order_line l ON l.o = i.o AND l."brandId" = i."brandId";
     INSERT INTO "InvoiceCounter" (id, last) SELECT 'invoice', max(number) FROM bench_invoice
       ON CONFLICT (id) DO UPDATE SET last = greatest("InvoiceCounter".last, EXCLUDED.last);
     UPDATE "OrganisationTerms" t SET "outstandingCents" = least(u.sum, 1500000000)::int
       FROM (SELECT "organisationId", sum("totalCents") AS sum FROM "Invoice" WHERE "paidAt" IS NULL
              GROUP BY "organisationId") u
      WHERE u."organisationId" = t."organisationId"`,
  ],
];

/** Whether the database holds a complete fill (the last step commits with everything else). */
export async function organisationsFilled(client) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM "Organisation" WHERE id LIKE 'bench-org-%')::int AS organisations,
            (SELECT count(*) FROM "Invoice" WHERE id LIKE 'bench-inv-%')::int AS invoices`,
  );
  return rows[0].organisations === ORGANISATIONS && rows[0].invoices > 0;
}

/** Fills the database in one transaction; returns the seconds it took. */
export async function fillOrganisations(client, { punchoutSecretHash, log = console.log } = {}) {
  const started = performance.now();
  await client.query("BEGIN");
  try {
    await client.query(FUNCTIONS);
    for (const [label, sql, params] of STEPS) {
      const t = performance.now();
      if (params) await client.query(sql, params(punchoutSecretHash));
      else await client.query(sql);
      log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
  const t = performance.now();
  await client.query("VACUUM ANALYZE");
  log(`  vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return (performance.now() - started) / 1000;
}
