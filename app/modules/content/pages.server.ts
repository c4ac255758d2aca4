// The static information pages (content/pages/<slug>.md), rendered on the server and cached per slug
// in production (the files only change with a deploy).
import fs from "node:fs/promises";
import path from "node:path";
import { isProduction } from "~/utils/env.server";
import { parseFrontMatter } from "./front-matter";
import { renderMarkdown } from "./markdown.server";

export interface MarkdownPage {
  slug: string;
  title: string;
  description: string;
  heading: string;
  /** "Last updated: ..." line to show above the body; null when absent or already written in the body. */
  updated: string | null;
  html: string;
}

/** Pages whose level-3 sections read as an accordion. */
const ACCORDION_PAGES = new Set(["faq"]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cache = new Map<string, MarkdownPage>();

export function contentDirectory(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"), "pages");
}

/** The rendered page, or null when no such Markdown file exists. */
export async function getMarkdownPage(slug: string): Promise<MarkdownPage | null> {
  if (!SLUG.test(slug)) return null;
  const cached = cache.get(slug);
  if (cached) return cached;
  let source: string;
  try {
    source = await fs.readFile(path.join(contentDirectory(), `${slug}.md`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const { attributes, body } = parseFrontMatter(source);
  const page: MarkdownPage = {
    slug,
    title: attributes.title,
    description: attributes.description,
    heading: attributes.heading,
    updated: attributes.updated && !body.includes(`Last updated: ${attributes.updated}`) ? attributes.updated : null,
    html: renderMarkdown(body, { accordion: ACCORDION_PAGES.has(slug) }),
  };
  if (isProduction()) cache.set(slug, page);
  return page;
}

/** Loader helper: the page or a 404 response. */
export async function requireMarkdownPage(slug: string): Promise<MarkdownPage> {
  const page = await getMarkdownPage(slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}
