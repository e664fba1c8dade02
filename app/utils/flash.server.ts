/**
 * One-time messages that survive a POST-redirect-GET without JavaScript: the
 * action flashes a message into a signed, httpOnly cookie and redirects; the
 * next page's loader reads it once and clears the cookie. Only a message key
 * travels in the cookie (never text), so the page shows it in its own language.
 */
import { createCookieSessionStorage } from "@remix-run/node";

export const FLASH_COOKIE = "__flash";
const FLASH_KEY = "message";
/** Long enough to survive the redirect, short enough not to linger if it is never read. */
const FLASH_MAX_AGE_SECONDS = 120;

export const FLASH_MESSAGES = ["contact.success"] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];
export interface Flash {
  tone: "success" | "error";
  message: FlashMessage;
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const { tone, message } = value as Record<string, unknown>;
  return (tone === "success" || tone === "error") && (FLASH_MESSAGES as readonly unknown[]).includes(message);
}

function storage(request: Request, secret: string) {
  return createCookieSessionStorage({
    cookie: {
      name: FLASH_COOKIE,
      secrets: [secret],
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Behind a TLS-terminating proxy the URL is https only when TRUST_PROXY lets Express believe X-Forwarded-Proto.
      secure: new URL(request.url).protocol === "https:",
      maxAge: FLASH_MAX_AGE_SECONDS,
    },
  });
}

/** The Set-Cookie header value that carries `flash` to the next request. */
export async function flashCookie(request: Request, secret: string, flash: Flash): Promise<string> {
  const { getSession, commitSession } = storage(request, secret);
  const session = await getSession(request.headers.get("Cookie"));
  session.flash(FLASH_KEY, flash);
  return commitSession(session);
}

/**
 * The pending flash message, if any, and the headers that clear it. A forged,
 * tampered or stale cookie reads as no message.
 */
export async function readFlash(request: Request, secret: string): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader || !cookieHeader.includes(`${FLASH_COOKIE}=`)) return { flash: null, headers };
  const { getSession, destroySession } = storage(request, secret);
  const session = await getSession(cookieHeader);
  const value: unknown = session.get(FLASH_KEY);
  // The session holds nothing but flash data, so once read the whole cookie goes.
  headers.append("Set-Cookie", await destroySession(session));
  return { flash: isFlash(value) ? value : null, headers };
}
