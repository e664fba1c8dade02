/**
 * The content contract: every call of SPEC section 7, its path exactly as the
 * group's backend spells it, its query parameters and the zod schema of its
 * `result`. The embedded /api router, the embedded source and the upstream
 * client are all generated from this one table, so they cannot disagree.
 */
import * as z from "zod";
import * as s from "./schemas";

/**
 * Ids arrive as query strings; anything but a positive integer in plain decimal
 * digits is a 400. Coercion alone would accept "1e1", "0x10", "+5" or " 7" as
 * aliases of real ids, so strings are checked before they are coerced.
 */
const DECIMAL_ID = /^[1-9][0-9]*$/;
export const idQuery = z.object({
  id: z.preprocess(
    (value) => (typeof value === "string" && !DECIMAL_ID.test(value) ? Number.NaN : value),
    z.coerce.number().int().positive().max(2_147_483_647),
  ),
});
/** Search keys are user text: trimmed, non-blank, bounded. */
export const searchQuery = z.object({
  searchKey: z.string().trim().min(1).max(2000),
});
export const codeQuery = z.object({
  code: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/),
});

type QuerySchema = typeof idQuery | typeof searchQuery | typeof codeQuery;

interface EndpointDef<R extends z.ZodType, Q extends QuerySchema | null> {
  path: `/api/${string}`;
  query: Q;
  result: R;
  /** The POST twin of a GET (ContactAreas) answers like the GET. */
  alsoPost?: true;
  /** A list that grows as editors publish: the content cache keeps it fresh for less time (docs/CONTENT.md, "Freshness"). */
  list?: true;
}

function get<R extends z.ZodType>(path: `/api/${string}`, result: R): EndpointDef<R, null>;
function get<R extends z.ZodType, Q extends QuerySchema>(
  path: `/api/${string}`,
  result: R,
  query: Q,
): EndpointDef<R, Q>;
function get(path: `/api/${string}`, result: z.ZodType, query: QuerySchema | null = null) {
  return { path, result, query };
}

/** Marks a definition as a list (see `list` above). */
const list = <D extends EndpointDef<z.ZodType, null>>(def: D) => ({ ...def, list: true as const });

export const contract = {
  // Award
  "Award.headSection": get("/api/Award/headSection", s.headSection),
  "Award.awards": get("/api/Award/awards", z.array(s.award)),
  "Award.awardspartner": get("/api/Award/awardspartner", z.array(s.partner)),

  // About
  "About.headSection": get("/api/About/headSection", s.headSection),
  "About.purposeSection": get("/api/About/purposeSection", s.textSection),
  "About.whatwedoSection": get("/api/About/whatwedoSection", s.sectionWithItems),
  "About.whatwebrings": get("/api/About/whatwebrings", s.sectionWithItems),
  "About.values": get("/api/About/values", s.sectionWithItems),
  "About.figures": get("/api/About/figures", s.figuresSection),
  "About.OverViewPartnersHeadSection": get("/api/About/OverViewPartnersHeadSection", s.textSection),
  "About.GetOverViewPartners": get("/api/About/GetOverViewPartners", z.array(s.partner)),

  // History
  "History.headSection": get("/api/History/headSection", s.headSection),
  "History.historystorySection": get("/api/History/historystorySection", s.textSection),
  "History.historyyears": get("/api/History/historyyears", z.array(s.historyYear)),

  // Markets
  "Marketings.headSection": get("/api/Marketings/headSection", s.headSection),
  "Marketings.countries": get("/api/Marketings/countries", z.array(s.country)),
  "Marketings.textSection": get("/api/Marketings/textSection", s.textSection),

  // Social impact
  "Sustainability.SustainabilityHeadSection": get(
    "/api/Sustainability/SustainabilityHeadSection",
    s.headSection,
  ),
  "Sustainability.SustainabilityText1": get("/api/Sustainability/SustainabilityText1", s.positiveImpactText),
  "Sustainability.GetSunSteps": get("/api/Sustainability/GetSunSteps", z.array(s.sustainabilityStep)),
  "Sustainability.SustainabilityText2": get("/api/Sustainability/SustainabilityText2", s.positiveImpactText),
  "Sustainability.GetSunProjects": list(get("/api/Sustainability/GetSunProjects", z.array(s.sustainabilityProject))),
  "Sustainability.GetSunProjectDetails": get(
    "/api/Sustainability/GetSunProjectDetails",
    s.sustainabilityProjectDetails,
    idQuery,
  ),

  // Subsidiaries
  "Subsidiaries.headSection": get("/api/Subsidiaries/headSection", s.headSection),
  "Subsidiaries.subsidiaries": get("/api/Subsidiaries/subsidiaries", z.array(s.subsidiary)),

  // Blogs
  "Blogs.GetAll": list(get("/api/Blogs/GetAll", z.array(s.articleSummary))),
  "Blogs.GetById": get("/api/Blogs/GetById", s.blogDetails, idQuery),
  "Blogs.searchBlog": get("/api/Blogs/searchBlog", z.array(s.articleSummary), searchQuery),

  // News
  "LatestNews.GetAll": list(get("/api/LatestNews/GetAll", z.array(s.articleSummary))),
  "LatestNews.GetById": get("/api/LatestNews/GetById", s.newsDetails, idQuery),
  "LatestNews.searchNew": get("/api/LatestNews/searchNew", z.array(s.articleSummary), searchQuery),

  // Contacts (CreateContact is the one write, see ENQUIRY_PATH)
  "Contacts.ContactAreas": {
    ...get("/api/Contacts/ContactAreas", z.array(s.contactArea)),
    alsoPost: true as const,
  },

  // Certificates
  "Certificates.headSection": get("/api/Certificates/headSection", s.headSection),
  "Certificates.secondSection": get("/api/Certificates/secondSection", s.textSection),
  "Certificates.GetAll": get("/api/Certificates/GetAll", z.array(s.certificate)),

  // Educational institutions
  "EducationalInstitutions.GetEducationalInstitutionTechnologySchool": get(
    "/api/EducationalInstitutions/GetEducationalInstitutionTechnologySchool",
    s.educationalInstitution,
  ),
  "EducationalInstitutions.GetEducationalInstitutionTahea": get(
    "/api/EducationalInstitutions/GetEducationalInstitutionTahea",
    s.educationalInstitution,
  ),
  "EducationalInstitutions.GetEducationalInstitutionPrinting": get(
    "/api/EducationalInstitutions/GetEducationalInstitutionPrinting",
    s.educationalInstitution,
  ),

  // Home
  "home.headSection": get("/api/home/headSection", s.headSection),
  "home.aboutSection": get("/api/home/aboutSection", s.textSection),
  "home.whoweserve": get("/api/home/whoweserve", s.sectionWithItems),
  "home.latestprojects": list(
    get("/api/home/latestprojects", s.textSection.extend({ items: z.array(s.projectSummary) })),
  ),
  "home.latestadditions": list(get("/api/home/latestadditions", s.sectionWithItems)),
  "home.latestnews": list(get("/api/home/latestnews", s.textSection.extend({ items: z.array(s.articleSummary) }))),
  "WhatWeDo.GetAll": get("/api/WhatWeDo/GetAll", z.array(s.card)),
  "home.search": get("/api/home/search", z.array(s.searchResult), searchQuery),

  // Projects
  "ProjectsPage.ProjectPageHeadSection": get("/api/ProjectsPage/ProjectPageHeadSection", s.headSection),
  "ProjectsPage.ProjectPageSecondSection": get("/api/ProjectsPage/ProjectPageSecondSection", s.textSection),
  "ProjectsPage.GetAll": list(get("/api/ProjectsPage/GetAll", z.array(s.projectSummary))),
  "ProjectsPage.GetProject": get("/api/ProjectsPage/GetProject", s.projectDetails, idQuery),
  "Projects.GetLatestProjectSection": get(
    "/api/Projects/GetLatestProjectSection",
    s.latestProjectSection,
    idQuery,
  ),

  // Service areas
  "CapabilityBuilding.capabilityBuildingHeadSectionHeadSection": get(
    "/api/CapabilityBuilding/capabilityBuildingHeadSectionHeadSection",
    s.headSection,
  ),
  "CapabilityBuilding.GetServiceCategories": get("/api/CapabilityBuilding/GetServiceCategories", s.serviceCategories),
  "DigitalLearning.DigitalLearningHeadSection": get("/api/DigitalLearning/DigitalLearningHeadSection", s.headSection),
  "DigitalLearning.DigitalLearningContentSection": get(
    "/api/DigitalLearning/DigitalLearningContentSection",
    s.textSection,
  ),
  "DigitalLearning.DigitalLearningTeams": get("/api/DigitalLearning/DigitalLearningTeams", z.array(s.card)),
  "DigitalLearning.DigitalLearningTeamContentSection": get(
    "/api/DigitalLearning/DigitalLearningTeamContentSection",
    s.textSection,
  ),
  "DigitalLearning.DigitalLearningRobustContentSection": get(
    "/api/DigitalLearning/DigitalLearningRobustContentSection",
    s.sectionWithItems,
  ),
  "DigitalLearning.GetServiceCategories": get("/api/DigitalLearning/GetServiceCategories", s.serviceCategories),
  "OfferingHigherEducation.OfferingHeadSection": get("/api/OfferingHigherEducation/OfferingHeadSection", s.headSection),
  "OfferingHigherEducation.GetOfferingCategoriesServices": get(
    "/api/OfferingHigherEducation/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),
  "OfferingHigherEducation.GetOfferingCategoriesProducts": get(
    "/api/OfferingHigherEducation/GetOfferingCategoriesProducts",
    s.productsResponse,
  ),
  "OfferingInvestinginStartups.OfferingHeadSection": get(
    "/api/OfferingInvestinginStartups/OfferingHeadSection",
    s.headSection,
  ),
  "OfferingInvestinginStartups.GetOfferingCategoriesServices": get(
    "/api/OfferingInvestinginStartups/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),
  "OfferingK2.OfferingK2HeadSection": get("/api/OfferingK2/OfferingK2HeadSection", s.headSection),
  "OfferingK2.GetOfferingCategoriesServices": get("/api/OfferingK2/GetOfferingCategoriesServices", s.servicesResponse),
  "OfferingK2.GetOfferingCategoriesProducts": get("/api/OfferingK2/GetOfferingCategoriesProducts", s.productsResponse),
  "OfferingPublishing.OfferingPublishingHeadSection": get(
    "/api/OfferingPublishing/OfferingPublishingHeadSection",
    s.headSection,
  ),
  "OfferingPublishing.GetOfferingCategoriesServices": get(
    "/api/OfferingPublishing/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),
  "OfferingPublishing.GetOfferingCategoriesProducts": get(
    "/api/OfferingPublishing/GetOfferingCategoriesProducts",
    s.productsResponse,
  ),
  "SoftwareDevelopment.SoftwareDevelopmentHeadSection": get(
    "/api/SoftwareDevelopment/SoftwareDevelopmentHeadSection",
    s.headSection,
  ),
  "SoftwareDevelopment.SoftwareDevelopmentContentSection": get(
    "/api/SoftwareDevelopment/SoftwareDevelopmentContentSection",
    s.sectionWithItems,
  ),
  "OfferingTeaching.OfferingHeadSection": get("/api/OfferingTeaching/OfferingHeadSection", s.headSection),
  "OfferingTeaching.GetOfferingCategoriesServices": get(
    "/api/OfferingTeaching/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),
  "OferringVocationalEducation.OfferingHeadSection": get(
    "/api/OferringVocationalEducation/OfferingHeadSection",
    s.headSection,
  ),
  "OferringVocationalEducation.GetOfferingFirstSection": get(
    "/api/OferringVocationalEducation/GetOfferingFirstSection",
    s.vocationalFirstSection,
  ),
  "OferringVocationalEducation.GetOfferingCategoriesServices": get(
    "/api/OferringVocationalEducation/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),
  "OferringCorporates.OfferingHeadSection": get("/api/OferringCorporates/OfferingHeadSection", s.headSection),
  "OferringCorporates.GetOfferingCategoriesServices": get(
    "/api/OferringCorporates/GetOfferingCategoriesServices",
    s.servicesResponse,
  ),

  // Titles and social links
  "Titles.GetTitleByCode": get("/api/Titles/GetTitleByCode", s.title, codeQuery),
  "Social.GetAllSocialLinks": get("/api/Social/GetAllSocialLinks", z.array(s.socialLink)),
} as const;

export const ENQUIRY_PATH = "/api/Contacts/CreateContact";

export type Contract = typeof contract;
export type Endpoint = keyof Contract;
export type ResultOf<E extends Endpoint> = z.infer<Contract[E]["result"]>;
export type ParamsOf<E extends Endpoint> = Contract[E]["query"] extends z.ZodType
  ? z.input<Contract[E]["query"]>
  : undefined;

export const endpoints = Object.keys(contract) as Endpoint[];
