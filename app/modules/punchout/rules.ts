// Punchout rules that need no database (ADR 065): where a cart may be returned to, whether an ordered price is close
// enough to ours, how long the start page and a session live, what UNSPSC class a product carries.

/** The StartPage URL works once, within this time of the setup response (cXML suggests minutes). */
export const START_TOKEN_MINUTES = 5;
/** A punchout shopping session ends by itself after this long. */
export const SESSION_HOURS = 8;
/** Operations a PunchOutSetupRequest may ask for. */
export const SETUP_OPERATIONS = ["create", "edit", "inspect"] as const;
/** A shared secret or OCI password shorter than this is refused on the settings page. */
export const SECRET_MIN_LENGTH = 16;

/**
 * Whether the cart may be posted to `url`: https, or http on a loopback host (local test systems); when the
 * connection lists hosts, the URL's host must be one of them.
 */
export function returnUrlAllowed(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const loopback = parsed.hostname === "localhost" || parsed.hostname === "127.0.0.1" || parsed.hostname === "[::1]";
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopback)) return false;
  if (parsed.username || parsed.password) return false;
  if (allowedHosts.length === 0) return true;
  return allowedHosts.some((host) => host.toLowerCase() === parsed.host.toLowerCase());
}

/** An ordered unit price is accepted when it is at most `tolerancePercent` away from the catalogue price. */
export function priceWithinTolerance(orderedCents: number, catalogueCents: number, tolerancePercent: number): boolean {
  return Math.abs(orderedCents - catalogueCents) * 100 <= catalogueCents * tolerancePercent;
}

/** UNSPSC classes of our categories (segment 41: laboratory equipment; 4112: lab supplies). */
const UNSPSC_BY_CATEGORY: Record<string, string> = {
  bioreactors: "41104500",
  "freeze-drying": "41103000",
  consumables: "41120000",
  analytics: "41115700",
  "analytical-instruments": "41115700",
};

export function unspscFor(categoryId: string | null): string {
  return (categoryId && UNSPSC_BY_CATEGORY[categoryId]) || "41000000";
}

/** Hosts as typed on the settings page ("a.example, b.example:8443") → a clean list. */
export function parseReturnHosts(text: string): string[] | null {
  const hosts = text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.every((host) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) ? [...new Set(hosts)] : null;
}

/** Who we are in cXML: the To credential a buyer's system addresses us with, and the From of what we send back. */
export const SUPPLIER_CREDENTIAL = { domain: "NetworkID", identity: "LabMarket" } as const;
