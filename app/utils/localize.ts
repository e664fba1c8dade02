import type { Lang } from "~/i18n/config";
import { intlLocale } from "~/i18n/config";

type Bilingual<K extends string> = { [P in `${K}En` | `${K}Ar`]: string | null };

/** The field of the current language: loc("ar", item, "title") → item.titleAr. */
export function loc<K extends string>(lang: Lang, value: Bilingual<K>, key: K): string {
  return (lang === "ar" ? value[`${key}Ar`] : value[`${key}En`]) ?? "";
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
/**
 * Dates already formatted, by language and ISO string. Intl's format costs ~10 µs a call, and every render of a
 * page formats the same few dates of its content again (~0.7 % of a render of the home page). Bounded: content
 * holds a few hundred dates, and a server that somehow met more starts over rather than grow.
 */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 2_000;

/** Dates with an explicit numbering system, so server and browser render the same digits. */
export function formatDate(lang: Lang, iso: string): string {
  const key = `${lang} ${iso}`;
  const known = formattedDates.get(key);
  if (known !== undefined) return known;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? iso : format.format(date);
  if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
  formattedDates.set(key, text);
  return text;
}

/** SPEC: in Arabic the displayed number puts the plus sign after the digits; the tel: link stays valid. */
export function displayPhone(lang: Lang, phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  const international = phone.trim().startsWith("+");
  if (!international) return digits;
  return lang === "ar" ? `${digits}+` : `+${digits}`;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}
