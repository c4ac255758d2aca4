// A product as the finder's checks see it (ShownRow), for the checks' tests: only what a test sets differs from a
// plain product of the category.
import type { ShownRow } from "./checks";

export function shownRow(
  categoryId: string,
  id: string,
  values: ShownRow["values"],
  extra: Partial<ShownRow> = {},
): ShownRow {
  return {
    id,
    title: id,
    brandId: null,
    brandName: null,
    categoryId,
    categoryName: categoryId,
    rating: 4,
    values,
    textMatches: {},
    keywordRank: 0,
    ...extra,
  };
}

/** One recorded value: a number or range (`min`–`max`), or an option (`enumValue`). */
export const recordedValue = (
  attributeId: string,
  min: number | null,
  max = min,
  enumValue: string | null = null,
): ShownRow["values"][number] => ({ attributeId, numMin: min, numMax: max, enumValue });
