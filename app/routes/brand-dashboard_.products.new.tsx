import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { ProductEditorForm } from "~/components/product-editor/ProductEditorForm";
import { SelectInput } from "~/components/product-editor/fields";
import { requireRole } from "~/modules/auth/session.server";
import { editorHome, isAdmin } from "~/modules/product-editor/access.server";
import { handleEditorPost, type EditorActionData } from "~/modules/product-editor/editor-actions.server";
import { blankEditorValues } from "~/modules/product-editor/editor-form";
import {
  categoryAttributes,
  getBrandChoices,
  getEditorChoices,
  reviewRequiredFor,
} from "~/modules/product-editor/editor.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "New Product | LabMarket" },
  { name: "description", content: "Add a product to a brand's LabMarket catalogue." },
];

/** Brand accounts linked to a brand page add products to their brand; admins add them for any brand. */
async function requireCreator(request: Request) {
  const user = await requireRole(request, ["brand", "admin"]);
  if (user.role === "brand" && !user.brandId)
    throw new Response("Your account is not linked to a brand page yet.", { status: 403 });
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCreator(request);
  const byAdmin = isAdmin(user);
  const url = requestUrl(request);
  const [choices, brands] = await Promise.all([getEditorChoices(), byAdmin ? getBrandChoices() : null]);
  const picked = url.searchParams.get("category");
  const categoryId = choices.categories.some((c) => c.id === picked) ? picked! : "";
  const pickedBrand = url.searchParams.get("brand");
  const brandId = brands?.some((b) => b.id === pickedBrand) ? pickedBrand! : "";
  const [attributes, reviewRequired] = await Promise.all([
    categoryAttributes(categoryId || null),
    reviewRequiredFor(user),
  ]);
  return {
    ...choices,
    categoryId,
    attributes,
    // An admin's own product needs no review (ADR 019 addendum): "Save and publish" lists it at once.
    reviewRequired,
    byAdmin,
    brands,
    brandId,
    home: editorHome(user),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCreator(request);
  return handleEditorPost(request, user, null);
}

export default function NewProduct() {
  const { categories, currencies, categoryId, attributes, reviewRequired, byAdmin, brands, brandId, home } =
    useLoaderData<typeof loader>();
  const submitted = useActionData<EditorActionData>();
  const values = submitted?.values ?? { ...blankValues, categoryId };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={home} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← {byAdmin ? "Back to Manage Products" : "Back to Product Management"}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{byAdmin ? "New product for a brand" : "New product"}</h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {byAdmin
          ? "Choose the brand the product belongs to. Save it as a draft for the brand to finish and submit, or publish it: a product an admin creates needs no review. Your action is recorded in the audit log."
          : "New products are saved as drafts. Submit one for review when it is ready: it is listed in the store once a LabMarket admin approves it."}
      </p>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        {brandId ? <input type="hidden" name="brand" value={brandId} /> : null}
        <div className="min-w-60 flex-1">
          <SelectInput
            name="category"
            label="Category (shows its specification fields)"
            defaultValue={categoryId}
            placeholder="Choose a category"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Show specification fields
        </button>
      </Form>
      <ProductEditorForm
        key={categoryId}
        values={values}
        errors={submitted?.errors ?? {}}
        attributes={attributes}
        categories={categories}
        currencies={currencies}
        status={null}
        byAdmin={byAdmin}
        reviewRequired={reviewRequired}
        brandChoice={brands ? { brands, value: submitted?.brandId ?? brandId } : null}
      />
    </div>
  );
}

const blankValues = blankEditorValues();
