import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { ProductEditorForm } from "~/components/product-editor/ProductEditorForm";
import { ProductMedia } from "~/components/product-editor/ProductMedia";
import { RelatedFinder } from "~/components/product-editor/RelatedFinder";
import { ProductStatusBadge } from "~/components/product-editor/ProductStatusBadge";
import { secondaryButtonClass } from "~/components/auth/fields";
import { requireRole } from "~/modules/auth/session.server";
import { editorHome, isAdmin } from "~/modules/product-editor/access.server";
import { handleEditorPost, type EditorActionData } from "~/modules/product-editor/editor-actions.server";
import {
  categoryAttributes,
  findOwnProducts,
  getEditorChoices,
  getProductForEditor,
  reviewRequiredFor,
} from "~/modules/product-editor/editor.server";
import { canApply, statusExplanation } from "~/modules/product-editor/lifecycle";
import { mediaLimits } from "~/modules/product-editor/media";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: `${data?.product.title ?? "Product"} — Edit | LabMarket` },
  { name: "description", content: "Edit a product: details, variants, specifications, images and documents." },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const found = await getProductForEditor(user, params.productId ?? "");
  if (!found) throw new Response("Product not found", { status: 404 });
  const find = (requestUrl(request).searchParams.get("find") ?? "").slice(0, 100);
  const [attributes, choices, reviewRequired, ownProducts] = await Promise.all([
    categoryAttributes(found.values.categoryId || null),
    getEditorChoices(),
    // The editor's buttons say what a submit does for this user (an admin's lists at once).
    reviewRequiredFor(user),
    find ? findOwnProducts(user, found.product.brandId, find, found.product.id) : null,
  ]);
  return {
    ...found,
    attributes,
    ...choices,
    byAdmin: isAdmin(user),
    reviewRequired,
    home: editorHome(user),
    limits: mediaLimits(),
    find,
    ownProducts,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  return handleEditorPost(request, user, params.productId ?? "");
}

export default function EditProduct() {
  const {
    product,
    values,
    attributes,
    categories,
    currencies,
    byAdmin,
    reviewRequired,
    home,
    limits,
    find,
    ownProducts,
  } = useLoaderData<typeof loader>();
  const submitted = useActionData<EditorActionData>();
  const status = product.status;
  const actionButton = (intent: string, label: string) => (
    <Form method="post" key={intent}>
      <button type="submit" name="intent" value={intent} className={`${secondaryButtonClass} text-sm`}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={home} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← {byAdmin ? "Back to Manage Products" : "Back to Product Management"}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Edit product</h1>
        <ProductStatusBadge status={status} />
        {product.brand ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">{product.brand.name}</span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="status-explanation">
        {statusExplanation(status)}
        {status === "active" ? (
          <>
            {" "}
            <Link to={`/store/product/${encodeURIComponent(product.id)}`} className="font-semibold underline">
              View in the store
            </Link>
          </>
        ) : null}
      </p>
      {product.reviewNote && status === "rejected" ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          data-testid="review-note"
        >
          <p className="font-semibold">Reviewer’s reason</p>
          <p className="mt-1 whitespace-pre-line">{product.reviewNote}</p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {canApply("submit", status) && !byAdmin
          ? actionButton("submit-only", reviewRequired ? "Submit for review" : "Publish")
          : null}
        {actionButton("duplicate", "Duplicate")}
        {canApply("archive", status) ? actionButton("archive", "Archive") : null}
        {canApply("restore", status) ? actionButton("restore", "Restore") : null}
      </div>
      {status === "archived" ? (
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">Restore this product to edit it.</p>
      ) : (
        <>
          <ProductEditorForm
            key={product.updatedAt}
            values={submitted?.values ?? values}
            errors={submitted?.errors ?? {}}
            attributes={attributes}
            categories={categories}
            currencies={currencies}
            status={status}
            reserved={product.reserved}
            byAdmin={byAdmin}
            reviewRequired={reviewRequired}
          />
          <RelatedFinder find={find} found={ownProducts} />
          <ProductMedia
            images={product.images}
            documents={product.documents}
            limits={limits}
            errors={submitted?.media}
          />
        </>
      )}
    </div>
  );
}
