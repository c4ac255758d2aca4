import { PrefetchPageLinks, useNavigate } from "react-router";
import { useEffect, useState } from "react";

type LightLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** "intent": the page's modules and data are prefetched on hover or focus, as `<Link prefetch="intent">`. */
  prefetch?: "intent";
  /** Replaces the current history entry, as `<Link replace>` (a facet or a filter chip of a listing). */
  replace?: boolean;
  /** Keeps the scroll position, as `<Link preventScrollReset>`. */
  preventScrollReset?: boolean;
};

/**
 * A link for places that render many of them (a listing's cards, the header and footer, the menus): a plain anchor
 * that the root's one click handler (useLightLinkNavigation) navigates inside the app when JavaScript runs, as
 * Remix's <Link> does, without <Link>'s hooks per link (three path resolutions, a click handler, prefetch state):
 * about 8 µs of server rendering each, a tenth of a 24-card marketplace page (ADR 039). With `prefetch="intent"` the
 * root's one LightLinkPrefetch prefetches it on hover or focus. `data-discover` keeps Remix's route discovery, which
 * finds links in the DOM. `to` is a path of this site.
 */
export function LightLink({ to, prefetch, replace, preventScrollReset, children, ...props }: LightLinkProps) {
  return (
    <a
      {...props}
      href={to}
      data-light-link=""
      data-prefetch={prefetch}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      data-discover="true"
    >
      {children}
    </a>
  );
}

/** The LightLink an event happened in, if it is one of this site's. */
function lightLinkOf(target: EventTarget | null, selector = "a[data-light-link]"): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(selector) : null;
  return anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin ? anchor : null;
}

/**
 * Navigates in the app on a plain left click on a LightLink, the way Remix's <Link> decides it: not when a modifier
 * key asks for a new tab or window, not for another target or a download. Installed once, at the root.
 */
export function useLightLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = lightLinkOf(event.target);
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // Following a link to the page already shown replaces its history entry, as <Link> does; so does a link
      // marked `replace` (a facet). `preventScrollReset` keeps the scroll position, as on <Link>.
      navigate(to, {
        replace: to === here || anchor.hasAttribute("data-replace"),
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** How long the pointer or focus stays on a link before it is prefetched (Remix's <Link> waits as long). */
const INTENT_DELAY_MS = 100;

/**
 * Prefetches the LightLink (with `prefetch="intent"`) that the pointer or focus rests on, as `<Link
 * prefetch="intent">` does for itself: Remix's PrefetchPageLinks for that page while the intent lasts. One for the
 * whole document, at the root.
 */
export function LightLinkPrefetch() {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    let current: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const selector = 'a[data-light-link][data-prefetch="intent"]';
    function intent(event: Event) {
      const anchor = lightLinkOf(event.target, selector);
      if (!anchor || anchor === current) return;
      current = anchor;
      clearTimeout(timer);
      timer = setTimeout(() => setPage(anchor.pathname + anchor.search), INTENT_DELAY_MS);
    }
    function cancel(event: MouseEvent | FocusEvent) {
      const anchor = lightLinkOf(event.target, selector);
      // Moving between the link's own children is not leaving it.
      if (
        !anchor ||
        anchor !== current ||
        (event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))
      )
        return;
      current = null;
      clearTimeout(timer);
      setPage(null);
    }
    document.addEventListener("mouseover", intent);
    document.addEventListener("focusin", intent);
    document.addEventListener("touchstart", intent, { passive: true });
    document.addEventListener("mouseout", cancel);
    document.addEventListener("focusout", cancel);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseover", intent);
      document.removeEventListener("focusin", intent);
      document.removeEventListener("touchstart", intent);
      document.removeEventListener("mouseout", cancel);
      document.removeEventListener("focusout", cancel);
    };
  }, []);
  return page ? <PrefetchPageLinks page={page} /> : null;
}
