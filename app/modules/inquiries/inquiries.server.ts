// Contact form submissions (Request Quote, Ask Question, Download Specs): validated, stored as an Inquiry,
// routed to the brand of the product when there is one (its contact address and its brand accounts), else to
// the admins; the sender gets a confirmation e-mail. Download Specs also yields the product's spec sheet.
import { getSetting } from "~/modules/settings/settings.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { InquiryKind } from "~/generated/prisma/enums";
import { getOptionalUser } from "~/modules/auth/session.server";
import { sanitizeDescription } from "~/modules/catalog/html.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { honeypotTripped } from "~/modules/security/honeypot";
import { clientAddress, consume, consumeForAddress, RateLimitedError } from "~/modules/security/rate-limit.server";
import { prisma } from "~/utils/db.server";
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { CONTROL_CHARACTERS } from "~/modules/forms/fields";
import { CONTACT_DETAILS } from "./contact-details";
import { contactSchema } from "./contact-schema";
import { INQUIRY_LABELS, parseContactTab, UNKNOWN_PRODUCT, type ContactTab } from "./inquiries";
import { groupSpecifications } from "~/modules/catalog/specifications";
import { specificationValueSelect, toSpecificationValue } from "~/modules/catalog/specifications.server";
import { buildSpecSheet, type SpecSheetFile } from "./spec-sheet";
import { readFormData } from "~/modules/forms/request-body.server";

export type InquiryOutcome =
  | { status: "accepted"; tab: ContactTab; inquiryId: string; routedTo: "brand" | "admins" }
  | { status: "invalid"; tab: ContactTab; result: SubmissionResult<string[]> }
  | { status: "rejected"; tab: ContactTab; message: string }
  | { status: "rate-limited"; tab: ContactTab; message: string; retryAfterSeconds: number };

type ContactValues = Record<string, string>;

const productSelect = { id: true, title: true, brandId: true } as const;
type ResolvedProduct = { id: string; title: string; brandId: string | null };

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The product a form is about: the product id carried from ?product= while the Product field still names it
 * (or the tab has no Product field), else a product whose title the field names exactly (any case).
 */
export async function resolveProduct(
  productId: string | null,
  productText: string | null,
): Promise<ResolvedProduct | null> {
  const live = { deletedAt: null, status: "active" };
  if (productId) {
    const byId = await prisma.storeProduct.findFirst({ where: { id: productId, ...live }, select: productSelect });
    if (byId && (!productText || sameText(byId.title, productText))) return byId;
  }
  if (!productText) return null;
  return prisma.storeProduct.findFirst({
    where: { title: { equals: productText.trim(), mode: "insensitive" }, ...live },
    orderBy: { id: "asc" },
    select: productSelect,
  });
}

/** The stored inquiry's subject and message for each tab. */
function inquiryText(tab: ContactTab, v: ContactValues): { subject: string; message: string } {
  switch (tab) {
    case "quote":
      return { subject: `Quote request: ${v.product} (quantity ${v.quantity})`, message: v.message };
    case "question":
      return { subject: v.subject, message: v.message };
    case "specs":
      return { subject: `Spec sheet: ${v.product}`, message: `Requested the specification sheet for ${v.product}.` };
  }
}

/**
 * Who hears about an inquiry: the brand's contact address and its brand accounts; else the addresses System Settings
 * routes this kind of inquiry to; else the admins.
 */
export async function inquiryRecipients(brandId: string | null, tab?: ContactTab): Promise<string[]> {
  const routing = !brandId && tab ? (await getSetting("contactRouting"))[tab] : [];
  if (routing.length > 0) return routing;
  const emails: string[] = [];
  if (brandId) {
    const brand = await prisma.brand.findUnique({
      where: { id: brandId },
      select: {
        contactEmail: true,
        profiles: { where: { status: "approved" }, select: { user: { select: { email: true } } } },
      },
    });
    if (brand) emails.push(brand.contactEmail, ...brand.profiles.map((p) => p.user.email));
  } else {
    const admins = await prisma.profile.findMany({
      where: { role: "admin", status: "approved" },
      orderBy: { createdAt: "asc" },
      select: { user: { select: { email: true } } },
    });
    emails.push(...admins.map((a) => a.user.email));
    // Nobody to route to yet: the company mailbox listed on /contact.
    if (emails.length === 0) emails.push(CONTACT_DETAILS.email);
  }
  return [...new Set(emails.filter(Boolean).map((e) => e.trim().toLowerCase()))];
}

function summaryLines(tab: ContactTab, v: ContactValues, productTitle: string | null): string[] {
  const lines = [`Name: ${v.fullName}`, `Email: ${v.email}`];
  if (v.company) lines.push(`Company: ${v.company}`);
  if (tab !== "question") lines.push(`Product: ${productTitle ?? v.product}`);
  if (v.quantity) lines.push(`Quantity: ${v.quantity}`);
  if (v.subject) lines.push(`Subject: ${v.subject}`);
  if (v.message) lines.push(`${tab === "quote" ? "Requirements" : "Question"}: ${v.message}`);
  return lines;
}

export interface InquiryContext {
  /** The client address for the rate limit (the server's req.ip), when known. */
  clientIp?: string | null;
  userId?: string | null;
  origin: string;
}

/**
 * One contact submission: honeypot → rate limit (per address) → validate the tab's fields → rate limit
 * (per e-mail) → store the inquiry → e-mail the sender and the brand or the admins.
 */
export async function submitInquiry(formData: FormData, context: InquiryContext): Promise<InquiryOutcome> {
  const tab = parseContactTab(formData.get("tab"));
  if (honeypotTripped(formData)) return { status: "rejected", tab, message: "Your submission could not be processed." };
  try {
    await consumeForAddress("contactIp", context.clientIp ?? null);
    const submission = parseWithZod(formData, { schema: contactSchema(tab) });
    if (submission.status !== "success") return { status: "invalid", tab, result: submission.reply() };
    const values = submission.value as unknown as ContactValues;

    const rawProductId = formData.get("productId");
    // The hidden id from ?product=: one that is too long or that PostgreSQL would refuse (NUL) names no product.
    const productId =
      typeof rawProductId === "string" && rawProductId.length <= 100 && !CONTROL_CHARACTERS.test(rawProductId)
        ? rawProductId.trim() || null
        : null;
    const product = await resolveProduct(productId, values.product ?? null);
    if (tab === "specs" && !product) {
      return { status: "invalid", tab, result: submission.reply({ fieldErrors: { product: [UNKNOWN_PRODUCT] } }) };
    }
    await consume("contact", `email:${values.email}`);

    const { subject, message } = inquiryText(tab, values);
    const inquiry = await prisma.inquiry.create({
      data: {
        kind: tab satisfies InquiryKind,
        fullName: values.fullName,
        email: values.email,
        company: values.company ?? null,
        subject,
        message,
        userId: context.userId ?? null,
        productId: product?.id ?? null,
        brandId: product?.brandId ?? null,
      },
      select: { id: true },
    });
    await notifyInquiry(inquiry.id, tab, values, product, context.origin);
    return { status: "accepted", tab, inquiryId: inquiry.id, routedTo: product?.brandId ? "brand" : "admins" };
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return { status: "rate-limited", tab, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
}

async function notifyInquiry(
  inquiryId: string,
  tab: ContactTab,
  values: ContactValues,
  product: ResolvedProduct | null,
  origin: string,
) {
  const label = INQUIRY_LABELS[tab];
  const summary = summaryLines(tab, values, product?.title ?? null);
  const sheet = tab === "specs" && product ? await specSheetForProduct(product.id, origin) : null;

  const confirmation = composeEmail(`We received your ${label}`, "Message Sent!", [
    `Hello ${values.fullName},`,
    `Thank you for contacting LabMarket. We received your ${label} and will reply to ${values.email}.`,
    ...(sheet ? [`The specification sheet for ${product!.title} is attached (${sheet.filename}).`] : []),
    "What you sent us:",
    ...summary,
  ]);
  await sendEmail({
    to: values.email,
    ...confirmation,
    attachments: sheet
      ? [{ filename: sheet.filename, content: sheet.content, contentType: sheet.contentType }]
      : undefined,
  });

  const recipients = await inquiryRecipients(product?.brandId ?? null, tab);
  const routed = product?.brandId
    ? `It concerns ${product.title}, one of your products.`
    : "No brand is linked to it, so it was routed to the LabMarket team.";
  const notice = composeEmail(`New ${label} from ${values.fullName}`, `New ${label}`, [
    `A ${label} came in through the LabMarket contact page (reference ${inquiryId}).`,
    routed,
    ...summary,
    `Reply to ${values.fullName} at ${values.email}.`,
  ]);
  for (const to of recipients) await sendEmail({ to, ...notice });
}

// ── Spec sheets ──

/** The spec sheet of a product (specifications + additional info), or null for an unknown product. */
export async function specSheetForProduct(productId: string, origin: string): Promise<SpecSheetFile | null> {
  const product = await prisma.storeProduct.findUnique({
    where: { id: productId },
    select: {
      id: true,
      title: true,
      subtitle: true,
      attributeValues: { select: specificationValueSelect },
      variants: { select: { id: true, title: true } },
      brand: { select: { name: true } },
      additionalInfo: { orderBy: { order: "asc" }, select: { title: true, descriptionHtml: true } },
    },
  });
  if (!product) return null;
  return buildSpecSheet({
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    brandName: product.brand?.name ?? null,
    specifications: groupSpecifications(product.attributeValues.map(toSpecificationValue), {
      variantTitles: Object.fromEntries(product.variants.map((v) => [v.id, v.title])),
    }),
    sections: product.additionalInfo.map((info) => ({
      title: info.title,
      html: sanitizeDescription(info.descriptionHtml),
    })),
    pageUrl: `${origin}/store/product/${encodeURIComponent(product.id)}`,
    generatedAt: new Date(),
  });
}

/** The spec sheet a Download Specs inquiry asked for (the link on the 'Message Sent!' view). */
export async function specSheetForInquiry(inquiryId: string, origin: string): Promise<SpecSheetFile | null> {
  const inquiry = await prisma.inquiry.findFirst({
    where: { id: inquiryId, kind: "specs" },
    select: { productId: true },
  });
  if (!inquiry?.productId) return null;
  return specSheetForProduct(inquiry.productId, origin);
}

/** Whether `inquiryId` is a Download Specs request with a product (the 'Message Sent!' view links its sheet). */
export async function hasSpecSheet(inquiryId: string): Promise<boolean> {
  if (!/^[a-z0-9]{1,40}$/i.test(inquiryId)) return false;
  const count = await prisma.inquiry.count({ where: { id: inquiryId, kind: "specs", productId: { not: null } } });
  return count === 1;
}

/** The /contact action's caller: reads the session user and the client address. */
export async function submitContactForm(request: Request, context: unknown, origin: string): Promise<InquiryOutcome> {
  const [formData, user] = await Promise.all([readFormData(request), getOptionalUser(request)]);
  return submitInquiry(formData, { clientIp: clientAddress(request, context), userId: user?.id ?? null, origin });
}

/**
 * How many titles the Product field suggests: the catalogue's featured order, so the page stays small at any
 * catalogue size. A product outside them is still found when its title is typed in full (resolveProduct).
 */
export const CONTACT_PRODUCT_SUGGESTIONS = 200;

/** Product titles for the Product field's suggestions, and the product named by ?product= (if it exists). */
export async function contactProducts(productId: string | null) {
  const [products, selected] = await Promise.all([
    prisma.storeProduct.findMany({
      where: visibleProductWhere,
      // The order of StoreProduct_featured_idx, so this reads the first rows of that index.
      orderBy: [{ featuredRank: "asc" }, { sortOrder: "asc" }, { title: "asc" }, { id: "asc" }],
      take: CONTACT_PRODUCT_SUGGESTIONS,
      select: { id: true, title: true },
    }),
    // An id PostgreSQL would refuse (NUL) names no product.
    productId && !CONTROL_CHARACTERS.test(productId)
      ? prisma.storeProduct.findFirst({
          where: { id: productId, ...visibleProductWhere },
          select: { id: true, title: true },
        })
      : null,
  ]);
  return { products, selected };
}
