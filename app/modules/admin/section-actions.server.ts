// POSTs of the admin sections built after Manage Users: each section registers one handler here, picked by the
// `section` in the admin URL (`<Form method="post" action="/admin?section=…">`). The admin guard runs before
// (actions.server.ts); each handler parses its own intents and answers with a redirect and a toast, or with its
// form's field messages (status 400), which the section re-renders with and without JavaScript.
import type { SessionUser } from "~/modules/auth/session.server";
import { brandsAction } from "./brands.server";
import { communityAction } from "./community.server";
import { demosAction } from "./events.server";
import { panelsAction } from "./panels.server";
import { organisationsAction } from "./organisations.server";
import { settingsAction } from "./settings.server";
import { termsSectionAction } from "~/modules/terms/admin-terms.server";
import { requestUrl } from "~/utils/request-url";

export type SectionActionHandler = (request: Request, admin: SessionUser) => Promise<unknown>;

const SECTION_ACTIONS: Record<string, SectionActionHandler> = {
  settings: settingsAction,
  community: communityAction,
  demos: demosAction,
  brands: brandsAction,
  organisations: organisationsAction,
  terms: termsSectionAction,
  // Only the panels part posts here; the product review posts to /admin/products.
  products: panelsAction,
};

/** The handler of the section the request posts to, or null (Manage Users' intents are handled by adminAction). */
export function sectionActionFor(request: Request): SectionActionHandler | null {
  const section = requestUrl(request).searchParams.get("section") ?? "";
  return Object.hasOwn(SECTION_ACTIONS, section) ? SECTION_ACTIONS[section]! : null;
}
