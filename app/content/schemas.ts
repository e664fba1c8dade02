/**
 * Zod schemas of every payload the content API returns (SPEC section 3).
 * Field names follow the group's backend exactly, including its own spellings
 * (projectTitleEN, descrpitonEn): the upstream host is the source of truth.
 *
 * Schemas are `z.object` (strip unknown keys) for the embedded API so it answers
 * with exactly the contract's fields; the upstream client parses with
 * `lenient()` copies that keep unknown keys and tolerate missing optional ones.
 */
import * as z from "zod";

const text = z.string();
/** Image paths are site-relative ("/images/...") or absolute URLs from the upstream host. */
const image = z.string();
const optionalImage = z.string().nullable();

export const bilingualTitle = z.object({ titleEn: text, titleAr: text });
export const bilingualText = bilingualTitle.extend({
  descriptionEn: text,
  descriptionAr: text,
});

/** Head sections feed the full-width banner of a page. */
export const headSection = bilingualText.extend({
  image,
  /** Optional looping muted video; the image is its poster. */
  video: z.string().nullable(),
  subtitleEn: text.nullable(),
  subtitleAr: text.nullable(),
});

/** A text section with an optional illustration. */
export const textSection = bilingualText.extend({ image: optionalImage });

/** A generic card: what-we-do items, values, awards, subsidiaries... */
export const card = bilingualText.extend({
  id: z.number().int(),
  image: optionalImage,
  /** Site-relative path without language ("/solutions/k-12") or an absolute URL. */
  link: z.string().nullable(),
});

export const sectionWithItems = textSection.extend({ items: z.array(card) });

export const figure = z.object({
  id: z.number().int(),
  number: text,
  titleEn: text,
  titleAr: text,
  image: optionalImage,
});
export const figuresSection = textSection.extend({ items: z.array(figure) });

export const partner = z.object({
  id: z.number().int(),
  nameEn: text,
  nameAr: text,
  image,
  url: z.string().nullable(),
});

export const award = card.extend({ year: z.number().int() });
export const subsidiary = card.extend({ logo: optionalImage, website: z.string().nullable() });
export const historyYear = bilingualText.extend({
  id: z.number().int(),
  year: z.number().int(),
  image: optionalImage,
});
export const country = z.object({
  id: z.number().int(),
  nameEn: text,
  nameAr: text,
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  latitude: z.number(),
  longitude: z.number(),
});

export const socialLink = z.object({
  id: z.number().int(),
  name: text,
  url: text,
  isHidden: z.boolean(),
  order: z.number().int(),
});

export const contactArea = z.object({
  id: z.number().int(),
  nameEn: text,
  nameAr: text,
  addressEn: text,
  addressAr: text,
  phones: z.array(text),
  email: text,
});

export const title = bilingualTitle;

// ---- News and blogs -------------------------------------------------------
export const sideSection = bilingualText.extend({ image: optionalImage });
export const articleSummary = bilingualText.extend({
  id: z.number().int(),
  createdDate: z.string(),
  image,
});
export const newsDetails = articleSummary.extend({ newsSideSection: sideSection.nullable() });
export const blogDetails = articleSummary.extend({ blogsSideSection: sideSection.nullable() });

// ---- Search ------------------------------------------------------------------
export const searchResult = z.object({
  id: z.number().int().nullable(),
  titleEn: text,
  titleAr: text,
  descrpitonEn: text,
  descrpitonAr: text,
  flag: text,
});

// ---- Projects ------------------------------------------------------------------
export const projectSummary = bilingualText.extend({ id: z.number().int(), image });
export const projectDetails = z.object({
  id: z.number().int(),
  projectHeader: z.object({ image, titleAr: text, titleEn: text }),
  projectDetailsDescriptionDTOs: z.array(
    bilingualText.extend({
      id: z.number().int(),
      image: optionalImage,
      projectDetailsDescriptionLogosDTOs: z.array(z.object({ image })),
    }),
  ),
  projectTitleEN: text,
  projectTitleAr: text,
  projectDetailsIncludesDtos: z.array(z.object({ id: z.number().int(), titleEn: text, titleAr: text })),
  projectDetailsStatisticsDtos: z.array(
    z.object({ id: z.number().int(), number: text, titleEn: text, titleAr: text, image: optionalImage }),
  ),
  /** Optional heading of the includes list. */
  includesTitleEn: text.nullable(),
  includesTitleAr: text.nullable(),
});
export const latestProjectSection = z.object({ shortDescriptionEn: text, shortDescriptionAr: text });

// ---- Social impact ------------------------------------------------------------------
export const positiveImpactText = z.object({ descriptionEn: text, descriptionAr: text });
export const sustainabilityStep = z.object({
  id: z.number().int(),
  image,
  number: z.number().int(),
  titleEn: text,
  titleAr: text,
});
export const sustainabilityProject = bilingualText.extend({ id: z.number().int(), image });
export const sustainabilityProjectDetails = sustainabilityProject.extend({
  mainImage: image,
  logo: optionalImage,
});

// ---- Certificates ------------------------------------------------------------------
export const certificate = bilingualText.extend({ id: z.number().int(), image });

// ---- Service areas (SPEC: service category / content item / list detail) -----------
export const serviceListItem = z.object({
  id: z.number().int(),
  image: optionalImage,
  titleEn: text,
  titleAr: text,
  descriptionEn: text.nullable(),
  descriptionAr: text.nullable(),
});
export const serviceListDetail = bilingualText.extend({
  id: z.number().int(),
  image: optionalImage,
  serviceCategoryServiceContentLists: z.array(serviceListItem),
});
export const serviceContentItem = bilingualText.extend({
  id: z.number().int(),
  image: optionalImage,
  serviceContentListDetails: z.array(serviceListDetail),
});
export const serviceCategory = bilingualTitle.extend({
  id: z.number().int(),
  image: optionalImage,
  serviceCategoryServicesContents: z.array(serviceContentItem),
});
export const servicesResponse = z.object({ services: z.array(serviceCategory) });
export const productsResponse = z.object({ products: z.array(serviceCategory) });
export const serviceCategories = z.array(serviceCategory);
export const vocationalFirstSection = textSection.extend({
  services: z.array(
    bilingualTitle.extend({
      id: z.number().int(),
      image: optionalImage,
      serviceCategoryServicesContents: z.array(serviceContentItem),
    }),
  ),
});

// ---- Educational institutions ------------------------------------------------------
export const educationalInstitution = headSection.extend({
  aboutTitleEn: text,
  aboutTitleAr: text,
  aboutDescriptionEn: text,
  aboutDescriptionAr: text,
  aboutImage: optionalImage,
  programs: z.array(card),
  figures: z.array(figure),
});

// ---- Contact enquiry ------------------------------------------------------------------
export const createdEnquiry = z.object({ id: z.number().int(), createdAt: z.string() });

export type HeadSection = z.infer<typeof headSection>;
export type TextSection = z.infer<typeof textSection>;
export type Card = z.infer<typeof card>;
export type SectionWithItems = z.infer<typeof sectionWithItems>;
export type Figure = z.infer<typeof figure>;
export type FiguresSection = z.infer<typeof figuresSection>;
export type Partner = z.infer<typeof partner>;
export type Award = z.infer<typeof award>;
export type Subsidiary = z.infer<typeof subsidiary>;
export type HistoryYear = z.infer<typeof historyYear>;
export type Country = z.infer<typeof country>;
export type SocialLink = z.infer<typeof socialLink>;
export type ContactArea = z.infer<typeof contactArea>;
export type Title = z.infer<typeof title>;
export type SideSection = z.infer<typeof sideSection>;
export type ArticleSummary = z.infer<typeof articleSummary>;
export type NewsDetails = z.infer<typeof newsDetails>;
export type BlogDetails = z.infer<typeof blogDetails>;
export type SearchResult = z.infer<typeof searchResult>;
export type ProjectSummary = z.infer<typeof projectSummary>;
export type ProjectDetails = z.infer<typeof projectDetails>;
export type LatestProjectSection = z.infer<typeof latestProjectSection>;
export type PositiveImpactText = z.infer<typeof positiveImpactText>;
export type SustainabilityStep = z.infer<typeof sustainabilityStep>;
export type SustainabilityProject = z.infer<typeof sustainabilityProject>;
export type SustainabilityProjectDetails = z.infer<typeof sustainabilityProjectDetails>;
export type Certificate = z.infer<typeof certificate>;
export type ServiceListItem = z.infer<typeof serviceListItem>;
export type ServiceListDetail = z.infer<typeof serviceListDetail>;
export type ServiceContentItem = z.infer<typeof serviceContentItem>;
export type ServiceCategory = z.infer<typeof serviceCategory>;
export type VocationalFirstSection = z.infer<typeof vocationalFirstSection>;
export type EducationalInstitution = z.infer<typeof educationalInstitution>;
