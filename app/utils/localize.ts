import type { Lang } from "~/i18n/config";
import { intlLocale } from "~/i18n/config";

type Bilingual<K extends string> = { [P in `${K}En` | `${K}Ar`]: string | null };

/** The field of the current language: loc("ar", item, "title") → item.titleAr. */
export function loc<K extends string>(lang: Lang, value: Bilingual<K>, key: K): string {
  return (lang === "ar" ? value[`${key}Ar`] : value[`${key}En`]) ?? "";
}

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** Dates with an explicit numbering system, so server and browser render the same digits. */
export function formatDate(lang: Lang, iso: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
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
