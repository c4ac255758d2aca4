// One reader for the campaign pages' buttons: the posted intent, its fields, the step — or field messages.
import {
  CAMPAIGN_TRANSITIONS,
  isCampaignAction,
  readDeclineForm,
  readSubmitForm,
  type CampaignAction,
  type FieldErrors,
} from "./campaigns";
import { actOnCampaign, CampaignError, type CampaignOwner } from "./campaigns.server";

export type CampaignFormResult = { ok: true; action: CampaignAction } | { ok: false; errors: FieldErrors };

/** Runs the posted step on the owner's campaign. Throws CampaignNotFound for someone else's (the route's 404). */
export async function runCampaignForm(
  owner: CampaignOwner,
  campaignId: string,
  form: FormData,
  origin: string,
): Promise<CampaignFormResult> {
  const intent = form.get("intent");
  if (!isCampaignAction(intent) || CAMPAIGN_TRANSITIONS[intent].actor !== owner.kind)
    return { ok: false, errors: { form: "Choose one of the buttons on this page." } };
  try {
    if (intent === "decline") {
      const read = readDeclineForm(form);
      if (!read.ok) return read;
      await actOnCampaign(owner, campaignId, { action: "decline", reason: read.reason }, origin);
    } else if (intent === "submit") {
      const read = readSubmitForm(form);
      if (!read.ok) return read;
      await actOnCampaign(owner, campaignId, { action: "submit", content: read.content }, origin);
    } else {
      await actOnCampaign(owner, campaignId, { action: intent }, origin);
    }
  } catch (error) {
    if (error instanceof CampaignError) return { ok: false, errors: { [error.field ?? "form"]: error.message } };
    throw error;
  }
  return { ok: true, action: intent };
}

export const CAMPAIGN_TOASTS: Record<CampaignAction, { title: string; description: string }> = {
  accept: { title: "Invitation accepted", description: "The campaign is In Progress; the brand has been e-mailed." },
  decline: { title: "Invitation declined", description: "The brand has been e-mailed." },
  submit: { title: "Content submitted", description: "The brand has been e-mailed to review it." },
  complete: { title: "Campaign completed", description: "The expert has been e-mailed." },
  withdraw: { title: "Invitation withdrawn", description: "The expert has been e-mailed." },
};
