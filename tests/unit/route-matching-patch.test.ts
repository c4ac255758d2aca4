// ADR 033: the server's @remix-run/router (CommonJS build, patched by patch-package at install) keeps the flattened
// and ranked route branches per routes array and compiled path patterns per pattern. Matching must give what it
// gave before, and see children added by patchRoutes (lazy route discovery) at once.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Router = typeof import("@remix-run/router");
const router = createRequire(import.meta.url)("@remix-run/router") as Router;

describe("patched route matching", () => {
  it("is the patched build that the server loads", async () => {
    const { readFile } = await import("node:fs/promises");
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    const source = await readFile(file, "utf8");
    expect(source).toContain("function rankedBranches(routes)");
    expect(source).toContain("function matchesByPath(routes)");
    expect(source).toContain("DOT_SEGMENT.test(toPathname)");
  });

  it("matches the same way on every call, ranked routes first", () => {
    const routes = router.UNSAFE_convertRoutesToDataRoutes(
      [
        {
          id: "root",
          path: "/",
          children: [
            { id: "index", index: true },
            { id: "store", path: "store" },
            { id: "product", path: "store/product/:id" },
            { id: "catchall", path: "*" },
          ],
        },
      ],
      () => ({ hasErrorBoundary: false }),
    );
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id);
    for (let i = 0; i < 3; i++) {
      expect(ids("/")).toEqual(["root", "index"]);
      expect(ids("/store")).toEqual(["root", "store"]);
      expect(ids("/STORE/")).toEqual(["root", "store"]);
      expect(router.matchRoutes(routes, "/store/product/p-1")?.at(-1)?.params).toEqual({ id: "p-1" });
      expect(ids("/store/other")).toEqual(["root", "catchall"]);
    }
  });

  it("gives every caller its own copy of a path's kept matches", () => {
    const routes = router.UNSAFE_convertRoutesToDataRoutes(
      [{ id: "root", path: "/", children: [{ id: "product", path: "store/product/:id" }] }],
      () => ({ hasErrorBoundary: false }),
    );
    const first = router.matchRoutes(routes, "/store/product/p-1")!;
    expect(first[0].params).toBe(first[1].params);
    (first[1].params as Record<string, string>).id = "changed";
    first.pop();
    const second = router.matchRoutes(routes, "/store/product/p-1")!;
    expect(second).not.toBe(first);
    expect(second.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase])).toEqual([
      ["root", { id: "p-1" }, "/", "/"],
      ["product", { id: "p-1" }, "/store/product/p-1", "/store/product/p-1"],
    ]);
    expect(router.matchRoutes(routes, "/store/product/p-2")?.at(-1)?.params).toEqual({ id: "p-2" });
    expect(router.matchRoutes(routes, "/elsewhere")).toBeNull();
    expect(router.matchRoutes(routes, "/elsewhere")).toBeNull();
  });

  it("resolves absolute links as before, dot segments included", () => {
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
    for (const [to, pathname] of cases) expect(router.resolvePath(to, "/x/y").pathname).toBe(pathname);
    expect(router.resolveTo({ pathname: "/a", search: "?q=1" }, [], "/")).toMatchObject({
      pathname: "/a",
      search: "?q=1",
    });
    expect(() => router.resolveTo({ pathname: "/a?q=1" }, [], "/")).toThrow(/Cannot include a '\?' character/);
  });

  it("sees children that patchRoutes adds after a first match", () => {
    const r = router.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }],
      history: router.createMemoryHistory(),
    });
    expect(router.matchRoutes(r.routes, "/b")).toBeNull();
    r.patchRoutes("root", [{ id: "b", path: "b" }]);
    expect(router.matchRoutes(r.routes, "/b")?.map((m) => m.route.id)).toEqual(["root", "b"]);
    r.dispose();
  });
});

// ADR 033 addendum: react-router-dom's static router keeps its data routes per routes array (Remix's RemixServer,
// patched too, passes the same array on every request), and the inline manifest of lazy route discovery is kept per
// matched routes and parent paths.
describe("route work reused across server renders", () => {
  type StaticRouterModule = typeof import("react-router-dom/server");
  const require = createRequire(import.meta.url);
  const { createStaticHandler, createStaticRouter } = require("react-router-dom/server") as StaticRouterModule;
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "store", path: "store" },
        { id: "product", path: "store/product/:id" },
      ],
    },
  ];

  async function staticContext(path: string) {
    const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error("unexpected response");
    return context;
  }

  it("gives each render the same data routes for the same routes, and the request's own matches", async () => {
    const first = createStaticRouter(routes, await staticContext("/store/product/p-1"));
    const second = createStaticRouter(routes, await staticContext("/store"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "product"]);
    expect(first.state.matches.at(-1)?.params).toEqual({ id: "p-1" });
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "store"]);
    expect(second.state.location.pathname).toBe("/store");
    // Another routes array (another build) gets its own.
    expect(createStaticRouter([...routes], await staticContext("/store")).routes).not.toBe(first.routes);
  });

  it("writes the same inline manifest as before, shared by pages with the same parents", async () => {
    const fogOfWar = require("@remix-run/react/dist/fog-of-war.js") as {
      getPartialManifest: (manifest: unknown, router: unknown) => unknown;
      getPartialManifestJSON: (manifest: unknown, router: unknown) => string;
    };
    const manifest = {
      version: "1",
      routes: {
        root: { id: "root", path: "/" },
        store: { id: "store", parentId: "root", path: "store" },
        product: { id: "product", parentId: "root", path: "store/product/:id" },
        admin: { id: "admin", parentId: "root", path: "admin" },
      },
    };
    const one = createStaticRouter(routes, await staticContext("/store/product/p-1"));
    const two = createStaticRouter(routes, await staticContext("/store/product/p-2"));
    const json = fogOfWar.getPartialManifestJSON(manifest, one);
    expect(json).toBe(JSON.stringify(fogOfWar.getPartialManifest(manifest, one), null, 2));
    expect(Object.keys(JSON.parse(json).routes).sort()).toEqual(["product", "root", "store"]);
    expect(fogOfWar.getPartialManifestJSON(manifest, two)).toBe(json);
    const store = createStaticRouter(routes, await staticContext("/store"));
    expect(fogOfWar.getPartialManifestJSON(manifest, store)).toBe(
      JSON.stringify(fogOfWar.getPartialManifest(manifest, store), null, 2),
    );
  });
});

// ADR 033 addendum 3: react-router's useResolvedPath (both builds) skips serialising the matched routes' pathnames
// for a link whose target does not depend on them (an absolute path, or a search of the current page). Every kind of
// target must resolve as the unpatched code resolves it: against the pathnames of the matched routes.
describe("links resolved without the matched routes' pathnames", () => {
  type RouterBuild = typeof import("react-router");
  const require = createRequire(import.meta.url);
  const remixRouter = require("@remix-run/router") as Router;
  const builds: [string, RouterBuild][] = [
    ["production", require("react-router/dist/umd/react-router.production.min.js") as RouterBuild],
    ["development", require("react-router/dist/umd/react-router.development.js") as RouterBuild],
  ];
  const location = "/store/product/p-1";
  // The pathnames of the matched routes ("/" and "store/product/:id") that the unpatched code serialises.
  const routePathnames = ["/", "/store/product/p-1"];
  const targets: (string | { pathname?: string; search?: string; hash?: string })[] = [
    "/store?q=x",
    "/",
    "?page=2",
    { search: "?a=1" },
    { pathname: "/a", hash: "#h" },
    "details",
    "..",
    "../other",
    "",
    { pathname: "" },
    "#top",
  ];

  for (const [name, build] of builds) {
    it(`gives every kind of target the href it had before (${name} build)`, async () => {
      const React = await import("react");
      const { renderToString } = await import("react-dom/server");
      expect(
        require("node:fs").readFileSync(
          require.resolve(
            `react-router/dist/umd/react-router.${name === "production" ? "production.min" : "development"}.js`,
          ),
          "utf8",
        ),
      ).toMatch(/resolvesWithoutRoutes\(/i);
      function Hrefs() {
        return React.createElement(
          "ul",
          null,
          targets.map((to, i) => React.createElement(Href, { key: i, to })),
        );
      }
      function Href({ to }: { to: (typeof targets)[number] }) {
        return React.createElement("li", null, build.useHref(to));
      }
      const html = renderToString(
        React.createElement(
          build.MemoryRouter,
          { initialEntries: [location] },
          React.createElement(
            build.Routes,
            null,
            React.createElement(
              build.Route,
              { path: "/" },
              React.createElement(build.Route, { path: "store/product/:id", element: React.createElement(Hrefs) }),
            ),
          ),
        ),
      );
      const shown = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
      const expected = targets.map((to) => remixRouter.createPath(remixRouter.resolveTo(to, routePathnames, location)));
      expect(shown).toEqual(expected);
      expect(shown.slice(0, 5)).toEqual([
        "/store?q=x",
        "/",
        "/store/product/p-1?page=2",
        "/store/product/p-1?a=1",
        "/a#h",
      ]);
    });
  }
});
