// Demo accounts (demo mode only — the seed calls this when isDemoMode()). Idempotent upserts.
// Every account shares DEMO_PASSWORD and is e-mail verified.
import type { PrismaClient } from "../app/generated/prisma/client";
import type { ProfileStatus, Role } from "../app/generated/prisma/enums";
import { hashPassword } from "../app/modules/accounts/password.ts";

export const DEMO_PASSWORD = "Demo1234!";

type DemoAccount = {
  email: string;
  fullName: string;
  role: Role;
  status: ProfileStatus;
  extra?: Record<string, unknown>;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "admin@labmarket.test",
    fullName: "Avery Admin",
    role: "admin",
    status: "approved",
    extra: { companyName: "LabMarket" },
  },
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
  // Same cost as real accounts and the login dummy: a demo e-mail must not answer faster.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
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

/**
 * A little traffic for the demo accounts to work with: contact inquiries for Agilent (the demo brand's catalogue
 * brand) and for the admins, and a quote request from the demo buyer. Created once by fixed ids and never
 * overwritten, so what a demo user does with them (mark handled, answer) survives restarts.
 */
export async function seedDemoActivity(prisma: PrismaClient): Promise<void> {
  const [uhplc, gc, buyer] = await Promise.all([
    prisma.storeProduct.findUnique({
      where: { id: "agilent-1290-uhplc" },
      select: { id: true, title: true, brandId: true },
    }),
    prisma.storeProduct.findUnique({
      where: { id: "agilent-8890-gc" },
      select: {
        id: true,
        title: true,
        brandId: true,
        variants: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { id: true } },
      },
    }),
    prisma.user.findUnique({ where: { email: "buyer@labmarket.test" }, select: { id: true } }),
  ]);
  const inquiries = [
    uhplc && {
      id: "demo-inquiry-uhplc-quote",
      kind: "quote" as const,
      fullName: "Priya Natarajan",
      email: "priya.natarajan@novagen-bio.example",
      company: "Novagen Biologics",
      subject: `Quote request: ${uhplc.title} (quantity 2)`,
      message: "Two systems with diode-array detectors for our QC lab in Basel, installation and IQ/OQ included.",
      productId: uhplc.id,
      brandId: uhplc.brandId,
    },
    gc && {
      id: "demo-inquiry-gc-question",
      kind: "question" as const,
      fullName: "Tomás Ferreira",
      email: "t.ferreira@lusopharma.example",
      company: null,
      subject: "Headspace sampler for residual solvents",
      message: `Does the ${gc.title} take a 120-vial headspace sampler, and is USP <467> method transfer supported?`,
      productId: gc.id,
      brandId: gc.brandId,
    },
    {
      id: "demo-inquiry-shipping-question",
      kind: "question" as const,
      fullName: "Hannah Keller",
      email: "h.keller@alpenlab.example",
      company: null,
      subject: "Shipping to Switzerland",
      message: "Do you deliver lab equipment to Switzerland, and who handles customs clearance?",
      productId: null,
      brandId: null,
    },
  ].filter((inquiry) => inquiry !== null);
  for (const { id, ...data } of inquiries) {
    await prisma.inquiry.upsert({ where: { id }, create: { id, ...data }, update: {}, select: { id: true } });
  }
  const variant = gc?.variants[0];
  if (gc && variant && buyer) {
    await prisma.quoteRequest.upsert({
      where: { id: "demo-quote-gc" },
      create: {
        id: "demo-quote-gc",
        buyerId: buyer.id,
        productId: gc.id,
        variantId: variant.id,
        brandId: gc.brandId,
        quantity: 3,
        note: "Three units for our new stability lab; please include the validation package.",
      },
      update: {},
      select: { id: true },
    });
  }
}
