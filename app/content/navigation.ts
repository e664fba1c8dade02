/**
 * The site's navigation as data (SPEC section 2, "Header navigation"): paths
 * without the language prefix and the dictionary keys of their labels. The
 * header and footer render it; the sitemap lists it. No UI here.
 */
import type { ParseKeys } from "i18next";

export interface NavItem {
  to: string;
  label: ParseKeys;
}
export interface NavPanel {
  id: "about" | "solutions" | "institutions" | "certificates";
  label: ParseKeys;
  items: NavItem[];
}

/** Path → label key, in the order the menu shows them. */
const items = (labels: Record<string, ParseKeys>): NavItem[] => Object.entries(labels).map(([to, label]) => ({ to, label }));

export const NAV_PANELS: NavPanel[] = [
  {
    id: "about",
    label: "nav.about",
    items: items({
      "/about/group-overview": "nav.groupOverview",
      "/about/subsidiaries": "nav.subsidiaries",
      "/about/markets": "nav.markets",
      "/about/awards": "nav.awards",
      "/about/history": "nav.history",
      "/about/social-impact": "nav.socialImpact",
    }),
  },
  {
    id: "solutions",
    label: "nav.solutions",
    items: items({
      "/solutions/k-12": "nav.k12",
      "/solutions/higher-education": "nav.higherEducation",
      "/solutions/publishing": "nav.publishing",
      "/solutions/vocational-education": "nav.vocationalEducation",
      "/solutions/corporates": "nav.corporates",
      "/solutions/Teaching": "nav.teaching",
      "/solutions/investing-startups": "nav.investingStartups",
      "/services/capability-building": "nav.capabilityBuilding",
      "/services/digital-learning": "nav.digitalLearning",
      "/services/publishing-solutions": "nav.publishingSolutions",
      "/services/software-development": "nav.softwareDevelopment",
    }),
  },
  {
    id: "institutions",
    label: "nav.educationalInstitutions",
    items: items({
      "/educational-institutions/printing-academy": "nav.printingAcademy",
      "/educational-institutions/applied-technology-school": "nav.appliedTechnologySchool",
      "/educational-institutions/international-academy": "nav.internationalAcademy",
    }),
  },
  {
    id: "certificates",
    label: "nav.educationalCertificates",
    items: items({ "/educational-certificates/exam-center": "nav.examCenter" }),
  },
];

export const NAV_LINKS_BEFORE: NavItem[] = items({ "/home": "nav.home" });
export const NAV_LINKS_AFTER: NavItem[] = items({ "/projects": "nav.projects", "/news": "nav.news", "/blogs": "nav.blogs" });

/** The footer's site links. */
export const FOOTER_LINKS: NavItem[] = items({
  "/home": "nav.home",
  "/about/group-overview": "nav.groupOverview",
  "/projects": "nav.projects",
  "/news": "nav.news",
  "/blogs": "nav.blogs",
  "/educational-certificates/exam-center": "nav.examCenter",
  "/contact-us": "nav.contactUs",
});

/** The footer's solutions column: the first seven of the Solutions panel. */
export const FOOTER_SOLUTIONS: NavItem[] = NAV_PANELS.find((p) => p.id === "solutions")!.items.slice(0, 7);
