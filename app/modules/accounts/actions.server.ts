// Form actions of the account pages: guard → honeypot → schema → rate limit → one domain call →
// redirect (303) with a flash toast, or the submission's errors with 400 (429 when rate limited).
import { parseWithZod } from "@conform-to/zod/v4";
import { rememberDevice } from "~/modules/auth/known-device.server";
import { clearPendingEmail, readPendingEmail, setPendingEmail } from "~/modules/auth/pending-email.server";
import { readFormData, isFormBodyRejection } from "~/modules/forms/request-body.server";
import { endOtherSessions, type SessionUser } from "~/modules/auth/session.server";
import { formResponse, honeypotResponse, rateLimitedResponse } from "~/modules/security/responses.server";
import { clientAddress, consume, consumeForAddress } from "~/modules/security/rate-limit.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { CODE_MAIL_UNAVAILABLE, codesCanBeSent } from "~/modules/mail/mail.server";
import { resendSignupCode, verifyEmailCode } from "./email-verification.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { saveAvatar, updateOwnProfile } from "./profile.server";
import { isSignupRole } from "./roles";
import {
  AVATAR_MAX_BYTES,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchemas,
  verifySchema,
} from "./schemas";
import { signUp, signupNotice } from "./signup.server";
import { logger } from "~/utils/log.server";

/**
 * A form whose code cannot be e-mailed (a production deployment without a mail provider, issue 34): 503 with the
 * message, before anything is saved or a rate-limit point is spent.
 */
function codeMailUnavailable(title: string) {
  return codesCanBeSent()
    ? null
    : formResponse({ formErrorTitle: title, formError: CODE_MAIL_UNAVAILABLE.description }, 503);
}

export async function signupAction(request: Request, context?: unknown) {
  const form = await readFormData(request);
  const trap = honeypotResponse(form);
  if (trap) return trap;
  const noMail = codeMailUnavailable("Sign Up Unavailable");
  if (noMail) return noMail;
  const role = form.get("role");
  if (!isSignupRole(role)) return formResponse({ formError: "Please choose Buyer, Expert or Brand." }, 400);
  const submission = parseWithZod(form, { schema: signupSchemas[role] });
  if (submission.status !== "success") {
    return formResponse({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  }
  try {
    await consumeForAddress("signup", clientAddress(request, context));
  } catch (error) {
    return rateLimitedResponse(error, "Sign Up Failed");
  }
  // The same answer whether the address was free or taken (the owner of a taken one is told by e-mail).
  const result = await signUp(submission.value);
  const headers = new Headers({ "Set-Cookie": await setPendingEmail("verify", result.email) });
  return redirectWithToast("/verify-otp", signupNotice(role), { headers });
}

export async function verifyAction(request: Request) {
  const form = await readFormData(request);
  const trap = honeypotResponse(form);
  if (trap) return trap;
  const email = await readPendingEmail(request, "verify");
  if (!email) return formResponse({ formError: "No email provided. Please sign up again." }, 400);

  if (form.get("intent") === "resend") {
    const noMail = codeMailUnavailable("Resend Failed");
    if (noMail) return noMail;
    try {
      await consume("resend", email);
    } catch (error) {
      return rateLimitedResponse(error, "Resend Failed");
    }
    const resent = await resendSignupCode(email);
    if (!resent.ok)
      return formResponse(
        { formErrorTitle: "Resend Failed", formError: resent.message },
        resent.unavailable ? 503 : resent.waitSeconds ? 429 : 400,
      );
    return redirectWithToast("/verify-otp", {
      title: "✉️ Code Resent",
      description: "A new verification code has been sent to your email.",
    });
  }

  const submission = parseWithZod(form, { schema: verifySchema });
  if (submission.status !== "success") return formResponse({ result: submission.reply() }, 400);
  try {
    await consume("verify", email);
  } catch (error) {
    return rateLimitedResponse(error, "Verification Failed");
  }
  const verified = await verifyEmailCode(email, submission.value.code);
  if (!verified.ok) {
    return formResponse(
      {
        result: submission.reply({ resetForm: true }),
        formErrorTitle: "Verification Failed",
        formError: verified.message,
      },
      400,
    );
  }
  const headers = new Headers({ "Set-Cookie": await clearPendingEmail("verify") });
  return redirectWithToast(
    "/login",
    { title: "✅ Account Verified!", description: "You can now log in." },
    { headers },
  );
}

export const FORGOT_NOTICE = {
  title: "Check your email",
  description: "If an account exists for that email, we've sent a 6-digit code to reset your password.",
};

export async function forgotPasswordAction(request: Request, context?: unknown) {
  const form = await readFormData(request);
  const trap = honeypotResponse(form);
  if (trap) return trap;
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return formResponse({ result: submission.reply() }, 400);
  const { email } = submission.value;
  const noMail = codeMailUnavailable("Reset Unavailable");
  if (noMail) return noMail;
  try {
    await consumeForAddress("forgot", clientAddress(request, context));
    await consume("forgot", `email:${email}`);
  } catch (error) {
    return rateLimitedResponse(error);
  }
  await requestPasswordReset(email);
  const headers = new Headers({ "Set-Cookie": await setPendingEmail("reset", email) });
  return redirectWithToast("/reset-password", FORGOT_NOTICE, { headers });
}

export async function resetPasswordAction(request: Request) {
  const form = await readFormData(request);
  const trap = honeypotResponse(form);
  if (trap) return trap;
  const email = await readPendingEmail(request, "reset");
  if (!email) return formResponse({ formError: "No email provided. Please request a new code." }, 400);
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return formResponse({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, 400);
  }
  try {
    await consume("reset", email);
  } catch (error) {
    return rateLimitedResponse(error);
  }
  const result = await resetPassword(email, submission.value.code, submission.value.password);
  if (!result.ok) {
    return formResponse(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        formErrorTitle: "Reset Failed",
        formError: result.message,
      },
      400,
    );
  }
  const headers = new Headers({ "Set-Cookie": await clearPendingEmail("reset") });
  // The e-mailed code proved the address: this browser becomes a known device of the account, so its next login
  // is not refused by the limits a stranger may have spent (ADR 047).
  headers.append("Set-Cookie", await rememberDevice(request, email));
  return redirectWithToast(
    "/login",
    { title: "Password updated", description: "You can now log in with your new password." },
    { headers },
  );
}

/** /profile: a multipart body is an avatar upload; a url-encoded one is the profile form or a session action. */
export async function profileAction(request: Request, user: SessionUser) {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.startsWith("multipart/form-data")) return avatarAction(request, user);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "signout-others") {
    const count = await endOtherSessions(user);
    return redirectWithToast("/profile", {
      title: "Signed out everywhere else",
      description: `${count} other ${count === 1 ? "session was" : "sessions were"} ended.`,
    });
  }
  if (intent !== "update") return formResponse({ formError: "Unknown action." }, 400);
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") {
    return formResponse(
      {
        result: submission.reply(),
        formErrorTitle: "Error updating profile",
        formError: "Please correct the highlighted fields.",
      },
      400,
    );
  }
  try {
    await updateOwnProfile(user.id, submission.value);
  } catch (error) {
    logger().error({ err: error }, "[profile] update failed");
    return formResponse(
      {
        result: submission.reply(),
        formErrorTitle: "Error updating profile",
        formError: "Your changes could not be saved. Please try again.",
      },
      500,
    );
  }
  return redirectWithToast("/profile", { title: "Profile Updated!", description: "Your changes have been saved." });
}

async function avatarAction(request: Request, user: SessionUser) {
  const fail = (message: string, status = 400) =>
    formResponse({ formErrorTitle: "Error uploading avatar", formError: message, result: undefined }, status);
  let form: FormData;
  try {
    // The image plus the multipart envelope.
    form = await readFormData(request, { maxBytes: AVATAR_MAX_BYTES + 16 * 1024 });
  } catch (thrown) {
    if (isFormBodyRejection(thrown, 413)) return fail("The image must be 2 MB or smaller.", 413);
    if (isFormBodyRejection(thrown, 400)) return fail("The upload could not be read. Please try again.");
    throw thrown;
  }
  const file = form.get("avatar");
  if (file instanceof File && file.size > AVATAR_MAX_BYTES) return fail("The image must be 2 MB or smaller.", 413);
  const result = await saveAvatar(user.id, file instanceof File ? file : null);
  if (!result.ok) return fail(result.message);
  return redirectWithToast("/profile", { title: "Avatar updated successfully!" });
}
