import { useEffect, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import { socialShareLinks } from "~/modules/demos/share";

function ShareIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * Share: LinkedIn, Twitter and Facebook share links plus the page URL to copy, in a <details> that opens
 * without JavaScript. With JavaScript the device share sheet opens instead where the browser has one,
 * and "Copy link" copies the URL.
 */
export function ShareMenu({
  url,
  title,
  label = "Share",
  iconOnly = false,
  panelClassName = "left-0 w-72 max-w-full",
}: {
  url: string;
  title: string;
  label?: string;
  iconOnly?: boolean;
  /**
   * Where the open panel sits, relative to the nearest positioned ancestor (give the row of buttons
   * `relative`): by default under the row's left edge.
   */
  panelClassName?: string;
}) {
  const hydrated = useHydrated();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function openSheet(event: React.MouseEvent) {
    if (!canShare) return; // the <details> opens with the links
    event.preventDefault();
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // Cancelling the sheet rejects too; share errors are only logged (spec §8 Other).
      console.error(error);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.error(error);
    }
  }

  const inputId = `share-url-${url.replace(/[^a-z0-9]/gi, "-").slice(-60)}`;
  return (
    <details className="group" data-testid="share-menu">
      <summary
        onClick={openSheet}
        aria-label={iconOnly ? `${label}: ${title}` : undefined}
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <ShareIcon />
        {iconOnly ? <span className="sr-only">{label}</span> : label}
      </summary>
      <div
        className={`absolute z-30 mt-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900 ${panelClassName}`}
      >
        <ul className="flex flex-wrap gap-2" aria-label="Share on">
          {socialShareLinks(url, title).map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded-md bg-slate-100 px-2.5 py-1 font-medium text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor={inputId} className="mt-3 block text-xs font-medium text-slate-700 dark:text-slate-300">
          Page link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          />
          {hydrated ? (
            <button
              type="button"
              onClick={copy}
              className="rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {copied ? "Copied!" : "Copy link"}
            </button>
          ) : null}
        </div>
      </div>
    </details>
  );
}
