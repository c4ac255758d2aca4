// The brand's catalogue as CSV in the import's format (issue 10 #4): export → edit in a spreadsheet → import changes
// exactly what was edited. Streamed in keyset pages of products (never the whole catalogue in memory); every text
// cell goes through safeCsvCell (formula injection), which the import reverses. Also the template: the header and
// one example row.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { centsToAmount } from "~/modules/product-editor/editor-form";
import { safeCsvCell } from "~/utils/csv";
import { prisma } from "~/utils/db.server";
import { BASE_COLUMNS, formatOptions, SPEC_PREFIX, type BaseColumn } from "./import-rows";

const PAGE = 200;

async function specKeys(): Promise<string[]> {
  const rows = await prisma.attributeDefinition.findMany({
    distinct: ["key"],
    orderBy: { key: "asc" },
    select: { key: true },
  });
  return rows.map((r) => r.key);
}

const headerOf = (keys: string[]) => [...BASE_COLUMNS, ...keys.map((k) => SPEC_PREFIX + k)];

function toRecord(values: Partial<Record<BaseColumn, string>>, specs: Record<string, string>, keys: string[]) {
  return [...BASE_COLUMNS.map((c) => safeCsvCell(values[c] ?? "")), ...keys.map((k) => safeCsvCell(specs[k] ?? ""))];
}

const toWeb = (rows: AsyncIterable<string[]>) =>
  Readable.toWeb(Readable.from(rows).pipe(stringify({ bom: false }))) as ReadableStream;

/** Every product of the brand that has variants (archived ones too), one row per variant, products by id. */
export function brandCatalogueCsv(brandId: string): ReadableStream {
  async function* rows() {
    const keys = await specKeys();
    yield headerOf(keys);
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof loadPage>> = await loadPage(brandId, after);
      for (const p of page) {
        const specs: Record<string, string> = {};
        for (const a of p.attributeValues)
          if (a.attribute.categoryId === p.categoryId) specs[a.attribute.key] = a.entered;
        for (const v of p.variants) {
          if (!v.sku) continue; // a duplicated product's variant has no SKU until the brand gives it one
          const options = [...v.optionValues]
            .sort((a, b) => a.option.position - b.option.position)
            .map((o) => ({ name: o.option.title, value: o.value }));
          yield toRecord(
            {
              sku: v.sku,
              product_ref: p.id,
              title: p.title,
              subtitle: p.subtitle ?? "",
              category: p.categoryId ?? "",
              description: p.descriptionHtml,
              variant_title: v.title,
              price: centsToAmount(v.priceInCents),
              sale_price: centsToAmount(v.salePriceInCents),
              currency: v.currencyCode,
              manage_stock: v.manageInventory ? "yes" : "no",
              quantity: String(v.manageInventory ? v.inventoryQuantity : 0),
              options: formatOptions(options),
            },
            specs,
            keys,
          );
        }
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }
  return toWeb(rows());
}

function loadPage(brandId: string, after: string | null) {
  return prisma.storeProduct.findMany({
    where: { brandId, deletedAt: null, ...(after ? { id: { gt: after } } : {}) },
    orderBy: { id: "asc" },
    take: PAGE,
    select: {
      id: true,
      title: true,
      subtitle: true,
      categoryId: true,
      descriptionHtml: true,
      variants: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          sku: true,
          title: true,
          priceInCents: true,
          salePriceInCents: true,
          currencyCode: true,
          manageInventory: true,
          inventoryQuantity: true,
          optionValues: { select: { value: true, option: { select: { title: true, position: true } } } },
        },
      },
      attributeValues: {
        where: { variantId: null },
        select: { entered: true, attribute: { select: { key: true, categoryId: true } } },
      },
    },
  });
}

/** The header row and one example row (a two-variant product would repeat product_ref on a second row). */
export function templateCsv(): ReadableStream {
  async function* rows() {
    const keys = await specKeys();
    const category = await prisma.category.findFirst({
      where: { attributes: { some: {} } },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: { id: true, attributes: { where: { type: "text" }, take: 1, select: { key: true } } },
    });
    yield headerOf(keys);
    const textKey = category?.attributes[0]?.key;
    yield toRecord(
      {
        sku: "EXAMPLE-PUMP-01",
        product_ref: "example-pump",
        title: "Example binary pump",
        subtitle: "Replace this row with your products",
        category: category?.id ?? "",
        description: "<p>What the product does, in a few sentences.</p>",
        variant_title: "",
        price: "1250.00",
        sale_price: "",
        currency: "usd",
        manage_stock: "yes",
        quantity: "5",
        options: "Size: 500 mL; Pack: 10",
      },
      textKey ? { [textKey]: "Example value" } : {},
      keys,
    );
  }
  return toWeb(rows());
}
