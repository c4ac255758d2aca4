// Images (upload, reorder, alt text, remove) and documents (datasheet, SDS, CoA as PDF) of a product. Each action
// is its own small form, posted to the editor route; uploads are multipart forms that work without JavaScript.
import { Form } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/auth/fields";
import { DOCUMENT_KINDS, documentKindLabel, type MediaErrors } from "~/modules/product-editor/media";
import { FieldMessage } from "./fields";

const small = `${secondaryButtonClass} px-3 py-1 text-xs`;

export function ProductMedia({
  images,
  documents,
  limits,
  errors = {},
}: {
  images: { id: string; url: string; alt: string }[];
  documents: { id: string; kind: string; title: string; fileKey: string; size: number }[];
  limits: { acceptImage: string; acceptDocument: string; image: string; document: string };
  errors?: MediaErrors;
}) {
  return (
    <div id="media" className="mt-10 space-y-8 border-t border-slate-200 pt-8 dark:border-slate-700">
      {errors.upload ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.upload}
        </p>
      ) : null}
      <section aria-labelledby="media-images" className="space-y-4">
        <h2 id="media-images" className="text-lg font-semibold">
          Images
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first image is the product's thumbnail. Image changes are live at once.
        </p>
        <FieldMessage name="images" message={errors.images} />
        {images.length === 0 ? <p className="text-sm">No images yet.</p> : null}
        <ol className="grid gap-4 sm:grid-cols-2" data-testid="product-images">
          {images.map((image, index) => (
            <li key={image.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <img
                src={image.url}
                alt={image.alt}
                width={320}
                height={200}
                loading="lazy"
                className="aspect-[8/5] w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
              />
              <Form method="post" className="mt-2 flex items-end gap-2">
                <input type="hidden" name="imageId" value={image.id} />
                <div className="flex-1">
                  <label htmlFor={`alt-${image.id}`} className="block text-xs font-medium">
                    Alt text (image {index + 1})
                  </label>
                  <input
                    id={`alt-${image.id}`}
                    name="alt"
                    defaultValue={image.alt}
                    maxLength={200}
                    aria-invalid={errors[`alt.${image.id}`] ? true : undefined}
                    className={inputClass}
                  />
                </div>
                <button type="submit" name="intent" value="image-alt" className={small}>
                  Save
                </button>
              </Form>
              <FieldMessage name={`alt.${image.id}`} message={errors[`alt.${image.id}`]} />
              <Form method="post" className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="imageId" value={image.id} />
                {index > 0 ? (
                  <button
                    type="submit"
                    name="intent"
                    value="image-up"
                    className={small}
                    aria-label={`Move image ${index + 1} earlier`}
                  >
                    ↑ Earlier
                  </button>
                ) : null}
                {index < images.length - 1 ? (
                  <button
                    type="submit"
                    name="intent"
                    value="image-down"
                    className={small}
                    aria-label={`Move image ${index + 1} later`}
                  >
                    ↓ Later
                  </button>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="image-remove"
                  className={small}
                  aria-label={`Remove image ${index + 1}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ol>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-slate-600"
        >
          <div>
            <label htmlFor="image-file" className="block text-sm font-medium">
              Add an image
            </label>
            <input
              id="image-file"
              name="image"
              type="file"
              accept={limits.acceptImage}
              aria-describedby="image-hint"
              aria-invalid={errors.image ? true : undefined}
              className="mt-1 block w-full text-sm"
            />
            <p id="image-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {limits.image}
            </p>
            <FieldMessage name="image" message={errors.image} />
          </div>
          <div>
            <label htmlFor="image-alt" className="block text-sm font-medium">
              Alt text
            </label>
            <input
              id="image-alt"
              name="alt"
              maxLength={200}
              placeholder="What the image shows"
              className={inputClass}
            />
          </div>
          <button type="submit" name="intent" value="image-upload" className={secondaryButtonClass}>
            Upload image
          </button>
        </Form>
      </section>

      <section aria-labelledby="media-documents" className="space-y-4">
        <h2 id="media-documents" className="text-lg font-semibold">
          Documents
        </h2>
        {documents.length === 0 ? (
          <p className="text-sm">No documents yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="product-documents">
            {documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <a
                    href={`/files/${d.fileKey}?name=${encodeURIComponent(d.title)}`}
                    className="font-semibold underline"
                  >
                    {d.title}
                  </a>{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {documentKindLabel(d.kind)} · {Math.max(1, Math.round(d.size / 1024))} KB
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="documentId" value={d.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="document-remove"
                    className={small}
                    aria-label={`Remove ${d.title}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-4 sm:grid-cols-2 sm:items-end dark:border-slate-600"
        >
          <div>
            <label htmlFor="document-kind" className="block text-sm font-medium">
              Kind
            </label>
            <select id="document-kind" name="kind" defaultValue="datasheet" className={inputClass}>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="document-title" className="block text-sm font-medium">
              Title
            </label>
            <input
              id="document-title"
              name="title"
              maxLength={120}
              placeholder="e.g. Datasheet, 2026 edition"
              aria-invalid={errors.documentTitle ? true : undefined}
              className={inputClass}
            />
            <FieldMessage name="documentTitle" message={errors.documentTitle} />
          </div>
          <div>
            <label htmlFor="document-file" className="block text-sm font-medium">
              PDF file
            </label>
            <input
              id="document-file"
              name="document"
              type="file"
              accept={limits.acceptDocument}
              aria-describedby="document-hint"
              aria-invalid={errors.document ? true : undefined}
              className="mt-1 block w-full text-sm"
            />
            <p id="document-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {limits.document}
            </p>
            <FieldMessage name="document" message={errors.document} />
          </div>
          <button type="submit" name="intent" value="document-upload" className={secondaryButtonClass}>
            Upload document
          </button>
        </Form>
      </section>
    </div>
  );
}
