// Admin › Organisations (issue 36): search, member counts, status; suspend with a reason (shown to the
// organisation's members) or reinstate.
import { Form, useActionData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { lastResultFor } from "~/modules/admin/section-forms";
import type { getOrganisationsSection } from "~/modules/admin/organisations.server";
import { formatOrderDate } from "~/modules/orders/orders";
import {
  dangerButton,
  HiddenFields,
  InlineError,
  neutralButton,
  Pager,
  sectionHref,
  smallInput,
  StateBadge,
} from "./AdminBits";
import { AdminTable } from "./AdminList";

type Data = Awaited<ReturnType<typeof getOrganisationsSection>>;
type Row = Data["rows"][number];

function SuspendForm({ row, q }: { row: Row; q: string }) {
  const actionData = useActionData();
  const result = lastResultFor(actionData, "organisations", `suspend-${row.id}`);
  const error = result?.error?.reason?.[0];
  const id = `suspend-${row.id}-reason`;
  if (row.suspendedAt)
    return (
      <Form method="post" action={sectionHref("organisations", { q })} preventScrollReset>
        <HiddenFields fields={{ intent: "reinstate", organisationId: row.id, q }} />
        <button type="submit" className={neutralButton}>
          Reinstate
        </button>
      </Form>
    );
  return (
    <Form method="post" action={sectionHref("organisations", { q })} preventScrollReset className="min-w-56">
      <HiddenFields fields={{ intent: "suspend", organisationId: row.id, q }} />
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        Reason (shown to its members)
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="reason"
          className={smallInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={dangerButton}>
          Suspend
        </button>
      </div>
      <InlineError id={`${id}-error`} message={error} />
    </Form>
  );
}

export function OrganisationsSection({ data, timeZone }: { data: Data; timeZone: string | null }) {
  return (
    <Panel title="Organisations">
      <Form method="get" action="/admin" className="mb-4 flex flex-wrap items-end gap-2" role="search">
        <input type="hidden" name="section" value="organisations" />
        <div>
          <label htmlFor="org-search" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
            Name, legal entity or tax id
          </label>
          <input id="org-search" name="q" type="search" defaultValue={data.query} className={smallInput} />
        </div>
        <button type="submit" className={neutralButton}>
          Search
        </button>
      </Form>
      {data.rows.length === 0 ? (
        <EmptyState>{data.query ? `No organisation matches “${data.query}”.` : "No organisations yet."}</EmptyState>
      ) : (
        <AdminTable
          rows={data.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": "admin-organisation", "data-name": row.name })}
          minWidth="min-w-[760px]"
          columns={[
            {
              header: "Organisation",
              cell: (row) => (
                <>
                  <p className="font-medium">{row.name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {[row.legalEntity, row.taxId, row.country].filter(Boolean).join(" · ")}
                  </p>
                </>
              ),
            },
            { header: "Members", cell: (row) => row.members, cellProps: { "data-testid": "member-count" } },
            { header: "Created", cell: (row) => formatOrderDate(row.createdAt, timeZone) },
            {
              header: "Status",
              cell: (row) => (
                <>
                  <StateBadge state={row.suspendedAt ? "suspended" : "active"} />
                  {row.suspendedAt ? (
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{row.suspensionReason}</p>
                  ) : null}
                </>
              ),
            },
            { header: "Action", cell: (row) => <SuspendForm row={row} q={data.query} /> },
          ]}
        />
      )}
      <div className="mt-4">
        <Pager
          page={data.page}
          hasNext={data.hasNext}
          href={(page) => sectionHref("organisations", { q: data.query, page: String(page) })}
          label="Organisations pages"
        />
      </div>
    </Panel>
  );
}
