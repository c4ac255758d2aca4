import { env } from "~/utils/env.server";

/** The public origin of the app: APP_ORIGIN when configured, else the request's own origin. */
export function appOrigin(request: Request): string {
  const configured = env().APP_ORIGIN;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, "");
}
