import { useFetcher, useLocation } from "react-router";
import { MoonIcon, SunIcon } from "~/components/ui/icons";
import type { Theme } from "~/utils/theme";

/** A plain form post that sets the theme cookie; with JS the fetcher flips the class at once. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const current: Theme = pending === "dark" || pending === "light" ? pending : theme;
  const next: Theme = current === "dark" ? "light" : "dark";
  return (
    <fetcher.Form method="post" action="/resources/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="grid place-items-center rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
      >
        {current === "dark" ? <SunIcon /> : <MoonIcon />}
      </button>
    </fetcher.Form>
  );
}
