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
