import { useEffect, useState } from "react";
import type { Toast } from "~/utils/cookies.server";

/**
 * One notification at a time (spec §4): a new one replaces the old, auto-dismissed after 5 s with JS.
 * Rendered on the server too, as an alert region, so it reads the same without JS.
 */
export function Toaster({ toast }: { toast: (Toast & { id: string }) | null }) {
  const [visible, setVisible] = useState(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), toast.durationMs ?? 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  const destructive = visible.variant === "destructive";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 sm:justify-end">
      <div
        role={destructive ? "alert" : "status"}
        data-testid="toast"
        className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
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
          <button type="button" onClick={() => setVisible(null)} aria-label="Dismiss notification" className="text-sm opacity-70 hover:opacity-100">
            ✕
          </button>
        </div>
      </div>
    </div>
  );
}
