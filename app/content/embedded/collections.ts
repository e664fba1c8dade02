/**
 * How each authored endpoint is stored, with its writer (seed) and reader
 * (embedded source) side by side so the two cannot drift apart.
 * Collections live in real tables; one-off heads and texts are JSON documents.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { ResultOf } from "../contract";
import type * as S from "../schemas";
import type { AuthoredEndpoint } from "./seed-content";

type Db = Kysely<Database> | Transaction<Database>;

interface Storage<T> {
  write(db: Db, endpoint: string, value: T): Promise<void>;
  read(db: Db, endpoint: string): Promise<T | undefined>;
}

const bilingualColumns = (v: { titleEn: string; titleAr: string; descriptionEn: string; descriptionAr: string }) => ({
  title_en: v.titleEn,
  title_ar: v.titleAr,
  description_en: v.descriptionEn,
  description_ar: v.descriptionAr,
});
const bilingualFields = (r: { title_en: string; title_ar: string; description_en: string; description_ar: string }) => ({
  titleEn: r.title_en,
  titleAr: r.title_ar,
  descriptionEn: r.description_en,
  descriptionAr: r.description_ar,
});

// ---- documents -------------------------------------------------------------
async function writeDocument(db: Db, endpoint: string, value: unknown): Promise<void> {
  await db.insertInto("documents").values({ endpoint, body: JSON.stringify(value) }).execute();
}
async function readDocument<T>(db: Db, endpoint: string): Promise<T | undefined> {
  const row = await db.selectFrom("documents").select("body").where("endpoint", "=", endpoint).executeTakeFirst();
  return row ? (JSON.parse(row.body) as T) : undefined;
}
const doc = <T,>(): Storage<T> => ({ write: writeDocument, read: (db, endpoint) => readDocument<T>(db, endpoint) });

// ---- cards ----------------------------------------------------------------
async function writeCards(db: Db, collection: string, items: S.Card[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto("cards")
    .values(
      items.map((c, position) => ({ collection, id: c.id, position, image: c.image, link: c.link, ...bilingualColumns(c) })),
    )
    .execute();
}
async function readCards(db: Db, collection: string): Promise<S.Card[]> {
  const rows = await db.selectFrom("cards").selectAll().where("collection", "=", collection).orderBy("position").execute();
  return rows.map((r) => ({ id: r.id, image: r.image, link: r.link, ...bilingualFields(r) }));
}
const cards: Storage<S.Card[]> = {
  write: writeCards,
  async read(db, endpoint) {
    return readCards(db, endpoint);
  },
};

const sectionWithItems: Storage<S.SectionWithItems> = {
  async write(db, endpoint, { items, ...head }) {
    await writeDocument(db, endpoint, head);
    await writeCards(db, endpoint, items);
  },
  async read(db, endpoint) {
    const head = await readDocument<S.TextSection>(db, endpoint);
    return head && { ...head, items: await readCards(db, endpoint) };
  },
};

const figuresSection: Storage<S.FiguresSection> = {
  async write(db, endpoint, { items, ...head }) {
    await writeDocument(db, endpoint, head);
    if (items.length === 0) return;
    await db
      .insertInto("figures")
      .values(
        items.map((f, position) => ({
          collection: endpoint,
          id: f.id,
          position,
          number: f.number,
          title_en: f.titleEn,
          title_ar: f.titleAr,
          image: f.image,
        })),
      )
      .execute();
  },
  async read(db, endpoint) {
    const head = await readDocument<S.TextSection>(db, endpoint);
    if (!head) return undefined;
    const rows = await db.selectFrom("figures").selectAll().where("collection", "=", endpoint).orderBy("position").execute();
    return {
      ...head,
      items: rows.map((r) => ({ id: r.id, number: r.number, titleEn: r.title_en, titleAr: r.title_ar, image: r.image })),
    };
  },
};

const partners: Storage<S.Partner[]> = {
  async write(db, collection, items) {
    if (items.length === 0) return;
    await db
      .insertInto("partners")
      .values(
        items.map((p, position) => ({
          collection,
          id: p.id,
          position,
          name_en: p.nameEn,
          name_ar: p.nameAr,
          image: p.image,
          url: p.url,
        })),
      )
      .execute();
  },
  async read(db, collection) {
    const rows = await db.selectFrom("partners").selectAll().where("collection", "=", collection).orderBy("position").execute();
    return rows.map((r) => ({ id: r.id, nameEn: r.name_en, nameAr: r.name_ar, image: r.image, url: r.url }));
  },
};

const awards: Storage<S.Award[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("awards")
      .values(items.map((a, position) => ({ id: a.id, position, year: a.year, image: a.image, link: a.link, ...bilingualColumns(a) })))
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("awards").selectAll().orderBy("position").execute();
    return rows.map((r) => ({ id: r.id, year: r.year, image: r.image, link: r.link, ...bilingualFields(r) }));
  },
};

const subsidiaries: Storage<S.Subsidiary[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("subsidiaries")
      .values(
        items.map((s, position) => ({
          id: s.id,
          position,
          image: s.image,
          link: s.link,
          logo: s.logo,
          website: s.website,
          ...bilingualColumns(s),
        })),
      )
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("subsidiaries").selectAll().orderBy("position").execute();
    return rows.map((r) => ({ id: r.id, image: r.image, link: r.link, logo: r.logo, website: r.website, ...bilingualFields(r) }));
  },
};

const historyYears: Storage<S.HistoryYear[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("history_years")
      .values(items.map((y) => ({ id: y.id, year: y.year, image: y.image, ...bilingualColumns(y) })))
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("history_years").selectAll().orderBy("year").execute();
    return rows.map((r) => ({ id: r.id, year: r.year, image: r.image, ...bilingualFields(r) }));
  },
};

const countries: Storage<S.Country[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("countries")
      .values(
        items.map((c, position) => ({
          id: c.id,
          position,
          name_en: c.nameEn,
          name_ar: c.nameAr,
          code: c.code,
          latitude: c.latitude,
          longitude: c.longitude,
        })),
      )
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("countries").selectAll().orderBy("position").execute();
    return rows.map((r) => ({
      id: r.id,
      nameEn: r.name_en,
      nameAr: r.name_ar,
      code: r.code,
      latitude: r.latitude,
      longitude: r.longitude,
    }));
  },
};

const socialLinks: Storage<S.SocialLink[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("social_links")
      .values(items.map((l) => ({ id: l.id, name: l.name, url: l.url, is_hidden: l.isHidden ? 1 : 0, sort_order: l.order })))
      .execute();
  },
  async read(db) {
    // Stored order is the API's order; filtering and sorting are the site's job (SPEC section 7).
    const rows = await db.selectFrom("social_links").selectAll().orderBy("id").execute();
    return rows.map((r) => ({ id: r.id, name: r.name, url: r.url, isHidden: r.is_hidden === 1, order: r.sort_order }));
  },
};

const contactAreas: Storage<S.ContactArea[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("contact_areas")
      .values(
        items.map((a, position) => ({
          id: a.id,
          position,
          name_en: a.nameEn,
          name_ar: a.nameAr,
          address_en: a.addressEn,
          address_ar: a.addressAr,
          phones: JSON.stringify(a.phones),
          email: a.email,
        })),
      )
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("contact_areas").selectAll().orderBy("position").execute();
    return rows.map((r) => ({
      id: r.id,
      nameEn: r.name_en,
      nameAr: r.name_ar,
      addressEn: r.address_en,
      addressAr: r.address_ar,
      phones: JSON.parse(r.phones) as string[],
      email: r.email,
    }));
  },
};

const certificates: Storage<S.Certificate[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("certificates")
      .values(items.map((c, position) => ({ id: c.id, position, image: c.image, ...bilingualColumns(c) })))
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("certificates").selectAll().orderBy("position").execute();
    return rows.map((r) => ({ id: r.id, image: r.image, ...bilingualFields(r) }));
  },
};

const steps: Storage<S.SustainabilityStep[]> = {
  async write(db, _e, items) {
    if (items.length === 0) return;
    await db
      .insertInto("sustainability_steps")
      .values(items.map((s) => ({ id: s.id, number: s.number, image: s.image, title_en: s.titleEn, title_ar: s.titleAr })))
      .execute();
  },
  async read(db) {
    const rows = await db.selectFrom("sustainability_steps").selectAll().orderBy("number").execute();
    return rows.map((r) => ({ id: r.id, number: r.number, image: r.image, titleEn: r.title_en, titleAr: r.title_ar }));
  },
};

// ---- service categories (category → content items → list details → list items) ----
async function writeCategories(
  db: Db,
  area: string,
  kind: string,
  categories: Array<Omit<S.ServiceCategory, "image"> & { image: string | null }>,
): Promise<void> {
  for (const [position, c] of categories.entries()) {
    const { pk } = await db
      .insertInto("service_categories")
      .values({ area, kind, id: c.id, position, title_en: c.titleEn, title_ar: c.titleAr, image: c.image })
      .returning("pk")
      .executeTakeFirstOrThrow();
    for (const [contentPosition, content] of c.serviceCategoryServicesContents.entries()) {
      const { pk: contentPk } = await db
        .insertInto("service_contents")
        .values({ category_pk: pk, id: content.id, position: contentPosition, image: content.image, ...bilingualColumns(content) })
        .returning("pk")
        .executeTakeFirstOrThrow();
      for (const [detailPosition, detail] of content.serviceContentListDetails.entries()) {
        const { pk: detailPk } = await db
          .insertInto("service_list_details")
          .values({ content_pk: contentPk, id: detail.id, position: detailPosition, image: detail.image, ...bilingualColumns(detail) })
          .returning("pk")
          .executeTakeFirstOrThrow();
        if (detail.serviceCategoryServiceContentLists.length === 0) continue;
        await db
          .insertInto("service_list_items")
          .values(
            detail.serviceCategoryServiceContentLists.map((item, itemPosition) => ({
              detail_pk: detailPk,
              id: item.id,
              position: itemPosition,
              image: item.image,
              title_en: item.titleEn,
              title_ar: item.titleAr,
              description_en: item.descriptionEn,
              description_ar: item.descriptionAr,
            })),
          )
          .execute();
      }
    }
  }
}

/** Four flat queries assembled in memory: no N+1 round trips per category. */
export async function readCategories(db: Db, area: string, kind: string): Promise<S.ServiceCategory[]> {
  const categories = await db
    .selectFrom("service_categories")
    .selectAll()
    .where("area", "=", area)
    .where("kind", "=", kind)
    .orderBy("position")
    .execute();
  if (categories.length === 0) return [];
  const contents = await db
    .selectFrom("service_contents")
    .selectAll()
    .where(
      "category_pk",
      "in",
      categories.map((c) => c.pk),
    )
    .orderBy("position")
    .execute();
  const details = contents.length
    ? await db
        .selectFrom("service_list_details")
        .selectAll()
        .where(
          "content_pk",
          "in",
          contents.map((c) => c.pk),
        )
        .orderBy("position")
        .execute()
    : [];
  const items = details.length
    ? await db
        .selectFrom("service_list_items")
        .selectAll()
        .where(
          "detail_pk",
          "in",
          details.map((d) => d.pk),
        )
        .orderBy("position")
        .execute()
    : [];
  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const map = new Map<K, T[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };
  const itemsByDetail = group(items, (i) => i.detail_pk);
  const detailsByContent = group(details, (d) => d.content_pk);
  const contentsByCategory = group(contents, (c) => c.category_pk);
  return categories.map((c) => ({
    id: c.id,
    titleEn: c.title_en,
    titleAr: c.title_ar,
    image: c.image,
    serviceCategoryServicesContents: (contentsByCategory.get(c.pk) ?? []).map((content) => ({
      id: content.id,
      image: content.image,
      ...bilingualFields(content),
      serviceContentListDetails: (detailsByContent.get(content.pk) ?? []).map((detail) => ({
        id: detail.id,
        image: detail.image,
        ...bilingualFields(detail),
        serviceCategoryServiceContentLists: (itemsByDetail.get(detail.pk) ?? []).map((item) => ({
          id: item.id,
          image: item.image,
          titleEn: item.title_en,
          titleAr: item.title_ar,
          descriptionEn: item.description_en,
          descriptionAr: item.description_ar,
        })),
      })),
    })),
  }));
}

const areaOf = (endpoint: string) => endpoint.split(".")[0];

const servicesResponse: Storage<{ services: S.ServiceCategory[] }> = {
  write: (db, endpoint, value) => writeCategories(db, areaOf(endpoint), "services", value.services),
  read: async (db, endpoint) => ({ services: await readCategories(db, areaOf(endpoint), "services") }),
};
const productsResponse: Storage<{ products: S.ServiceCategory[] }> = {
  write: (db, endpoint, value) => writeCategories(db, areaOf(endpoint), "products", value.products),
  read: async (db, endpoint) => ({ products: await readCategories(db, areaOf(endpoint), "products") }),
};
const categoryList: Storage<S.ServiceCategory[]> = {
  write: (db, endpoint, value) => writeCategories(db, areaOf(endpoint), "categories", value),
  read: (db, endpoint) => readCategories(db, areaOf(endpoint), "categories"),
};
const vocationalFirst: Storage<S.VocationalFirstSection> = {
  async write(db, endpoint, { services, ...head }) {
    await writeDocument(db, endpoint, head);
    await writeCategories(db, areaOf(endpoint), "first", services);
  },
  async read(db, endpoint) {
    const head = await readDocument<S.TextSection>(db, endpoint);
    return head && { ...head, services: await readCategories(db, areaOf(endpoint), "first") };
  },
};

/**
 * The authored endpoints stored in tables of their own. Every other authored endpoint is one JSON
 * document, so a new one needs no entry here (docs/CONTENT.md, "Adding an endpoint").
 */
const tables: { [E in AuthoredEndpoint]?: Storage<ResultOf<E>> } = {
  "Award.awards": awards,
  "Award.awardspartner": partners,
  "About.whatwedoSection": sectionWithItems,
  "About.whatwebrings": sectionWithItems,
  "About.values": sectionWithItems,
  "About.figures": figuresSection,
  "About.GetOverViewPartners": partners,
  "History.historyyears": historyYears,
  "Marketings.countries": countries,
  "Sustainability.GetSunSteps": steps,
  "Subsidiaries.subsidiaries": subsidiaries,
  "Contacts.ContactAreas": contactAreas,
  "Certificates.GetAll": certificates,
  "home.whoweserve": sectionWithItems,
  "home.latestadditions": sectionWithItems,
  "WhatWeDo.GetAll": cards,
  "CapabilityBuilding.GetServiceCategories": categoryList,
  "DigitalLearning.DigitalLearningTeams": cards,
  "DigitalLearning.DigitalLearningRobustContentSection": sectionWithItems,
  "DigitalLearning.GetServiceCategories": categoryList,
  "OfferingHigherEducation.GetOfferingCategoriesServices": servicesResponse,
  "OfferingHigherEducation.GetOfferingCategoriesProducts": productsResponse,
  "OfferingInvestinginStartups.GetOfferingCategoriesServices": servicesResponse,
  "OfferingK2.GetOfferingCategoriesServices": servicesResponse,
  "OfferingK2.GetOfferingCategoriesProducts": productsResponse,
  "OfferingPublishing.GetOfferingCategoriesServices": servicesResponse,
  "OfferingPublishing.GetOfferingCategoriesProducts": productsResponse,
  "SoftwareDevelopment.SoftwareDevelopmentContentSection": sectionWithItems,
  "OfferingTeaching.GetOfferingCategoriesServices": servicesResponse,
  "OferringVocationalEducation.GetOfferingFirstSection": vocationalFirst,
  "OferringVocationalEducation.GetOfferingCategoriesServices": servicesResponse,
  "OferringCorporates.GetOfferingCategoriesServices": servicesResponse,
  "Social.GetAllSocialLinks": socialLinks,
};

const documentStorage = doc<unknown>();

/** Where an authored endpoint lives. */
export function storageOf<E extends AuthoredEndpoint>(endpoint: E): Storage<ResultOf<E>> {
  return (tables[endpoint] as Storage<ResultOf<E>> | undefined) ?? (documentStorage as Storage<ResultOf<E>>);
}

export { readDocument, writeDocument, bilingualColumns, bilingualFields };
