// Share links (spec §2, §7): LinkedIn, Twitter and Facebook share URLs for an absolute page URL.

export interface ShareLink {
  network: "linkedin" | "twitter" | "facebook";
  label: string;
  href: string;
}

export function socialShareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: "twitter",
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
