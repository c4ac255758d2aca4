import type { Availability } from "./availability";

// The view model of a store product card: built by the loaders, rendered by ProductCard.

export interface ProductCardData {
  id: string;
  title: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  brandName: string | null;
  purchasable: boolean;
  /** The catalogue's displayed price; originalFormatted is the struck-through amount when on sale. */
  price: { formatted: string; originalFormatted: string | null; cents: number; currencyCode: string } | null;
  /** "In stock, ships in 2 days", "Back-order"… (issue 37), from the card's own variant rows. */
  availability: Availability;
}
