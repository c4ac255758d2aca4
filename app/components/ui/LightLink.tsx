import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

type LightLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link for places that render many of them (a listing's cards, the footer, the mobile menu): a plain anchor that
 * the root's one click handler (useLightLinkNavigation) navigates inside the app when JavaScript runs, as Remix's
 * <Link> does, without <Link>'s hooks per link (three path resolutions, a click handler, prefetch state): about
 * 8 µs of server rendering each, a tenth of a 24-card marketplace page (ADR 039). It does not prefetch on intent:
 * keep <Link prefetch="intent"> where that matters (a card's title). `data-discover` keeps Remix's route discovery,
 * which finds links in the DOM. `to` is a path of this site.
 */
export function LightLink({ to, children, ...props }: LightLinkProps) {
  return (
    <a {...props} href={to} data-light-link="" data-discover="true">
      {children}
    </a>
  );
}

/**
 * Navigates in the app on a plain left click on a LightLink, the way Remix's <Link> decides it: not when a modifier
 * key asks for a new tab or window, not for another target, a download or another origin. Installed once, at the root.
 */
export function useLightLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-light-link]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // Following a link to the page already shown replaces its history entry, as <Link> does.
      navigate(to, { replace: to === here });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
