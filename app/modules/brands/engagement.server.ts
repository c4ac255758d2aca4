// Brand page actions (issue 5): Subscribe / Unsubscribe (follow the brand) and Request a Demo.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "~/utils/zod";
import { getOptionalUser, type SessionUser } from "~/modules/auth/session.server";
import { LOGIN_REQUIRED, loginPath } from "~/modules/demos/demo-actions";
import { appOrigin } from "~/utils/env.server";
import { honeypotTripped } from "~/modules/security/honeypot";
import { consume } from "~/modules/security/rate-limit.server";
import { rateLimitedResponse } from "~/modules/security/responses.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { BRAND_INTENTS, BRAND_NOTICES, demoRequestSchema } from "./brands";
import { createDemoRequest } from "./demo-requests.server";
import { readFormData } from "~/modules/forms/request-body.server";

const intentSchema = z.object({ intent: z.enum(BRAND_INTENTS) });

/**
 * The form posts of /shop/brands/{id}: intent = subscribe | unsubscribe (logged in) | request-demo (anyone).
 * A bad demo request answers 400 with the field messages and stores nothing. Unknown brands go to the list.
 */
export async function handleBrandAction(request: Request, brandId: string) {
  const form = await readFormData(request);
  const parsed = intentSchema.safeParse({ intent: form.get("intent") });
  if (!parsed.success) return data({ error: "Unknown action." }, { status: 400 });
  const brand = await prisma.brand.findUnique({
    where: { id: brandId },
    select: { id: true, name: true, contactEmail: true },
  });
  if (!brand) return redirectWithToast("/shop/brands", { title: "Brand not found", variant: "destructive" });
  const page = `/shop/brands/${encodeURIComponent(brand.id)}`;
  const user = await getOptionalUser(request);

  if (parsed.data.intent === "request-demo") {
    if (honeypotTripped(form))
      return data({ result: undefined, formError: "Your request could not be processed." }, { status: 400 });
    const submission = parseWithZod(form, { schema: demoRequestSchema() });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    // The requester's address gets a confirmation: at most a few per hour, so the form can't be used to flood it.
    try {
      await consume("contact", `demo-request:${submission.value.email}`);
    } catch (error) {
      return rateLimitedResponse(error, "Demo request not sent");
    }
    await createDemoRequest(brand, submission.value, user?.id ?? null, appOrigin());
    return redirectWithToast(page, BRAND_NOTICES.demoRequestSent(brand.name, submission.value.email));
  }

  if (!user) return redirectWithToast(loginPath(page), LOGIN_REQUIRED);
  if (parsed.data.intent === "subscribe") {
    await subscribeToBrand(user.id, brand.id);
    return redirectWithToast(page, BRAND_NOTICES.subscribed(brand.name));
  }
  await unsubscribeFromBrand(user.id, brand.id);
  return redirectWithToast(page, BRAND_NOTICES.unsubscribed(brand.name));
}

/** Subscribes (follows) a brand; subscribing twice keeps one row. */
export async function subscribeToBrand(userId: string, brandId: string): Promise<void> {
  await prisma.brandFollow.createMany({ data: [{ userId, brandId }], skipDuplicates: true });
}

export async function unsubscribeFromBrand(userId: string, brandId: string): Promise<void> {
  await prisma.brandFollow.deleteMany({ where: { userId, brandId } });
}

/** What the brand page needs about its visitor: subscription, subscriber count and the demo form's prefill. */
export async function getBrandViewer(brandId: string, user: Pick<SessionUser, "id" | "email" | "fullName"> | null) {
  const [follow, profile] = await Promise.all([
    getBrandFollowState(brandId, user?.id ?? null),
    user ? prisma.profile.findUnique({ where: { id: user.id }, select: { companyName: true } }) : Promise.resolve(null),
  ]);
  return {
    signedIn: user !== null,
    ...follow,
    prefill: user ? { fullName: user.fullName, email: user.email, company: profile?.companyName ?? "" } : null,
  };
}

/** Subscriber count and whether this user is one of them. */
export async function getBrandFollowState(brandId: string, userId: string | null) {
  const [subscribers, mine] = await Promise.all([
    prisma.brandFollow.count({ where: { brandId } }),
    userId
      ? prisma.brandFollow.findUnique({ where: { userId_brandId: { userId, brandId } }, select: { brandId: true } })
      : Promise.resolve(null),
  ]);
  return { subscribers, subscribed: mine !== null };
}
