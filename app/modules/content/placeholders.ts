// Pages the spec lists as placeholders: a heading and 'This page is under construction' (spec §2).
export interface PlaceholderPage {
  slug: string;
  title: string;
  description: string;
}

export const PLACEHOLDER_PAGES = {
  "brand-guide": {
    slug: "brand-guide",
    title: "Brand Guide",
    description: "The LabMarket brand guide: logo, colours and usage rules for partners and press.",
  },
  buyers: {
    slug: "buyers",
    title: "For Buyers",
    description: "Information for lab buyers on LabMarket: discovery, demos, quotes and secure checkout.",
  },
  partners: {
    slug: "partners",
    title: "Partners",
    description: "The organisations LabMarket partners with across the life-sciences industry.",
  },
} as const satisfies Record<string, PlaceholderPage>;

export type PlaceholderSlug = keyof typeof PLACEHOLDER_PAGES;

export const UNDER_CONSTRUCTION = "This page is under construction";

export function getPlaceholderPage(slug: PlaceholderSlug): PlaceholderPage {
  return PLACEHOLDER_PAGES[slug];
}
