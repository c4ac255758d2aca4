// Quick order by SKU (issue 37 item 3): the parsed lines' SKUs resolved in one indexed query, then all lines into the
// cart in one transaction through the cart's own rule (addVariantsToCart) — or none, with each failed line named.
import { addVariantsToCart } from "~/modules/cart/cart.server";
import { prisma } from "~/utils/db.server";
import { parseQuickOrder, type QuickOrderProblem } from "./quick-order";

export type QuickOrderOutcome =
  { ok: true; added: number; units: number } | { ok: false; problems: QuickOrderProblem[]; formError?: string };

/**
 * `cart` is asked for only once every line is understood and known, so a refused paste creates no cart. SKUs are
 * matched exactly or in capitals (catalogue numbers are printed in capitals; the unique index serves both).
 */
export async function quickOrder(text: string, cart: () => Promise<string>): Promise<QuickOrderOutcome> {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) return parsed;
  const candidates = [...new Set(parsed.lines.flatMap((line) => [line.sku, line.sku.toUpperCase()]))];
  const variants = await prisma.variant.findMany({
    where: { sku: { in: candidates } },
    select: { id: true, sku: true },
  });
  const idBySku = new Map(variants.map((variant) => [variant.sku!, variant.id]));
  const resolved = parsed.lines.map((line) => ({
    line,
    variantId: idBySku.get(line.sku) ?? idBySku.get(line.sku.toUpperCase()) ?? null,
  }));
  const unknown = resolved.filter((entry) => entry.variantId === null);
  if (unknown.length > 0)
    return {
      ok: false,
      problems: unknown.map(({ line }) => ({
        row: line.row,
        text: line.sku,
        message: `No product has the SKU "${line.sku}".`,
      })),
    };
  const cartId = await cart();
  const added = await addVariantsToCart(
    cartId,
    resolved.map(({ line, variantId }) => ({ variantId: variantId!, quantity: line.quantity })),
  );
  if (!added.ok)
    return {
      ok: false,
      problems: added.refusals.map(({ index, message }) => ({
        row: resolved[index]!.line.row,
        text: resolved[index]!.line.sku,
        message,
      })),
    };
  return { ok: true, added: added.added, units: parsed.lines.reduce((sum, line) => sum + line.quantity, 0) };
}
