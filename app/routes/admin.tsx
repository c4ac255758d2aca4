import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { DefinitionList, EmptyState, Panel, StatCard } from "~/components/dashboard/DashboardShell";
import { StatusBadge } from "~/components/dashboard/StatusBadge";
import { inputClass, secondaryButtonClass } from "~/components/auth/fields";
import { PROFILE_STATUSES, ROLES, roleLabel } from "~/modules/accounts/roles";
import { adminAction } from "~/modules/admin/actions.server";
import { InquiryList } from "~/components/inquiries/InquiryList";
import { ADMIN_SECTIONS } from "~/modules/admin/admin-users";
import { INQUIRY_SCOPES } from "~/modules/inquiries/inquiries";
import { getAdminView } from "~/modules/admin/admin.server";
import { formatDateTime } from "~/modules/admin/format";
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
import { OrdersPanel } from "~/components/admin/OrdersPanel";
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

type View = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Admin() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row">
      <aside className="lg:w-64 lg:shrink-0">
        <nav aria-label="Admin sections" className="rounded-2xl border border-slate-200 p-3 dark:border-slate-700">
          <ul className="space-y-1">
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/admin?section=${s.id}`}
                  aria-current={view.section === s.id ? "page" : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${
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
          <Form method="post" action="/logout" className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
            <button type="submit" className={`${secondaryButtonClass} w-full`}>
              Sign Out
            </button>
          </Form>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        {view.section === "overview" ? (
          <Overview view={view} />
        ) : view.section === "users" ? (
          <Users view={view} />
        ) : view.section === "requests" ? (
          <Requests view={view} />
        ) : view.sections.settings ? (
          <SettingsSection data={view.sections.settings} timeZone={view.timeZone} />
        ) : view.sections.community ? (
          <CommunitySection data={view.sections.community} timeZone={view.timeZone} />
        ) : view.sections.demos ? (
          <DemosSection data={view.sections.demos} />
        ) : view.sections.brands ? (
          <BrandsSection data={view.sections.brands} />
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

function Overview({ view }: { view: View }) {
  const c = view.counts!;
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Dashboard Overview</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-counts">
        <StatCard label="Total profiles" value={c.profiles} testId="count-profiles" />
        <StatCard label="Brands" value={c.brands} testId="count-brands" />
        <StatCard label="Pending approvals" value={c.pending} testId="count-pending" />
        <StatCard label="Products with a video" value={c.productsWithVideo} testId="count-products" />
        <StatCard label="Demos" value={c.demos} testId="count-demos" />
        <StatCard label="Requests" value={c.requests} testId="count-requests" />
      </div>
      <Panel title="Recent admin activity">
        {view.audit!.length === 0 ? (
          <EmptyState>No admin actions recorded yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {view.audit!.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                <span className="font-medium">{entry.actor?.email ?? "deleted admin"}</span> ·{" "}
                {entry.action.replace(".", " ").replace("_", " ")} ·{" "}
                {(entry.details as { email?: string } | null)?.email ?? entry.targetId} ·{" "}
                <span className="text-slate-600 dark:text-slate-400">
                  {formatDateTime(entry.createdAt, view.timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

function Requests({ view }: { view: View }) {
  const { scope, inquiries, openInquiries, openQuotes } = view.requests!;
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Requests & Orders</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="New inquiries routed to admins" value={openInquiries} testId="count-open-inquiries" />
        <StatCard label="Quote requests awaiting an answer" value={openQuotes} testId="count-open-quotes" />
      </div>
      {view.sections.orders ? <OrdersPanel data={view.sections.orders} timeZone={view.timeZone} /> : null}
      <Panel
        title="Contact inquiries"
        action={
          <Link
            to="/brand/inbox?tab=quotes"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
          >
            Open the quote inbox
          </Link>
        }
      >
        <nav aria-label="Inquiry scope" className="flex flex-wrap gap-2">
          {INQUIRY_SCOPES.map((s) => (
            <Link
              key={s.id}
              to={`/admin?section=requests&scope=${s.id}`}
              aria-current={scope === s.id ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                scope === s.id
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {s.label}
            </Link>
          ))}
        </nav>
        {inquiries.length === 0 ? (
          <div className="mt-4">
            <EmptyState>{scope === "all" ? "No inquiries yet." : "No inquiries routed to admins yet."}</EmptyState>
          </div>
        ) : (
          <InquiryList
            inquiries={inquiries}
            redirectTo={`/admin?section=requests&scope=${scope}`}
            showBrand
            timeZone={view.timeZone}
          />
        )}
      </Panel>
    </>
  );
}

function Users({ view }: { view: View }) {
  const { users, filters, selected, confirmDelete, timeZone } = view;
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const params = new URLSearchParams(location.search);
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete("confirmDelete");
    if (value === null) next.delete(key);
    else next.set(key, value);
    return `/admin?${next}`;
  };
  const counts = users!.counts;
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Manage Users</h2>
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <StatCard label="All users" value={counts.total} testId="users-total" />
        <StatCard label="Pending" value={counts.pending} testId="users-pending" />
        <StatCard label="Approved" value={counts.approved} testId="users-approved" />
        <StatCard label="Rejected" value={counts.rejected} testId="users-rejected" />
      </div>

      {confirmDelete ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950"
        >
          <h3 id="confirm-delete-title" className="text-lg font-semibold text-red-900 dark:text-red-100">
            Delete {confirmDelete.fullName}?
          </h3>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">
            This permanently removes {confirmDelete.user.email} ({roleLabel(confirmDelete.role)}), their profile,
            sessions, avatar and carts. This cannot be undone.
          </p>
          <div className="mt-4 flex gap-3">
            <Form method="post">
              <input type="hidden" name="userId" value={confirmDelete.id} />
              <button
                type="submit"
                name="intent"
                value="delete"
                disabled={busy}
                className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                Yes, delete user
              </button>
            </Form>
            <Link to={withParam("confirmDelete", null)} className={secondaryButtonClass}>
              Cancel
            </Link>
          </div>
        </section>
      ) : null}

      <Form method="get" action="/admin" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]" role="search">
        <input type="hidden" name="section" value="users" />
        <div>
          <label htmlFor="user-search" className="sr-only">
            Search users by name, company or email
          </label>
          <input
            id="user-search"
            type="search"
            name="q"
            defaultValue={filters?.q ?? ""}
            maxLength={100}
            placeholder="Search name, company or email"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="role-filter" className="sr-only">
            Role
          </label>
          <select id="role-filter" name="role" defaultValue={filters?.role ?? ""} className={inputClass}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status-filter" className="sr-only">
            Status
          </label>
          <select id="status-filter" name="status" defaultValue={filters?.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {PROFILE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="mt-1 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Filter
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="users-shown">
        Showing {users!.shown} of {users!.matching} matching users
      </p>

      <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Email
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Verified
              </th>
              <th scope="col" className="px-4 py-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {users!.users.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-slate-700 dark:text-slate-300">
                  No users match these filters.
                </td>
              </tr>
            ) : (
              users!.users.map((u) => (
                <tr key={u.id} data-testid="user-row" data-email={u.user.email}>
                  <td className="px-4 py-3 font-medium">
                    <Link to={withParam("user", u.id)} className="text-brand-700 underline dark:text-brand-100">
                      {u.fullName}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{u.user.email}</td>
                  <td className="px-4 py-3 capitalize">{roleLabel(u.role)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={u.status} />
                  </td>
                  <td className="px-4 py-3">{u.user.emailVerifiedAt ? "Yes" : "No"}</td>
                  <td className="px-4 py-3">
                    <UserActions
                      userId={u.id}
                      name={u.fullName}
                      status={u.status}
                      verified={Boolean(u.user.emailVerifiedAt)}
                      self={u.id === view.adminId}
                      deleteHref={withParam("confirmDelete", u.id)}
                      busy={busy}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {selected ? (
        <Panel
          title={`User details: ${selected.fullName}`}
          action={
            <Link
              to={withParam("user", null)}
              className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
            >
              Close details
            </Link>
          }
        >
          <div data-testid="user-details">
            <DefinitionList
              items={[
                { label: "Full name", value: selected.fullName },
                { label: "Email", value: selected.user.email },
                { label: "Role", value: <span className="capitalize">{roleLabel(selected.role)}</span> },
                { label: "Status", value: <StatusBadge status={selected.status} /> },
                {
                  label: "Verified",
                  value: selected.user.emailVerifiedAt
                    ? `Yes (${formatDateTime(selected.user.emailVerifiedAt, timeZone)})`
                    : "No",
                },
                { label: "Signup date", value: formatDateTime(selected.user.createdAt, timeZone) },
                { label: "Company", value: selected.companyName },
                { label: "Job title", value: selected.jobTitle },
                { label: "Phone", value: selected.phoneNumber },
                { label: "Country", value: selected.country },
                { label: "Company website", value: selected.companyWebsite },
                { label: "Products to showcase", value: selected.productsToShowcase },
                {
                  label: "Preferred demo date",
                  value: selected.preferredDemoDate ? formatDateTime(selected.preferredDemoDate, null) : null,
                },
                { label: "Expertise summary", value: selected.expertiseSummary },
                { label: "Topics", value: selected.topics.join(", ") },
                { label: "LinkedIn", value: selected.socialLinkedin },
                { label: "YouTube", value: selected.socialYoutube },
                { label: "Instagram", value: selected.socialInstagram },
                { label: "Portfolio", value: selected.portfolioUrl },
                { label: "Bio", value: selected.bio },
                { label: "Interests", value: selected.interests.join(", ") },
              ]}
            />
          </div>
        </Panel>
      ) : params.get("user") ? (
        <Panel title="User details">
          <EmptyState>This user no longer exists.</EmptyState>
        </Panel>
      ) : null}
    </>
  );
}

function UserActions({
  userId,
  name,
  status,
  verified,
  self,
  deleteHref,
  busy,
}: {
  userId: string;
  name: string;
  status: string;
  verified: boolean;
  self: boolean;
  deleteHref: string;
  busy: boolean;
}) {
  const small = "rounded-md px-2.5 py-1 text-xs font-semibold disabled:opacity-60";
  return (
    <div className="flex flex-wrap gap-2">
      {status === "pending" ? (
        <>
          <Form method="post">
            <input type="hidden" name="userId" value={userId} />
            <button
              type="submit"
              name="intent"
              value="approve"
              disabled={busy}
              className={`${small} bg-emerald-700 text-white hover:bg-emerald-800`}
              aria-label={`Approve ${name}`}
            >
              Approve
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="userId" value={userId} />
            <button
              type="submit"
              name="intent"
              value="reject"
              disabled={busy}
              className={`${small} bg-red-700 text-white hover:bg-red-800`}
              aria-label={`Reject ${name}`}
            >
              Reject
            </button>
          </Form>
        </>
      ) : null}
      {!verified ? (
        <Form method="post">
          <input type="hidden" name="userId" value={userId} />
          <button
            type="submit"
            name="intent"
            value="resend"
            disabled={busy}
            className={`${small} border border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100`}
            aria-label={`Resend verification to ${name}`}
          >
            Resend Verification
          </button>
        </Form>
      ) : null}
      {!self ? (
        <Link
          to={deleteHref}
          className={`${small} border border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200`}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Link>
      ) : null}
    </div>
  );
}
