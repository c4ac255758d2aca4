import { Form, Link } from "react-router";
import { PriceText } from "~/components/ui/ConvertedPrice";
import type { getComparisonView } from "~/modules/compare/compare.server";

type ComparisonView = Awaited<ReturnType<typeof getComparisonView>>;

/** Up to three products side by side (price, brand, rating, every specification), with Remove buttons. */
export function CompareTable({ products, matrix }: ComparisonView) {
  return (
    <div className="mt-8 overflow-x-auto">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm" data-testid="compare-table">
        <caption className="sr-only">Product comparison</caption>
        <thead>
          <tr>
            <th scope="col" className="w-48 p-3 align-bottom text-slate-500">
              Product
            </th>
            {products.map((product) => (
              <th key={product.id} scope="col" className="p-3 align-top">
                {product.thumbnailUrl ? (
                  <img
                    src={product.thumbnailUrl}
                    alt=""
                    width={160}
                    height={120}
                    className="mb-2 rounded-md border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900"
                  />
                ) : null}
                <Link to={`/store/product/${product.id}`} className="font-semibold hover:underline">
                  {product.title}
                </Link>
                <Form method="post" action="/compare" className="mt-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={product.id} />
                  <button
                    type="submit"
                    className="text-xs font-medium text-red-700 hover:underline dark:text-red-400"
                    aria-label={`Remove ${product.title} from comparison`}
                  >
                    Remove
                  </button>
                </Form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          <Row label="Price" values={products.map((p) => (p.price ? <PriceText key={p.id} price={p.price} /> : "—"))} />
          <Row label="Brand" values={products.map((p) => p.brand ?? "—")} />
          <Row label="Category" values={products.map((p) => p.category ?? "—")} />
          <Row
            label="Rating"
            values={products.map((p) =>
              p.reviewCount > 0 ? `${p.rating.toFixed(1)} (${p.reviewCount} reviews)` : "—",
            )}
          />
          {matrix.map((row) => (
            <Row key={row.label} label={row.label} values={row.values} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ label, values }: { label: string; values: React.ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className="p-3 font-medium text-slate-600 dark:text-slate-400">
        {label}
      </th>
      {values.map((value, index) => (
        <td key={index} className="p-3">
          {value}
        </td>
      ))}
    </tr>
  );
}
