/**
 * `npm run enquiries:export [file.csv]`: the enquiries kept in the store (PostgreSQL at DATABASE_URL when
 * set, else the SQLite file at DATABASE_PATH, default data/manar.db) as CSV, to the file or to stdout.
 *
 * RFC 4180 (CRLF rows, quoted where needed), with a UTF-8 byte-order mark so
 * spreadsheet programs read Arabic correctly, and cells that a spreadsheet
 * would run as a formula defused with a leading apostrophe.
 */
import { createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Writable } from "node:stream";
import { DEFAULT_DATABASE_PATH, openConfiguredStore, type Store } from "../db/connection";
import { ENQUIRY_FIELDS, type Enquiry } from "../app/content/enquiry";

export const BOM = "\uFEFF";
export const CSV_COLUMNS = [...ENQUIRY_FIELDS, "createdAt"] as const;
export type EnquiryRecord = Enquiry & { createdAt: string };

/** OWASP "CSV injection": these first characters make Excel, LibreOffice and Sheets evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The whole file, piece by piece (BOM and header first), so a large table never sits in memory. */
export function* enquiriesCsv(records: Iterable<EnquiryRecord>): Generator<string> {
  yield BOM + csvRow(CSV_COLUMNS);
  for (const record of records) yield csvRow(CSV_COLUMNS.map((column) => record[column]));
}

/** Rows read per query: keyset pages by id, so a large table never sits in memory on either store. */
const PAGE = 500;

async function* readEnquiries(store: Store): AsyncGenerator<EnquiryRecord> {
  let after = 0;
  for (;;) {
    const rows = await store.db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      yield {
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phoneNumber: r.phone_number,
        jobTitle: r.job_title,
        companyName: r.company_name,
        country: r.country,
        comment: r.comment,
        createdAt: r.created_at,
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function* csvOf(records: AsyncIterable<EnquiryRecord>): AsyncGenerator<string> {
  yield* enquiriesCsv([]);
  for await (const record of records) yield csvRow(CSV_COLUMNS.map((column) => record[column]));
}

/** Writes the store's enquiries as CSV to `out`; resolves with how many. */
export async function exportEnquiries(store: Store, out: Writable): Promise<number> {
  let rows = -1; // the header is not an enquiry
  for await (const chunk of csvOf(readEnquiries(store))) {
    rows += 1;
    if (!out.write(chunk)) await once(out, "drain");
  }
  return rows;
}

async function main(argv: string[]): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const databasePath = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
  // openStore would create an empty database: say clearly that there is none instead.
  if (!databaseUrl && databasePath !== ":memory:" && !existsSync(databasePath)) {
    throw new Error(`No store at ${databasePath} (set DATABASE_PATH to the server's database file, or DATABASE_URL).`);
  }
  const target = argv[0];
  const out: Writable = target ? createWriteStream(resolve(target), { encoding: "utf8" }) : process.stdout;
  const store = openConfiguredStore({ databaseUrl, databasePath });
  let count: number;
  try {
    count = await exportEnquiries(store, out);
  } finally {
    await store.close();
  }
  if (target) {
    out.end();
    await once(out, "finish");
    process.stderr.write(`${count} enquiries written to ${target}\n`);
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  // A closed pipe (`| head`) is not an error worth a stack trace.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`enquiries:export failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
