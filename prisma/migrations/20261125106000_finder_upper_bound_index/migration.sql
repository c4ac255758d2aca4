-- The product finder (ADR 026): "at least 50 L", "warmer than 4 °C" test the upper end of a stored value or range
-- (numMax >= x). The (attributeId, numMin, numMax, productId) index cannot bound that, this one can, index-only.
CREATE INDEX "ProductAttributeValue_attributeId_numMax_productId_idx" ON "ProductAttributeValue"("attributeId", "numMax", "productId");
