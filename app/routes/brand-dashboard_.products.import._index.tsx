import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { ColumnGuide, importPath, RecentImports } from "~/components/product-import/ImportViews";
import { FieldMessage, SelectInput } from "~/components/product-editor/fields";
import { formatMegabytes } from "~/modules/files/limits";
import { streamMultipartForm } from "~/modules/files/multipart-stream.server";
import { getBrandChoices } from "~/modules/product-editor/editor.server";
import { brandForImporter, importOwner, requireImporter } from "~/modules/product-import/access.server";
import {
  discardReceivedImport,
  listImports,
  receiveImportFile,
  recordImport,
} from "~/modules/product-import/import.server";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "~/modules/product-import/import-rows";
import { redirectWithToast } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Import products | LabMarket" },
  { name: "description", content: "Create and update a brand's LabMarket products from a CSV file." },
];

/** Brand accounts import for their own brand; admins for the brand they choose (ADR 027 addendum). */
export async function loader({ request }: LoaderFunctionArgs) {
  const importer = await requireImporter(request);
  const [imports, brands] = await Promise.all([
    listImports(importOwner(importer)),
    importer.byAdmin ? getBrandChoices() : null,
  ]);
  const picked = requestUrl(request).searchParams.get("brand");
  const brandId = brands?.some((b) => b.id === picked) ? picked! : "";
  return { imports, brands, brandId };
}

type ActionData = { errors: { file?: string; brandId?: string }; brandId?: string };

/**
 * The file is checked while it arrives (size, UTF-8, header, rows) into a temporary file, never held in memory
 * (ADR 045); the brand is checked once the form is read, and only then is the file stored and the import recorded.
 */
export async function action({ request }: ActionFunctionArgs) {
  const importer = await requireImporter(request);
  const read = await streamMultipartForm(request, {
    maxFileBytes: MAX_IMPORT_BYTES,
    maxFiles: 1,
    receive: (file) => receiveImportFile(file.chunks, file.filename),
    discard: discardReceivedImport,
  });
  if (!read.ok) return data<ActionData>({ errors: { file: read.message } }, { status: read.status });
  const upload = read.files.find((f) => f.field === "file")?.value;
  for (const other of read.files) if (other.value !== upload) await discardReceivedImport(other.value);
  // A brand account's posted brandId is never read: its own brand is always used.
  const chosen = importer.byAdmin ? String(read.fields.get("brandId") ?? "").slice(0, 200) : undefined;
  const brand = await brandForImporter(importer, chosen ?? null);
  if (!brand.ok || !upload?.ok) {
    if (upload) await discardReceivedImport(upload);
    const fileError = !upload ? "Choose a CSV file." : upload.ok ? undefined : upload.message;
    return data<ActionData>(
      { errors: { brandId: brand.ok ? undefined : brand.message, file: fileError }, brandId: chosen },
      { status: 400 },
    );
  }
  const outcome = await recordImport(brand.brandId, importer.userId, upload.file, {
    submitForReview: read.fields.get("submit") === "on",
    byAdmin: importer.byAdmin,
  });
  if (!outcome.ok) return data<ActionData>({ errors: { file: outcome.message }, brandId: chosen }, { status: 400 });
  return redirectWithToast(importPath(outcome.importId), {
    title: "Import started",
    description: "The rows are checked and applied in the background.",
  });
}

export default function ImportProducts() {
  const { imports, brands, brandId } = useLoaderData<typeof loader>();
  const submitted = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const error = submitted?.errors.file;
  const byAdmin = brands !== null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={byAdmin ? "/admin?section=products" : "/brand-dashboard?tab=products"}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← {byAdmin ? "Back to Manage Products" : "Back to Product Management"}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">
        {byAdmin ? "Import products for a brand" : "Import products from CSV"}
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Create and update products and variants by SKU, up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} rows (
        {formatMegabytes(MAX_IMPORT_BYTES)}) per file. Each row is checked like the product editor checks it; valid rows
        are applied and the others are listed with their row, column and message. New products are saved as drafts and
        listed once a LabMarket admin approves them.
        {byAdmin ? " Choose the brand the products belong to; your upload is recorded in the audit log." : ""}
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
        {byAdmin ? null : (
          <a href="/brand-dashboard/products.csv" download className={secondaryButtonClass} data-testid="export">
            Export your catalogue
          </a>
        )}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        {brands ? (
          <div className="mb-4">
            <SelectInput
              name="brandId"
              label="Brand"
              required
              defaultValue={submitted?.brandId ?? brandId}
              placeholder="Choose the brand"
              options={brands.map((b) => ({ value: b.id, label: b.name }))}
              error={submitted?.errors.brandId}
            />
          </div>
        ) : null}
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
