import { Link } from "react-router";
import { CardHeading } from "./Heading";

export interface InsightCardData {
  id: string;
  title: string;
  subheading: string;
  description: string;
  ctaText: string;
  ctaLink: string;
}

/** An insight card (title, subheading, description) with its call-to-action link. */
export function InsightCard({ insight, headingLevel = 3 }: { insight: InsightCardData; headingLevel?: 2 | 3 | 4 }) {
  return (
    <article
      data-testid="insight-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <CardHeading level={headingLevel} className="text-lg font-semibold">
        {insight.title}
      </CardHeading>
      <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-100">{insight.subheading}</p>
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{insight.description}</p>
      <Link
        to={insight.ctaLink}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        {insight.ctaText} <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
