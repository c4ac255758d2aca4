import { bottomBarLinks, footerGroups, socialLinks } from "./nav";
import { CurrencyChoice } from "./CurrencyChoice";
import { LightLink } from "~/components/ui/LightLink";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 pb-20 dark:border-slate-800 dark:bg-slate-900 lg:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-700 dark:text-brand-100">LabMarket</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            The AI-guided, community-driven marketplace for pharma and life-sciences equipment.
          </p>
          <ul className="mt-4 flex gap-3 text-sm">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-slate-600 hover:text-brand-700 dark:text-slate-400"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {group.title}
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <LightLink to={link.to} className="text-slate-700 hover:text-brand-700 dark:text-slate-300">
                    {link.label}
                  </LightLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6">
        <CurrencyChoice id="footer-currency" />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} LabMarket. All rights reserved.
      </p>
    </footer>
  );
}

export function BottomBar() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="grid grid-cols-5 text-center text-xs">
        {bottomBarLinks.map((link) => (
          <li key={link.to}>
            <LightLink to={link.to} className="block py-3 font-medium text-slate-700 dark:text-slate-200">
              {link.label}
            </LightLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
