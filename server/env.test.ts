import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies defaults in development", () => {
    const env = loadEnv({ NODE_ENV: "development" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.CONTENT_API_URL).toBeUndefined();
  });
  it("requires SESSION_SECRET in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    expect(loadEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toHaveLength(32);
  });
  it("rejects a bad PORT or CONTENT_API_URL with a clear message", () => {
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadEnv({ CONTENT_API_URL: "ftp://x" })).toThrow(/CONTENT_API_URL: must be an http\(s\) URL/);
  });
  it("takes a postgres:// DATABASE_URL and nothing else", () => {
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
    for (const url of ["postgres://manar:secret@db.internal:5432/manar", "postgresql://db/manar?sslmode=require"]) {
      expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    for (const url of ["mysql://db/manar", "data/manar.db", ""]) {
      expect(() => loadEnv({ DATABASE_URL: url }), url).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    }
  });
  it("takes SMTP_URL and ENQUIRY_EMAIL_TO together, or neither", () => {
    const mail = { SMTP_URL: "smtps://user:pass@mail.example:465", ENQUIRY_EMAIL_TO: "enquiries@manar.example" };
    expect(loadEnv(mail)).toMatchObject({ ...mail, MAIL_RETRY_CAP_SECONDS: 300 });
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: mail.SMTP_URL })).toThrow(/ENQUIRY_EMAIL_TO: is required when SMTP_URL is set/);
    expect(() => loadEnv({ ENQUIRY_EMAIL_TO: mail.ENQUIRY_EMAIL_TO })).toThrow(
      /SMTP_URL: is required when ENQUIRY_EMAIL_TO is set/,
    );
    expect(() => loadEnv({ ...mail, SMTP_URL: "http://mail.example" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadEnv({ ...mail, ENQUIRY_EMAIL_TO: "a@b.example, c@d.example" })).toThrow(
      /ENQUIRY_EMAIL_TO: must be an email address/,
    );
    expect(() => loadEnv({ ...mail, ENQUIRY_EMAIL_FROM: "nobody" })).toThrow(/ENQUIRY_EMAIL_FROM/);
  });
  it("has a POST ceiling well above the enquiry allowance, and refuses a nonsense one", () => {
    const env = loadEnv({});
    expect(env.POST_RATE_LIMIT).toBe(60);
    expect(env.CONTACT_RATE_LIMIT).toBe(5);
    expect(loadEnv({ POST_RATE_LIMIT: "500" }).POST_RATE_LIMIT).toBe(500);
    for (const bad of ["0", "-1", "1.5", "lots"])
      expect(() => loadEnv({ POST_RATE_LIMIT: bad }), bad).toThrow(/POST_RATE_LIMIT/);
  });
  it("strips trailing slashes from URLs", () => {
    expect(loadEnv({ SITE_URL: "https://manar.example/" }).SITE_URL).toBe("https://manar.example");
  });
});
