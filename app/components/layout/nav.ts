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

/** SPEC section 2, "Header navigation". Paths are without the language prefix. */
export const NAV_PANELS: NavPanel[] = [
  {
    id: "about",
    label: "nav.about",
    items: [
      { to: "/about/group-overview", label: "nav.groupOverview" },
      { to: "/about/subsidiaries", label: "nav.subsidiaries" },
      { to: "/about/markets", label: "nav.markets" },
      { to: "/about/awards", label: "nav.awards" },
      { to: "/about/history", label: "nav.history" },
      { to: "/about/social-impact", label: "nav.socialImpact" },
    ],
  },
  {
    id: "solutions",
    label: "nav.solutions",
    items: [
      { to: "/solutions/k-12", label: "nav.k12" },
      { to: "/solutions/higher-education", label: "nav.higherEducation" },
      { to: "/solutions/publishing", label: "nav.publishing" },
      { to: "/solutions/vocational-education", label: "nav.vocationalEducation" },
      { to: "/solutions/corporates", label: "nav.corporates" },
      { to: "/solutions/Teaching", label: "nav.teaching" },
      { to: "/solutions/investing-startups", label: "nav.investingStartups" },
      { to: "/services/capability-building", label: "nav.capabilityBuilding" },
      { to: "/services/digital-learning", label: "nav.digitalLearning" },
      { to: "/services/publishing-solutions", label: "nav.publishingSolutions" },
      { to: "/services/software-development", label: "nav.softwareDevelopment" },
    ],
  },
  {
    id: "institutions",
    label: "nav.educationalInstitutions",
    items: [
      { to: "/educational-institutions/printing-academy", label: "nav.printingAcademy" },
      { to: "/educational-institutions/applied-technology-school", label: "nav.appliedTechnologySchool" },
      { to: "/educational-institutions/international-academy", label: "nav.internationalAcademy" },
    ],
  },
  {
    id: "certificates",
    label: "nav.educationalCertificates",
    items: [{ to: "/educational-certificates/exam-center", label: "nav.examCenter" }],
  },
];

export const NAV_LINKS_BEFORE: NavItem[] = [{ to: "/home", label: "nav.home" }];
export const NAV_LINKS_AFTER: NavItem[] = [
  { to: "/projects", label: "nav.projects" },
  { to: "/news", label: "nav.news" },
  { to: "/blogs", label: "nav.blogs" },
];
