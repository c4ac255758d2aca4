// Admin › Manage Products & Panels, the panels part: what the forms send. Pure.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { panelSaveSchema } from "~/modules/panels/panel-schema";

export const PANELS_PAGE_SIZE = 20;
export const PANEL_MEMBERS_SHOWN = 50;
export const HIDE_REASON_REQUIRED = "Say why the panel is hidden (kept in the audit log).";

const panelId = textField().min(1).max(100);

/** Edit: the same name, category and description rules as creating a panel (curators stay as they are). */
export const panelEditSchema = panelSaveSchema
  .pick({ name: true, category: true, description: true })
  .extend({ intent: z.literal("panel.update"), panelId });

export const panelActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("panel.hide"),
    panelId,
    reason: textField({ error: HIDE_REASON_REQUIRED }).trim().min(1, HIDE_REASON_REQUIRED).max(300),
  }),
  z.object({ intent: z.literal("panel.show"), panelId }),
  z.object({ intent: z.literal("panel.removeMember"), panelId, userId: textField().min(1).max(64) }),
]);
export type PanelActionInput = z.infer<typeof panelActionSchema>;
