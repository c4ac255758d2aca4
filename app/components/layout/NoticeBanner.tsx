// The site-wide notice an admin sets in System Settings (issue 11); nothing when it is empty.
export function NoticeBanner({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div
      role="status"
      data-testid="site-notice"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {text}
    </div>
  );
}
