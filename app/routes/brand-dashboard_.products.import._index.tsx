import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { ColumnGuide, importPath, RecentImports } from "~/components/product-import/ImportViews";
import { FieldMessage } from "~/components/product-editor/fields";
import { formatMegabytes } from "~/modules/files/limits";
import { readMultipartForm } from "~/modules/files/upload-form.server";
import { requireImportingBrand } from "~/modules/product-import/access.server";
import { listImports, startImport } from "~/modules/product-import/import.server";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "~/modules/product-import/import-rows";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Import products | LabMarket" },
  { name: "description", content: "Create and update your LabMarket products from a CSV file." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { brandId } = await requireImportingBrand(request);
  return { imports: await listImports(brandId) };
}

type ActionData = { errors: { file?: string } };

export async function action({ request }: ActionFunctionArgs) {
  const { brandId, userId } = await requireImportingBrand(request);
  const read = await readMultipartForm(request, { maxFileBytes: MAX_IMPORT_BYTES, maxFiles: 1 });
  if (!read.ok) return data<ActionData>({ errors: { file: read.message } }, { status: read.status });
  const file = read.form.get("file");
  if (!(file instanceof File)) return data<ActionData>({ errors: { file: "Choose a CSV file." } }, { status: 400 });
  const outcome = await startImport(brandId, userId, file, { submitForReview: read.form.get("submit") === "on" });
  if (!outcome.ok) return data<ActionData>({ errors: { file: outcome.message } }, { status: 400 });
  return redirectWithToast(importPath(outcome.importId), {
    title: "Import started",
    description: "The rows are checked and applied in the background.",
  });
}

export default function ImportProducts() {
  const { imports } = useLoaderData<typeof loader>();
  const submitted = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const error = submitted?.errors.file;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to="/brand-dashboard?tab=products"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Back to Product Management
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Import products from CSV</h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Create and update products and variants by SKU, up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} rows (
        {formatMegabytes(MAX_IMPORT_BYTES)}) per file. Each row is checked like the product editor checks it; valid rows
        are applied and the others are listed with their row, column and message. New products are saved as drafts and
        listed once a LabMarket admin approves them.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href="/brand-dashboard/products/template.csv"
          download
          className={secondaryButtonClass}
          data-testid="template"
        >
          Download the template
        </a>
        <a href="/brand-dashboard/products.csv" download className={secondaryButtonClass} data-testid="export">
          Export your catalogue
        </a>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        <label htmlFor="file" className="block text-sm font-medium">
          CSV file <span aria-hidden="true">*</span>
        </label>
        <input
          id="file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "file-error" : undefined}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <FieldMessage name="file" message={error} />
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input type="checkbox" name="submit" className="mt-1" />
          <span>Submit new and changed draft products for review</span>
        </label>
        <button type="submit" disabled={busy} className={`${primaryButtonClass} mt-4 sm:w-auto`}>
          {busy ? "Uploading…" : "Upload and import"}
        </button>
      </Form>
      <ColumnGuide />
      <RecentImports imports={imports} />
    </div>
  );
}
