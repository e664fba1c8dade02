import type { ReactNode } from "react";
import type { Section } from "~/content/section";
import { ErrorView } from "../ui/status";

/** Renders a section's data, or its own error view: one failing section never takes the page down. */
export function SectionView<T>({ section, children }: { section: Section<T>; children: (data: T) => ReactNode }) {
  if (section.error !== null) return <ErrorView message={section.error} />;
  return <>{children(section.data)}</>;
}

/**
 * SectionView for full-width page bands: the data renders edge to edge (each
 * band has its own container), the error view sits inside the page container.
 */
export function Loaded<T>({ section, children }: { section: Section<T>; children: (data: T) => ReactNode }) {
  if (section.error !== null) {
    return (
      <div className="container">
        <ErrorView message={section.error} />
      </div>
    );
  }
  return <>{children(section.data)}</>;
}
