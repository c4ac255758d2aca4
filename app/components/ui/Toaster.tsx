import { useEffect, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import { CloseIcon } from "~/components/ui/icons";
import type { Toast } from "~/utils/cookies.server";

/**
 * One notification at a time (spec §4): a new one replaces the old, auto-dismissed after 5 s with JS.
 * Without JS it is an alert region in the page flow under the header (it cannot be dismissed, so it must never
 * cover a control); with JS (`js:` variant) it floats as a toast with a working dismiss button.
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
      className="mx-auto flex max-w-7xl justify-center px-4 pt-4 sm:justify-end js:pointer-events-none js:fixed js:inset-x-0 js:top-20 js:z-[60] js:mx-0 js:max-w-none js:pt-0"
    >
      <div
        role={destructive ? "alert" : "status"}
        data-testid="toast"
        className={`pointer-events-auto w-full rounded-lg border p-4 sm:max-w-sm js:max-w-sm js:shadow-lg ${
          destructive
            ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        }`}
      >
        <div className="flex items-start gap-3">
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
