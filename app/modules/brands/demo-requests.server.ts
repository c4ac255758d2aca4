// Request a Demo (issue 5): a stored DemoRequest in the brand's inbox, e-mailed to the brand's contact address
// and to the brand's approved accounts, with a confirmation to the requester.
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import type { DemoRequestInput } from "./brands";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "December 1, 2026" (a date without a time: shown as picked). */
export function formatPreferredDate(date: Date): string {
  return dateFormat.format(date);
}

/** Who hears about a brand's requests: its contact address and its approved brand accounts, once each. */
export async function brandRecipients(brand: { id: string; contactEmail: string }): Promise<string[]> {
  const members = await prisma.profile.findMany({
    where: { brandId: brand.id, status: "approved" },
    select: { user: { select: { email: true } } },
  });
  return [...new Set([brand.contactEmail, ...members.map((m) => m.user.email)].map((e) => e.toLowerCase()))];
}

export async function createDemoRequest(
  brand: { id: string; name: string; contactEmail: string },
  input: DemoRequestInput,
  userId: string | null,
  origin: string,
): Promise<string> {
  const request = await prisma.demoRequest.create({
    data: {
      brandId: brand.id,
      userId,
      fullName: input.fullName,
      email: input.email,
      company: input.company,
      message: input.message,
      preferredDate: input.preferredDate ?? null,
    },
    select: { id: true },
  });
  const preferred = input.preferredDate ? formatPreferredDate(input.preferredDate) : "no preference";
  const toBrand = composeEmail(
    `Demo request from ${input.fullName} (${input.company})`,
    `New demo request for ${brand.name}`,
    [
      `${input.fullName} of ${input.company} asked for a product demo.`,
      `E-mail: ${input.email}`,
      `Preferred date: ${preferred}`,
      `Message: ${input.message}`,
      `All requests are in your brand inbox: ${origin}/brand/inbox`,
    ],
  );
  const toRequester = composeEmail(`Your demo request to ${brand.name}`, "We've received your demo request", [
    `Hello ${input.fullName},`,
    `Thank you for your interest in ${brand.name}. Your request has been passed to their team, who will contact you at ${input.email} to arrange the demo.`,
    `Preferred date: ${preferred}`,
    `Your message: ${input.message}`,
  ]);
  const recipients = await brandRecipients(brand);
  await Promise.all([
    ...recipients.map((to) => sendEmail({ to, ...toBrand })),
    sendEmail({ to: input.email, ...toRequester }),
  ]);
  return request.id;
}

/** The brand inbox's demo requests, newest first (the lead shows them at /brand/inbox). */
export async function listDemoRequestsForBrand(brandId: string) {
  const rows = await prisma.demoRequest.findMany({
    where: { brandId },
    select: {
      id: true,
      fullName: true,
      email: true,
      company: true,
      message: true,
      preferredDate: true,
      createdAt: true,
      userId: true,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    preferredDate: r.preferredDate ? r.preferredDate.toISOString().slice(0, 10) : null,
    preferredDateText: r.preferredDate ? formatPreferredDate(r.preferredDate) : null,
  }));
}
