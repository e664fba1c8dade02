import type { ReactNode } from "react";
import type { Section } from "~/content/section";
import { SectionView } from "../sections/section-view";

/**
 * SectionView for full-width page bands: the data renders edge to edge (each
 * band has its own container), the error view sits inside the page container.
 */
export function Loaded<T>({ section, children }: { section: Section<T>; children: (data: T) => ReactNode }) {
  if (section.error !== null) {
    return (
      <div className="container">
        <SectionView section={section}>{() => null}</SectionView>
      </div>
    );
  }
  return <SectionView section={section}>{children}</SectionView>;
}
