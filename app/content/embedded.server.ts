/**
 * The embedded content source: answers the whole contract from the SQLite
 * store in-process. Authored endpoints read through ./embedded/collections; the
 * derived ones (lists, details by id, search, titles), listed in `derivedEndpoints`,
 * are queried here.
 */
import { sql } from "kysely";
import type { Store } from "../../db/connection";
import type { SearchItemsTable } from "../../db/schema";
import { bilingualFields, readDocument, storageOf } from "./embedded/collections";
import type { AuthoredEndpoint } from "./embedded/seed-content";
import { toFtsQuery, toTsQuery } from "../utils/arabic";
import { contract, type Endpoint, type ParamsOf, type ResultOf } from "./contract";
import { ContentNotFoundError, ContentRequestError } from "./errors";
import type { Enquiry } from "./enquiry";
import type { CallOptions, ContentSource } from "./source";
import { DEFAULT_LANG } from "../i18n/config";
import { outboxInsertForLastEnquiry } from "../mail/outbox.server";
import type * as S from "./schemas";

type Resolver<E extends Endpoint> = (params: ParamsOf<E>) => Promise<ResultOf<E>>;

/** The endpoints computed from the tables; every other endpoint of the contract is authored in the seed. */
export const derivedEndpoints = [
  "Sustainability.GetSunProjects",
  "Sustainability.GetSunProjectDetails",
  "Blogs.GetAll",
  "Blogs.GetById",
  "Blogs.searchBlog",
  "LatestNews.GetAll",
  "LatestNews.GetById",
  "LatestNews.searchNew",
  "home.latestprojects",
  "home.latestnews",
  "home.search",
  "ProjectsPage.GetAll",
  "ProjectsPage.GetProject",
  "Projects.GetLatestProjectSection",
  "Titles.GetTitleByCode",
] as const satisfies readonly Endpoint[];
export type DerivedEndpoint = (typeof derivedEndpoints)[number];
const isDerived = (endpoint: Endpoint): endpoint is DerivedEndpoint => (derivedEndpoints as readonly string[]).includes(endpoint);

const SEARCH_LIMIT = 60;
const HOME_LATEST_PROJECTS = 6;
const HOME_LATEST_NEWS = 3;

export interface EmbeddedOptions {
  /** With mail configured: each enquiry gets an outbox row in its own transaction, then the sender is woken. */
  mailOutbox?: { wake(): void };
}

export function createEmbeddedSource(store: Store, { mailOutbox }: EmbeddedOptions = {}): ContentSource {
  const { db } = store;

  const articles = async (table: "news" | "blogs", limit?: number): Promise<S.ArticleSummary[]> => {
    let q = db.selectFrom(table).select(["id", "created_date", "image", "title_en", "title_ar", "description_en", "description_ar"]).orderBy("created_date", "desc");
    if (limit) q = q.limit(limit);
    const rows = await q.execute();
    return rows.map((r) => ({ id: r.id, createdDate: r.created_date, image: r.image, ...bilingualFields(r) }));
  };

  const article = async (table: "news" | "blogs", id: number) => {
    const r = await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (!r) throw new ContentNotFoundError(`No ${table === "news" ? "news item" : "blog post"} with id ${id}`);
    const side =
      r.side_title_en !== null
        ? {
            titleEn: r.side_title_en,
            titleAr: r.side_title_ar ?? "",
            descriptionEn: r.side_description_en ?? "",
            descriptionAr: r.side_description_ar ?? "",
            image: r.side_image,
          }
        : null;
    return { summary: { id: r.id, createdDate: r.created_date, image: r.image, ...bilingualFields(r) }, side };
  };

  const projectSummaries = async (limit?: number): Promise<S.ProjectSummary[]> => {
    let q = db.selectFrom("projects").select(["id", "title_en", "title_ar", "summary_en", "summary_ar", "header_image"]).orderBy("created_date", "desc").orderBy("id", "desc");
    if (limit) q = q.limit(limit);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      titleEn: r.title_en,
      titleAr: r.title_ar,
      descriptionEn: r.summary_en,
      descriptionAr: r.summary_ar,
      image: r.header_image,
    }));
  };

  type SearchRow = Pick<SearchItemsTable, "flag" | "ref_id" | "title_en" | "title_ar" | "description_en" | "description_ar">;

  /**
   * Ranked full-text search over the normalised index (app/utils/arabic.ts): on SQLite FTS5, title matches
   * weighing ten times body matches; on PostgreSQL a tsvector, results matching on their titles first.
   */
  const search = async (userText: string, where: "site" | "news" | "blogs"): Promise<SearchRow[]> => {
    const filter = where === "blogs" ? sql`i.scope = 'blogs'` : where === "news" ? sql`i.flag = 'news'` : sql`i.scope = 'site'`;
    if (store.dialect === "postgres") {
      const query = toTsQuery(userText);
      if (!query) return [];
      const { rows } = await sql<SearchRow>`SELECT i.flag, i.ref_id, i.title_en, i.title_ar, i.description_en, i.description_ar
         FROM search_index s JOIN search_items i ON i.rowid = s.rowid,
           to_tsquery('simple', ${query}) AS q, to_tsquery('simple', ${toTsQuery(userText, "A")}) AS in_title
         WHERE s.document @@ q AND ${filter}
         ORDER BY s.document @@ in_title DESC, ts_rank(s.document, q, 2) DESC, i.rowid
         LIMIT ${SEARCH_LIMIT}`.execute(db);
      return rows;
    }
    const match = toFtsQuery(userText);
    if (!match) return [];
    const { rows } = await sql<SearchRow>`SELECT i.flag, i.ref_id, i.title_en, i.title_ar, i.description_en, i.description_ar
       FROM search_index JOIN search_items i ON i.rowid = search_index.rowid
       WHERE search_index MATCH ${match} AND ${filter}
       ORDER BY bm25(search_index, 10.0, 1.0), i.rowid
       LIMIT ${SEARCH_LIMIT}`.execute(db);
    return rows;
  };

  const articlesByIds = async (table: "news" | "blogs", ids: number[]) => {
    if (ids.length === 0) return [];
    const all = await articles(table);
    const rank = new Map(ids.map((id, i) => [id, i]));
    return all.filter((a) => rank.has(a.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  };

  const derived: { [E in DerivedEndpoint]: Resolver<E> } = {
    "Sustainability.GetSunProjects": async () => {
      const rows = await db.selectFrom("sustainability_projects").selectAll().orderBy("position").execute();
      return rows.map((r) => ({ id: r.id, image: r.image, ...bilingualFields(r) }));
    },
    "Sustainability.GetSunProjectDetails": async ({ id }) => {
      const r = await db.selectFrom("sustainability_projects").selectAll().where("id", "=", Number(id)).executeTakeFirst();
      if (!r) throw new ContentNotFoundError(`No social-impact project with id ${id}`);
      return { id: r.id, image: r.image, mainImage: r.main_image, logo: r.logo, ...bilingualFields(r) };
    },
    "Blogs.GetAll": () => articles("blogs"),
    "Blogs.GetById": async ({ id }) => {
      const { summary, side } = await article("blogs", Number(id));
      return { ...summary, blogsSideSection: side };
    },
    "Blogs.searchBlog": async ({ searchKey }) =>
      articlesByIds("blogs", (await search(searchKey, "blogs")).map((r) => r.ref_id!)),
    "LatestNews.GetAll": () => articles("news"),
    "LatestNews.GetById": async ({ id }) => {
      const { summary, side } = await article("news", Number(id));
      return { ...summary, newsSideSection: side };
    },
    "LatestNews.searchNew": async ({ searchKey }) =>
      articlesByIds("news", (await search(searchKey, "news")).map((r) => r.ref_id!)),
    "home.latestprojects": async () => ({
      ...(await requireDocument<S.TextSection>("home.latestprojects")),
      items: await projectSummaries(HOME_LATEST_PROJECTS),
    }),
    "home.latestnews": async () => ({
      ...(await requireDocument<S.TextSection>("home.latestnews")),
      items: await articles("news", HOME_LATEST_NEWS),
    }),
    "home.search": async ({ searchKey }) =>
      (await search(searchKey, "site")).map((r) => ({
        id: r.ref_id,
        flag: r.flag,
        titleEn: r.title_en,
        titleAr: r.title_ar,
        descrpitonEn: r.description_en,
        descrpitonAr: r.description_ar,
      })),
    "ProjectsPage.GetAll": () => projectSummaries(),
    "ProjectsPage.GetProject": async ({ id }) => {
      const projectId = Number(id);
      const p = await db.selectFrom("projects").selectAll().where("id", "=", projectId).executeTakeFirst();
      if (!p) throw new ContentNotFoundError(`No project with id ${id}`);
      const [descriptions, logos, includes, statistics] = await Promise.all([
        db.selectFrom("project_descriptions").selectAll().where("project_id", "=", projectId).orderBy("position").execute(),
        db.selectFrom("project_description_logos").selectAll().where("project_id", "=", projectId).orderBy("position").execute(),
        db.selectFrom("project_includes").selectAll().where("project_id", "=", projectId).orderBy("position").execute(),
        db.selectFrom("project_statistics").selectAll().where("project_id", "=", projectId).orderBy("position").execute(),
      ]);
      return {
        id: p.id,
        projectHeader: { image: p.header_image, titleEn: p.header_title_en, titleAr: p.header_title_ar },
        projectTitleEN: p.title_en,
        projectTitleAr: p.title_ar,
        includesTitleEn: p.includes_title_en,
        includesTitleAr: p.includes_title_ar,
        projectDetailsDescriptionDTOs: descriptions.map((d) => ({
          id: d.id,
          image: d.image,
          ...bilingualFields(d),
          projectDetailsDescriptionLogosDTOs: logos.filter((l) => l.description_id === d.id).map((l) => ({ image: l.image })),
        })),
        projectDetailsIncludesDtos: includes.map((i) => ({ id: i.id, titleEn: i.title_en, titleAr: i.title_ar })),
        projectDetailsStatisticsDtos: statistics.map((s) => ({
          id: s.id,
          number: s.number,
          titleEn: s.title_en,
          titleAr: s.title_ar,
          image: s.image,
        })),
      };
    },
    "Projects.GetLatestProjectSection": async ({ id }) => {
      const p = await db
        .selectFrom("projects")
        .select(["short_description_en", "short_description_ar"])
        .where("id", "=", Number(id))
        .executeTakeFirst();
      if (!p) throw new ContentNotFoundError(`No project with id ${id}`);
      return { shortDescriptionEn: p.short_description_en, shortDescriptionAr: p.short_description_ar };
    },
    "Titles.GetTitleByCode": async ({ code }) => {
      const t = await db.selectFrom("titles").selectAll().where("code", "=", code).executeTakeFirst();
      if (!t) throw new ContentNotFoundError(`No title with code ${code}`);
      return { titleEn: t.title_en, titleAr: t.title_ar };
    },
  };

  async function requireDocument<T>(endpoint: string): Promise<T> {
    const doc = await readDocument<T>(db, endpoint);
    if (doc === undefined) throw new ContentNotFoundError(`No content for ${endpoint}`);
    return doc;
  }


  return {
    kind: "embedded",
    async get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): Promise<ResultOf<E>> {
      const def = contract[endpoint];
      let parsed: unknown = undefined;
      if (def.query) {
        const result = def.query.safeParse(params ?? {});
        if (!result.success) throw new ContentRequestError(`Invalid query for ${def.path}`, result.error.issues);
        parsed = result.data;
      }
      if (isDerived(endpoint)) {
        const resolve = derived[endpoint] as unknown as Resolver<E>;
        return resolve(parsed as ParamsOf<E>);
      }
      const value = await storageOf(endpoint as AuthoredEndpoint).read(db, endpoint);
      if (value === undefined) throw new ContentNotFoundError(`No content for ${def.path}`);
      return value as ResultOf<E>;
    },
    async createEnquiry(enquiry: Enquiry, options?: CallOptions): Promise<void> {
      const insert = db.insertInto("enquiries").values({
        first_name: enquiry.firstName,
        last_name: enquiry.lastName,
        email: enquiry.email,
        phone_number: enquiry.phoneNumber,
        job_title: enquiry.jobTitle,
        company_name: enquiry.companyName,
        country: enquiry.country,
        comment: enquiry.comment,
        created_at: new Date().toISOString(),
      });
      const queries = [insert.compile()];
      if (mailOutbox) queries.push(outboxInsertForLastEnquiry(store, options?.language ?? DEFAULT_LANG, Date.now()));
      // Resolves once the enquiry (and its outbox row) is on disk, committed off the request thread (db/writer.ts).
      await store.write(queries);
      mailOutbox?.wake();
    },
  };
}
