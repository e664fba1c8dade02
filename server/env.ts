/** Environment, validated once at start: a bad value stops the process with a clear message. */
import * as z from "zod";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((u) => u.replace(/\/+$/, ""));

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Default: every interface in production (behind a proxy or in a container), loopback in development. */
    HOST: z.string().min(1).optional(),
    SITE_URL: httpUrl.default("http://localhost:3000"),
    CONTENT_API_URL: httpUrl.optional(),
    /** One request's budget for all its backend calls (a page's loaders, an action and its revalidation). */
    CONTENT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Backend bodies over this many bytes are a section error, refused while they stream. */
    CONTENT_API_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(4 * 1024 * 1024),
    /** The content cache's bound in MB (docs/CONTENT.md "Freshness"). */
    CONTENT_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
    /** `off` bypasses the content cache, for debugging what the source answers. */
    CONTENT_CACHE: z.enum(["on", "off"]).default("on"),
    SESSION_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    DATABASE_PATH: z.string().min(1).default("data/manar.db"),
    /** PostgreSQL instead of the SQLite file at DATABASE_PATH: several instances share it (decision 021). */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    CAREERS_URL: httpUrl.default("https://careers.manar-group.example"),
    TRUST_PROXY: flag,
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
    POST_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    LOG_REQUESTS: z
      .enum(["1", "0", "true", "false"])
      .optional()
      .transform((v) => v !== "0" && v !== "false"),
    HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Enquiries are mailed through this server (docs/decisions/020-enquiry-mail-outbox.md); with ENQUIRY_EMAIL_TO. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ENQUIRY_EMAIL_TO: z.email({ error: "must be an email address" }).optional(),
    /** The mails' sender; default ENQUIRY_EMAIL_TO. */
    ENQUIRY_EMAIL_FROM: z.email({ error: "must be an email address" }).optional(),
    /** The longest wait between two delivery attempts while the SMTP server is down. */
    MAIL_RETRY_CAP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Set by `remix dev` for the app server it starts: where the browser's live-reload socket connects. */
    REMIX_DEV_ORIGIN: httpUrl.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.ENQUIRY_EMAIL_TO)) {
      const [missing, set] = env.SMTP_URL ? ["ENQUIRY_EMAIL_TO", "SMTP_URL"] : ["SMTP_URL", "ENQUIRY_EMAIL_TO"];
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `is required when ${set} is set (set both or neither)`,
      });
    }
  });

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; HOST: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  // Development only: a fixed secret so flash cookies survive restarts of the dev server.
  const env = result.data;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === "development" ? "127.0.0.1" : "0.0.0.0"),
    SESSION_SECRET: env.SESSION_SECRET ?? "development-only-session-secret",
  };
}
