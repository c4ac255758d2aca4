import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { MarkdownPage, pageMeta } from "~/components/content/MarkdownPage";
import { requireMarkdownPage } from "~/modules/content/pages.server";

// Static information page: content/pages/how-to-buy.md rendered on the server.
export async function loader() {
  return requireMarkdownPage("how-to-buy");
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Page() {
  return <MarkdownPage page={useLoaderData<typeof loader>()} />;
}
