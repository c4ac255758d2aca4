// The approve/reject form post shared by the approval queue and a requisition's page (issue 36 item 2).
import { readFormData } from "~/modules/forms/request-body.server";
import { appOrigin } from "~/utils/env.server";
import { requireRequisitionMember } from "./membership.server";
import { decisionSchema, fieldErrors } from "./requisition";
import { decideRequisition, decisionFeedback } from "./requisitions.server";

export type DecisionActionResult =
  | { ok: true; title: string; description: string }
  | { ok: false; status: number; requisitionId: string; error: string; comment: string };

export async function handleDecisionPost(
  request: Request,
  form?: FormData,
  requisitionIdFromUrl?: string,
): Promise<DecisionActionResult> {
  const { user, member } = await requireRequisitionMember(request);
  form ??= await readFormData(request);
  const requisitionId = requisitionIdFromUrl ?? String(form.get("requisitionId") ?? "");
  const comment = String(form.get("comment") ?? "");
  const parsed = decisionSchema.safeParse({ intent: form.get("intent") ?? undefined, comment });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return {
      ok: false,
      status: 400,
      requisitionId,
      error: errors.comment ?? errors.intent ?? "Please check the form.",
      comment,
    };
  }
  const feedback = decisionFeedback(
    await decideRequisition(user, member, requisitionId, parsed.data, { origin: appOrigin() }),
  );
  if (feedback.ok) return feedback;
  return { ok: false, status: feedback.status, requisitionId, error: feedback.error, comment };
}
