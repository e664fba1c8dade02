import { describe, expect, it } from "vitest";
import { enquirySchema, toAsciiDigits } from "./enquiry";

const valid = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.org",
  phoneNumber: "966501234567",
  jobTitle: "Head of Curriculum",
  companyName: "Noor Schools",
  country: "Saudi Arabia",
  comment: "We would like a demo.",
};

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = enquirySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe("enquirySchema", () => {
  it("accepts a valid enquiry, trimmed", () => {
    const result = enquirySchema.parse({ ...valid, firstName: "  Layla  " });
    expect(result.firstName).toBe("Layla");
  });

  it.each([
    ["firstName", "", "firstNameRequired"],
    ["firstName", "Al", "firstNameMin"],
    ["lastName", "   ", "lastNameRequired"],
    ["lastName", "Li", "lastNameMin"],
    ["email", "", "emailRequired"],
    ["email", "not-an-email", "emailInvalid"],
    ["email", `${"a".repeat(250)}@example.org`, "emailMax"],
    ["phoneNumber", "", "phoneNumberRequired"],
    ["phoneNumber", "96650abc4567", "phoneNumberDigits"],
    ["phoneNumber", "123456789", "phoneNumberLength"],
    ["phoneNumber", "1234567890123", "phoneNumberLength"],
    ["jobTitle", "", "jobTitleRequired"],
    ["jobTitle", " CE ", "jobTitleMin"],
    ["companyName", "", "companyNameRequired"],
    ["companyName", "AB", "companyNameMin"],
    ["country", "", "countryRequired"],
    ["country", "UK", "countryMin"],
    ["country", "Saudi\r\nArabia", "singleLine"],
    ["firstName", "Lay\nla", "singleLine"],
    ["firstName", "x".repeat(51), "tooLong"],
    ["comment", "", "commentRequired"],
    ["comment", "0", "commentZero"],
    ["comment", " 0 ", "commentZero"],
    ["comment", "x".repeat(2001), "tooLong"],
  ])("%s = %j fails with %s", (field, value, key) => {
    expect(errorsOf({ ...valid, [field]: value })[field]?.[0]).toBe(key);
  });

  it("allows line breaks in the comment only", () => {
    expect(enquirySchema.safeParse({ ...valid, comment: "line 1\nline 2" }).success).toBe(true);
  });

  const SINGLE_LINE = ["firstName", "lastName", "jobTitle", "companyName", "country"] as const;
  /** C0 and C1 controls (tab, NUL, ESC, DEL, NEL...), bidi embeddings, overrides and isolates. */
  const CONTROLS = ["\u0000", "\t", "\u0007", "\u001b", "\u007f", "\u0080", "\u009f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
  const LINE_BREAKS = ["\n", "\r", "\u0085", "\u2028", "\u2029"];

  it.each(SINGLE_LINE)("%s refuses every control and bidi control in the middle of the text", (field) => {
    for (const c of CONTROLS) expect(errorsOf({ ...valid, [field]: `Lay${c}la` })[field], JSON.stringify(c)).toEqual(["controlCharacters"]);
    for (const c of LINE_BREAKS) expect(errorsOf({ ...valid, [field]: `Lay${c}la` })[field], JSON.stringify(c)).toEqual(["singleLine"]);
  });

  it("email and phone number refuse them too, with that message alone", () => {
    for (const [chars, key] of [[CONTROLS, "controlCharacters"], [LINE_BREAKS, "singleLine"]] as const) {
      for (const c of chars) {
        expect(errorsOf({ ...valid, email: `layla${c}@example.org` }).email, JSON.stringify(c)).toEqual([key]);
        expect(errorsOf({ ...valid, phoneNumber: `96650${c}1234567` }).phoneNumber, JSON.stringify(c)).toEqual([key]);
      }
    }
  });

  it("the comment keeps tabs and line breaks but refuses the other controls and bidi controls", () => {
    expect(enquirySchema.parse({ ...valid, comment: "a\tb\r\nc\nd" }).comment).toBe("a\tb\r\nc\nd");
    for (const c of CONTROLS.filter((c) => c !== "\t")) {
      expect(errorsOf({ ...valid, comment: `before${c}after` }).comment, JSON.stringify(c)).toEqual(["commentControlCharacters"]);
    }
    expect(errorsOf({ ...valid, comment: "next\u0085line" }).comment).toEqual(["commentControlCharacters"]);
  });

  it("keeps every valid enquiry exactly as typed: Arabic, marks, emoji, punctuation", () => {
    const arabic = {
      firstName: "عبد\u200Fالله",
      lastName: "الحدّاد",
      email: "layla+noor@example.org",
      phoneNumber: "٠٥٠١٢٣٤٥٦٧",
      jobTitle: "مديرة المناهج (K-12) — قسم ٣",
      companyName: "مدارس النور 🌟 & Co.",
      country: "المملكة العربية السعودية",
      comment: "نودّ الاطلاع على «سلسلة القراءة»، شكرًا! 😀\nالسطر الثاني:\t٤٢ كتابًا؟ Mixed \u200Eword\u200E.",
    };
    const parsed = enquirySchema.parse(arabic);
    expect(parsed).toEqual({ ...arabic, phoneNumber: "0501234567" });
  });

  it("accepts Arabic-Indic digits in the phone number and stores them as 0-9", () => {
    expect(enquirySchema.parse({ ...valid, phoneNumber: "٩٦٦٥٠١٢٣٤٥٦٧" }).phoneNumber).toBe("966501234567");
    expect(enquirySchema.parse({ ...valid, phoneNumber: "۰۵۰۱۲۳۴۵۶۷" }).phoneNumber).toBe("0501234567");
  });
});

describe("toAsciiDigits", () => {
  it("maps both Arabic digit sets and leaves everything else", () => {
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc 5")).toBe("0123456789 0123456789 abc 5");
  });
});
