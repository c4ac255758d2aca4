// Issue 36 journey, JavaScript on and off: a requester submits their cart for approval → an approver approves it from
// the queue with a comment → a purchaser places it on the organisation's account with a PO number → the brand's
// invoice is issued by the job → the brand marks it paid, and the organisation sees it paid. The organisation, its
// members (with terms) and a brand user of a seeded non-demo brand are made straight in the database (DATABASE_URL);
// orders and invoices stay, as they would in the shop (invoices are never deleted).
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { ready } from "./support";
import { screens, signedIn, test } from "./institution.support";

test("requester submits → approver approves → purchaser orders on account with a PO → invoice → brand marks it paid", async ({
  browser,
  institution,
}, testInfo) => {
  // Five people, four screenshot sets and an invoice PDF: a long journey, given room on a loaded 2-core CI machine.
  test.setTimeout(240_000);
  const [requester, approver, purchaser] = [
    await institution.person(testInfo, "requester"),
    await institution.person(testInfo, "approver"),
    await institution.person(testInfo, "purchaser"),
  ];
  const { productId, brandId } = await institution.product();
  const po = `PO-${testInfo.project.name}-${randomUUID().slice(0, 6)}`;
  const brandUser = await institution.person(testInfo, "brand", brandId);
  await institution.organisation(`E2E Institute ${testInfo.project.name} ${randomUUID().slice(0, 6)}`, [
    [requester, "requester"],
    [approver, "approver"],
    [purchaser, "purchaser"],
  ]);

  // The requester puts the product in their cart and submits it for approval.
  const asRequester = await signedIn(browser, testInfo, requester, `/store/product/${productId}`);
  await asRequester.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(asRequester.getByTestId("toast")).toContainText(/cart/i);
  await asRequester.goto("/cart");
  await ready(asRequester, testInfo);
  await asRequester.locator("#requisition-needed-by").fill("2020-01-01");
  await asRequester.getByRole("button", { name: "Submit for approval" }).click();
  // A past date is refused next to its field; the cart is still there.
  await expect(asRequester.getByText("The needed-by date cannot be in the past.")).toBeVisible();
  await asRequester.locator("#requisition-needed-by").fill("");
  await asRequester.locator("#requisition-note").fill("For the spring practical course");
  await asRequester.getByRole("button", { name: "Submit for approval" }).click();
  await expect(asRequester).toHaveURL(/\/requisitions\/(?!new$)[^/]+$/);
  const requisitionPath = new URL(asRequester.url()).pathname;
  await expect(asRequester.getByTestId("requisition-status").first()).toHaveText("Waiting for approval");

  // The approver finds it in the queue and approves it with a comment.
  const asApprover = await signedIn(browser, testInfo, approver, "/requisitions/approvals");
  await screens(asApprover, testInfo, "approval-queue");
  const item = asApprover.getByTestId("approval-queue").locator("> li").filter({ hasText: requester.fullName });
  await item.getByLabel(/Comment on R-/).fill("Within the teaching budget");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(asApprover.getByTestId("toast")).toContainText(/approved/i);

  // The requester sees the decision and the approver's comment in the history.
  await asRequester.goto(requisitionPath);
  await ready(asRequester, testInfo);
  await expect(asRequester.getByTestId("requisition-status").first()).toHaveText("Approved");
  await expect(asRequester.getByRole("main")).toContainText("Within the teaching budget");
  await expect(asRequester.getByTestId("place-order-form")).toHaveCount(0);

  // The purchaser places it on account: the PO number is required there.
  const asPurchaser = await signedIn(browser, testInfo, purchaser, requisitionPath);
  const orderForm = asPurchaser.getByTestId("place-order-form");
  await expect(orderForm.getByLabel(/On account with a purchase order/)).toBeChecked();
  await orderForm.getByRole("button", { name: "Place order" }).click();
  await expect(asPurchaser.locator("#poNumber-error")).toContainText(/PO number/i);
  await asPurchaser
    .getByTestId("place-order-form")
    .getByLabel(/PO number/)
    .fill(po);
  await asPurchaser.getByTestId("place-order-form").getByRole("button", { name: "Place order" }).click();
  await expect(asPurchaser.getByTestId("toast")).toContainText("Order placed on account");
  await expect(asPurchaser.getByTestId("requisition-status").first()).toHaveText("Ordered");
  // The organisation's orders list it for every member.
  await asRequester.goto("/organisation/orders");
  await expect(asRequester.getByTestId("organisation-order").filter({ hasText: po })).toContainText("On account");

  // The job issues the brand's invoice; the purchaser finds it under Invoices.
  await expect(async () => {
    await asPurchaser.goto("/organisation/invoices");
    await expect(asPurchaser.getByRole("main")).toContainText(po, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The brand opens the invoice and marks it paid.
  const asBrand = await signedIn(browser, testInfo, brandUser, "/brand-dashboard/invoices");
  await asBrand.getByTestId("invoice-row").filter({ hasText: po }).getByRole("link").click();
  // The invoice's own page, not the list (which names the PO too): the screenshots reload the page, and a reload
  // before the client navigation had landed reloaded the list (CI, session 31).
  await expect(asBrand).toHaveURL(/\/invoices\/[^/.]+$/);
  await ready(asBrand, testInfo);
  await expect(asBrand.getByTestId("invoice-pdf")).toBeVisible();
  await expect(asBrand.getByRole("main")).toContainText(po);
  await screens(asBrand, testInfo, "invoice");
  await ready(asBrand, testInfo);
  await asBrand.getByTestId("mark-paid").click();
  await expect(asBrand.getByTestId("mark-paid")).toHaveCount(0);
  await expect(asBrand.getByRole("main")).toContainText(/paid/i);

  await asPurchaser.goto("/organisation/invoices");
  await expect(asPurchaser.getByTestId("invoice-row").filter({ hasText: po })).toContainText(/Paid \S/);
  for (const page of [asRequester, asApprover, asPurchaser, asBrand]) await page.context().close();
});
