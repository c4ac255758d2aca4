import { useRef } from "react";

/**
 * 'Product Details': additional info sections sorted by order, as <details> elements (they open and
 * close without JS); with JS, opening one closes the others (one open at a time).
 */
export function ProductDetailsAccordion({ sections }: { sections: { id: string; title: string; html: string }[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  if (sections.length === 0) return null;
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    listRef.current?.querySelectorAll("details").forEach((details) => {
      if (details !== opened) details.open = false;
    });
  };
  return (
    <section className="mt-12" aria-labelledby="product-details-heading">
      <h2 id="product-details-heading" className="text-2xl font-semibold">
        Product Details
      </h2>
      <div
        ref={listRef}
        className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        data-testid="product-details"
      >
        {sections.map((section, index) => (
          <details key={section.id} open={index === 0} onToggle={onToggle} className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between py-4 font-medium">
              {section.title}
              <span
                aria-hidden="true"
                className="text-slate-600 transition-transform group-open:rotate-180 dark:text-slate-400"
              >
                ⌄
              </span>
            </summary>
            <div
              className="rich-text pb-5 text-slate-700 dark:text-slate-300"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </details>
        ))}
      </div>
    </section>
  );
}
