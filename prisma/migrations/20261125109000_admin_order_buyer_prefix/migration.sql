-- Issue 11 #3 (Requests and Orders): the admins' order list finds orders by the buyer's e-mail or company as a
-- prefix typed in any case. Expression indexes in text_pattern_ops answer lower(column) LIKE 'prefix%' whatever
-- the database collation (Prisma's schema cannot express them, see the comment on model Order).
CREATE INDEX "Order_email_lower_prefix_idx" ON "Order" (lower("email") text_pattern_ops);
CREATE INDEX "Order_shippingCompany_lower_prefix_idx" ON "Order" (lower("shippingCompany") text_pattern_ops);

-- The audit trail of one order (or any other target) on the admins' order page, newest first.
CREATE INDEX "AuditLog_targetId_createdAt_idx" ON "AuditLog"("targetId", "createdAt");
