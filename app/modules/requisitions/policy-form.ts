// The approval settings form (organisation admin, issue 36 item 2): parsed field by field into the rule, the
// categories and each approver's monthly limits. Pure; a mistake is a message next to its field, nothing is saved.
import { centsToAmount, parseAmountToCents } from "~/modules/product-editor/editor-form";
import type { ApprovalModeName } from "./approval-rules";

export interface PolicyFormContext {
  currencyCodes: string[];
  categoryIds: string[];
  approverIds: string[];
}

export interface ParsedPolicy {
  mode: ApprovalModeName;
  thresholds: { currencyCode: string; amountCents: number }[];
  categoryIds: string[];
  requesterMayOrder: boolean;
  limits: { userId: string; currencyCode: string; limitCents: number }[];
}

/** What the approval settings page shows (app/components/requisitions/ApprovalSettingsForm.tsx). */
export interface ApprovalSettingsView {
  mode: "every" | "above";
  requesterMayOrder: boolean;
  categoryIds: string[];
  /** Field name → the text to show (the saved amount, or what the admin typed when the post was refused). */
  amounts: Record<string, string>;
  currencies: { code: string; symbol: string }[];
  categories: { id: string; name: string }[];
  approvers: { userId: string; name: string; roleLabel: string }[];
}

export const thresholdField = (currencyCode: string) => `threshold_${currencyCode}`;
export const limitField = (userId: string, currencyCode: string) => `limit_${userId}_${currencyCode}`;
export { centsToAmount };

const AMOUNT_MESSAGE = "Enter an amount such as 500 or 1250.50, or leave it empty.";

export function parsePolicyForm(
  form: FormData,
  context: PolicyFormContext,
): { ok: true; value: ParsedPolicy } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const modeText = text("mode");
  if (modeText !== "every" && modeText !== "above") errors.mode = "Choose when a requisition needs approval.";
  const mode: ApprovalModeName = modeText === "above" ? "above" : "every";
  const thresholds: ParsedPolicy["thresholds"] = [];
  for (const currencyCode of context.currencyCodes) {
    const raw = text(thresholdField(currencyCode));
    if (!raw) continue;
    const cents = parseAmountToCents(raw);
    if (cents === null) errors[thresholdField(currencyCode)] = AMOUNT_MESSAGE;
    else thresholds.push({ currencyCode, amountCents: cents });
  }
  if (mode === "above" && thresholds.length === 0 && !errors.mode)
    errors.mode = "Give a threshold for at least one currency (requisitions in the others always need approval).";
  const categoryIds = [...new Set(form.getAll("categories").filter((v): v is string => typeof v === "string"))];
  const unknown = categoryIds.find((id) => !context.categoryIds.includes(id));
  if (unknown) errors.categories = "Choose categories from the list.";
  const limits: ParsedPolicy["limits"] = [];
  for (const userId of context.approverIds) {
    for (const currencyCode of context.currencyCodes) {
      const name = limitField(userId, currencyCode);
      const raw = text(name);
      if (!raw) continue;
      const cents = parseAmountToCents(raw);
      if (cents === null) errors[name] = AMOUNT_MESSAGE;
      else limits.push({ userId, currencyCode, limitCents: cents });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { mode, thresholds, categoryIds, requesterMayOrder: form.get("requesterMayOrder") === "on", limits },
  };
}
