/** Kysely table types of the embedded store (see migrations/ for the DDL). */
import type { Generated } from "kysely";

type Bilingual = { title_en: string; title_ar: string; description_en: string; description_ar: string };

export interface DocumentsTable {
  endpoint: string;
  body: string;
}
export interface CardsTable extends Bilingual {
  collection: string;
  id: number;
  position: number;
  image: string | null;
  link: string | null;
}
/** A figure (a number with its caption), in an endpoint's collection or a project's statistics. */
interface Figure {
  id: number;
  position: number;
  number: string;
  title_en: string;
  title_ar: string;
  image: string | null;
}
export interface FiguresTable extends Figure {
  collection: string;
}
export interface PartnersTable {
  collection: string;
  id: number;
  position: number;
  name_en: string;
  name_ar: string;
  image: string;
  url: string | null;
}
export interface AwardsTable extends Bilingual {
  id: number;
  position: number;
  year: number;
  image: string | null;
  link: string | null;
}
export interface SubsidiariesTable extends Bilingual {
  id: number;
  position: number;
  image: string | null;
  link: string | null;
  logo: string | null;
  website: string | null;
}
export interface HistoryYearsTable extends Bilingual {
  id: number;
  year: number;
  image: string | null;
}
export interface CountriesTable {
  id: number;
  position: number;
  name_en: string;
  name_ar: string;
  code: string;
  latitude: number;
  longitude: number;
}
export interface SocialLinksTable {
  id: number;
  name: string;
  url: string;
  is_hidden: number;
  sort_order: number;
}
export interface ContactAreasTable {
  id: number;
  position: number;
  name_en: string;
  name_ar: string;
  address_en: string;
  address_ar: string;
  phones: string;
  email: string;
}
export interface TitlesTable {
  code: string;
  title_en: string;
  title_ar: string;
}
export interface CertificatesTable extends Bilingual {
  id: number;
  position: number;
  image: string;
}
export interface SustainabilityStepsTable {
  id: number;
  number: number;
  image: string;
  title_en: string;
  title_ar: string;
}
export interface SustainabilityProjectsTable extends Bilingual {
  id: number;
  position: number;
  image: string;
  main_image: string;
  logo: string | null;
}
export interface ProjectsTable {
  id: number;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  header_image: string;
  header_title_en: string;
  header_title_ar: string;
  includes_title_en: string | null;
  includes_title_ar: string | null;
  short_description_en: string;
  short_description_ar: string;
  created_date: string;
}
export interface ProjectDescriptionsTable extends Bilingual {
  project_id: number;
  id: number;
  position: number;
  image: string | null;
}
export interface ProjectDescriptionLogosTable {
  project_id: number;
  description_id: number;
  position: number;
  image: string;
}
export interface ProjectIncludesTable {
  project_id: number;
  id: number;
  position: number;
  title_en: string;
  title_ar: string;
}
export interface ProjectStatisticsTable extends Figure {
  project_id: number;
}
export interface ArticlesTable extends Bilingual {
  id: number;
  created_date: string;
  image: string;
  side_title_en: string | null;
  side_title_ar: string | null;
  side_description_en: string | null;
  side_description_ar: string | null;
  side_image: string | null;
}
export interface ServiceCategoriesTable {
  pk: Generated<number>;
  area: string;
  kind: string;
  id: number;
  position: number;
  title_en: string;
  title_ar: string;
  image: string | null;
}
export interface ServiceContentsTable extends Bilingual {
  pk: Generated<number>;
  category_pk: number;
  id: number;
  position: number;
  image: string | null;
}
export interface ServiceListDetailsTable extends Bilingual {
  pk: Generated<number>;
  content_pk: number;
  id: number;
  position: number;
  image: string | null;
}
export interface ServiceListItemsTable {
  pk: Generated<number>;
  detail_pk: number;
  id: number;
  position: number;
  image: string | null;
  title_en: string;
  title_ar: string;
  description_en: string | null;
  description_ar: string | null;
}
export interface SearchItemsTable {
  rowid: Generated<number>;
  flag: string;
  ref_id: number | null;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  /** Which search call may return the row: site (home/search), news or blogs. */
  scope: string;
  created_date: string | null;
  image: string | null;
}
export interface EnquiriesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  job_title: string;
  company_name: string;
  country: string;
  comment: string;
  created_at: string;
}

/** docs/decisions/020-enquiry-mail-outbox.md; times in epoch ms. */
export interface MailOutboxTable {
  id: Generated<number>;
  enquiry_id: number;
  language: "ar" | "en";
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_until: number | null;
  sent_at: number | null;
  last_error: string | null;
}

/** Shared rate limits (db/rate-limits.ts); reset_at in epoch ms. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: number;
}

export interface Database {
  documents: DocumentsTable;
  cards: CardsTable;
  figures: FiguresTable;
  partners: PartnersTable;
  awards: AwardsTable;
  subsidiaries: SubsidiariesTable;
  history_years: HistoryYearsTable;
  countries: CountriesTable;
  social_links: SocialLinksTable;
  contact_areas: ContactAreasTable;
  titles: TitlesTable;
  certificates: CertificatesTable;
  sustainability_steps: SustainabilityStepsTable;
  sustainability_projects: SustainabilityProjectsTable;
  projects: ProjectsTable;
  project_descriptions: ProjectDescriptionsTable;
  project_description_logos: ProjectDescriptionLogosTable;
  project_includes: ProjectIncludesTable;
  project_statistics: ProjectStatisticsTable;
  news: ArticlesTable;
  blogs: ArticlesTable;
  service_categories: ServiceCategoriesTable;
  service_contents: ServiceContentsTable;
  service_list_details: ServiceListDetailsTable;
  service_list_items: ServiceListItemsTable;
  search_items: SearchItemsTable;
  enquiries: EnquiriesTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
}
