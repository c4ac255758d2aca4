// ADR 033: under Remix 2 the server matched the same ~100-route tree five or six times per document request, and
// React Router 6 flattened, ranked and compiled every route on every call, so patches to @remix-run/router,
// react-router-dom, @remix-run/react and react-router kept ranked branches, a path's matches, the static router's data
// routes and the inline manifest, and resolved absolute links without the matched routes' pathnames. React Router 8
// does that work once per router and static handler itself (remix-run/react-router#14967, #14971): the speed-up is
// upstream and nothing is patched. These tests hold what the app relies on, through React Router's public API only:
// matching gives the same, ranked answer on every call (index, static before dynamic before splat, case-insensitive
// unless a route says otherwise, trailing slash); every caller gets its own match objects; links, dot segments
// included, resolve to the hrefs they had, in the production build the server runs and the development build;
// children added later (`patchRoutes`, lazy route discovery's `patchRoutesOnNavigation`) are matched at once; and a
// server render gives each request its own matches and writes the same inline manifest of lazy route discovery.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  Outlet,
  resolvePath,
  Scripts,
  ServerRouter,
  type EntryContext,
  type RouteObject,
  type ServerBuild,
  type StaticHandler,
  type To,
} from "react-router";
import { describe, expect, it } from "vitest";

type RouterBuild = typeof import("react-router");
const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
/** One of react-router's two builds: "production" (the server's, NODE_ENV=production) or "development". */
async function routerBuild(name: "production" | "development"): Promise<RouterBuild> {
  return (await import(pathToFileURL(path.join(dist, name, "index.js")).href)) as RouterBuild;
}

async function staticContext(handler: StaticHandler, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return context;
}

describe("route matching", () => {
  const children: RouteObject[] = [
    { id: "catchall", path: "*" },
    { id: "product", path: "store/product/:id" },
    { id: "new", path: "store/product/new" },
    { id: "store", path: "store" },
    { id: "index", index: true },
    { id: "case", path: "Case", caseSensitive: true },
  ];

  it("matches the same way on every call, ranked routes first", async () => {
    const routes: RouteObject[] = [{ id: "root", path: "/", children }];
    // Ranking, not the order routes are declared in, picks the match.
    const reversed: RouteObject[] = [{ id: "root", path: "/", children: [...children].reverse() }];
    const handler = createStaticHandler(routes);
    const cases: [string, string[], Record<string, string>][] = [
      ["/", ["root", "index"], {}],
      ["/store", ["root", "store"], {}],
      ["/store/", ["root", "store"], {}],
      ["/STORE/", ["root", "store"], {}],
      ["/store/product/p-1", ["root", "product"], { id: "p-1" }],
      ["/Store/Product/P-1", ["root", "product"], { id: "P-1" }],
      ["/store/product/new", ["root", "new"], {}],
      ["/store/other", ["root", "catchall"], { "*": "store/other" }],
      ["/store/product/p-1/more", ["root", "catchall"], { "*": "store/product/p-1/more" }],
      ["/Case", ["root", "case"], {}],
      ["/case", ["root", "catchall"], { "*": "case" }],
    ];
    for (let i = 0; i < 3; i++) {
      for (const [path, ids, params] of cases) {
        for (const tree of [routes, reversed]) {
          const matches = matchRoutes(tree, path);
          expect(matches?.map((m) => m.route.id)).toEqual(ids);
          expect(matches?.at(-1)?.params).toEqual(params);
        }
        // The server's way: a static handler, made once per build, matching every request.
        const context = await staticContext(handler, path);
        expect(context.matches.map((m) => m.route.id)).toEqual(ids);
        expect(context.matches.at(-1)?.params).toEqual(params);
      }
    }
  });

  it("gives every caller its own match objects", async () => {
    const routes: RouteObject[] = [{ id: "root", path: "/", children: [{ id: "product", path: "store/product/:id" }] }];
    const first = matchRoutes(routes, "/store/product/p-1")!;
    expect(first[0].params).toBe(first[1].params);
    (first[1].params as Record<string, string>).id = "changed";
    first.pop();
    const second = matchRoutes(routes, "/store/product/p-1")!;
    expect(second).not.toBe(first);
    expect(second.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase])).toEqual([
      ["root", { id: "p-1" }, "/", "/"],
      ["product", { id: "p-1" }, "/store/product/p-1", "/store/product/p-1"],
    ]);
    expect(matchRoutes(routes, "/store/product/p-2")?.at(-1)?.params).toEqual({ id: "p-2" });
    expect(matchRoutes(routes, "/elsewhere")).toBeNull();
    expect(matchRoutes(routes, "/elsewhere")).toBeNull();

    // The same for two requests to one server: changing one request's matches does not reach the next.
    const handler = createStaticHandler(routes);
    const one = await staticContext(handler, "/store/product/p-1");
    (one.matches[1].params as Record<string, string>).id = "changed";
    one.matches.pop();
    const two = await staticContext(handler, "/store/product/p-1");
    expect(two.matches.map((m) => [m.route.id, m.params, m.pathname])).toEqual([
      ["root", { id: "p-1" }, "/"],
      ["product", { id: "p-1" }, "/store/product/p-1"],
    ]);
  });

  it("resolves absolute links as before, dot segments included", async () => {
    const cases: [string, string][] = [
      ["/", "/"],
      ["/store", "/store"],
      ["/store/", "/store/"],
      ["/a/./b", "/a/b"],
      ["/a/../b", "/b"],
      ["/..", "/"],
      ["/a/b/.", "/a/b"],
      ["/a.b/c..d", "/a.b/c..d"],
      ["/.well-known/x", "/.well-known/x"],
      ["/a//b", "/a/b"],
    ];
    for (const [to, pathname] of cases) expect(resolvePath(to, "/x/y").pathname).toBe(pathname);
    expect(resolvePath({ pathname: "/a", search: "?q=1" }, "/x")).toEqual({ pathname: "/a", search: "?q=1", hash: "" });
    for (const name of ["production", "development"] as const) {
      const build = await routerBuild(name);
      for (const [to, pathname] of cases) expect(build.resolvePath(to, "/x/y").pathname).toBe(pathname);
      expect(await hrefs(build, [{ pathname: "/a", search: "?q=1" }, "/a/./b", "/a/../b"], "/x")).toEqual([
        "/a?q=1",
        "/a/b",
        "/b",
      ]);
      await expect(hrefs(build, [{ pathname: "/a?q=1" }], "/x")).rejects.toThrow(/Cannot include a '\?' character/);
    }
  });

  it("sees children that patchRoutes adds after a first match", async () => {
    const router = createMemoryRouter([{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }]);
    await router.navigate("/a");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
    await router.navigate("/b");
    expect(router.state.errors?.root).toMatchObject({ status: 404 });
    expect(matchRoutes(router.routes, "/b")).toBeNull();

    router.patchRoutes("root", [{ id: "b", path: "b" }]);
    expect(matchRoutes(router.routes, "/b")?.map((m) => m.route.id)).toEqual(["root", "b"]);
    await router.navigate("/b");
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
    await router.navigate("/a");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
    router.dispose();
  });

  it("sees routes that lazy route discovery adds on the navigation that asked for them", async () => {
    const asked: string[] = [];
    const router = createMemoryRouter([{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }], {
      patchRoutesOnNavigation({ path, patch }) {
        asked.push(path);
        if (path === "/c") patch("root", [{ id: "c", path: "c" }]);
      },
    });
    await router.navigate("/a");
    await router.navigate("/c");
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe("/c");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "c"]);
    await router.navigate("/a");
    await router.navigate("/c");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "c"]);
    // Once patched in, the route is matched without asking again.
    expect(asked).toEqual(["/c"]);
    router.dispose();
  });
});

describe("route work reused across server renders", () => {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "store", path: "store" },
        { id: "product", path: "store/product/:id" },
      ],
    },
  ];

  it("gives each render the request's own matches, over the routes the server built once", async () => {
    const handler = createStaticHandler(routes);
    const firstContext = await staticContext(handler, "/store/product/p-1");
    const secondContext = await staticContext(handler, "/store");
    const first = createStaticRouter(handler.dataRoutes, firstContext);
    const second = createStaticRouter(handler.dataRoutes, secondContext);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(first.state.matches.at(-1)?.params).toEqual({ id: "p-1" });
    expect(first.state.location.pathname).toBe("/store/product/p-1");
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "store"]);
    expect(second.state.location.pathname).toBe("/store");
    expect(second.routes).toEqual(first.routes);
    // Both requests were matched against the handler's one route tree, not a tree built per request.
    expect(firstContext.matches[0].route).toBe(handler.dataRoutes[0]);
    expect(secondContext.matches[0].route).toBe(firstContext.matches[0].route);
    // Another build (another handler) has its own.
    expect(createStaticHandler(routes).dataRoutes[0]).not.toBe(handler.dataRoutes[0]);
  });

  it("writes the same inline manifest as before, shared by pages with the same parents", async () => {
    const handler = createRequestHandler(framework.build, "production");
    const manifestOf = async (path: string) => {
      const response = await handler(new Request(`http://localhost${path}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      const script = /window\.__reactRouterManifest = ([\s\S]*?);\n\s*window\.__reactRouterRouteModules/.exec(html);
      expect(script).not.toBeNull();
      return script![1];
    };
    // The matched routes, then those of every parent path ("/", "/store/product", "/store"), pretty-printed.
    const one = await manifestOf("/store/product/p-1");
    expect(one).toBe(framework.manifestJSON("root", "product", "store"));
    expect(await manifestOf("/store/product/p-2")).toBe(one);
    expect(await manifestOf("/store")).toBe(framework.manifestJSON("root", "store"));
    expect(await manifestOf("/admin")).toBe(framework.manifestJSON("root", "admin"));
    expect(await manifestOf("/store/product/p-1")).toBe(one);
  });
});

// ADR 033 addendum 3: a link's href must not depend on how it is resolved. Every kind of target resolves against the
// pathnames of the matched routes, as React Router 6 resolved it, in both builds.
describe("links resolved as before", () => {
  const location = "/store/product/p-1";
  const targets: [To, string][] = [
    ["/store?q=x", "/store?q=x"],
    ["/", "/"],
    ["?page=2", "/store/product/p-1?page=2"],
    [{ search: "?a=1" }, "/store/product/p-1?a=1"],
    [{ pathname: "/a", hash: "#h" }, "/a#h"],
    ["details", "/store/product/p-1/details"],
    ["./details", "/store/product/p-1/details"],
    ["details/", "/store/product/p-1/details/"],
    ["..", "/"],
    ["../other", "/other"],
    ["../../x", "/x"],
    ["", "/store/product/p-1"],
    [{ pathname: "" }, "/store/product/p-1"],
    ["#top", "/store/product/p-1#top"],
    ["/a/./b/../c", "/a/c"],
    ["/.well-known/x", "/.well-known/x"],
  ];

  for (const name of ["production", "development"] as const) {
    it(`gives every kind of target the href it had before (${name} build)`, async () => {
      const build = await routerBuild(name);
      const shown = await hrefs(
        build,
        targets.map(([to]) => to),
        location,
      );
      expect(shown).toEqual(targets.map(([, href]) => href));
    });
  }
});

/**
 * The hrefs of `<Link>`s to `targets`, rendered by `build` on the server as the app renders them (static handler,
 * static router), in a page at `location` whose matched routes are "/" and "store/product/:id" (or "/" and "x").
 */
async function hrefs(build: RouterBuild, targets: To[], location: string): Promise<string[]> {
  function Links() {
    return createElement(
      "nav",
      null,
      targets.map((to, i) => createElement(build.Link, { key: i, to }, "link")),
    );
  }
  const handler = build.createStaticHandler([
    {
      path: "/",
      children: [
        { path: "store/product/:id", Component: Links },
        { path: "x", Component: Links },
      ],
    },
  ]);
  const context = await staticContext(handler, location);
  const html = renderToString(
    createElement(build.StaticRouterProvider, {
      router: build.createStaticRouter(handler.dataRoutes, context),
      context,
      hydrate: false,
    }),
  );
  return [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

/** A framework-mode server build of four routes, rendered with <ServerRouter>, and its inline manifest as expected. */
const framework = (() => {
  const entryRoute = (id: string, parentId: string | undefined, routePath: string) => ({
    id,
    parentId,
    path: routePath,
    module: `/${id}.js`,
    hasLoader: false,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  const manifestRoutes = {
    root: entryRoute("root", undefined, ""),
    store: entryRoute("store", "root", "store"),
    product: entryRoute("product", "root", "store/product/:id"),
    admin: entryRoute("admin", "root", "admin"),
  };
  type RouteId = keyof typeof manifestRoutes;
  const assets = {
    entry: { imports: [], module: "/entry.client.js" },
    url: "/manifest.js",
    version: "1",
    routes: manifestRoutes,
  };

  function Root() {
    return createElement("main", null, createElement(Outlet), createElement(Scripts));
  }
  function Page() {
    return createElement("p", null, "page");
  }
  async function renderPage(request: Request, status: number, headers: Headers, context: EntryContext) {
    const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url }));
    await stream.allReady;
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(stream, { status, headers });
  }

  const build: ServerBuild = {
    entry: { module: { default: renderPage } },
    routes: Object.fromEntries(
      Object.values(manifestRoutes).map(({ id, parentId, path }) => [
        id,
        { id, parentId, path, module: { default: id === "root" ? Root : Page } },
      ]),
    ),
    assets,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };

  /** The inline manifest that Remix 2 wrote for a page: the build's manifest with the given routes, in this order. */
  function manifestJSON(...ids: RouteId[]) {
    return JSON.stringify(
      { ...assets, routes: Object.fromEntries(ids.map((id) => [id, manifestRoutes[id]])) },
      null,
      2,
    );
  }

  return { build, manifestJSON };
})();
