-- CreateTable
CREATE TABLE "ProductImport" (
    "id" TEXT NOT NULL,
    "brandId" TEXT NOT NULL,
    "userId" TEXT,
    "fileKey" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileBytes" INTEGER NOT NULL,
    "submitForReview" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "totalRows" INTEGER NOT NULL,
    "processedRows" INTEGER NOT NULL DEFAULT 0,
    "createdRows" INTEGER NOT NULL DEFAULT 0,
    "updatedRows" INTEGER NOT NULL DEFAULT 0,
    "unchangedRows" INTEGER NOT NULL DEFAULT 0,
    "failedRows" INTEGER NOT NULL DEFAULT 0,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "heartbeatAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ProductImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductImportError" (
    "id" SERIAL NOT NULL,
    "importId" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "column" TEXT NOT NULL,
    "message" TEXT NOT NULL,

    CONSTRAINT "ProductImportError_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductImport_brandId_createdAt_id_idx" ON "ProductImport"("brandId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ProductImport_userId_idx" ON "ProductImport"("userId");

-- CreateIndex
CREATE INDEX "ProductImportError_importId_id_idx" ON "ProductImportError"("importId", "id");

-- AddForeignKey
ALTER TABLE "ProductImport" ADD CONSTRAINT "ProductImport_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "Brand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImport" ADD CONSTRAINT "ProductImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImportError" ADD CONSTRAINT "ProductImportError_importId_fkey" FOREIGN KEY ("importId") REFERENCES "ProductImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (ADR 027): the import looks SKUs up case-insensitively in batches of 500 (lower(sku) = ANY(...)), as
-- the editor's uniqueness rule compares them. Without this index each batch would scan every variant.
CREATE INDEX "Variant_sku_lower_idx" ON "Variant" (lower("sku"));
