import type { MetaFunction } from "react-router";
import { UnderConstructionPage, pageMeta } from "~/components/content/MarkdownPage";
import { getPlaceholderPage, UNDER_CONSTRUCTION } from "~/modules/content/placeholders";

const page = getPlaceholderPage("buyers");

export const meta: MetaFunction = () => pageMeta({ loaderData: page });

export default function Page() {
  return <UnderConstructionPage title={page.title} message={UNDER_CONSTRUCTION} />;
}
