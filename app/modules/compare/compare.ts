// Product comparison rules (spec §4 Comparison, §9: capacity 3).
export const COMPARE_CAPACITY = 3;
export const COMPARE_FULL = {
  title: "Comparison full",
  description: "Please remove a product to add another.",
} as const;

export type CompareAddResult = { ok: true; ids: string[]; added: boolean } | { ok: false; reason: "full" };

/** Adds a product id, keeping order; adding one already there is a no-op; a full list refuses. */
export function addToComparison(ids: readonly string[], productId: string): CompareAddResult {
  if (ids.includes(productId)) return { ok: true, ids: [...ids], added: false };
  if (ids.length >= COMPARE_CAPACITY) return { ok: false, reason: "full" };
  return { ok: true, ids: [...ids, productId], added: true };
}

export function removeFromComparison(ids: readonly string[], productId: string): string[] {
  return ids.filter((id) => id !== productId);
}

/** Merges a visitor's list into a user's on login, the user's own entries first, capped at capacity. */
export function mergeComparisons(userIds: readonly string[], visitorIds: readonly string[]): string[] {
  const merged = [...userIds];
  for (const id of visitorIds) if (!merged.includes(id)) merged.push(id);
  return merged.slice(0, COMPARE_CAPACITY);
}

export interface SpecRow {
  label: string;
  value: string;
}

/** Side-by-side rows: every label any product has, in first-seen order; missing values shown as "—". */
export function specificationMatrix(products: { specifications: SpecRow[] }[]): { label: string; values: string[] }[] {
  const labels: string[] = [];
  for (const product of products)
    for (const row of product.specifications) if (!labels.includes(row.label)) labels.push(row.label);
  return labels.map((label) => ({
    label,
    values: products.map((p) => p.specifications.find((row) => row.label === label)?.value ?? "—"),
  }));
}
