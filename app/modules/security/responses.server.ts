import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { honeypotTripped } from "./honeypot";
import { RateLimitedError } from "./rate-limit.server";

/** What every account form's action returns when it does not redirect. */
export type FormActionData = {
  result?: SubmissionResult<string[]>;
  /** A message for the whole form, with an optional title (spec §8 texts). */
  formError?: string;
  formErrorTitle?: string;
  rateLimited?: boolean;
};

export function formResponse(body: FormActionData, status = 400, headers?: HeadersInit) {
  return data<FormActionData>(body, { status, headers });
}

/** A filled honeypot: a bare 400 with no hint for the bot about why. */
export function honeypotResponse(form: FormData) {
  return honeypotTripped(form) ? formResponse({ formError: "Your submission could not be processed." }, 400) : null;
}

/** A RateLimitedError becomes a 429 with the wait in words next to the form; anything else is rethrown. */
export function rateLimitedResponse(error: unknown, title?: string) {
  if (error instanceof RateLimitedError) {
    return formResponse({ formError: error.message, formErrorTitle: title, rateLimited: true }, 429, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
  throw error;
}
