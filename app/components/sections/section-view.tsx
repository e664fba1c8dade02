import type { ReactNode } from "react";
import type { Section } from "~/content/section";
import { ErrorView } from "../ui/status";

/** Renders a section's data, or its own error view: one failing section never takes the page down. */
export function SectionView<T>({ section, children }: { section: Section<T>; children: (data: T) => ReactNode }) {
  if (section.error !== null) return <ErrorView message={section.error} />;
  return <>{children(section.data)}</>;
}
