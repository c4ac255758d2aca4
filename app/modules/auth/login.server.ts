// The login action (spec §2 Login, §8 Login messages): honeypot → schema → rate limits → remix-auth →
// gates by account state → new session (rotation) → redirect by role or to a safe redirectTo.
import { parseWithZod } from "@conform-to/zod/v4";
import { landingPathForRole } from "~/modules/accounts/roles";
import { loginSchema } from "~/modules/accounts/schemas";
import { issueCode } from "~/modules/accounts/verification.server";
import { formResponse, honeypotResponse } from "~/modules/security/responses.server";
import {
  clientAddress,
  consume,
  consumeForAddress,
  LIMITS,
  RateLimitedError,
  record,
  reset,
  spent,
} from "~/modules/security/rate-limit.server";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { authenticator } from "./authenticator.server";
import { knownDeviceKey, rememberDevice } from "./known-device.server";
import { afterLogin } from "./login-hooks.server";
import { setPendingEmail } from "./pending-email.server";
import { CODE_MAIL_UNAVAILABLE } from "~/modules/mail/mail.server";
import { createUserSession } from "./session.server";
import { readFormData } from "~/modules/forms/request-body.server";

export const LOGIN_MESSAGES = {
  unverified: {
    title: "Email Not Verified",
    description: "Please check your email to verify your account before logging in.",
  },
  pending: {
    title: "Account Pending Approval",
    description: "Your account is awaiting admin approval. We'll notify you once it's reviewed.",
  },
  rejected: {
    title: "Account Access Denied",
    description: "Your application has been rejected. Please contact support for more information.",
  },
  suspended: {
    title: "Account Suspended",
    description: "An administrator suspended this account. Please contact support for more information.",
  },
  invalid: { title: "Login Failed", description: "Invalid credentials." },
  success: { title: "Login Successful!", description: "Welcome back! Redirecting..." },
} as const;

/** Said with every refused login: the owner always has a way in that a stranger's guesses cannot block. */
export const LOGIN_LIMITED_HINT =
  "If this is your account, you can reset your password with a code sent to your email, then log in right away.";

function limitedResponse(error: unknown) {
  if (!(error instanceof RateLimitedError)) throw error;
  return formResponse(
    {
      formErrorTitle: LOGIN_MESSAGES.invalid.title,
      formError: `${error.message} ${LOGIN_LIMITED_HINT}`,
      rateLimited: true,
    },
    429,
    { "Retry-After": String(error.retryAfterSeconds) },
  );
}

export async function login(request: Request, context?: unknown): Promise<Response | ReturnType<typeof formResponse>> {
  // A clone: the form strategy reads the body again.
  const form = await readFormData(request.clone());
  const trap = honeypotResponse(form);
  if (trap) return trap;
  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return formResponse({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  }
  const { email, redirectTo } = submission.value;
  const address = clientAddress(request, context);
  // Throttling (ADR 047, OWASP ASVS 5.0 V6.1.1 / V6.3.1): the hard limits key on what an attacker shares with the
  // owner only when they are on the same network — the (e-mail, address) pair and the address — never on the
  // e-mail alone, so wrong passwords typed elsewhere cannot lock the owner out.
  const pairKey = `${email}|${address ?? "-"}`;
  // A browser that logged in to this account before (or reset its password by code) has its own budget.
  const deviceKey = await knownDeviceKey(request, email);
  try {
    if (deviceKey) {
      await consume("loginDevice", deviceKey);
    } else {
      await consumeForAddress("loginIp", address);
      await consume("login", pairKey);
      // Many addresses guessing one account: past the account's budget each address gets one try; those that
      // have already tried are refused (a fresh address or a known device with the right password still logs in).
      if ((await spent("loginAccount", email)) >= LIMITS.loginAccount.points && (await spent("login", pairKey)) > 1) {
        throw new RateLimitedError(LIMITS.login.duration, "login");
      }
    }
  } catch (error) {
    return limitedResponse(error);
  }

  const outcome = await authenticator.authenticate("form", request);
  const reply = (m: { title: string; description: string }, status = 400) =>
    formResponse(
      { result: submission.reply({ hideFields: ["password"] }), formErrorTitle: m.title, formError: m.description },
      status,
    );

  switch (outcome.kind) {
    case "invalid":
      await record("loginAccount", email);
      return reply(LOGIN_MESSAGES.invalid, 401);
    case "pending":
      return reply(LOGIN_MESSAGES.pending, 403);
    case "rejected":
      return reply(LOGIN_MESSAGES.rejected, 403);
    case "suspended":
      return reply(LOGIN_MESSAGES.suspended, 403);
    case "unverified": {
      // On to the verify page with a fresh code (unless one went out in the last 60 s).
      if ((await issueCode(outcome.email, "signup")).status === "unavailable") return reply(CODE_MAIL_UNAVAILABLE, 503);
      const headers = new Headers({ "Set-Cookie": await setPendingEmail("verify", outcome.email) });
      return redirectWithToast("/verify-otp", { ...LOGIN_MESSAGES.unverified, variant: "destructive" }, { headers });
    }
    case "success": {
      // A success through the pair's budget clears it; one through a known device leaves it (and so a stranger's
      // count at the same address) alone.
      if (!deviceKey) await reset("login", pairKey);
      const headers = new Headers();
      headers.append("Set-Cookie", await createUserSession(request, outcome.userId));
      // Remembered (and its own budget cleared) so that nobody else's guesses can refuse this browser later.
      headers.append("Set-Cookie", await rememberDevice(request, outcome.email));
      for (const cookie of await afterLogin(request, outcome.userId)) headers.append("Set-Cookie", cookie);
      const target = redirectTo
        ? safeRedirectPath(redirectTo, landingPathForRole(outcome.role))
        : landingPathForRole(outcome.role);
      return redirectWithToast(target, LOGIN_MESSAGES.success, { headers });
    }
  }
}
