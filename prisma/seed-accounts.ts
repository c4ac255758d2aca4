// Demo accounts (demo mode only — the seed calls this when isDemoMode()). Idempotent upserts.
// Every account shares DEMO_PASSWORD and is e-mail verified.
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../app/generated/prisma/client";
import type { ProfileStatus, Role } from "../app/generated/prisma/enums";

export const DEMO_PASSWORD = "Demo1234!";

type DemoAccount = {
  email: string;
  fullName: string;
  role: Role;
  status: ProfileStatus;
  extra?: Record<string, unknown>;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "admin@labmarket.test", fullName: "Avery Admin", role: "admin", status: "approved", extra: { companyName: "LabMarket" } },
  {
    email: "buyer@labmarket.test",
    fullName: "Blake Buyer",
    role: "buyer",
    status: "approved",
    extra: { companyName: "Northwind Bio", country: "Germany", interests: ["Life Sciences", "Analytical Tools"] },
  },
  {
    email: "influencer@labmarket.test",
    fullName: "Dr. Sarah Chen",
    role: "influencer",
    status: "approved",
    extra: {
      expertiseSummary: "Bioprocess engineer reviewing bioreactors and downstream equipment.",
      bio: "Bioprocess engineer reviewing bioreactors and downstream equipment.",
      topics: ["Bioreactors", "Cell culture"],
      interests: ["Cell Therapy", "Biological Sciences"],
    },
  },
  {
    email: "brand@labmarket.test",
    fullName: "Bianca Brand",
    role: "brand",
    status: "approved",
    extra: {
      companyName: "Agilent Technologies",
      brandId: "agilent",
      jobTitle: "Product Marketing Manager",
      phoneNumber: "+1 408 555 0100",
      country: "United States",
      companyWebsite: "https://www.agilent.com",
      productsToShowcase: "LC/MS systems, GC columns",
    },
  },
  {
    email: "community@labmarket.test",
    fullName: "Casey Community",
    role: "community_member",
    status: "approved",
    extra: { interests: ["Lyophilization"] },
  },
  {
    email: "pending@labmarket.test",
    fullName: "Pat Pending",
    role: "influencer",
    status: "pending",
    extra: { expertiseSummary: "Freeze-drying specialist.", topics: ["Lyophilization"] },
  },
  {
    email: "rejected@labmarket.test",
    fullName: "Riley Rejected",
    role: "brand",
    status: "rejected",
    extra: {
      companyName: "Rejected Reagents Ltd",
      jobTitle: "Founder",
      phoneNumber: "+44 20 5550 0100",
      country: "United Kingdom",
      companyWebsite: "https://rejected.example",
      productsToShowcase: "Reagents",
    },
  },
];

export async function seedDemoAccounts(prisma: PrismaClient): Promise<void> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const account of DEMO_ACCOUNTS) {
    const profile = { fullName: account.fullName, role: account.role, status: account.status, ...account.extra };
    const user = await prisma.user.upsert({
      where: { email: account.email },
      create: {
        email: account.email,
        passwordHash,
        emailVerifiedAt: new Date(),
        profile: { create: profile },
      },
      update: {
        passwordHash,
        emailVerifiedAt: new Date(),
        profile: { upsert: { create: profile, update: profile } },
      },
      select: { id: true },
    });
    if (account.email === "influencer@labmarket.test") {
      // The influencer demo account is Expert 1's login, when the experts are seeded.
      const expert = await prisma.expert.findUnique({ where: { id: 1 }, select: { id: true, userId: true } });
      if (expert && expert.userId !== user.id) {
        await prisma.expert.update({ where: { id: 1 }, data: { userId: user.id }, select: { id: true } });
      }
    }
  }
}
