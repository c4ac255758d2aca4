// The members of an organisation; its admin changes roles and removes members here, row by row (one form each).
import { Form } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import type { OrganisationPage } from "~/modules/organisations/organisations.server";
import { ORGANISATION_ROLE_LABELS, ORGANISATION_ROLES } from "~/modules/organisations/roles";

export type RowError = { userId: string; message: string } | null;

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-white";

export function MembersSection({
  members,
  viewerId,
  admin,
  rowError,
}: {
  members: OrganisationPage["members"];
  viewerId: string;
  admin: boolean;
  rowError: RowError;
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="organisation-members">
      {members.map((m) => {
        const error = rowError?.userId === m.userId ? rowError.message : null;
        const errorId = `member-${m.userId}-error`;
        return (
          <li key={m.userId} className="py-3" data-testid="organisation-member" data-email={m.email}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.fullName}
                  {m.userId === viewerId ? <span className="text-slate-600 dark:text-slate-400"> (you)</span> : null}
                </p>
                <p className="break-all text-sm text-slate-600 dark:text-slate-400">{m.email}</p>
              </div>
              {admin ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={m.userId} />
                    <label htmlFor={`role-${m.userId}`} className="sr-only">
                      Role of {m.fullName}
                    </label>
                    <select
                      id={`role-${m.userId}`}
                      name="role"
                      defaultValue={m.role}
                      className={selectClass}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    >
                      {ORGANISATION_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ORGANISATION_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5 text-sm`}>
                      Change role
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={m.userId} />
                    <button
                      type="submit"
                      className={`${secondaryButtonClass} !px-3 !py-1.5 text-sm text-red-700 dark:text-red-300`}
                      aria-label={`Remove ${m.fullName}`}
                    >
                      Remove
                    </button>
                  </Form>
                </div>
              ) : (
                <span
                  className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold dark:bg-slate-800"
                  data-testid="member-role"
                >
                  {ORGANISATION_ROLE_LABELS[m.role]}
                </span>
              )}
            </div>
            {error ? (
              <p
                id={errorId}
                role="alert"
                className="mt-2 text-sm font-medium text-red-700 dark:text-red-400"
                data-testid="field-error"
              >
                {error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
