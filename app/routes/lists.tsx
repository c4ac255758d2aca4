import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { Panel } from "~/components/dashboard/DashboardShell";
import { AddToListForm, type AddToListErrors } from "~/components/lists/AddToListForm";
import { ListsView, NewListForm, type ListsFeedback } from "~/components/lists/ListsView";
import { requireUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { listsAction } from "~/modules/lists/lists-actions.server";
import { getListsPage, listChoices, listOwner } from "~/modules/lists/lists.server";
import { prisma } from "~/utils/db.server";

export const meta: MetaFunction = () => [
  { title: "Lists | LabMarket" },
  { name: "description", content: "Lists of products you buy again and again; add a whole list to the cart at once." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const owner = await listOwner(user.id);
  const lists = await getListsPage(owner);
  return { lists, shared: owner.organisationId !== null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const owner = await listOwner(user.id);
  const form = await readFormData(request);
  const outcome = await listsAction(request, owner, form);
  if (outcome instanceof Response) return outcome;
  // A refused "add to list" from a product page is shown here again, with the product's variants and the lists.
  const retry =
    outcome.intent === "add"
      ? {
          variants: await prisma.variant.findMany({
            where: {
              productId:
                (
                  await prisma.variant.findUnique({
                    where: { id: outcome.values?.variantId ?? "" },
                    select: { productId: true },
                  })
                )?.productId ?? "",
            },
            orderBy: { position: "asc" },
            select: { id: true, title: true },
          }),
          lists: await listChoices(owner),
        }
      : null;
  return data({ ...outcome, retry }, { status: outcome.status });
}

export default function ListsRoute() {
  const { lists, shared } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const feedback: ListsFeedback = actionData ?? null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Lists</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {shared ? (
          <>
            Lists you make here are shared with every member of your{" "}
            <Link to="/organisation" className="text-brand-700 underline dark:text-brand-100">
              organisation
            </Link>
            . Put a whole list in the cart with one click.
          </>
        ) : (
          "Products you buy again and again. Put a whole list in the cart with one click."
        )}
      </p>
      {actionData?.intent === "add" && actionData.retry ? (
        <Panel title="Add to a list">
          <AddToListForm
            variants={actionData.retry.variants}
            selectedVariantId={actionData.values?.variantId ?? null}
            lists={actionData.retry.lists}
            redirectTo={actionData.values?.redirectTo ?? "/lists"}
            errors={actionData.errors as AddToListErrors}
            values={actionData.values}
          />
        </Panel>
      ) : null}
      <div className="mt-6">
        <NewListForm feedback={feedback} />
      </div>
      <div className="mt-8">
        <ListsView lists={lists} feedback={feedback} shared={shared} />
      </div>
    </div>
  );
}
