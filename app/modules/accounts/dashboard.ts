// Dashboard tabs (spec §2): the tab lives in the URL (?tab=…). Pure.
export const BUYER_TABS = [
  { id: "overview", label: "Overview" },
  { id: "profile", label: "Profile" },
  { id: "recommendations", label: "AI Recommendations" },
  { id: "compare", label: "Compare Products" },
  { id: "saved", label: "Saved Products" },
  { id: "orders", label: "Order History" },
] as const;

export const INFLUENCER_TABS = [
  { id: "overview", label: "Overview" },
  { id: "profile", label: "Profile" },
  { id: "content", label: "Content Management" },
  { id: "campaigns", label: "Campaigns" },
  { id: "analytics", label: "Analytics" },
] as const;

export const BRAND_TABS = [
  { id: "overview", label: "Overview" },
  { id: "company", label: "Company Profile" },
  { id: "products", label: "Product Management" },
  { id: "collaborations", label: "Expert Collaborations" },
  { id: "analytics", label: "Analytics" },
] as const;

export function readTab<T extends readonly { id: string }[]>(tabs: T, value: string | null): T[number]["id"] {
  return tabs.some((t) => t.id === value) ? (value as T[number]["id"]) : tabs[0]!.id;
}
