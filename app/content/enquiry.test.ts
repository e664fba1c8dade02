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
