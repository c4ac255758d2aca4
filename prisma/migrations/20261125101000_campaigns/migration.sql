-- Campaigns (influencer collaborations, issue 10 #6, ADR 021): a brand invites an expert to feature some of its
-- products, the expert accepts or declines, submits content, the brand completes it.
CREATE TYPE "CampaignStatus" AS ENUM ('invitation', 'in_progress', 'declined', 'content_submitted', 'completed', 'withdrawn');
CREATE TYPE "CampaignCompensation" AS ENUM ('fee', 'free_sample');

CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL,
    "brandId" TEXT NOT NULL,
    "expertId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "brief" TEXT NOT NULL,
    "startsOn" DATE NOT NULL,
    "endsOn" DATE NOT NULL,
    "compensation" "CampaignCompensation" NOT NULL,
    "feeCents" INTEGER,
    "currencyCode" TEXT,
    "status" "CampaignStatus" NOT NULL DEFAULT 'invitation',
    "declineReason" TEXT,
    "contentDemoId" TEXT,
    "contentUrl" TEXT,
    "contentNote" TEXT,
    "invitedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "respondedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    CONSTRAINT "Campaign_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Campaign_dates_check" CHECK ("endsOn" >= "startsOn"),
    CONSTRAINT "Campaign_fee_check" CHECK (
        ("compensation" = 'fee' AND "feeCents" > 0 AND "currencyCode" IS NOT NULL)
        OR ("compensation" = 'free_sample' AND "feeCents" IS NULL AND "currencyCode" IS NULL)
    )
);

CREATE TABLE "CampaignProduct" (
    "campaignId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    CONSTRAINT "CampaignProduct_pkey" PRIMARY KEY ("campaignId", "productId")
);

CREATE INDEX "Campaign_brandId_createdAt_id_idx" ON "Campaign"("brandId", "createdAt" DESC, "id" DESC);
CREATE INDEX "Campaign_expertId_createdAt_id_idx" ON "Campaign"("expertId", "createdAt" DESC, "id" DESC);
CREATE INDEX "CampaignProduct_productId_idx" ON "CampaignProduct"("productId");

ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_brandId_fkey"
    FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_expertId_fkey"
    FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_currencyCode_fkey"
    FOREIGN KEY ("currencyCode") REFERENCES "Currency"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_contentDemoId_fkey"
    FOREIGN KEY ("contentDemoId") REFERENCES "Demo"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "CampaignProduct" ADD CONSTRAINT "CampaignProduct_campaignId_fkey"
    FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CampaignProduct" ADD CONSTRAINT "CampaignProduct_productId_fkey"
    FOREIGN KEY ("productId") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;
