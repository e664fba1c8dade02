/** A real SMTP receiver (the smtp-server package) for the mail e2e tests: it keeps what it receives in `inbox`. */
import { SMTPServer } from "smtp-server";

export interface Received {
  raw: string;
  header(name: string): string | undefined;
}

export function startReceiver(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        inbox.push({ raw, header: (name) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

export const stopReceiver = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Resolves true once `check` holds, false after `timeoutMs` (the caller asserts). */
export async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The contact form's fields for enquiry `i`, as the browser without JavaScript posts them. */
function enquiryForm(lang: string, i: number): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    firstName: lang === "ar" ? "ليلى" : "Layla",
    lastName: `Mail${i}`,
    email: `visitor${i}@school.example`,
    phoneNumber: "966501234567",
    jobTitle: "Head of Curriculum",
    companyName: "Riyadh Schools",
    country: "Saudi Arabia",
    comment: `Mail check ${lang} ${i}`,
  })) {
    body.set(k, v);
  }
  return body;
}

/** Posts enquiry `i` through the contact page as client `ip` (303: acknowledged); the body is not read. */
export async function postEnquiry(base: string, lang: "ar" | "en", i: number, ip: string): Promise<Response> {
  const res = await fetch(`${base}/${lang}/contact-us`, {
    method: "POST",
    body: enquiryForm(lang, i),
    redirect: "manual",
    headers: { "x-forwarded-for": ip },
  });
  await res.body?.cancel();
  return res;
}
