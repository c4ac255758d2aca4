import { useState } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Share (spec §7): with JavaScript the device share sheet (title, text, URL); where the browser has none,
 * the notice 'Share this event!' - 'You can copy the URL from your browser to share.'. Without
 * JavaScript a plain, copyable URL field.
 */
export function ShareLink({ title, text, url }: { title: string; text: string; url: string }) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState(false);
  if (!hydrated) {
    return (
      <div>
        <label htmlFor="share-url" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          Share this event
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        />
      </div>
    );
  }
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Cancelling the share sheet rejects too; errors are only logged (spec §8 Other).
        console.error(error);
      }
      return;
    }
    setNotice(true);
    window.setTimeout(() => setNotice(false), 5000);
  }
  return (
    <div>
      <button
        type="button"
        onClick={share}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share
      </button>
      <div role="status" aria-live="polite">
        {notice ? (
          <div data-testid="share-notice" className="mt-3 rounded-md border border-slate-200 bg-white p-3 text-sm shadow dark:border-slate-700 dark:bg-slate-900">
            <p className="font-semibold">Share this event!</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">You can copy the URL from your browser to share.</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
