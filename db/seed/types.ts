/**
 * The shape of the bilingual seed content. Authors write plain typed data;
 * db/seed/seed.ts decides how it is stored (real tables for collections,
 * JSON documents for one-off sections).
 */
import type { ResultOf } from "../../app/content/contract";
import type * as S from "../../app/content/schemas";

/** Endpoints whose whole result is authored as-is (heads, texts, lists without parameters). */
export type AuthoredEndpoint =
  | "Award.headSection"
  | "Award.awards"
  | "Award.awardspartner"
  | "About.headSection"
  | "About.purposeSection"
  | "About.whatwedoSection"
  | "About.whatwebrings"
  | "About.values"
  | "About.figures"
  | "About.OverViewPartnersHeadSection"
  | "About.GetOverViewPartners"
  | "History.headSection"
  | "History.historystorySection"
  | "History.historyyears"
  | "Marketings.headSection"
  | "Marketings.countries"
  | "Marketings.textSection"
  | "Sustainability.SustainabilityHeadSection"
  | "Sustainability.SustainabilityText1"
  | "Sustainability.GetSunSteps"
  | "Sustainability.SustainabilityText2"
  | "Subsidiaries.headSection"
  | "Subsidiaries.subsidiaries"
  | "Contacts.ContactAreas"
  | "Certificates.headSection"
  | "Certificates.secondSection"
  | "Certificates.GetAll"
  | "EducationalInstitutions.GetEducationalInstitutionTechnologySchool"
  | "EducationalInstitutions.GetEducationalInstitutionTahea"
  | "EducationalInstitutions.GetEducationalInstitutionPrinting"
  | "home.headSection"
  | "home.aboutSection"
  | "home.whoweserve"
  | "home.latestadditions"
  | "WhatWeDo.GetAll"
  | "ProjectsPage.ProjectPageHeadSection"
  | "ProjectsPage.ProjectPageSecondSection"
  | "CapabilityBuilding.capabilityBuildingHeadSectionHeadSection"
  | "CapabilityBuilding.GetServiceCategories"
  | "DigitalLearning.DigitalLearningHeadSection"
  | "DigitalLearning.DigitalLearningContentSection"
  | "DigitalLearning.DigitalLearningTeams"
  | "DigitalLearning.DigitalLearningTeamContentSection"
  | "DigitalLearning.DigitalLearningRobustContentSection"
  | "DigitalLearning.GetServiceCategories"
  | "OfferingHigherEducation.OfferingHeadSection"
  | "OfferingHigherEducation.GetOfferingCategoriesServices"
  | "OfferingHigherEducation.GetOfferingCategoriesProducts"
  | "OfferingInvestinginStartups.OfferingHeadSection"
  | "OfferingInvestinginStartups.GetOfferingCategoriesServices"
  | "OfferingK2.OfferingK2HeadSection"
  | "OfferingK2.GetOfferingCategoriesServices"
  | "OfferingK2.GetOfferingCategoriesProducts"
  | "OfferingPublishing.OfferingPublishingHeadSection"
  | "OfferingPublishing.GetOfferingCategoriesServices"
  | "OfferingPublishing.GetOfferingCategoriesProducts"
  | "SoftwareDevelopment.SoftwareDevelopmentHeadSection"
  | "SoftwareDevelopment.SoftwareDevelopmentContentSection"
  | "OfferingTeaching.OfferingHeadSection"
  | "OfferingTeaching.GetOfferingCategoriesServices"
  | "OferringVocationalEducation.OfferingHeadSection"
  | "OferringVocationalEducation.GetOfferingFirstSection"
  | "OferringVocationalEducation.GetOfferingCategoriesServices"
  | "OferringCorporates.OfferingHeadSection"
  | "OferringCorporates.GetOfferingCategoriesServices"
  | "Social.GetAllSocialLinks";

export type AuthoredDocuments = { [E in AuthoredEndpoint]: ResultOf<E> };

/** Home sections whose items are derived from the collections (latest projects, latest news). */
export interface DerivedHeads {
  "home.latestprojects": S.TextSection;
  "home.latestnews": S.TextSection;
}

export interface ProjectSeed extends S.ProjectDetails {
  /** Card text on the projects list and home. */
  summaryEn: string;
  summaryAr: string;
  /** /api/Projects/GetLatestProjectSection */
  shortDescriptionEn: string;
  shortDescriptionAr: string;
  /** ISO date, newest first on lists. */
  createdDate: string;
}

export interface TitleSeed {
  code: string;
  titleEn: string;
  titleAr: string;
}

export interface SeedContent {
  documents: AuthoredDocuments;
  heads: DerivedHeads;
  projects: ProjectSeed[];
  news: S.NewsDetails[];
  blogs: S.BlogDetails[];
  sustainabilityProjects: S.SustainabilityProjectDetails[];
  titles: TitleSeed[];
}
