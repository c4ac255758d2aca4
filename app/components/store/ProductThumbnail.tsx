/** A product card's picture: 4:3, contained on a neutral ground; the ground alone when there is no picture. */
export function ProductThumbnail({ src, lazy = false }: { src: string | null | undefined; lazy?: boolean }) {
  if (!src) return <div aria-hidden="true" className="aspect-[4/3] w-full bg-slate-100 dark:bg-slate-800" />;
  // Decorative: the card's title names the product right below.
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={300}
      loading={lazy ? "lazy" : undefined}
      className="aspect-[4/3] w-full bg-slate-100 object-contain dark:bg-slate-800"
    />
  );
}
