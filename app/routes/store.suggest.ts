// Search-as-you-type suggestions for the catalogue search box (JSON). Without JavaScript the same box submits a
// plain GET to /store, which ranks the same way.
import type { LoaderFunctionArgs } from "react-router";
import { cleanText, hasSearchableWord } from "~/modules/catalog/catalogue-query";
import { suggestProducts } from "~/modules/catalog/catalogue-query.server";
import { requestUrl } from "~/utils/request-url";

export async function loader({ request }: LoaderFunctionArgs) {
  const q = cleanText(requestUrl(request).searchParams.get("q") ?? "");
  const suggestions = q.length >= 2 && hasSearchableWord(q) ? await suggestProducts(q) : [];
  return Response.json({ q, suggestions }, { headers: { "Cache-Control": "private, max-age=60" } });
}
