// Dashboard tabs (spec §2): the tab lives in the URL (?tab=…). Pure.
export const BUYER_TABS = [
  { id: "overview", label: "Overview" },
  { id: "profile", label: "Profile" },
  { id: "recommendations", label: "AI Recommendations" },
  { id: "compare", label: "Compare Products" },
  { id: "orders", label: "Order History" },
] as const;

export const INFLUENCER_TABS = [
  { id: "overview", label: "Overview" },
  { id: "profile", label: "Profile" },
  { id: "content", label: "Content Management" },
  { id: "analytics", label: "Analytics" },
] as const;

export const BRAND_TABS = [
  { id: "overview", label: "Overview" },
  { id: "company", label: "Company Profile" },
  { id: "products", label: "Product Management" },
  { id: "collaborations", label: "Influencer Collaborations" },
] as const;

export function readTab<T extends readonly { id: string }[]>(tabs: T, value: string | null): T[number]["id"] {
  return tabs.some((t) => t.id === value) ? (value as T[number]["id"]) : tabs[0]!.id;
}

export const COMPARE_CAPACITY = 3;

/** The comparison list from ?compare=a,b,c — unique ids, at most 3 (spec §9 Comparison). */
export function readCompareIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s));
  return [...new Set(ids)].slice(0, COMPARE_CAPACITY);
}

/** Adding to a full list is refused with the spec's message. */
export function addToCompare(ids: string[], id: string): { ids: string[]; full: boolean } {
  if (ids.includes(id)) return { ids, full: false };
  if (ids.length >= COMPARE_CAPACITY) return { ids, full: true };
  return { ids: [...ids, id], full: false };
}
