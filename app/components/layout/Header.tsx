import { Form, useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from "~/components/ui/icons";
import { LightLink } from "~/components/ui/LightLink";
import type { Theme } from "~/utils/theme";
import { headerLinks, isCurrentSection } from "./nav";
import { ThemeToggle } from "./ThemeToggle";
import type { ShellUser } from "~/modules/auth/shell-user";
import { preloadCartContents } from "~/components/cart/CartDrawer";

/** Solid once the page is scrolled more than 10 px (spec §9); transparent-ish at the top. */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}

/** A section link of the header row or the menu, marked as the current section on its own pages. */
function SectionLink({
  link,
  pathname,
  prefetch,
  className,
}: {
  link: (typeof headerLinks)[number];
  pathname: string;
  prefetch?: "intent";
  className: string;
}) {
  const current = isCurrentSection(pathname, link.to);
  return (
    <LightLink
      to={link.to}
      prefetch={prefetch}
      aria-current={current ? "page" : undefined}
      className={`${className} rounded-md font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
        current ? "text-brand-700 dark:text-brand-100" : "text-slate-700 dark:text-slate-300"
      }`}
    >
      {link.label}
    </LightLink>
  );
}

export function Header({
  theme,
  cartQuantity,
  user,
  onOpenCart,
}: {
  theme: Theme;
  cartQuantity: number;
  user: ShellUser | null;
  onOpenCart: () => void;
}) {
  const scrolled = useScrolledPast(10);
  const location = useLocation();
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 transition-colors duration-200 ${
        scrolled ? "bg-white shadow-sm dark:bg-slate-900" : "bg-white/70 backdrop-blur dark:bg-slate-950/70"
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-4">
        <LightLink
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-100"
        >
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">
            L
          </span>
          {/* The narrowest phones keep the mark only; the name stays the link's accessible text. */}
          <span className="max-[379px]:sr-only">LabMarket</span>
        </LightLink>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex flex-wrap items-center gap-1 text-sm">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <SectionLink link={link} pathname={location.pathname} prefetch="intent" className="px-2 py-1.5" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LightLink
            to="/finder"
            className="grid place-items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label="Product Finder: describe what you need"
            title="Product Finder"
            data-testid="header-finder"
          >
            <SearchIcon className="h-6 w-6" />
          </LightLink>
          <ThemeToggle theme={theme} />
          <a
            href="/cart"
            onClick={(event) => {
              event.preventDefault();
              onOpenCart();
            }}
            onPointerEnter={preloadCartContents}
            onFocus={preloadCartContents}
            onTouchStart={preloadCartContents}
            className="relative grid place-items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label={`Cart, ${cartQuantity} ${cartQuantity === 1 ? "item" : "items"}`}
            data-testid="cart-button"
          >
            <CartIcon className="h-6 w-6" />
            {cartQuantity > 0 ? (
              <span
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs font-bold leading-5 text-white"
              >
                {cartQuantity}
              </span>
            ) : null}
          </a>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <LightLink
                to="/login"
                className="whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                Log In
              </LightLink>
              <LightLink
                to="/signup"
                className="whitespace-nowrap rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Sign Up
              </LightLink>
            </div>
          )}
          <MobileMenu signedIn={Boolean(user)} />
        </div>
      </div>
    </header>
  );
}

/**
 * Below the desktop breakpoint the section links (and Log In / Sign Up) sit behind a menu button: a <details>
 * disclosure, so it opens without JS; with JS it closes again after a navigation.
 */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <details ref={menu} className="group lg:hidden" data-testid="mobile-menu">
      <summary
        aria-label="Menu"
        className="grid cursor-pointer list-none place-items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon className="h-6 w-6 group-open:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <nav aria-label="Sections">
          <ul className="grid gap-1 text-base">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <SectionLink link={link} pathname={location.pathname} className="block px-3 py-2" />
              </li>
            ))}
          </ul>
        </nav>
        {signedIn ? null : (
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <LightLink
              to="/login"
              className="rounded-md border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Log In
            </LightLink>
            <LightLink
              to="/signup"
              className="rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
            >
              Sign Up
            </LightLink>
          </div>
        )}
      </div>
    </details>
  );
}

/** A <details> menu: opens without JS, closes on outside click with JS. */
function UserMenu({ user }: { user: ShellUser }) {
  const initials = user.fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <details className="relative" data-testid="user-menu">
      {/* Named by hidden text, not aria-label: the initials shown are a picture of the account, and a label that does
          not contain the visible text fails WCAG 2.5.3 (label in name). */}
      <summary className="flex cursor-pointer list-none items-center rounded-full">
        <span className="sr-only">Account menu</span>
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-9 w-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-9 w-9 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
          >
            {initials}
          </span>
        )}
      </summary>
      <div className="absolute right-0 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="px-2 pt-1 text-sm font-semibold">{user.fullName}</p>
        <p className="truncate px-2 pb-2 text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        <LightLink
          to={user.dashboardPath}
          className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Dashboard
        </LightLink>
        <LightLink
          to="/profile"
          className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Profile
        </LightLink>
        {user.buyer ? (
          <>
            <LightLink
              to="/organisation"
              className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              Organisation
            </LightLink>
            <LightLink
              to="/lists"
              className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              Lists
            </LightLink>
          </>
        ) : null}
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            Log out
          </button>
        </Form>
      </div>
    </details>
  );
}
