import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type Store } from "../db/connection";
import { describeEachStore } from "../db/testing/test-stores";
import {
  BOM,
  CSV_COLUMNS,
  csvCell,
  csvRow,
  enquiriesCsv,
  exportEnquiries,
  type EnquiryRecord,
} from "./export-enquiries";

const record: EnquiryRecord = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.org",
  phoneNumber: "966501234567",
  jobTitle: "Head of Curriculum",
  companyName: "Noor Schools",
  country: "Saudi Arabia",
  comment: "Hello",
  createdAt: "2025-03-09T10:00:00.000Z",
};

describe("csvCell", () => {
  it("leaves plain text alone, Arabic included", () => {
    expect(csvCell("Layla")).toBe("Layla");
    expect(csvCell("المملكة العربية السعودية")).toBe("المملكة العربية السعودية");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
  });
  it("quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("أ، ب")).toBe("أ، ب"); // the Arabic comma is not a separator
  });
  it.each([
    ["=1+1", "'=1+1"],
    ["+966", "'+966"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
  ])("defuses the formula %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
  it("defuses and quotes a formula that also needs quotes", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("\rx")).toBe('"\'\rx"');
  });
  it("leaves formula characters alone when they are not first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("x@example.org")).toBe("x@example.org");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("enquiriesCsv", () => {
  it("starts with the BOM and the header of the 8 fields plus createdAt", () => {
    const [first] = enquiriesCsv([]);
    expect(first).toBe(`${BOM}firstName,lastName,email,phoneNumber,jobTitle,companyName,country,comment,createdAt\r\n`);
    expect(CSV_COLUMNS).toHaveLength(9);
  });
  it("writes one row per enquiry in column order", () => {
    const text = [...enquiriesCsv([record, { ...record, firstName: "ليلى", comment: '=cmd|"/c calc"!A1' }])].join("");
    const lines = text.split("\r\n");
    expect(lines[1]).toBe(
      "Layla,Haddad,layla@example.org,966501234567,Head of Curriculum,Noor Schools,Saudi Arabia,Hello,2025-03-09T10:00:00.000Z",
    );
    expect(lines[2]).toBe(
      'ليلى,Haddad,layla@example.org,966501234567,Head of Curriculum,Noor Schools,Saudi Arabia,"\'=cmd|""/c calc""!A1",2025-03-09T10:00:00.000Z',
    );
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });
  it("encodes as UTF-8 with the BOM bytes EF BB BF first", () => {
    const bytes = Buffer.from([...enquiriesCsv([])].join(""), "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describeEachStore((kind) => {
  describe("exportEnquiries", () => {
    let store: Store;
    beforeAll(async () => {
      store = await kind.open();
      await migrateToLatest(store);
    });
    afterAll(async () => {
      await store?.close();
    });

    it("writes every enquiry once, in the order they came, across more than one page of reads", async () => {
      const total = 1_203;
      const rows = Array.from({ length: total }, (_, i) => ({
        first_name: i === 0 ? "ليلى" : `First${i}`,
        last_name: "Haddad",
        email: `e${i}@example.com`,
        phone_number: "966500000000",
        job_title: "Teacher",
        company_name: "School",
        country: "Saudi Arabia",
        comment: i === 1 ? '=HYPERLINK("x")' : `Comment ${i}`,
        created_at: "2026-11-24T10:00:00.000Z",
      }));
      for (let i = 0; i < rows.length; i += 300)
        await store.db
          .insertInto("enquiries")
          .values(rows.slice(i, i + 300))
          .execute();
      const chunks: string[] = [];
      const out = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString("utf8"));
          done();
        },
      });
      expect(await exportEnquiries(store, out)).toBe(total);
      const lines = chunks.join("").split("\r\n");
      expect(lines[0]).toBe(BOM + CSV_COLUMNS.join(","));
      expect(lines.slice(1, -1)).toHaveLength(total);
      expect(lines[1]).toMatch(/^ليلى,Haddad,e0@example.com,/);
      expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
      expect(lines.slice(1, -1).map((l) => l.split(",")[2])).toEqual(rows.map((r) => r.email));
    });
  });
});
