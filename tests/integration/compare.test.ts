import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/compare";
import { prisma } from "~/utils/db.server";
import { routeArgs } from "../setup/route-args";

function post(fields: Record<string, string>, cookie = "") {
  return new Request("http://localhost/compare", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
}

function compareCookieFrom(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("compare="));
  return setCookie ? setCookie.split(";")[0] : "";
}

async function run(fields: Record<string, string>, cookie: string) {
  const response = (await action(routeArgs({ request: post(fields, cookie), params: {} }))) as Response;
  return { response, cookie: compareCookieFrom(response) || cookie };
}

describe("compare action (visitor, cookie-backed)", () => {
  it("adds up to three products, refuses the fourth with the spec's message, and shows specs side by side", async () => {
    const ids = (await prisma.storeProduct.findMany({ select: { id: true }, take: 4, orderBy: { id: "asc" } })).map(
      (p) => p.id,
    );
    let cookie = "";
    for (const productId of ids.slice(0, 3)) {
      const result = await run({ intent: "add", productId, redirectTo: "/shop/products" }, cookie);
      expect(result.response.status).toBe(303);
      expect(result.response.headers.get("Location")).toBe("/shop/products");
      cookie = result.cookie;
    }
    const full = await run({ intent: "add", productId: ids[3] }, cookie);
    expect(full.response.status).toBe(303);
    const flash = full.response.headers.getSetCookie().find((c) => c.startsWith("flash="));
    expect(flash).toBeTruthy();

    const view = await loader(
      routeArgs({
        request: new Request("http://localhost/compare", { headers: { Cookie: full.cookie } }),
        params: {},
      }),
    );
    expect(view.products.map((p) => p.id)).toEqual(ids.slice(0, 3));
    expect(view.matrix.length).toBeGreaterThan(0);
    for (const row of view.matrix) expect(row.values).toHaveLength(3);

    const removed = await run({ intent: "remove", productId: ids[1] }, full.cookie);
    const after = await loader(
      routeArgs({
        request: new Request("http://localhost/compare", { headers: { Cookie: removed.cookie } }),
        params: {},
      }),
    );
    expect(after.products.map((p) => p.id)).toEqual([ids[0], ids[2]]);
  });

  it("rejects malformed input with 400 and an unknown product without storing it", async () => {
    const bad = (await action(
      routeArgs({
        request: post({ intent: "add" }),
        params: {},
      }),
    )) as unknown as { init: { status: number } };
    expect(bad.init?.status).toBe(400);
    const unknown = await run({ intent: "add", productId: "no-such-product" }, "");
    expect(unknown.response.status).toBe(303);
    expect(compareCookieFrom(unknown.response)).toBe("");
  });
});
