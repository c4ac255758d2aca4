import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { adminAction } from "~/modules/admin/actions.server";
import { ADMIN_SECTIONS } from "~/modules/admin/admin-users";
import { getAdminView } from "~/modules/admin/admin.server";
import { requireRole } from "~/modules/auth/session.server";
import { readTimeZone } from "~/utils/cookies.server";
import { loadAdminSections } from "~/modules/admin/sections.server";
import { SettingsSection } from "~/components/admin/SettingsSection";
import { CommunitySection } from "~/components/admin/CommunitySection";
import { DemosSection } from "~/components/admin/DemosSection";
import { BrandsSection } from "~/components/admin/BrandsSection";
import { ProductsSection } from "~/components/admin/ProductsSection";
import { PanelsAdmin } from "~/components/admin/PanelsAdmin";
import { ReportsSection } from "~/components/admin/ReportsSection";
import { OverviewSection } from "~/components/admin/OverviewSection";
import { RequestsSection } from "~/components/admin/RequestsSection";
import { TermsSection } from "~/components/admin/TermsSection";
import { UsersSection } from "~/components/admin/UsersSection";
import { OrganisationsSection } from "~/components/admin/OrganisationsSection";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Admin Dashboard | LabMarket" },
  { name: "description", content: "LabMarket administration: overview counts, user approvals and account management." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const url = requestUrl(request);
  const view = await getAdminView(url);
  const timeZone = readTimeZone(request);
  const sections = await loadAdminSections(view.section, url, timeZone, admin);
  return { ...view, sections, adminId: admin.id, timeZone };
}

export async function action({ request }: ActionFunctionArgs) {
  return adminAction(request);
}

export default function Admin() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-6 lg:py-10">
      {/* Below lg the menu is one row that scrolls sideways (with an edge cue), so the section shows on the first screen
          of a phone instead of nine stacked links; the header keeps Sign Out there. */}
      <aside className="lg:w-64 lg:shrink-0">
        <nav
          aria-label="Admin sections"
          className="border-b border-slate-200 lg:rounded-2xl lg:border lg:p-3 dark:border-slate-700"
        >
          <ul className="scroll-cue -mb-px flex gap-1 overflow-x-auto pb-2 lg:block lg:space-y-1 lg:overflow-visible lg:bg-none lg:pb-0">
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.id} className="shrink-0">
                <Link
                  to={`/admin?section=${s.id}`}
                  aria-current={view.section === s.id ? "page" : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    view.section === s.id
                      ? "bg-brand-600 text-white"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  }`}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
          <Form
            method="post"
            action="/logout"
            className="mt-3 hidden border-t border-slate-200 pt-3 lg:block dark:border-slate-700"
          >
            <button type="submit" className={`${secondaryButtonClass} w-full`}>
              Sign Out
            </button>
          </Form>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        {view.counts && view.audit ? (
          <OverviewSection counts={view.counts} audit={view.audit} timeZone={view.timeZone} />
        ) : view.users ? (
          <UsersSection
            users={view.users}
            filters={view.filters}
            selected={view.selected}
            confirmDelete={view.confirmDelete}
            adminId={view.adminId}
            timeZone={view.timeZone}
          />
        ) : view.requests ? (
          <RequestsSection requests={view.requests} orders={view.sections.orders} timeZone={view.timeZone} />
        ) : view.sections.settings ? (
          <SettingsSection data={view.sections.settings} timeZone={view.timeZone} />
        ) : view.sections.community ? (
          <CommunitySection data={view.sections.community} timeZone={view.timeZone} />
        ) : view.sections.demos ? (
          <DemosSection data={view.sections.demos} />
        ) : view.sections.brands ? (
          <BrandsSection data={view.sections.brands} />
        ) : view.sections.organisations ? (
          <OrganisationsSection data={view.sections.organisations} timeZone={view.timeZone} />
        ) : view.sections.terms ? (
          <TermsSection data={view.sections.terms} />
        ) : view.sections.reports ? (
          <ReportsSection data={view.sections.reports} />
        ) : view.sections.productReview ? (
          <>
            <ProductsSection data={view.sections.productReview} />
            {view.sections.panels ? <PanelsAdmin data={view.sections.panels} timeZone={view.timeZone} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
