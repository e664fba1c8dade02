import type { Lang } from "~/i18n/config";

/** SPEC: in Arabic, project 21 breaks its title into three lines. */
export const THREE_LINE_ARABIC_TITLE_PROJECT = 21;

/** The lines of a project's banner title: three for project 21 in Arabic, otherwise one. */
export function projectTitleLines(projectId: number, lang: Lang, title: string): string[] {
  if (projectId !== THREE_LINE_ARABIC_TITLE_PROJECT || lang !== "ar") return [title];
  const parts = title.split(/\s+[–—-]\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length >= 3) return [parts[0], parts[1], parts.slice(2).join(" – ")];
  // No separators: split the words into three nearly equal lines.
  const words = title.split(/\s+/);
  const size = Math.ceil(words.length / 3);
  return [0, 1, 2].map((i) => words.slice(i * size, (i + 1) * size).join(" ")).filter(Boolean);
}
