/** A card title whose level fits the page outline (h2 on list pages, h3 inside a section). */
export function CardHeading({
  level = 3,
  className,
  children,
}: {
  level?: 2 | 3 | 4;
  className?: string;
  children: React.ReactNode;
}) {
  const Tag = `h${level}` as "h2" | "h3" | "h4";
  return <Tag className={className}>{children}</Tag>;
}
