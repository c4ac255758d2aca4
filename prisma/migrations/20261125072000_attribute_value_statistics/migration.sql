-- Hand-written (ADR 015 addendum): an enum option's share depends on its attribute ("Freeze dryer" is a value of one
-- attribute only), so the planner's independent estimate of attributeId = … AND enumValue = … was 40 times too low
-- at a million products and it read every product with the option. Joint statistics give it the real counts.
CREATE STATISTICS IF NOT EXISTS "ProductAttributeValue_attribute_enum_stats" (mcv, dependencies) ON "attributeId", "enumValue" FROM "ProductAttributeValue";
ALTER STATISTICS "ProductAttributeValue_attribute_enum_stats" SET STATISTICS 1000;
