import { Link } from "react-router";

/** A section's h2 with an optional intro and a "view all" link on the right. */
export function SectionHeader({
  id,
  title,
  intro,
  link,
}: {
  id: string;
  title: string;
  intro?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p> : null}
      </div>
      {link ? (
        <Link to={link.to} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
