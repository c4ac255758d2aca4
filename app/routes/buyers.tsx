import type { MetaFunction } from "@remix-run/node";
import { UnderConstructionPage, pageMeta } from "~/components/content/MarkdownPage";
import { getPlaceholderPage, UNDER_CONSTRUCTION } from "~/modules/content/placeholders";

const page = getPlaceholderPage("buyers");

export const meta: MetaFunction = () => pageMeta({ data: page });

export default function Page() {
  return <UnderConstructionPage title={page.title} message={UNDER_CONSTRUCTION} />;
}
