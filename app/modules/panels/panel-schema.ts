// The panel save form (spec §5 Panel save), validated on the server.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import {
  PANEL_CATEGORIES,
  PANEL_CURATORS_REQUIRED,
  PANEL_DESCRIPTION_MAX,
  PANEL_INTENTS,
  PANEL_NAME_MAX,
  PANEL_NAME_REQUIRED,
  type PanelCategory,
} from "./panels";

export const panelSaveSchema = z.object({
  name: textField({ error: PANEL_NAME_REQUIRED })
    .trim()
    .min(1, PANEL_NAME_REQUIRED)
    .max(PANEL_NAME_MAX, `Please keep the name under ${PANEL_NAME_MAX} characters.`),
  category: z.enum(PANEL_CATEGORIES.map((c) => c.value) as [PanelCategory, ...PanelCategory[]], {
    error: "Please choose a category.",
  }),
  description: textField()
    .trim()
    .max(PANEL_DESCRIPTION_MAX, `Please keep the description under ${PANEL_DESCRIPTION_MAX} characters.`)
    .optional(),
  curators: z
    .array(z.number({ error: PANEL_CURATORS_REQUIRED }).int().positive(), { error: PANEL_CURATORS_REQUIRED })
    .min(1, PANEL_CURATORS_REQUIRED),
});

export type PanelSaveInput = z.infer<typeof panelSaveSchema>;

/** Join Panel / Leave Panel on /panels. `via=fetch` marks the page script's request (it wants data, not a redirect). */
export const panelMembershipSchema = z.object({
  intent: z.enum(PANEL_INTENTS),
  panelId: textField().min(1).max(100),
  redirectTo: textField().max(2000).optional(),
  via: textField().optional(),
});
