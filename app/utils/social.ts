export const SOCIAL_ICONS = ["facebook", "instagram", "linkedin", "twitter", "youtube"] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/** Networks the site can name in both languages (more than it has icons for). */
export const SOCIAL_NETWORKS = [...SOCIAL_ICONS, "snapchat", "tiktok", "whatsapp", "telegram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The network a link's name names, if the site knows it (its accessible name is then translated). */
export function knownSocialNetwork(name: string): SocialNetwork | null {
  const key = name.trim().toLowerCase();
  return (SOCIAL_NETWORKS as readonly string[]).includes(key) ? (key as SocialNetwork) : null;
}

/** SPEC section 2: an unknown name falls back to the linkedin icon. */
export function socialIconOf(name: string): SocialIcon {
  const key = name.trim().toLowerCase();
  return (SOCIAL_ICONS as readonly string[]).includes(key) ? (key as SocialIcon) : "linkedin";
}

/** SPEC section 7: links that are not hidden, sorted by order. */
export function visibleSocialLinks<L extends { isHidden: boolean; order: number }>(links: L[]): L[] {
  return links.filter((l) => !l.isHidden).sort((a, b) => a.order - b.order);
}

/**
 * What the footer shows of the social links: the visible ones, in order, each only with what it renders. This is
 * what the layout hands to the browser, which needs nothing else of them (issue 10: only the fields a page renders).
 */
export interface FooterSocialLink {
  name: string;
  url: string;
}

export function footerSocialLinks(links: Array<FooterSocialLink & { isHidden: boolean; order: number }>): FooterSocialLink[] {
  return visibleSocialLinks(links).map(({ name, url }) => ({ name, url }));
}
