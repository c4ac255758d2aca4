/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

const ROOT_ROUTE = path.resolve(import.meta.dirname, "app/root.tsx");
let shellModules: Set<string> | null = null;

/** "shell" for the app's own modules the root route imports, directly or through others (not the root itself). */
function shellChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  if (!shellModules) {
    shellModules = new Set();
    const stack = [ROOT_ROUTE];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (shellModules.has(next)) continue;
      shellModules.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return id !== ROOT_ROUTE && !id.includes("node_modules") && shellModules.has(id) ? "shell" : null;
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  server: { port: 3000 },
  // Separate caches let several dev servers run side by side (one per developer task).
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // date-fns is bundled into the server build rather than loaded from node_modules: as ~250 ES modules each of which
  // makes Node 24 read its 200 KB package.json, loading it allocated ~390 MB of short-lived memory at start-up, which
  // the heap kept as resident memory (ADR 033).
  ssr: { noExternal: ["date-fns"] },
  // React, React DOM and React Router in one browser chunk: every page loads all of them (the entry, the root route),
  // and Rolldown's default split of them into five chunks gzips each apart: 108.6 KB against 104.9 in one (ADR 051).
  // The app's shell (what the root route imports: header, footer, cart drawer, toasts, ...) in one more: every page
  // loads it too, and left to itself Rolldown cut it into ~10 files of 1-2 KB wherever a route shares one of its
  // modules, each a request of its own before first paint on HTTP/1.1 (ADR 072).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: shellChunk },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    // Vitest runs modules directly; the React Router plugin is only for the app build (DESIGN.md recipe).
    !process.env.VITEST && reactRouter(),
  ],
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    pool: "forks",
    // Integration tests hash passwords with bcrypt (cost 10) and talk to a real database on a 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
