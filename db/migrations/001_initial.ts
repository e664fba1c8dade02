import { sql, type Kysely } from "kysely";
import { ddlFor, type Ddl } from "./ddl";

const bilingual = "title_en TEXT NOT NULL, title_ar TEXT NOT NULL, description_en TEXT NOT NULL, description_ar TEXT NOT NULL";
const article = `id INTEGER PRIMARY KEY, created_date TEXT NOT NULL, image TEXT NOT NULL, ${bilingual},
  side_title_en TEXT, side_title_ar TEXT, side_description_en TEXT, side_description_ar TEXT, side_image TEXT`;

const statements = (d: Ddl) => [
  `CREATE TABLE documents (endpoint TEXT PRIMARY KEY, body TEXT NOT NULL ${d.jsonCheck("body")})`,
  `CREATE TABLE cards (collection TEXT NOT NULL, id INTEGER NOT NULL, position INTEGER NOT NULL, ${bilingual},
    image TEXT, link TEXT, PRIMARY KEY (collection, id))`,
  `CREATE TABLE figures (collection TEXT NOT NULL, id INTEGER NOT NULL, position INTEGER NOT NULL, number TEXT NOT NULL,
    title_en TEXT NOT NULL, title_ar TEXT NOT NULL, image TEXT, PRIMARY KEY (collection, id))`,
  `CREATE TABLE partners (collection TEXT NOT NULL, id INTEGER NOT NULL, position INTEGER NOT NULL, name_en TEXT NOT NULL,
    name_ar TEXT NOT NULL, image TEXT NOT NULL, url TEXT, PRIMARY KEY (collection, id))`,
  `CREATE TABLE awards (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, year INTEGER NOT NULL, ${bilingual}, image TEXT, link TEXT)`,
  `CREATE TABLE subsidiaries (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, ${bilingual}, image TEXT, link TEXT,
    logo TEXT, website TEXT)`,
  `CREATE TABLE history_years (id INTEGER PRIMARY KEY, year INTEGER NOT NULL, ${bilingual}, image TEXT)`,
  `CREATE TABLE countries (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
    code TEXT NOT NULL, latitude ${d.double} NOT NULL, longitude ${d.double} NOT NULL)`,
  `CREATE TABLE social_links (id INTEGER PRIMARY KEY, name TEXT NOT NULL, url TEXT NOT NULL, is_hidden INTEGER NOT NULL,
    sort_order INTEGER NOT NULL)`,
  `CREATE TABLE contact_areas (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, name_en TEXT NOT NULL, name_ar TEXT NOT NULL,
    address_en TEXT NOT NULL, address_ar TEXT NOT NULL, phones TEXT NOT NULL ${d.jsonCheck("phones")}, email TEXT NOT NULL)`,
  `CREATE TABLE titles (code TEXT PRIMARY KEY, title_en TEXT NOT NULL, title_ar TEXT NOT NULL)`,
  `CREATE TABLE certificates (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, ${bilingual}, image TEXT NOT NULL)`,
  `CREATE TABLE sustainability_steps (id INTEGER PRIMARY KEY, number INTEGER NOT NULL, image TEXT NOT NULL,
    title_en TEXT NOT NULL, title_ar TEXT NOT NULL)`,
  `CREATE TABLE sustainability_projects (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, ${bilingual},
    image TEXT NOT NULL, main_image TEXT NOT NULL, logo TEXT)`,
  `CREATE TABLE projects (id INTEGER PRIMARY KEY, title_en TEXT NOT NULL, title_ar TEXT NOT NULL, summary_en TEXT NOT NULL,
    summary_ar TEXT NOT NULL, header_image TEXT NOT NULL, header_title_en TEXT NOT NULL, header_title_ar TEXT NOT NULL,
    includes_title_en TEXT, includes_title_ar TEXT, short_description_en TEXT NOT NULL, short_description_ar TEXT NOT NULL,
    created_date TEXT NOT NULL)`,
  `CREATE INDEX projects_by_date ON projects (created_date DESC)`,
  `CREATE TABLE project_descriptions (project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    id INTEGER NOT NULL, position INTEGER NOT NULL, ${bilingual}, image TEXT, PRIMARY KEY (project_id, id))`,
  `CREATE TABLE project_description_logos (project_id INTEGER NOT NULL, description_id INTEGER NOT NULL,
    position INTEGER NOT NULL, image TEXT NOT NULL, PRIMARY KEY (project_id, description_id, position),
    FOREIGN KEY (project_id, description_id) REFERENCES project_descriptions (project_id, id) ON DELETE CASCADE)`,
  `CREATE TABLE project_includes (project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    id INTEGER NOT NULL, position INTEGER NOT NULL, title_en TEXT NOT NULL, title_ar TEXT NOT NULL, PRIMARY KEY (project_id, id))`,
  `CREATE TABLE project_statistics (project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    id INTEGER NOT NULL, position INTEGER NOT NULL, number TEXT NOT NULL, title_en TEXT NOT NULL, title_ar TEXT NOT NULL,
    image TEXT, PRIMARY KEY (project_id, id))`,
  `CREATE TABLE news (${article})`,
  `CREATE INDEX news_by_date ON news (created_date DESC)`,
  `CREATE TABLE blogs (${article})`,
  `CREATE INDEX blogs_by_date ON blogs (created_date DESC)`,
  `CREATE TABLE service_categories (pk ${d.autoKey}, area TEXT NOT NULL, kind TEXT NOT NULL, id INTEGER NOT NULL,
    position INTEGER NOT NULL, title_en TEXT NOT NULL, title_ar TEXT NOT NULL, image TEXT, UNIQUE (area, kind, id))`,
  `CREATE TABLE service_contents (pk ${d.autoKey}, category_pk INTEGER NOT NULL REFERENCES service_categories (pk)
    ON DELETE CASCADE, id INTEGER NOT NULL, position INTEGER NOT NULL, ${bilingual}, image TEXT)`,
  `CREATE INDEX service_contents_by_category ON service_contents (category_pk, position)`,
  `CREATE TABLE service_list_details (pk ${d.autoKey}, content_pk INTEGER NOT NULL REFERENCES service_contents (pk)
    ON DELETE CASCADE, id INTEGER NOT NULL, position INTEGER NOT NULL, ${bilingual}, image TEXT)`,
  `CREATE INDEX service_list_details_by_content ON service_list_details (content_pk, position)`,
  `CREATE TABLE service_list_items (pk ${d.autoKey}, detail_pk INTEGER NOT NULL REFERENCES service_list_details (pk)
    ON DELETE CASCADE, id INTEGER NOT NULL, position INTEGER NOT NULL, image TEXT, title_en TEXT NOT NULL,
    title_ar TEXT NOT NULL, description_en TEXT, description_ar TEXT)`,
  `CREATE INDEX service_list_items_by_detail ON service_list_items (detail_pk, position)`,
  // What the search calls can return, with the originals shown on result cards...
  `CREATE TABLE search_items (rowid ${d.autoKey}, flag TEXT NOT NULL, ref_id INTEGER, scope TEXT NOT NULL,
    title_en TEXT NOT NULL, title_ar TEXT NOT NULL, description_en TEXT NOT NULL, description_ar TEXT NOT NULL,
    created_date TEXT, image TEXT)`,
  // ...and the full-text index over their normalised text (both languages in each column): FTS5 on SQLite; on
  // PostgreSQL a tsvector of the 'simple' configuration (no stemming, no stop words), titles weighted A.
  ...(d.postgres
    ? [
        `CREATE TABLE search_index (rowid INTEGER PRIMARY KEY REFERENCES search_items (rowid) ON DELETE CASCADE,
          title TEXT NOT NULL, body TEXT NOT NULL, document tsvector GENERATED ALWAYS AS
          (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) STORED)`,
        `CREATE INDEX search_index_document ON search_index USING GIN (document)`,
      ]
    : [`CREATE VIRTUAL TABLE search_index USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`]),
  `CREATE TABLE enquiries (id ${d.autoKeyNeverReused}, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    email TEXT NOT NULL, phone_number TEXT NOT NULL, job_title TEXT NOT NULL, company_name TEXT NOT NULL,
    country TEXT NOT NULL, comment TEXT NOT NULL, created_at TEXT NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements(ddlFor(db))) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "enquiries", "search_index", "search_items", "service_list_items", "service_list_details", "service_contents",
    "service_categories", "blogs", "news", "project_statistics", "project_includes", "project_description_logos",
    "project_descriptions", "projects", "sustainability_projects", "sustainability_steps", "certificates", "titles",
    "contact_areas", "social_links", "countries", "history_years", "subsidiaries", "awards", "partners", "figures",
    "cards", "documents",
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
