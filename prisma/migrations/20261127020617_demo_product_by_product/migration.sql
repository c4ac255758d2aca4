-- A product's demos by product: every catalogue card's "Watch Demo" look-up (the first demo of the product) and the
-- cascade when a product is deleted. The primary key leads with the demo, so each card scanned every link (a
-- sequential scan per card once a marketplace has thousands of demos).
CREATE INDEX "DemoProduct_productId_idx" ON "DemoProduct"("productId");
