// Pure panel rules (spec §2 Panels / Build a panel, §5 Panel save).

export const PANEL_CATEGORIES = [
  { value: "bioreactors", label: "Bioreactors" },
  { value: "freeze-drying", label: "Freeze Drying" },
  { value: "lab-consumables", label: "Lab Consumables" },
  { value: "analytics", label: "Analytics" },
  { value: "manufacturing", label: "Manufacturing" },
] as const;

export type PanelCategory = (typeof PANEL_CATEGORIES)[number]["value"];

/** The listing dropdown: 'All Panels' plus each category. */
export const PANEL_FILTERS = [{ value: "all", label: "All Panels" }, ...PANEL_CATEGORIES] as const;
export type PanelFilter = (typeof PANEL_FILTERS)[number]["value"];

export function parsePanelFilter(value: string | null | undefined): PanelFilter {
  return PANEL_FILTERS.find((filter) => filter.value === value)?.value ?? "all";
}

export function panelCategoryLabel(value: string): string {
  return PANEL_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}

/** Toast titles that go with each field's message (spec §5: 'Title - Description'). */
export const PANEL_ERROR_TITLES = {
  name: "Panel Name Required",
  curators: "Select Curators",
} as const;

export const PANEL_NAME_REQUIRED = "Please give your panel a name.";
export const PANEL_CURATORS_REQUIRED = "Please add at least one curator to your panel.";

export function panelSavedToast(curatorCount: number) {
  return {
    title: "Panel Saved",
    description: `Your panel has been saved with ${curatorCount} ${curatorCount === 1 ? "curator" : "curators"}.`,
  };
}

/** "Curated by A.", "Curated by A and B.", "Curated by A, B and C." */
export function defaultPanelDescription(curatorNames: readonly string[]): string {
  if (curatorNames.length === 0) return "";
  const list =
    curatorNames.length === 1
      ? curatorNames[0]
      : `${curatorNames.slice(0, -1).join(", ")} and ${curatorNames[curatorNames.length - 1]}`;
  return `Curated by ${list}.`;
}

/** Curator search over name and specialty, case-insensitive; an empty query keeps everyone. */
export function filterCreators<T extends { name: string; specialty: string }>(
  creators: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...creators];
  return creators.filter((c) => c.name.toLowerCase().includes(needle) || c.specialty.toLowerCase().includes(needle));
}

/** Selected curator ids from repeated `curators` values, minus `remove`: unique, valid, in order. */
export function parseCuratorIds(values: readonly string[], remove?: string | null): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0 && !ids.includes(id) && value !== remove) ids.push(id);
  }
  return ids;
}

/** Longest panel name and description the save form takes (spec §5 Panel save). */
export const PANEL_NAME_MAX = 120;
export const PANEL_DESCRIPTION_MAX = 500;

/**
 * The builder's state from its URL (/create-panel?name=&category=&description=&q=&curators=&remove=): searching
 * and removing curators are GET submissions of the whole form, so the page works without JavaScript.
 */
export function panelBuilderDraft(params: URLSearchParams) {
  const category = parsePanelFilter(params.get("category"));
  return {
    name: (params.get("name") ?? "").slice(0, PANEL_NAME_MAX),
    category: category === "all" ? PANEL_CATEGORIES[0].value : category,
    description: (params.get("description") ?? "").slice(0, PANEL_DESCRIPTION_MAX),
    q: (params.get("q") ?? "").slice(0, 100),
    curators: parseCuratorIds(params.getAll("curators"), params.get("remove")),
  };
}

/** The /panels form post: Join Panel / Leave Panel, and the page to come back to. */
export const PANEL_INTENTS = ["join", "leave"] as const;
export type PanelIntent = (typeof PANEL_INTENTS)[number];

export function membershipToast(status: "joined" | "already-member" | "left" | "not-member", panelName: string) {
  switch (status) {
    case "joined":
      return { title: "Joined Panel", description: `You're now a member of ${panelName}.` };
    case "already-member":
      return { title: "Already a Member", description: `You're already a member of ${panelName}.` };
    case "left":
      return { title: "Left Panel", description: `You're no longer a member of ${panelName}.` };
    case "not-member":
      return { title: "Not a Member", description: `You weren't a member of ${panelName}.` };
  }
}
