// Navigation destinations of the app shell (spec §2 App shell).
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/shop/products", label: "Marketplace" },
  { to: "/shop/brands", label: "Brands" },
  { to: "/shop/influencers", label: "Experts" },
  { to: "/demo", label: "Live Demos" },
  { to: "/community", label: "Community" },
  { to: "/events", label: "Events" },
  { to: "/store", label: "Store" },
  { to: "/profile", label: "Profile" },
] as const;

export const footerGroups = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/blog", label: "Blog" },
      { to: "/partnerships", label: "Partnerships" },
      { to: "/contact", label: "Contact" },
      { to: "/careers", label: "Careers" },
    ],
  },
  {
    title: "Community",
    links: [
      { to: "/influencers", label: "For Experts" },
      { to: "/brands", label: "For Brands" },
      { to: "/community-guidelines", label: "Community Guidelines" },
      { to: "/how-it-works", label: "How It Works" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/faq", label: "FAQ" },
      { to: "/trust-safety", label: "Trust & Safety" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
    ],
  },
] as const;

export const socialLinks = [
  { href: "https://www.linkedin.com/", label: "LinkedIn" },
  { href: "https://x.com/", label: "X (Twitter)" },
  { href: "https://www.youtube.com/", label: "YouTube" },
] as const;

export const bottomBarLinks = [
  { to: "/", label: "Home" },
  { to: "/store", label: "Shop" },
  { to: "/demo", label: "Demos" },
  { to: "/community", label: "Community" },
  { to: "/events", label: "Events" },
] as const;

/** Whether a section link is the current section, as NavLink decides it ("/" only on the home page itself). */
export function isCurrentSection(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
