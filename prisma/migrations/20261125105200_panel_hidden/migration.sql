-- Admin › Manage Products & Panels: a hidden panel leaves the public list and takes no new members, with the reason.
ALTER TABLE "Panel" ADD COLUMN "hiddenAt" TIMESTAMP(3);
ALTER TABLE "Panel" ADD COLUMN "hiddenReason" TEXT;
