import type { MetaDescriptor } from "react-router";
import { Link } from "react-router";

export interface MarkdownPageData {
  title: string;
  description: string;
  heading: string;
  updated: string | null;
  html: string;
}

/** `meta` for any page whose loader returns a title and description. */
export function pageMeta({
  loaderData: data,
}: {
  loaderData?: { title: string; description: string } | null;
}): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found | LabMarket" }];
  return [{ title: `${data.title} | LabMarket` }, { name: "description", content: data.description }];
}

/** A static information page rendered from Markdown on the server (content/pages/<slug>.md). */
export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{page.heading}</h1>
      {page.updated ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Last updated: {page.updated}</p>
      ) : null}
      <div
        className="prose-page mt-6 [&_details]:my-2 [&_details]:rounded-lg [&_details]:border [&_details]:border-slate-200 [&_details]:px-4 [&_details]:py-1 dark:[&_details]:border-slate-700 [&_details[open]]:bg-slate-50 dark:[&_details[open]]:bg-slate-900 [&_summary]:cursor-pointer [&_summary]:py-2 [&_summary]:font-semibold [&_summary]:text-slate-900 dark:[&_summary]:text-white"
        // Rendered from repository Markdown and sanitised on the server (app/modules/content/markdown.server.ts).
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}

export function UnderConstructionPage({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{message}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Back to home
      </Link>
    </section>
  );
}
