import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { useEffect } from "react";
import { ImportErrors, ImportProgress } from "~/components/product-import/ImportViews";
import { importOwner, requireImporter } from "~/modules/product-import/access.server";
import { getImport } from "~/modules/product-import/import.server";

export const meta: MetaFunction = () => [{ title: "Product import | LabMarket" }];

const REFRESH_SECONDS = 2;

export async function loader({ request, params }: LoaderFunctionArgs) {
  // A brand account sees its own brand's imports (another brand's → 404); an admin any brand's.
  const importer = await requireImporter(request);
  const item = await getImport(importOwner(importer), params.importId ?? "");
  if (!item) throw new Response("Not found", { status: 404 });
  return { item, byAdmin: importer.byAdmin };
}

/** While the import runs: a meta refresh without JavaScript, a revalidation on an interval with it. */
function useLiveWhile(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [running, revalidate, state]);
}

export default function ImportStatusPage() {
  const { item, byAdmin } = useLoaderData<typeof loader>();
  const running = item.status === "queued" || item.status === "running";
  useLiveWhile(running);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {running ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <Link
        to="/brand-dashboard/products/import"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Imports
      </Link>
      <h1 className="mt-3 break-words text-3xl font-bold tracking-tight">Import of {item.fileName}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {byAdmin ? `For ${item.brand.name} · ` : ""}
        {item.totalRows.toLocaleString("en-US")} rows · uploaded{" "}
        {new Date(item.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC
        {item.submitForReview ? " · new and changed drafts are sent for review" : ""}
      </p>
      <div className="mt-6">
        <ImportProgress item={item} />
      </div>
      <ImportErrors id={item.id} errors={item.errors} total={item.errorCount} />
      {!running ? (
        <p className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link
            to={byAdmin ? "/admin?section=products" : "/brand-dashboard?tab=products"}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {byAdmin ? "Back to Manage Products" : "See your products"}
          </Link>
          <a
            href={
              byAdmin
                ? `/brand-dashboard/products.csv?brand=${encodeURIComponent(item.brand.id)}`
                : "/brand-dashboard/products.csv"
            }
            download
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
            data-testid="import-export"
          >
            {byAdmin ? `Export ${item.brand.name}'s catalogue` : "Export your catalogue"}
          </a>
        </p>
      ) : null}
    </div>
  );
}
