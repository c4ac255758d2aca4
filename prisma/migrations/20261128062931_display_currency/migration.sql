-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "displayCurrency" TEXT;

-- AlterTable
ALTER TABLE "Currency" ADD COLUMN     "rateUpdatedAt" TIMESTAMP(3);

