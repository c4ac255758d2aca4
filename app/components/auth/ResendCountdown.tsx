import { useEffect, useState } from "react";

/**
 * The resend button with its 60 s countdown (spec §4 Verify page). The server renders the remaining
 * seconds (so it reads right without JS); with JS it counts down live and enables the button at 0.
 */
export function ResendCountdown({ seconds, sending }: { seconds: number; sending: boolean }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  const waiting = left > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        name="intent"
        value="resend"
        disabled={waiting || sending}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {sending ? "Sending..." : waiting ? `Resend code in ${left}s` : "Resend code"}
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="resend-status">
        {waiting ? `You can request a new code in ${left} seconds.` : "Didn't get the code? You can request a new one."}
      </p>
    </div>
  );
}
