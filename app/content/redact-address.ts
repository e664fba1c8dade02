/**
 * Transport errors name the backend's address ("connect ECONNREFUSED 10.0.3.7:8080", "getaddrinfo ENOTFOUND
 * api.internal"). Error views show the message (SPEC section 8) but must not publish the group's internal
 * hosts, ports or IPs: those go to the log, and the visitor reads the message without them.
 */
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi;
/** Node's system errors: the code, then the address it failed on ("ECONNREFUSED 127.0.0.1:3599"). */
const CODE_THEN_ADDRESS = /\b(E[A-Z_]{2,}) +(?!E[A-Z_]{2,}\b)[^\s,;()]+/g;
const BRACKETED_IPV6 = /\[[0-9a-f:.%]+\](?::\d+)?/gi;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g;
/** At least two colons between hex groups ("::1", "fe80::1%eth0", "2001:db8::7"); a ":port" reads as one more group. */
const IPV6 = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?:%[\w.-]+)?(?![\w:])/gi;
const HOST_AND_PORT = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*:\d{1,5}\b/gi;

export function redactAddresses(message: string): string {
  return message
    .replace(URL_PATTERN, "")
    .replace(CODE_THEN_ADDRESS, "$1")
    .replace(BRACKETED_IPV6, "")
    .replace(IPV4, "")
    .replace(IPV6, "")
    .replace(HOST_AND_PORT, "")
    .replace(/\s+([,;:)])/g, "$1")
    .replace(/\(\s*\)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(/[\s:,;]+$/, "");
}
