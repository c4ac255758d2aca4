import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import { requestDisplayCurrency } from "~/modules/currency/currencies.server";
import { data } from "react-router";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useCallback, useEffect, useState } from "react";
import { CartDrawer } from "~/components/cart/CartDrawer";
import { Footer, BottomBar } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { NoticeBanner } from "~/components/layout/NoticeBanner";
import { PunchoutBanner } from "~/components/punchout/PunchoutBanner";
import { currentPunchout } from "~/modules/punchout/sessions.server";
import { getSetting } from "~/modules/settings/settings.server";
import type { ShellUser } from "~/modules/auth/shell-user";
import { Toaster } from "~/components/ui/Toaster";
import { addToCartToken, getCartView } from "~/modules/cart/cart.server";
import { getShellUser } from "~/modules/auth/shell-user.server";
import { readTheme, readToast } from "~/utils/cookies.server";
import { useNonce } from "~/utils/nonce";
import { isTheme, type Theme } from "~/utils/theme";
import stylesheet from "./tailwind.css?url";
import { LightLinkPrefetch, useLightLinkNavigation } from "~/components/ui/LightLink";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Only the error pages take their title from here; every screen names itself in its own meta. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Page not found | LabMarket" : "Something went wrong | LabMarket" },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [theme, cart, user, { toast, headers }, notice, cartToken, punchoutSession, money] = await Promise.all([
    readTheme(request),
    getCartView(request),
    getShellUser(request),
    readToast(request),
    getSetting("noticeBanner"),
    // The add-to-cart forms' cart token on a first visit (issue 32 #7, cart-cookie.server.ts).
    addToCartToken(request, context),
    // The punchout banner (ADR 065): read only when the browser carries the punchout cookie.
    currentPunchout(request),
    // The buyer's display currency and the shop's stated rates (ADR 068): cached per machine, no query per page.
    requestDisplayCurrency(request),
  ]);
  const punchout = punchoutSession
    ? {
        organisationName: punchoutSession.organisationName,
        systemName: punchoutSession.systemName,
        operation: punchoutSession.operation,
      }
    : null;
  return data(
    {
      theme,
      cart,
      user,
      notice,
      cartToken,
      punchout,
      money,
      toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
    },
    { headers },
  );
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** The theme that is about to apply: a pending toggle wins over the cookie (optimistic with JS). */
function useTheme(serverTheme: Theme): Theme {
  const fetchers = useFetchers();
  const pending = fetchers.find((f) => f.formAction === "/resources/theme")?.formData?.get("theme");
  return isTheme(pending) ? pending : serverTheme;
}

// Marks <html data-js> before first paint (the `js:` Tailwind variant: toasts float only when they can be dismissed) and
// sets the cart visitor token (cart-cookie.server.ts: concurrent first adds share a cart). The time-zone hint cookie is
// set once the browser is idle: reading the zone (Intl.DateTimeFormat) loads the time-zone data, 12-28 ms on this
// machine and four times that on a mid-range phone, which here ran before the first paint (ADR 072); the cookie is
// for the next request anyway.
const timeZoneHintScript = `document.documentElement.setAttribute("data-js","");try{if(!/(^|; )cart_visitor=/.test(document.cookie)){var a=crypto.getRandomValues(new Uint8Array(16)),t="";for(var i=0;i<16;i++)t+=(a[i]+256).toString(16).slice(1);document.cookie="cart_visitor="+t+";path=/;max-age=2592000;samesite=lax"+(location.protocol=="https:"?";secure":"")}}catch(e){}(window.requestIdleCallback||setTimeout)(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf("tz="+encodeURIComponent(z))<0){document.cookie="tz="+encodeURIComponent(z)+";path=/;max-age=31536000;samesite=lax"}}catch(e){}},{timeout:3000});`;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = useTheme(rootData?.theme ?? "light");
  const nonce = useNonce();
  // Marks the document once React has hydrated: end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className={theme === "dark" ? "dark" : ""} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: timeZoneHintScript }} />
      </head>
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  useLightLinkNavigation();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const navigation = useNavigation();
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  useEffect(() => setCartOpen(false), [location.pathname]);
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const user: ShellUser | null = rootData?.user ?? null;
  const cart = rootData?.cart ?? { cartId: null, lines: [], totalQuantity: 0, totalCents: 0, total: "$0.00" };
  return (
    <>
      <PunchoutBanner punchout={rootData?.punchout ?? null} />
      <NoticeBanner text={rootData?.notice ?? ""} />
      <Header
        theme={rootData?.theme ?? "light"}
        cartQuantity={cart.totalQuantity}
        user={user}
        onOpenCart={() => setCartOpen(true)}
      />
      <Toaster toast={rootData?.toast ?? null} />
      <main id="main" key={location.pathname} className={`min-h-[60vh] ${leaving ? "page-exit" : "page-enter"}`}>
        {children}
      </main>
      <Footer />
      <BottomBar />
      <CartDrawer open={cartOpen} onClose={closeCart} cart={cart} />
      <LightLinkPrefetch />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request the app refused (a form body it could not read: 400/413/415) explains itself in a short message.
  const refused =
    isRouteErrorResponse(error) && [400, 413, 415].includes(error.status)
      ? typeof error.data === "string" && error.data
        ? error.data
        : "The request held a value we cannot accept. Please check what you entered and try again."
      : null;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
          {notFound ? "404" : unavailable ? "503" : "Error"}
        </p>
        <h1 className="mt-2 text-3xl font-bold">
          {notFound
            ? "Page not found"
            : unavailable
              ? "Temporarily unavailable"
              : refused
                ? "We couldn't accept that request"
                : "Something went wrong"}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          {notFound
            ? "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped."
            : unavailable
              ? "The site is temporarily unavailable. Please try again in a few seconds."
              : (refused ?? "An unexpected error occurred. Please try again in a moment.")}
        </p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Back to home
        </Link>
      </div>
    </Shell>
  );
}
