import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { secondaryButtonClass } from "~/components/auth/fields";
import { ProductEditorForm } from "~/components/product-editor/ProductEditorForm";
import { SelectInput } from "~/components/product-editor/fields";
import { requireRole } from "~/modules/auth/session.server";
import { handleEditorPost, type EditorActionData } from "~/modules/product-editor/editor-actions.server";
import { blankEditorValues } from "~/modules/product-editor/editor-form";
import { categoryAttributes, getEditorChoices } from "~/modules/product-editor/editor.server";
import { getSetting } from "~/modules/settings/settings.server";

export const meta: MetaFunction = () => [
  { title: "New Product | LabMarket" },
  { name: "description", content: "Add a product to your brand's LabMarket catalogue." },
];

/** Brand accounts linked to a brand page add products; admins edit existing ones from the admin dashboard. */
async function requireBrandMember(request: Request) {
  const user = await requireRole(request, ["brand"]);
  if (!user.brandId) throw new Response("Your account is not linked to a brand page yet.", { status: 403 });
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireBrandMember(request);
  const url = new URL(request.url);
  const choices = await getEditorChoices();
  const picked = url.searchParams.get("category");
  const categoryId = choices.categories.some((c) => c.id === picked) ? picked! : "";
  const [attributes, reviewRequired] = await Promise.all([
    categoryAttributes(categoryId || null),
    getSetting("productReviewRequired"),
  ]);
  return { ...choices, categoryId, attributes, reviewRequired };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireBrandMember(request);
  return handleEditorPost(request, user, null);
}

export default function NewProduct() {
  const { categories, currencies, categoryId, attributes, reviewRequired } = useLoaderData<typeof loader>();
  const submitted = useActionData<EditorActionData>();
  const values = submitted?.values ?? { ...blankValues, categoryId };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to="/brand-dashboard?tab=products"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Back to Product Management
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">New product</h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        New products are saved as drafts. Submit one for review when it is ready: it is listed in the store once a
        LabMarket admin approves it.
      </p>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
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
        byAdmin={false}
        reviewRequired={reviewRequired}
      />
    </div>
  );
}

const blankValues = blankEditorValues();
