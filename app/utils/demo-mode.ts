/**
 * Demo mode (demo accounts, quick login, /dev/mailbox): on with the embedded database, off with a real
 * DATABASE_URL unless DEMO_MODE=1. Pure, so the seed script and the app read it the same way.
 */
export function demoModeFrom(vars: { DEMO_MODE?: string; EMBEDDED_DB?: string } | Record<string, string | undefined>): boolean {
  const flag = vars.DEMO_MODE?.toLowerCase();
  if (flag === "1" || flag === "true") return true;
  if (flag === "0" || flag === "false") return false;
  return vars.EMBEDDED_DB === "1";
}
