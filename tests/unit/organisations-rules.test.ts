// Pure rules of organisations and lists (issue 36): invitation states, the last-admin rule, the details form, skipped lines.
import { describe, expect, it } from "vitest";
import { invitationState, inviteExpiry, leavesNoAdmin, organisationSchema } from "~/modules/organisations/organisation";
import { canAdminister, canApprove, canPurchase, canRequisition } from "~/modules/organisations/roles";
import { skippedMessage } from "~/modules/lists/lists";

const now = new Date("2026-11-27T12:00:00Z");

describe("organisation rules", () => {
  it("an invitation is pending until it expires, is accepted or revoked", () => {
    const base = { expiresAt: inviteExpiry(now), acceptedAt: null, revokedAt: null };
    expect(invitationState(base, now)).toBe("pending");
    expect(invitationState(base, new Date(now.getTime() + 7 * 86_400_000))).toBe("expired");
    expect(invitationState({ ...base, revokedAt: now }, now)).toBe("revoked");
    expect(invitationState({ ...base, acceptedAt: now }, now)).toBe("accepted");
  });

  it("the last admin cannot step down or go; another admin can", () => {
    expect(leavesNoAdmin(1, "admin", "purchaser")).toBe(true);
    expect(leavesNoAdmin(1, "admin", null)).toBe(true);
    expect(leavesNoAdmin(2, "admin", null)).toBe(false);
    expect(leavesNoAdmin(1, "requester", null)).toBe(false);
    expect(leavesNoAdmin(1, "admin", "admin")).toBe(false);
  });

  it("roles nest: requester < approver < purchaser < admin", () => {
    expect([
      canRequisition("requester"),
      canApprove("requester"),
      canPurchase("approver"),
      canAdminister("purchaser"),
    ]).toEqual([true, false, false, false]);
    expect([canApprove("admin"), canPurchase("admin"), canAdminister("admin")]).toEqual([true, true, true]);
  });

  it("the details form needs billing fields, and a shipping address whole or not at all", () => {
    const ok = organisationSchema.safeParse({
      name: " Lab ",
      billingEmail: "AP@Lab.example",
      billingLine1: "1 Road",
      billingCity: "Basel",
      billingPostcode: "4051",
      billingCountry: "CH",
    });
    expect(ok.success && ok.data).toMatchObject({ name: "Lab", billingEmail: "ap@lab.example", shippingLine1: null });
    const partial = organisationSchema.safeParse({
      name: "Lab",
      billingEmail: "ap@lab.example",
      billingLine1: "1 Road",
      billingCity: "Basel",
      billingPostcode: "4051",
      billingCountry: "CH",
      shippingLine1: "2 Dock",
    });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((i) => i.path[0])).toEqual([
      "shippingCity",
      "shippingPostcode",
      "shippingCountry",
    ]);
    expect(
      organisationSchema.safeParse({ name: "Lab", taxId: "<script>" }).error?.issues.map((i) => i.path[0]),
    ).toContain("taxId");
  });

  it("names what add-all and reorder skipped, five at most", () => {
    expect(skippedMessage([])).toBeNull();
    expect(skippedMessage(["A"])).toBe("Not added (no longer available or not enough stock): A.");
    expect(skippedMessage(["A", "B", "C", "D", "E", "F", "G"])).toMatch(/A; B; C; D; E and 2 more\.$/);
  });
});
