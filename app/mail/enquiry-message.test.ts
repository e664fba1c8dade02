import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { buildEnquiryMail, type StoredEnquiry } from "./enquiry-message";

const addresses = { from: "website@manar.example", to: "enquiries@manar.example", domain: "manar.example" };
const enquiry: StoredEnquiry = {
  id: 42,
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@school.example",
  phoneNumber: "966501234567",
  jobTitle: "Head of Curriculum",
  companyName: "Riyadh Schools",
  country: "Saudi Arabia",
  comment: "We need 300 copies.\nBefore September?",
  createdAt: "2026-11-24T00:00:00.000Z",
};

/** The raw message nodemailer would put on the wire, headers and both parts. */
async function raw(mail: ReturnType<typeof buildEnquiryMail>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = (await transport.sendMail(mail)) as unknown as { message: Buffer };
  return info.message.toString("utf8");
}

function headersOf(message: string): string[] {
  // Unfolded header lines of the top-level message.
  return message.replace(/\r\n/g, "\n").split("\n\n")[0]!.replace(/\n[ \t]+/g, " ").split("\n");
}

describe("buildEnquiryMail", () => {
  it("writes an English enquiry in English, with a text and an HTML part, Reply-To the enquirer", async () => {
    const mail = buildEnquiryMail(enquiry, "en", addresses);
    expect(mail.subject).toBe("Website enquiry from Layla Haddad (Riyadh Schools)");
    expect(mail.text).toContain("Job Title: Head of Curriculum");
    expect(mail.text).toContain("Enquiry number: 42");
    expect(mail.text).toContain("We need 300 copies.\nBefore September?");
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.messageId).toBe("<enquiry-42@manar.example>");
    const message = await raw(mail);
    const headers = headersOf(message);
    expect(headers).toContain("Reply-To: Layla Haddad <layla@school.example>");
    expect(headers).toContain("To: enquiries@manar.example");
    expect(headers).toContain("Message-ID: <enquiry-42@manar.example>");
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toMatch(/Content-Type: text\/html/);
  });

  it("writes an Arabic enquiry in Arabic, right to left", () => {
    const mail = buildEnquiryMail({ ...enquiry, firstName: "ليلى", lastName: "حداد" }, "ar", addresses);
    expect(mail.subject).toBe("استفسار من الموقع من ليلى حداد (Riyadh Schools)");
    expect(mail.text).toContain("المسمى الوظيفي: Head of Curriculum");
    expect(mail.text).toContain("رقم الاستفسار: 42");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.headers["Content-Language"]).toBe("ar");
  });

  it("escapes every field in the HTML part", () => {
    const hostile = '<script>alert("x")</script>&\'';
    const mail = buildEnquiryMail(
      { ...enquiry, firstName: hostile, lastName: hostile, jobTitle: hostile, companyName: hostile, country: hostile, comment: hostile },
      "en",
      addresses,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toMatch(/"x"|&'/);
    expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;");
  });

  it("lets no CR/LF, encoded word or comma in a field add a header or a recipient", async () => {
    const mail = buildEnquiryMail(
      {
        ...enquiry,
        firstName: "Eve\r\nBcc: victim@evil.example",
        lastName: "=?utf-8?Q?=0D=0ABcc:_x@evil.example?=",
        companyName: "Acme\nX-Injected: 1",
        email: "eve@evil.example, boss@evil.example",
      },
      "en",
      addresses,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const headers = headersOf(await raw(mail));
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    expect(headers.filter((h) => /^x-injected:/i.test(h))).toEqual([]);
    expect(headers.filter((h) => /^(to|cc):/i.test(h))).toEqual(["To: enquiries@manar.example"]);
    // The encoded word arrives as text, not decoded into a line break of the header.
    const replyTo = headers.find((h) => h.startsWith("Reply-To:"));
    expect(replyTo).toBeDefined();
    // The comma stays inside one quoted local part: one address, not two.
    expect(replyTo).toContain('<"eve@evil.example, boss"@evil.example>');
    // The encoded word is itself encoded: a mail client shows "=?utf-8?Q?…" as typed, not a line break.
    const subject = headers.find((h) => h.startsWith("Subject:"));
    expect(subject).not.toContain("=?utf-8?Q?=0D=0A");
    expect(replyTo).not.toContain("=?utf-8?Q?=0D=0A");
  });
});
