// Reads structured specifications (ADR 013) as part of a caller's single statement: the product page,
// compare and the spec sheet each embed this subquery instead of issuing their own.
import { Prisma } from "~/generated/prisma/client";
import type { SpecificationValue } from "./specifications";

/** A json array of SpecificationValue for the product whose id column is `productIdColumn` (e.g. `p.id`). */
export function specificationValuesJson(productIdColumn: string): Prisma.Sql {
  return Prisma.raw(`COALESCE((
    SELECT json_agg(json_build_object(
      'variantId', av."variantId", 'numMin', av."numMin", 'numMax', av."numMax", 'enumValue', av."enumValue",
      'textValue', av."textValue", 'entered', av.entered, 'enteredUnit', av."enteredUnit",
      'definition', json_build_object('key', d.key, 'label', d.label, 'group', d."group", 'type', d.type, 'unit', d.unit,
        'options', d.options, 'isFacet', d."isFacet", 'position', d.position)
    ) ORDER BY d.position, av."variantId" NULLS FIRST, av.id)
    FROM "ProductAttributeValue" av JOIN "AttributeDefinition" d ON d.id = av."attributeId"
    WHERE av."productId" = ${productIdColumn}), '[]'::json)`);
}

export type { SpecificationValue };

/** The same values through the Prisma client (`select: { attributeValues: { select: specificationValueSelect } }`). */
export const specificationValueSelect = {
  variantId: true,
  numMin: true,
  numMax: true,
  enumValue: true,
  textValue: true,
  entered: true,
  enteredUnit: true,
  attribute: {
    select: {
      key: true,
      label: true,
      group: true,
      type: true,
      unit: true,
      options: true,
      isFacet: true,
      position: true,
    },
  },
} satisfies Prisma.ProductAttributeValueSelect;

type SelectedValue = Prisma.ProductAttributeValueGetPayload<{ select: typeof specificationValueSelect }>;

export function toSpecificationValue({ attribute, ...value }: SelectedValue): SpecificationValue {
  return { ...value, definition: { ...attribute, type: attribute.type as SpecificationValue["definition"]["type"] } };
}
