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
    expect(await readFile(file, "utf8")).toContain("function rankedBranches(routes)");
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
