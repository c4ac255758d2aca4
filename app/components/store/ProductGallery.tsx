import { Link } from "react-router";
import { useEffect, useState } from "react";

/**
 * Image carousel wrapping at both ends. Without JavaScript the previous/next arrows and thumbnails are
 * links to ?image=N (the server renders that image); with JavaScript they switch images in place.
 */
export function ProductGallery({
  images,
  initialIndex,
  hrefFor,
  title,
}: {
  images: { url: string; alt: string }[];
  initialIndex: number;
  hrefFor: (index: number) => string;
  title: string;
}) {
  const [index, setIndex] = useState(initialIndex);
  useEffect(() => setIndex(initialIndex), [initialIndex]);
  const count = images.length;
  if (count === 0) {
    return <div className="aspect-[4/3] w-full rounded-2xl bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
  }
  const current = images[Math.min(index, count - 1)];
  const prev = (index - 1 + count) % count;
  const next = (index + 1) % count;
  const go = (target: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    setIndex(target);
  };
  const arrowClass =
    "absolute top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl font-semibold text-slate-900 shadow-md ring-1 ring-slate-200 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:bg-slate-900/90 dark:text-white dark:ring-slate-700";
  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${title}`} data-testid="gallery">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <img
          key={current.url}
          src={current.url}
          alt={current.alt}
          width={800}
          height={600}
          loading="eager"
          // The main image is the page's LCP element; React 18 passes the lower-case attribute through as is.
          {...{ fetchpriority: "high" }}
          className="aspect-[4/3] w-full object-contain"
          data-testid="gallery-image"
          data-index={index}
        />
        {count > 1 ? (
          <>
            <Link
              to={hrefFor(prev)}
              onClick={go(prev)}
              preventScrollReset
              replace
              className={`${arrowClass} left-3`}
              aria-label="Previous image"
              data-testid="gallery-prev"
            >
              <span aria-hidden="true">‹</span>
            </Link>
            <Link
              to={hrefFor(next)}
              onClick={go(next)}
              preventScrollReset
              replace
              className={`${arrowClass} right-3`}
              aria-label="Next image"
              data-testid="gallery-next"
            >
              <span aria-hidden="true">›</span>
            </Link>
            <p
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-medium text-white"
              aria-live="polite"
              data-testid="gallery-position"
            >
              Image {index + 1} of {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Choose an image">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <Link
                to={hrefFor(i)}
                onClick={go(i)}
                preventScrollReset
                replace
                aria-label={`Show image ${i + 1}: ${image.alt}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-lg border-2 bg-slate-50 dark:bg-slate-900 ${
                  i === index
                    ? "border-brand-600"
                    : "border-transparent hover:border-slate-300 dark:hover:border-slate-600"
                }`}
              >
                <img
                  src={image.url}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full object-contain"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
