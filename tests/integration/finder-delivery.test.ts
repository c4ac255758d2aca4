// The finder's delivery requirement against the database (ADR 084): "in stock" agrees with every shown result's
// variants as the store's cards count stock, and a delivery time is met by a stated lead time within it, not met by
// a longer one, and unknown where the brand stated none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetFinderVocabulary } from "~/modules/finder/finder.server";
import { finderPage } from "~/modules/finder/page.server";
import { prisma } from "~/utils/db.server";

/** Whether any variant has units on hand, or is not tracked and states no lead time (the card's "In stock"). */
async function inStockInDatabase(productId: string): Promise<boolean> {
  const variants = await prisma.variant.findMany({ where: { productId } });
  return variants.some((v) =>
    v.manageInventory ? v.inventoryQuantity - v.reservedQuantity > 0 : v.leadTimeDays === null,
  );
}

describe("finder delivery requirement", () => {
  // The variants this file changes, as they were: put back afterwards (other files read the same database).
  const original: { id: string; leadTimeDays: number | null; manageInventory: boolean }[] = [];
  beforeAll(() => forgetFinderVocabulary());
  afterAll(async () => {
    for (const v of original)
      await prisma.variant.update({
        where: { id: v.id },
        data: { leadTimeDays: v.leadTimeDays, manageInventory: v.manageInventory },
      });
  });

  it("reads “centrifuge in stock” and checks each shown result against its variants' stock", async () => {
    const page = await finderPage("centrifuge in stock");
    expect(page.chips.map((c) => c.label)).toEqual(["Centrifuge", "In stock"]);
    expect(page.uninterpreted).toEqual([]);
    const results = page.answer!.results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const check = result.checks.find((c) => c.label === "In stock")!;
      expect(check.status).toBe((await inStockInDatabase(result.id)) ? "met" : "not-met");
    }
  });

  it("a stated lead time within the limit meets it, a longer one does not, none stated is unknown", async () => {
    const q = "centrifuge that ships within 2 weeks";
    const before = (await finderPage(q)).answer!.results;
    expect(before.length).toBeGreaterThan(2);
    // Nothing seeded states a lead time: no result may claim it.
    for (const result of before)
      expect(result.checks.find((c) => c.label === "Ships within 2 weeks")!.status).not.toBe("met");
    const [soon, late] = [before[2]!.id, before[0]!.id];
    original.push(
      ...(await prisma.variant.findMany({
        where: { productId: { in: [soon, late] } },
        select: { id: true, leadTimeDays: true, manageInventory: true },
      })),
    );
    await prisma.variant.updateMany({
      where: { productId: soon },
      data: { leadTimeDays: 5, manageInventory: false },
    });
    await prisma.variant.updateMany({ where: { productId: late }, data: { leadTimeDays: 60 } });

    const after = (await finderPage(q)).answer!.results;
    const statusOf = (id: string) =>
      after.find((r) => r.id === id)?.checks.find((c) => c.label === "Ships within 2 weeks");
    expect(statusOf(soon)).toMatchObject({ status: "met", value: "Ships in 5 days" });
    expect(after[0]!.id).toBe(soon);
    expect(after[0]!.reason).toBe("Meets all 2 of your requirements.");
    const lateCheck = statusOf(late);
    if (lateCheck) expect(lateCheck.status).toBe("not-met");
  });
});
