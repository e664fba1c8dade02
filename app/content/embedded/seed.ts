/**
 * Writes the seed content into an empty store, in one transaction: a second
 * start finds the store populated and changes nothing.
 */
import { sql, type Transaction } from "kysely";
import type { Store } from "../../../db/connection";
import type { Database } from "../../../db/schema";
import { searchText } from "../../utils/arabic";
import { stripHtml } from "../../utils/text";
import type * as S from "../schemas";
import { bilingualColumns, storageOf } from "./collections";
import type { AuthoredEndpoint, SeedContent } from "./seed-content";

type Trx = Transaction<Database>;

export async function isSeeded(store: Store): Promise<boolean> {
  const row = await store.db
    .selectFrom("documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/** `content` may be a function, so a store that is already seeded costs no reading of the seed files. */
export async function seedIfEmpty(store: Store, seed: SeedContent | (() => SeedContent)): Promise<boolean> {
  if (await isSeeded(store)) return false;
  const content = typeof seed === "function" ? seed() : seed;
  await store.db.transaction().execute(async (trx) => {
    for (const endpoint of Object.keys(content.documents) as AuthoredEndpoint[]) {
      await writeAuthored(trx, endpoint, content);
    }
    for (const [endpoint, head] of Object.entries(content.heads)) {
      await trx.insertInto("documents").values({ endpoint, body: JSON.stringify(head) }).execute();
    }
    await writeProjects(trx, content.projects);
    await writeArticles(trx, "news", content.news.map((n) => ({ ...n, side: n.newsSideSection })));
    await writeArticles(trx, "blogs", content.blogs.map((b) => ({ ...b, side: b.blogsSideSection })));
    await writeSustainabilityProjects(trx, content.sustainabilityProjects);
    if (content.titles.length) {
      await trx
        .insertInto("titles")
        .values(content.titles.map((t) => ({ code: t.code, title_en: t.titleEn, title_ar: t.titleAr })))
        .execute();
    }
    await indexForSearch(trx, content);
  });
  return true;
}

function writeAuthored<E extends AuthoredEndpoint>(trx: Trx, endpoint: E, content: SeedContent): Promise<void> {
  return storageOf(endpoint).write(trx, endpoint, content.documents[endpoint]);
}

async function writeProjects(trx: Trx, projects: SeedContent["projects"]): Promise<void> {
  for (const p of projects) {
    await trx
      .insertInto("projects")
      .values({
        id: p.id,
        title_en: p.projectTitleEN,
        title_ar: p.projectTitleAr,
        summary_en: p.summaryEn,
        summary_ar: p.summaryAr,
        header_image: p.projectHeader.image,
        header_title_en: p.projectHeader.titleEn,
        header_title_ar: p.projectHeader.titleAr,
        includes_title_en: p.includesTitleEn,
        includes_title_ar: p.includesTitleAr,
        short_description_en: p.shortDescriptionEn,
        short_description_ar: p.shortDescriptionAr,
        created_date: p.createdDate,
      })
      .execute();
    for (const [position, d] of p.projectDetailsDescriptionDTOs.entries()) {
      await trx
        .insertInto("project_descriptions")
        .values({ project_id: p.id, id: d.id, position, image: d.image, ...bilingualColumns(d) })
        .execute();
      for (const [logoPosition, logo] of d.projectDetailsDescriptionLogosDTOs.entries()) {
        await trx
          .insertInto("project_description_logos")
          .values({ project_id: p.id, description_id: d.id, position: logoPosition, image: logo.image })
          .execute();
      }
    }
    for (const [position, i] of p.projectDetailsIncludesDtos.entries()) {
      await trx
        .insertInto("project_includes")
        .values({ project_id: p.id, id: i.id, position, title_en: i.titleEn, title_ar: i.titleAr })
        .execute();
    }
    for (const [position, st] of p.projectDetailsStatisticsDtos.entries()) {
      await trx
        .insertInto("project_statistics")
        .values({
          project_id: p.id,
          id: st.id,
          position,
          number: st.number,
          title_en: st.titleEn,
          title_ar: st.titleAr,
          image: st.image,
        })
        .execute();
    }
  }
}

async function writeArticles(
  trx: Trx,
  table: "news" | "blogs",
  articles: Array<S.ArticleSummary & { side: S.SideSection | null }>,
): Promise<void> {
  for (const a of articles) {
    await trx
      .insertInto(table)
      .values({
        id: a.id,
        created_date: a.createdDate,
        image: a.image,
        ...bilingualColumns(a),
        side_title_en: a.side?.titleEn ?? null,
        side_title_ar: a.side?.titleAr ?? null,
        side_description_en: a.side?.descriptionEn ?? null,
        side_description_ar: a.side?.descriptionAr ?? null,
        side_image: a.side?.image ?? null,
      })
      .execute();
  }
}

async function writeSustainabilityProjects(trx: Trx, projects: S.SustainabilityProjectDetails[]): Promise<void> {
  if (projects.length === 0) return;
  await trx
    .insertInto("sustainability_projects")
    .values(
      projects.map((p, position) => ({
        id: p.id,
        position,
        image: p.image,
        main_image: p.mainImage,
        logo: p.logo,
        ...bilingualColumns(p),
      })),
    )
    .execute();
}

// ---- search ------------------------------------------------------------------------

interface Indexed {
  flag: string;
  refId: number | null;
  scope: "site" | "blogs";
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  createdDate?: string;
  image?: string | null;
}

const bilingual = (x: { titleEn: string; titleAr: string; descriptionEn: string; descriptionAr: string }) => ({
  titleEn: x.titleEn,
  titleAr: x.titleAr,
  descriptionEn: x.descriptionEn,
  descriptionAr: x.descriptionAr,
});

function categoryEntries(flag: string, categories: S.ServiceCategory[]): Indexed[] {
  return categories.map((c) => {
    const first = c.serviceCategoryServicesContents[0];
    return {
      flag,
      refId: null,
      scope: "site",
      titleEn: c.titleEn,
      titleAr: c.titleAr,
      descriptionEn: first?.descriptionEn ?? "",
      descriptionAr: first?.descriptionAr ?? "",
    };
  });
}

/** Everything SPEC section 9's flags can lead to, plus blog posts for searchBlog. */
export function searchEntries(content: SeedContent): Indexed[] {
  const d = content.documents;
  const site = (flag: string, refId: number | null, x: Parameters<typeof bilingual>[0]): Indexed => ({
    flag,
    refId,
    scope: "site",
    ...bilingual(x),
  });
  const institution = (flag: string, doc: S.EducationalInstitution) => site(flag, null, doc);
  return [
    site("home", null, d["home.headSection"]),
    site("home", null, d["home.aboutSection"]),
    ...d["home.latestadditions"].items.map((i) => site("additions", i.id, i)),
    ...content.news.map((n) => ({ ...site("news", n.id, n), createdDate: n.createdDate, image: n.image })),
    ...d["Award.awards"].map((a) => site("awards", a.id, a)),
    ...categoryEntries("Publishing", [
      ...d["OfferingPublishing.GetOfferingCategoriesServices"].services,
      ...d["OfferingPublishing.GetOfferingCategoriesProducts"].products,
    ]),
    ...categoryEntries("K2", [
      ...d["OfferingK2.GetOfferingCategoriesServices"].services,
      ...d["OfferingK2.GetOfferingCategoriesProducts"].products,
    ]),
    institution("EducationalInstitutionTahea", d["EducationalInstitutions.GetEducationalInstitutionTahea"]),
    institution(
      "EducationalInstitutionTechnologySchool",
      d["EducationalInstitutions.GetEducationalInstitutionTechnologySchool"],
    ),
    institution("EducationalInstitutionPrinting", d["EducationalInstitutions.GetEducationalInstitutionPrinting"]),
    site("History", null, d["History.historystorySection"]),
    ...d["History.historyyears"].map((y) => site("History", y.id, y)),
    ...content.sustainabilityProjects.map((p) => site("Socialimpact", p.id, p)),
    ...d["Subsidiaries.subsidiaries"].map((s) => site("Subsidiaries", s.id, s)),
    site("marketing", null, d["Marketings.textSection"]),
    ...content.projects.map((p) =>
      site("projects", p.id, {
        titleEn: p.projectTitleEN,
        titleAr: p.projectTitleAr,
        descriptionEn: p.summaryEn,
        descriptionAr: p.summaryAr,
      }),
    ),
    ...d["Certificates.GetAll"].map((c) => site("Certificates", c.id, c)),
    ...categoryEntries("VocationalEducation", d["OferringVocationalEducation.GetOfferingCategoriesServices"].services),
    ...categoryEntries("Corporates", d["OferringCorporates.GetOfferingCategoriesServices"].services),
    ...categoryEntries(
      "Teaching Arabic as a Foreign Language",
      d["OfferingTeaching.GetOfferingCategoriesServices"].services,
    ),
    ...categoryEntries("Higher Education", [
      ...d["OfferingHigherEducation.GetOfferingCategoriesServices"].services,
      ...d["OfferingHigherEducation.GetOfferingCategoriesProducts"].products,
    ]),
    ...categoryEntries("Investing in Startups", d["OfferingInvestinginStartups.GetOfferingCategoriesServices"].services),
    ...content.blogs.map(
      (b): Indexed => ({
        flag: "blogs",
        refId: b.id,
        scope: "blogs",
        ...bilingual(b),
        createdDate: b.createdDate,
        image: b.image,
      }),
    ),
  ];
}

async function indexForSearch(trx: Trx, content: SeedContent): Promise<void> {
  for (const e of searchEntries(content)) {
    const descriptionEn = stripHtml(e.descriptionEn);
    const descriptionAr = stripHtml(e.descriptionAr);
    const { rowid } = await trx
      .insertInto("search_items")
      .values({
        flag: e.flag,
        ref_id: e.refId,
        scope: e.scope,
        title_en: e.titleEn,
        title_ar: e.titleAr,
        description_en: descriptionEn,
        description_ar: descriptionAr,
        created_date: e.createdDate ?? null,
        image: e.image ?? null,
      })
      .returning("rowid")
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO search_index (rowid, title, body) VALUES (${rowid}, ${searchText(
      `${e.titleEn} ${e.titleAr}`,
    )}, ${searchText(`${descriptionEn} ${descriptionAr}`)})`.execute(trx);
  }
}
