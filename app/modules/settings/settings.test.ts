import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  changedSettings,
  readStoredSettings,
  SETTING_DEFAULTS,
  settingsFormSchema,
  settingsFormValues,
} from "./settings";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = { ...settingsFormValues(SETTING_DEFAULTS) };

describe("stored settings", () => {
  it("fall back to the defaults for missing, unknown and out-of-bounds rows", () => {
    const { settings, invalid } = readStoredSettings([
      { key: "noticeBanner", value: "Maintenance tonight" },
      { key: "reservationMinutes", value: 1 },
      { key: "somethingElse", value: 3 },
    ]);
    expect(settings.noticeBanner).toBe("Maintenance tonight");
    expect(settings.reservationMinutes).toBe(SETTING_DEFAULTS.reservationMinutes);
    expect(settings.productReviewRequired).toBe(true);
    expect(invalid).toEqual(["reservationMinutes"]);
  });

  it("report only the keys that changed", () => {
    const next = { ...SETTING_DEFAULTS, contactRouting: { quote: ["a@example.com"], question: [], specs: [] } };
    expect(changedSettings(SETTING_DEFAULTS, next)).toEqual(["contactRouting"]);
    expect(changedSettings(SETTING_DEFAULTS, { ...SETTING_DEFAULTS })).toEqual([]);
  });
});

describe("settings form", () => {
  it("reads the checkbox, the address lists and the minutes", () => {
    const submission = parseWithZod(
      form({
        ...valid,
        noticeBanner: "  Planned   maintenance  ",
        productReviewRequired: "",
        routeQuote: "Sales@Example.com, ops@example.com\nsales@example.com",
        reservationMinutes: "30",
      }),
      { schema: settingsFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.noticeBanner).toBe("Planned maintenance");
    expect(submission.value.productReviewRequired).toBe(false);
    expect(submission.value.contactRouting.quote).toEqual(["sales@example.com", "ops@example.com"]);
    expect(submission.value.reservationMinutes).toBe(30);
  });

  it("names the field of a bad address, a too-short hold and a too-short reminder lead", () => {
    const submission = parseWithZod(
      form({
        ...valid,
        routeSpecs: "ok@example.com, not-an-address",
        reservationMinutes: "1",
        reminderLeadMinutes: "x",
      }),
      { schema: settingsFormSchema },
    );
    expect(submission.status).toBe("error");
    const errors = submission.reply().error!;
    expect(errors.routeSpecs).toEqual(['"not-an-address" is not a valid email address.']);
    expect(errors.reservationMinutes).toEqual(["The reservation hold time must be at least 2 minutes."]);
    expect(errors.reminderLeadMinutes?.[0]).toMatch(/whole number of minutes/);
  });

  it("refuses a notice over 300 characters and more than five addresses", () => {
    const submission = parseWithZod(
      form({
        ...valid,
        noticeBanner: "x".repeat(301),
        routeQuestion: ["a", "b", "c", "d", "e", "f"].map((n) => `${n}@example.com`).join(","),
      }),
      { schema: settingsFormSchema },
    );
    const errors = submission.reply().error!;
    expect(errors.noticeBanner?.[0]).toMatch(/under 300 characters/);
    expect(errors.routeQuestion).toEqual(["Please list at most 5 addresses."]);
  });
});
