// Admin › Manage Products & Panels, the panels part: edit a panel, hide it (with a reason) or show it again, and
// remove members. Plain forms to /admin?section=products; refused input comes back next to its field.
import { Form, Link, useActionData } from "react-router";
import { Panel } from "~/components/dashboard/DashboardShell";
import { formatDateTime } from "~/modules/admin/format";
import type { PanelsAdminData } from "~/modules/admin/panels.server";
import { lastResultFor } from "~/modules/admin/section-forms";
import { PANEL_CATEGORIES } from "~/modules/panels/panels";
import {
  ActionButton,
  dangerButton,
  HiddenFields,
  InlineError,
  neutralButton,
  Pager,
  primaryButton,
  smallInput,
  StateBadge,
} from "./AdminBits";

const firstError = (errors: Record<string, string[] | null> | undefined, field: string) =>
  errors?.[field]?.[0] ?? undefined;

function panelHref(data: PanelsAdminData, query: Record<string, string | number | null>) {
  const params = new URLSearchParams({ section: "products" });
  if (data.page > 1) params.set("panelPage", String(data.page));
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value));
  return `/admin?${params}`;
}

export function PanelsAdmin({ data, timeZone }: { data: PanelsAdminData; timeZone: string | null }) {
  const actionData = useActionData();
  const page = data.page > 1 ? String(data.page) : null;
  return (
    <Panel title="Panels">
      {data.panels.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No panels yet.</p>
      ) : (
        <ul className="space-y-4" data-testid="admin-panels">
          {data.panels.map((panel) => {
            const edit = lastResultFor(actionData, "products", `panel-${panel.id}`);
            const hide = lastResultFor(actionData, "products", `panel-hide-${panel.id}`);
            const values = (edit?.initialValue ?? {}) as Record<string, string | undefined>;
            const open = data.openPanelId === panel.id;
            const errorId = (field: string) => `panel-${panel.id}-${field}-error`;
            return (
              <li
                key={panel.id}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                data-testid="admin-panel"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <StateBadge state={panel.hiddenAt ? "hidden" : "visible"} />
                  <h3 className="font-semibold">{panel.name}</h3>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {panel.categoryLabel} · {(panel.seededMembers + panel.memberships).toLocaleString("en-US")} members
                    ({panel.memberships} on LabMarket)
                  </span>
                </div>
                {panel.hiddenAt ? (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    Hidden {formatDateTime(panel.hiddenAt, timeZone)}: {panel.hiddenReason}
                  </p>
                ) : null}
                <details className="mt-3" open={Boolean(edit)}>
                  <summary className="cursor-pointer text-sm font-medium text-brand-700 underline dark:text-brand-100">
                    Edit
                  </summary>
                  <Form method="post" action="/admin?section=products" className="mt-2 grid gap-3 sm:grid-cols-2">
                    <HiddenFields fields={{ panelId: panel.id, panelPage: page }} />
                    <label className="text-sm">
                      Name
                      <input
                        name="name"
                        defaultValue={values.name ?? panel.name}
                        className={smallInput}
                        maxLength={120}
                        required
                        aria-invalid={firstError(edit?.error, "name") ? true : undefined}
                        aria-describedby={errorId("name")}
                      />
                      <InlineError id={errorId("name")} message={firstError(edit?.error, "name")} />
                    </label>
                    <label className="text-sm">
                      Category
                      <select
                        name="category"
                        defaultValue={values.category ?? panel.category}
                        className={smallInput}
                        aria-invalid={firstError(edit?.error, "category") ? true : undefined}
                        aria-describedby={errorId("category")}
                      >
                        {PANEL_CATEGORIES.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                      <InlineError id={errorId("category")} message={firstError(edit?.error, "category")} />
                    </label>
                    <label className="text-sm sm:col-span-2">
                      Description
                      <textarea
                        name="description"
                        rows={3}
                        maxLength={500}
                        defaultValue={values.description ?? panel.description}
                        className={smallInput}
                        aria-invalid={firstError(edit?.error, "description") ? true : undefined}
                        aria-describedby={errorId("description")}
                      />
                      <InlineError id={errorId("description")} message={firstError(edit?.error, "description")} />
                    </label>
                    <div>
                      <button type="submit" name="intent" value="panel.update" className={primaryButton}>
                        Save panel
                      </button>
                    </div>
                  </Form>
                </details>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  {panel.hiddenAt ? (
                    <ActionButton
                      section="products"
                      intent="panel.show"
                      fields={{ panelId: panel.id, panelPage: page }}
                    >
                      Show again
                    </ActionButton>
                  ) : (
                    <Form method="post" action="/admin?section=products" className="flex flex-wrap items-end gap-2">
                      <HiddenFields fields={{ panelId: panel.id, panelPage: page }} />
                      <label className="text-xs">
                        Hide — reason (kept in the audit log)
                        <input
                          name="reason"
                          maxLength={300}
                          className={smallInput}
                          aria-invalid={firstError(hide?.error, "reason") ? true : undefined}
                          aria-describedby={errorId("reason")}
                        />
                        <InlineError id={errorId("reason")} message={firstError(hide?.error, "reason")} />
                      </label>
                      <button type="submit" name="intent" value="panel.hide" className={dangerButton}>
                        Hide
                      </button>
                    </Form>
                  )}
                  <Link
                    to={open ? panelHref(data, {}) : panelHref(data, { panel: panel.id })}
                    preventScrollReset
                    className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
                  >
                    {open ? "Close members" : "Members"}
                  </Link>
                </div>
                {open ? (
                  data.members.length === 0 ? (
                    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No LabMarket members yet.</p>
                  ) : (
                    <ul
                      className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800"
                      data-testid="panel-members"
                    >
                      {data.members.map((member) => (
                        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                          <span>
                            {member.name} <span className="text-slate-600 dark:text-slate-400">· {member.email}</span>
                          </span>
                          <ActionButton
                            section="products"
                            intent="panel.removeMember"
                            fields={{ panelId: panel.id, userId: member.userId, panelPage: page }}
                            className={neutralButton}
                            label={`Remove ${member.name} from ${panel.name}`}
                          >
                            Remove
                          </ActionButton>
                        </li>
                      ))}
                    </ul>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={data.page}
        hasNext={data.hasNext}
        href={(p) => `/admin?section=products&panelPage=${p}`}
        label="Panels pages"
      />
    </Panel>
  );
}
