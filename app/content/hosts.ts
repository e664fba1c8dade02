/**
 * Some image URLs arrive from the backend with their host duplicated
 * ("https://h:1/https://h:1/a.png" or "https://h:1https://h:1/a.png").
 * Keep the last absolute URL in such a string.
 */
const ABSOLUTE = /https?:\/\//gi;

export function collapseDuplicatedHost(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  let last = 0;
  for (const match of value.matchAll(ABSOLUTE)) last = match.index;
  return last === 0 ? value : value.slice(last);
}

/** Applies collapseDuplicatedHost to every string of a JSON value. */
export function collapseDuplicatedHosts<T>(value: T): T {
  if (typeof value === "string") return collapseDuplicatedHost(value) as T;
  if (Array.isArray(value)) return value.map(collapseDuplicatedHosts) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, collapseDuplicatedHosts(v)])) as T;
  }
  return value;
}
