/**
 * The address a loader or action answers for, as the visitor sees it. React Router 8 hands loaders the raw request:
 * a client navigation's data request ends in `.data` (`/_.data` for a path with a trailing slash) and may carry
 * `_routes`, the routes it asks for. Anything that reads the request's path or query — a login's `redirectTo`, a
 * canonical link, filters, paging — reads this instead (the framework's own `url` argument says the same, but modules
 * are handed only the request).
 */
export function requestUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
