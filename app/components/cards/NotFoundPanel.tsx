import { isRouteErrorResponse, Link, useRouteError } from "react-router";

type NotFound = { title: string; message: string; link: { to: string; label: string } };

/** The body of a route's 404 (the shell stays around it). */
export function NotFoundPanel({ title, message, link }: NotFound) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="not-found">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">404</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <Link
        to={link.to}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {link.label}
      </Link>
    </div>
  );
}

/**
 * A route's ErrorBoundary that shows `NotFoundPanel` for the 404 its loader throws and leaves every other error to
 * the root boundary: `export const ErrorBoundary = notFoundBoundary({ ... })`.
 */
export function notFoundBoundary(notFound: NotFound) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel {...notFound} />;
    throw error;
  };
}
