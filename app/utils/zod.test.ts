import { afterEach, describe, expect, it, vi } from "vitest";

// zod keeps its settings on globalThis (shared by every copy of it): each test starts from a fresh module and puts
// back what it found.
const before = { ...(await import("zod")).z.config() };

afterEach(async () => {
  const { z } = await import("zod");
  const config = z.config();
  for (const key of Object.keys(config)) delete (config as Record<string, unknown>)[key];
  Object.assign(config, before);
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("~/utils/zod", () => {
  it("turns zod's compiled parsers off in a browser, before any schema is built (no eval probe against the CSP)", async () => {
    vi.stubGlobal("document", {});
    vi.resetModules();
    const { z } = await import("./zod");
    expect(z.config().jitless).toBe(true);
    // Parsing still works, without `new Function`.
    const spy = vi.spyOn(globalThis, "Function");
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    expect(spy).not.toHaveBeenCalled();
  });

  it("keeps them on the server, where eval is allowed", async () => {
    vi.resetModules();
    const { z } = await import("./zod");
    expect(z.config().jitless).not.toBe(true);
    expect(z.object({ a: z.number() }).safeParse({ a: "1" }).success).toBe(false);
  });
});
