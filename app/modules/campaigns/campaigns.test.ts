import { describe, expect, it } from "vitest";
import {
  availableCampaignActions,
  CAMPAIGN_STATUS_LABEL,
  CAMPAIGN_STATUSES,
  isPostLink,
  nextCampaignStatus,
  readInviteForm,
  readSubmitForm,
  type CampaignAction,
} from "./campaigns";

const NOW = new Date("2026-11-25T10:00:00Z");

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
}

const validInvite = {
  expertId: "7",
  title: "Spring bioreactor series",
  brief: "Three short demos of the benchtop bioreactor for process engineers.",
  productIds: ["p-1", "p-2", "p-1"],
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  compensation: "fee",
  fee: "1,250.50",
  currency: "USD",
};

describe("campaign transitions", () => {
  it("uses the spec's labels", () => {
    expect(CAMPAIGN_STATUS_LABEL).toMatchObject({
      invitation: "Invitation",
      in_progress: "In Progress",
      declined: "Declined",
      content_submitted: "Content Submitted",
      completed: "Completed",
    });
  });

  it("allows exactly the five moves, each for one side", () => {
    const allowed: string[] = [];
    for (const status of CAMPAIGN_STATUSES)
      for (const actor of ["brand", "expert"] as const)
        for (const action of ["accept", "decline", "submit", "complete", "withdraw"] as CampaignAction[]) {
          const next = nextCampaignStatus(status, action, actor);
          if (next) allowed.push(`${actor}:${status}-${action}->${next}`);
        }
    expect(allowed.sort()).toEqual(
      [
        "expert:invitation-accept->in_progress",
        "expert:invitation-decline->declined",
        "brand:invitation-withdraw->withdrawn",
        "expert:in_progress-submit->content_submitted",
        "brand:content_submitted-complete->completed",
      ].sort(),
    );
  });

  it("offers each side only its own next steps", () => {
    expect(availableCampaignActions("invitation", "expert")).toEqual(["accept", "decline"]);
    expect(availableCampaignActions("invitation", "brand")).toEqual(["withdraw"]);
    expect(availableCampaignActions("in_progress", "brand")).toEqual([]);
    expect(availableCampaignActions("content_submitted", "brand")).toEqual(["complete"]);
    for (const end of ["declined", "completed", "withdrawn"] as const) {
      expect(availableCampaignActions(end, "brand")).toEqual([]);
      expect(availableCampaignActions(end, "expert")).toEqual([]);
    }
  });
});

describe("invitation form", () => {
  it("reads a valid invitation: fee in cents, lower-case currency, products once each", () => {
    const read = readInviteForm(form(validInvite), NOW);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({
      expertId: 7,
      productIds: ["p-1", "p-2"],
      feeCents: 125_050,
      currencyCode: "usd",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
    });
  });

  it("a free sample carries no fee", () => {
    const read = readInviteForm(form({ ...validInvite, compensation: "free_sample", fee: "", currency: "" }), NOW);
    expect(read.ok && read.input).toMatchObject({ feeCents: null, currencyCode: null });
  });

  it("puts each problem next to its field and gives back what was typed", () => {
    const read = readInviteForm(
      form({ ...validInvite, expertId: "", title: "x", brief: "short", productIds: [], startsOn: "2026-02-30" }),
      NOW,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(["brief", "expertId", "productIds", "startsOn", "title"]);
    expect(read.errors.startsOn).toMatch(/real date/);
    expect(read.values.title).toBe("x");
  });

  it("refuses past starts, ends before starts, missing fees and control characters", () => {
    const check = (fields: Record<string, string | string[]>) => {
      const read = readInviteForm(form({ ...validInvite, ...fields }), NOW);
      return read.ok ? {} : read.errors;
    };
    expect(check({ startsOn: "2026-11-24" }).startsOn).toBe("The start date cannot be in the past.");
    expect(check({ endsOn: "2026-11-30" }).endsOn).toBe("The end date must be on or after the start date.");
    expect(check({ endsOn: "2028-01-01" }).endsOn).toMatch(/at most a year/);
    expect(check({ fee: "" }).fee).toMatch(/Enter the fee/);
    expect(check({ fee: "-5" }).fee).toMatch(/Enter the fee/);
    expect(check({ fee: "2000000" }).fee).toMatch(/at most/);
    expect(check({ currency: "" }).currency).toMatch(/currency/);
    expect(check({ title: "Bad\u0000title" }).title).toMatch(/control characters/);
    expect(check({ productIds: Array.from({ length: 11 }, (_, i) => `p${i}`) }).productIds).toMatch(/at most 10/);
    expect(check({ compensation: "cash" }).compensation).toBeDefined();
  });
});

describe("content submission", () => {
  it("takes a demo or an https post link, not both and not neither", () => {
    expect(readSubmitForm(form({ demoId: "demo-1" })).ok).toBe(true);
    expect(readSubmitForm(form({ url: "https://www.linkedin.com/posts/123" })).ok).toBe(true);
    expect(readSubmitForm(form({})).ok).toBe(false);
    expect(readSubmitForm(form({ demoId: "demo-1", url: "https://example.com/p" }))).toMatchObject({
      ok: false,
      errors: { url: "Submit either a demo or a link, not both." },
    });
  });

  it("accepts only real https links", () => {
    expect(isPostLink("https://youtube.com/watch?v=1")).toBe(true);
    for (const bad of [
      "http://example.com/post",
      "javascript:alert(1)",
      "https://user:pw@example.com/",
      "https://localhost/post",
      "example.com/post",
      "data:text/html,hi",
    ])
      expect(isPostLink(bad), bad).toBe(false);
  });
});
