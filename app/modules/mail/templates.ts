// The account e-mails: plain text plus a simple HTML body. Pure: no I/O.
import { escapeHtml } from "./escape";

export type Email = { subject: string; text: string; html: string };

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join("");
  const codeBlock = code
    ? `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${codeBlock}${body}
<p style="margin:24px 0 0;font-size:12px;color:#475569">LabMarket — the marketplace for pharma and life-sciences products.</p>
</body></html>`;
}

/**
 * The subjects of mails carrying a one-time code (the dev mailbox hides them for privileged accounts). The code
 * itself is never in a subject: subjects are stored and logged as they are, only bodies are redacted.
 */
export const ONE_TIME_CODE_SUBJECTS = [
  "Your LabMarket verification code",
  "Your LabMarket password reset code",
] as const;

export function verificationCodeEmail(code: string): Email {
  const subject = ONE_TIME_CODE_SUBJECTS[0];
  const lines = [
    "Enter this code on the verification page to confirm your e-mail address.",
    "The code is valid for 10 minutes and can be used once.",
    "If you did not sign up for LabMarket, you can ignore this e-mail.",
  ];
  return {
    subject,
    text: `Your LabMarket verification code is ${code}\n\n${lines.join("\n")}\n`,
    html: layout("Verify your e-mail", lines, code),
  };
}

export function passwordResetCodeEmail(code: string): Email {
  const lines = [
    "Someone (hopefully you) asked to reset the password of your LabMarket account.",
    "Enter this code on the reset page to choose a new password. It is valid for 10 minutes.",
    "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
  ];
  return {
    subject: ONE_TIME_CODE_SUBJECTS[1],
    text: `Your LabMarket password reset code is ${code}\n\n${lines.join("\n")}\n`,
    html: layout("Reset your password", lines, code),
  };
}

/** To the owner of an address someone just signed up with (the sign-up answer itself tells nothing). */
export function signupAttemptOnTakenAddressEmail(loginUrl: string, resetUrl: string): Email {
  const lines = [
    "Someone (perhaps you) just tried to sign up for LabMarket with this e-mail address, which already has an account.",
    "No new account was created and your account has not changed.",
    `If it was you, log in instead: ${loginUrl}`,
    `Forgot your password? Reset it here: ${resetUrl}`,
    "If it was not you, you can ignore this e-mail.",
  ];
  return {
    subject: "Sign-up attempt with your LabMarket address",
    text: lines.join("\n\n") + "\n",
    html: layout("Someone tried to sign up with your address", lines),
  };
}

export function accountApprovedEmail(fullName: string, loginUrl: string): Email {
  const lines = [
    `Hello ${fullName},`,
    "Good news: your LabMarket account has been approved by our team. You can now log in.",
    `Log in: ${loginUrl}`,
  ];
  return {
    subject: "Your LabMarket account has been approved",
    text: lines.join("\n\n") + "\n",
    html: layout("Account approved", lines),
  };
}

export function accountRejectedEmail(fullName: string): Email {
  const lines = [
    `Hello ${fullName},`,
    "Thank you for applying to LabMarket. After review, we are unable to approve your account at this time.",
    "Please contact support for more information.",
  ];
  return {
    subject: "Your LabMarket application",
    text: lines.join("\n\n") + "\n",
    html: layout("Application reviewed", lines),
  };
}

/** Any other notification: a subject, a heading and plain paragraphs, as text and in the shared HTML layout. */
export function composeEmail(subject: string, title: string, paragraphs: string[]): Email {
  return { subject, text: `${title}\n\n${paragraphs.join("\n\n")}\n`, html: layout(title, paragraphs) };
}
