import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  server: { port: 3000 },
  // Separate caches let several dev servers run side by side (one per developer task).
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // date-fns is bundled into the server build rather than loaded from node_modules: as ~250 ES modules each of which
  // makes Node 24 read its 200 KB package.json, loading it allocated ~390 MB of short-lived memory at start-up, which
  // the heap kept as resident memory (ADR 033).
  ssr: { noExternal: ["date-fns"] },
  plugins: [
    tailwindcss(),
    // Vitest runs modules directly; the Remix plugin is only for the app build (DESIGN.md recipe).
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
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
