// Admin › Manage Users: counts by status, search and filters in the URL, the users table with approve / reject /
// resend / delete (a confirmation page first), and one user's details. Plain forms, JavaScript or not.
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { inputClass, secondaryButtonClass } from "~/components/auth/fields";
import { DefinitionList, EmptyState, Panel, StatCard } from "~/components/dashboard/DashboardShell";
import { StatusBadge } from "~/components/dashboard/StatusBadge";
import { PROFILE_STATUSES, ROLES, roleLabel } from "~/modules/accounts/roles";
import type { AdminView } from "~/modules/admin/admin.server";
import { formatDateTime } from "~/modules/admin/format";
import { AdminTable } from "./AdminList";

export function UsersSection({
  users,
  filters,
  selected,
  confirmDelete,
  adminId,
  timeZone,
}: {
  users: NonNullable<AdminView["users"]>;
  filters: AdminView["filters"];
  selected: AdminView["selected"];
  confirmDelete: AdminView["confirmDelete"];
  adminId: string;
  timeZone: string | null;
}) {
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
  const counts = users.counts;
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
        Showing {users.shown} of {users.matching} matching users
      </p>

      <AdminTable
        className="mt-3"
        minWidth="min-w-[720px]"
        spacious
        rows={users.users}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ "data-testid": "user-row", "data-email": u.user.email })}
        empty="No users match these filters."
        columns={[
          {
            header: "Name",
            className: "font-medium",
            cell: (u) => (
              <Link to={withParam("user", u.id)} className="text-brand-700 underline dark:text-brand-100">
                {u.fullName}
              </Link>
            ),
          },
          { header: "Email", cell: (u) => u.user.email },
          { header: "Role", className: "capitalize", cell: (u) => roleLabel(u.role) },
          { header: "Status", cell: (u) => <StatusBadge status={u.status} /> },
          { header: "Verified", cell: (u) => (u.user.emailVerifiedAt ? "Yes" : "No") },
          {
            header: "Actions",
            cell: (u) => (
              <UserActions
                userId={u.id}
                name={u.fullName}
                status={u.status}
                verified={Boolean(u.user.emailVerifiedAt)}
                self={u.id === adminId}
                deleteHref={withParam("confirmDelete", u.id)}
                busy={busy}
              />
            ),
          },
        ]}
      />

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

const small = "rounded-md px-2.5 py-1 text-xs font-semibold disabled:opacity-60";

/** One action on one user: a form posting `intent` and the user's id back to this page (its filters kept). */
function UserButton({
  userId,
  intent,
  label,
  busy,
  className,
  children,
}: {
  userId: string;
  intent: string;
  label: string;
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`${small} ${className}`}
        aria-label={label}
      >
        {children}
      </button>
    </Form>
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
  return (
    <div className="flex flex-wrap gap-2">
      {status === "pending" ? (
        <>
          <UserButton
            userId={userId}
            intent="approve"
            label={`Approve ${name}`}
            busy={busy}
            className="bg-emerald-700 text-white hover:bg-emerald-800"
          >
            Approve
          </UserButton>
          <UserButton
            userId={userId}
            intent="reject"
            label={`Reject ${name}`}
            busy={busy}
            className="bg-red-700 text-white hover:bg-red-800"
          >
            Reject
          </UserButton>
        </>
      ) : null}
      {!verified ? (
        <UserButton
          userId={userId}
          intent="resend"
          label={`Resend verification to ${name}`}
          busy={busy}
          className="border border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100"
        >
          Resend Verification
        </UserButton>
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
