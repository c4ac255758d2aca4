-- CreateTable
CREATE TABLE "PunchoutConnection" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "cxmlDomain" TEXT,
    "cxmlIdentity" TEXT,
    "cxmlSecretHash" TEXT,
    "ociUsername" TEXT,
    "ociPasswordHash" TEXT,
    "returnHosts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "priceTolerancePercent" INTEGER NOT NULL DEFAULT 0,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PunchoutConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PunchoutSession" (
    "id" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "protocol" TEXT NOT NULL,
    "operation" TEXT NOT NULL DEFAULT 'create',
    "buyerCookie" TEXT,
    "returnUrl" TEXT NOT NULL,
    "returnTarget" TEXT,
    "systemName" TEXT NOT NULL,
    "initialItems" JSONB,
    "startTokenHash" TEXT,
    "startExpiresAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "appSessionId" TEXT,
    "cartId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PunchoutSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PunchoutRequest" (
    "connectionId" TEXT NOT NULL,
    "payloadId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "responseXml" TEXT NOT NULL,
    "statusCode" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PunchoutRequest_pkey" PRIMARY KEY ("connectionId","payloadId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PunchoutConnection_organisationId_key" ON "PunchoutConnection"("organisationId");

-- CreateIndex
CREATE UNIQUE INDEX "PunchoutConnection_ociUsername_key" ON "PunchoutConnection"("ociUsername");

-- CreateIndex
CREATE UNIQUE INDEX "PunchoutConnection_cxmlDomain_cxmlIdentity_key" ON "PunchoutConnection"("cxmlDomain", "cxmlIdentity");

-- CreateIndex
CREATE UNIQUE INDEX "PunchoutSession_startTokenHash_key" ON "PunchoutSession"("startTokenHash");

-- CreateIndex
CREATE INDEX "PunchoutSession_organisationId_createdAt_idx" ON "PunchoutSession"("organisationId", "createdAt");

-- CreateIndex
CREATE INDEX "PunchoutSession_appSessionId_idx" ON "PunchoutSession"("appSessionId");

-- CreateIndex
CREATE INDEX "PunchoutRequest_createdAt_idx" ON "PunchoutRequest"("createdAt");

-- AddForeignKey
ALTER TABLE "PunchoutConnection" ADD CONSTRAINT "PunchoutConnection_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PunchoutSession" ADD CONSTRAINT "PunchoutSession_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

