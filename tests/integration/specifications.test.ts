// Structured specifications (issue 9, ADR 013) against the seeded database: the product page's grouped
// table, variant-specific rows, compare rows and the spec sheet read the same normalised values.
import { describe, expect, it } from "vitest";
import { action as compareAction, loader as compareLoader } from "~/routes/compare";
import { loader as productLoader } from "~/routes/store.product.$id";
import { specSheetForProduct } from "~/modules/inquiries/inquiries.server";
import { prisma } from "~/utils/db.server";
import { routeArgs } from "../setup/route-args";

async function productPage(id: string, search = "") {
  const request = new Request(`http://localhost/store/product/${id}${search}`);
  return productLoader(routeArgs({ request, params: { id } }));
}

describe("structured specifications", () => {
  it("the product page loader returns the grouped table with normalised numbers", async () => {
    const { product } = await productPage("waters-acquity-premier-uplc");
    expect(product.specifications.map((g) => g.title)).toEqual([
      "Overview",
      "Performance",
      "Dimensions and weight",
      "Electrical",
    ]);
    const rows = Object.fromEntries(product.specifications.flatMap((g) => g.rows.map((r) => [r.label, r.value])));
    expect(rows["Technique"]).toBe("UHPLC");
    // Entered as 18,000 psi, stored in bar, shown in the attribute's unit with the entered value beside it.
    expect(rows["Maximum pressure"]).toBe("1,241.056 bar (18,000 psi)");
    expect(rows["Flow rate"]).toBe("0.01–2 mL/min");
    expect(rows["Weight"]).toBe("104 kg");
  });

  it("stores numbers in the base unit so °F and °C compare, and rows that vary show the selected variant", async () => {
    const stored = await prisma.productAttributeValue.findMany({
      where: { attributeId: "life-sciences-equipment.condenser-temperature" },
      select: { numMin: true, entered: true, variantId: true },
    });
    // A generated freeze dryer entered as −58 °F is stored as −50 °C, like the hand-made −50 °C variant.
    expect(stored.find((v) => v.entered === "-58 °F")?.numMin).toBe(-50);
    expect(stored.find((v) => v.variantId === "labconco-freezone-4-5l-50c")?.numMin).toBe(-50);
    const colder = stored.filter((v) => v.numMin !== null && v.numMin <= -80).map((v) => v.variantId);
    expect(colder).toContain("labconco-freezone-4-5l-84c");
    expect(colder).not.toContain("labconco-freezone-4-5l-50c");

    const { product } = await productPage("labconco-freezone-4-5l", "?variant=labconco-freezone-4-5l-84c");
    const row = product.specifications.flatMap((g) => g.rows).find((r) => r.key === "condenser-temperature");
    expect(row).toMatchObject({ value: "−84 °C", variantSpecific: true });
  });

  it("the range index answers 'attribute between a and b' restricted to a category", async () => {
    const rows = await prisma.$queryRaw<{ productId: string }[]>`
      SELECT DISTINCT "productId" FROM "ProductAttributeValue"
      WHERE "attributeId" = 'biopharma-machinery.working-volume' AND "numMin" <= 50 AND "numMax" >= 40`;
    const ids = rows.map((r) => r.productId);
    expect(ids).toEqual(expect.arrayContaining(["sartorius-biostat-str-50l", "merck-mobius-50l"]));
    expect(ids).not.toContain("sartorius-biostat-b-benchtop");
  });

  it("compare lines up the same values, and the spec sheet shows the grouped table", async () => {
    let cookie = "";
    for (const productId of ["thermo-vanquish-core-hplc", "agilent-1290-uhplc"]) {
      const request = new Request("http://localhost/compare", {
        method: "POST",
        body: new URLSearchParams({ intent: "add", productId }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      });
      const response = (await compareAction(routeArgs({ request, params: {} }))) as Response;
      cookie =
        response.headers
          .getSetCookie()
          .find((c) => c.startsWith("compare="))
          ?.split(";")[0] ?? cookie;
    }
    const view = await compareLoader(
      routeArgs({
        request: new Request("http://localhost/compare", { headers: { Cookie: cookie } }),
        params: {},
      }),
    );
    expect(view.products.map((p) => p.id)).toEqual(["thermo-vanquish-core-hplc", "agilent-1290-uhplc"]);
    expect(view.matrix.find((row) => row.label === "Maximum pressure")?.values).toEqual(["700 bar", "1,300 bar"]);
    expect(view.matrix.find((row) => row.label === "Technique")?.values).toEqual(["HPLC", "UHPLC"]);

    const sheet = await specSheetForProduct("agilent-1290-uhplc", "https://labmarket.test");
    expect(sheet?.content).toContain('<th scope="colgroup" colspan="2" class="group">Performance</th>');
    expect(sheet?.content).toContain('<th scope="row">Flow rate</th><td>0.05–5 mL/min</td>');
    expect(sheet?.content).toContain("Diode array detector (DAD) (DAD Detector)");
  });
});
