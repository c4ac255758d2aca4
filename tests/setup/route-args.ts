// The arguments React Router 8 gives a loader or action, for tests that call one directly: the request, its URL,
// the route's params and pattern, and a router context holding the server's values (utils/request-context.ts).
import type { RouterContextProvider } from "react-router";
import { createLoadContext, type ServerValues } from "~/utils/request-context";

export function routeArgs({
  request,
  params = {},
  pattern = "",
  values = {},
}: {
  request: Request;
  params?: Record<string, string | undefined>;
  pattern?: string;
  values?: Partial<ServerValues>;
}): {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  pattern: string;
  context: RouterContextProvider;
} {
  return { request, url: new URL(request.url), params, pattern, context: createLoadContext(values) };
}
