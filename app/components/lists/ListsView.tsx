// The /lists page: each list with its lines (quantity, remove), rename, delete and "add all to cart"; a form to start
// a list; and, after a refused "add to list" from a product page, that form again with its messages.
import { Form, Link } from "react-router";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import type { getListsPage } from "~/modules/lists/lists.server";

type Lists = Awaited<ReturnType<typeof getListsPage>>;
export type ListsFeedback = {
  intent: string;
  target?: string;
  errors: Partial<Record<string, string>>;
  values?: Record<string, string>;
} | null;

const small = "!px-3 !py-1.5 text-sm";

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  );
}

export function NewListForm({ feedback }: { feedback: ListsFeedback }) {
  const error = feedback?.intent === "create" ? feedback.errors.name : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" noValidate data-testid="new-list-form">
      <input type="hidden" name="intent" value="create" />
      <div className="min-w-60 flex-1">
        <label htmlFor="new-list-name" className="block text-sm font-medium">
          New list
        </label>
        <input
          id="new-list-name"
          name="name"
          placeholder="e.g. Cell culture consumables"
          defaultValue={feedback?.intent === "create" ? feedback.values?.name : ""}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-list-name-error" : undefined}
        />
        <ErrorText id="new-list-name-error" message={error} />
      </div>
      <button type="submit" className={`${primaryButtonClass} sm:w-auto`}>
        Create list
      </button>
    </Form>
  );
}

export function ListsView({ lists, feedback, shared }: { lists: Lists; feedback: ListsFeedback; shared: boolean }) {
  if (lists.length === 0)
    return (
      <EmptyState>
        No lists yet. Create one above, or use “Add to list” on a{" "}
        <Link to="/store" className="text-brand-700 underline dark:text-brand-100">
          product page
        </Link>
        .
      </EmptyState>
    );
  return (
    <ul className="space-y-6" data-testid="lists">
      {lists.map((list) => {
        const renameError =
          feedback?.intent === "rename" && feedback.target === list.id ? feedback.errors.name : undefined;
        return (
          <li
            key={list.id}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            data-testid="list"
            data-name={list.name}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="break-words text-lg font-semibold">
                {list.name}{" "}
                {shared ? (
                  <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium dark:bg-slate-800">
                    {list.shared ? "Shared with your organisation" : "Only you"}
                  </span>
                ) : null}
              </h2>
              <Form method="post">
                <input type="hidden" name="intent" value="add-all" />
                <input type="hidden" name="listId" value={list.id} />
                <button type="submit" className={`${primaryButtonClass} sm:w-auto`} disabled={list.lines.length === 0}>
                  Add all to cart
                </button>
              </Form>
            </div>
            {list.lines.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Empty: add products from their pages.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                {list.lines.map((line) => {
                  const qtyError =
                    feedback?.intent === "quantity" && feedback.target === line.id
                      ? feedback.errors.quantity
                      : undefined;
                  return (
                    <li
                      key={line.id}
                      className="flex flex-wrap items-center justify-between gap-3 py-2"
                      data-testid="list-line"
                    >
                      <div className="min-w-0">
                        <Link to={`/store/product/${line.productId}`} className="font-medium hover:underline">
                          {line.label}
                        </Link>
                        <p className="text-sm text-slate-600 dark:text-slate-400">
                          {line.price}
                          {line.available ? null : (
                            <strong className="ml-2 text-red-700 dark:text-red-400">No longer available</strong>
                          )}
                        </p>
                      </div>
                      <div className="flex items-start gap-2">
                        <Form method="post" className="flex items-start gap-2">
                          <input type="hidden" name="intent" value="quantity" />
                          <input type="hidden" name="lineId" value={line.id} />
                          <div>
                            <label htmlFor={`qty-${line.id}`} className="sr-only">
                              Quantity of {line.label}
                            </label>
                            <input
                              id={`qty-${line.id}`}
                              name="quantity"
                              type="number"
                              min={1}
                              max={999}
                              defaultValue={line.quantity}
                              className="w-20 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
                              aria-invalid={qtyError ? true : undefined}
                              aria-describedby={qtyError ? `qty-${line.id}-error` : undefined}
                            />
                            <ErrorText id={`qty-${line.id}-error`} message={qtyError} />
                          </div>
                          <button type="submit" className={`${secondaryButtonClass} ${small}`}>
                            Update
                          </button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove-line" />
                          <input type="hidden" name="lineId" value={line.id} />
                          <button
                            type="submit"
                            className={`${secondaryButtonClass} ${small}`}
                            aria-label={`Remove ${line.label}`}
                          >
                            Remove
                          </button>
                        </Form>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-slate-700 dark:text-slate-300">Rename or delete</summary>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="listId" value={list.id} />
                  <div>
                    <label htmlFor={`name-${list.id}`} className="block text-sm font-medium">
                      Name
                    </label>
                    <input
                      id={`name-${list.id}`}
                      name="name"
                      defaultValue={list.name}
                      className={inputClass}
                      aria-invalid={renameError ? true : undefined}
                      aria-describedby={renameError ? `name-${list.id}-error` : undefined}
                    />
                    <ErrorText id={`name-${list.id}-error`} message={renameError} />
                  </div>
                  <button type="submit" className={`${secondaryButtonClass} ${small}`}>
                    Rename
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="listId" value={list.id} />
                  <button type="submit" className={`${secondaryButtonClass} ${small} text-red-700 dark:text-red-300`}>
                    Delete list
                  </button>
                </Form>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
