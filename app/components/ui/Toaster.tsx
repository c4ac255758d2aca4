import { useEffect, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import { CartIcon, CloseIcon } from "~/components/ui/icons";
import type { Toast } from "~/utils/cookies.server";

/**
 * One notification at a time (spec §4): a new one replaces the old, auto-dismissed after 5 s with JS.
 * It floats under the header and never pushes the page down (issue 37). Without JS it cannot be dismissed, so it
 * lets clicks through to whatever it covers (pointer-events: none) and fades out by itself after a few seconds
 * (`toast-expire` in tailwind.css); with JS (`js:` variant) it takes clicks for its dismiss button.
 */
export function Toaster({ toast }: { toast: (Toast & { id: string }) | null }) {
  const [visible, setVisible] = useState(toast);
  const hydrated = useHydrated();
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), toast.durationMs ?? 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  const destructive = visible.variant === "destructive";
  return (
    <div
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 sm:justify-end"
    >
      <div
        key={visible.id}
        role={destructive ? "alert" : "status"}
        data-testid="toast"
        className={`toast-expire pointer-events-none w-full max-w-sm rounded-lg border p-4 shadow-lg js:pointer-events-auto ${
          destructive
            ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        }`}
      >
        <div className="flex items-start gap-3">
          {visible.icon === "cart" ? (
            <CartIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100" />
          ) : null}
          <div className="flex-1">
            <p className="font-semibold">{visible.title}</p>
            {visible.description ? <p className="mt-1 text-sm opacity-90">{visible.description}</p> : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVisible(null)}
              aria-label="Dismiss notification"
              className="rounded opacity-70 hover:opacity-100"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
