import { SiteLink } from "~/components/ui/site-link";
import type { ReactNode } from "react";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { ArrowIcon } from "../ui/icons";
import type { Card } from "~/content/schemas";
import { CardGrid, HalfSection, InternalSection, TitleBlock } from "./blocks";
import { Loaded, SectionView } from "./section-view";

/** What a band's title block says (TitleBlock without its id, which the band gives). */
export interface BandHeading {
  eyebrow?: string;
  title: string;
  intro?: string | null;
  align?: "start" | "center";
}

interface BandFrame {
  /** Names the band: its heading's id is `${id}-title`. */
  id: string;
  /** The band is an in-page anchor (SPEC anchors): the section itself carries `id`. */
  anchored?: boolean;
  tinted?: boolean;
  /** Content in a narrow column (running text). */
  narrow?: boolean;
  /** The accessible name of a band without a heading. */
  label?: string;
}

function Frame({ id, anchored, tinted, narrow, label, children }: BandFrame & { children: ReactNode }) {
  return (
    <section
      id={anchored ? id : undefined}
      className={`page-section${tinted ? " tinted" : ""}`}
      aria-label={label}
      aria-labelledby={label ? undefined : `${id}-title`}
    >
      <div className={`container${narrow ? " narrow" : ""}`}>{children}</div>
    </section>
  );
}

/** The band's call to action: a link below its content ("All projects"). */
function More({ to, label }: { to: string; label: string }) {
  return (
    <p className="section-more">
      <SiteLink href={to} className="btn btn-outline">
        {label} <ArrowIcon />
      </SiteLink>
    </p>
  );
}

function Grid({ columns, children }: { columns?: 3 | 4; children: ReactNode }) {
  return columns ? <CardGrid columns={columns}>{children}</CardGrid> : <>{children}</>;
}

/**
 * A full-width page band (kentcdodds.com's sections idea): it owns its
 * background, its title block, its grid and its call to action.
 */
export function Band({
  heading,
  grid,
  more,
  children,
  ...frame
}: BandFrame & { heading?: BandHeading; grid?: 3 | 4; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Frame {...frame}>
      {heading ? <TitleBlock id={`${frame.id}-title`} {...heading} /> : null}
      <Grid columns={grid}>{children}</Grid>
      {more ? <More {...more} /> : null}
    </Frame>
  );
}

/**
 * A band showing one section: its content, or the section's error view. A
 * fixed heading stays when the section fails; a heading taken from the
 * section's data (see `ownHeading`) goes with it, as does the call to action.
 */
export function SectionBand<T>({
  section,
  heading,
  grid,
  more,
  children,
  ...frame
}: BandFrame & {
  section: Section<T>;
  heading?: BandHeading | ((data: T) => BandHeading);
  grid?: 3 | 4;
  more?: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  const fixed = typeof heading === "function" ? undefined : heading;
  return (
    <Frame {...frame}>
      {fixed ? <TitleBlock id={`${frame.id}-title`} {...fixed} /> : null}
      <SectionView section={section}>
        {(data) => (
          <>
            {typeof heading === "function" ? <TitleBlock id={`${frame.id}-title`} {...heading(data)} /> : null}
            <Grid columns={grid}>{children(data)}</Grid>
            {more ? <More {...more} /> : null}
          </>
        )}
      </SectionView>
    </Frame>
  );
}

type Titled = { titleEn: string; titleAr: string; descriptionEn: string; descriptionAr: string };

/** A heading from the section's own title and description, under a fixed eyebrow. */
export const ownHeading =
  (lang: Lang, eyebrow?: string, align?: BandHeading["align"]) =>
  (data: Titled): BandHeading => ({
    eyebrow,
    title: loc(lang, data, "title"),
    intro: loc(lang, data, "description"),
    align,
  });

type TitledText = Titled & { image: string | null };

/** A text section as an image-plus-text half section, or its error view. */
export function HalfSectionBand({
  lang,
  section,
  ...half
}: {
  lang: Lang;
  section: Section<TitledText>;
  id?: string;
  eyebrow?: string;
  link?: { to: string; label: string };
}) {
  return (
    <SectionView section={section}>
      {(s) => (
        <HalfSection {...half} title={loc(lang, s, "title")} html={loc(lang, s, "description")} image={s.image} />
      )}
    </SectionView>
  );
}

/**
 * A text section as an internal section (title, text, illustration, cards),
 * or its error view. The cards are the section's own items unless `cards` gives others.
 */
export function InternalSectionBand({
  lang,
  section,
  id,
  reverse,
  cards,
}: {
  lang: Lang;
  section: Section<TitledText & { items?: Card[] }>;
  id: string;
  reverse?: boolean;
  cards?: readonly Card[] | null;
}) {
  return (
    <Loaded section={section}>
      {(s) => (
        <InternalSection
          id={id}
          title={loc(lang, s, "title")}
          html={loc(lang, s, "description")}
          image={s.image}
          reverse={reverse}
          cards={(cards ?? s.items)?.map((item) => ({
            id: item.id,
            title: loc(lang, item, "title"),
            html: loc(lang, item, "description"),
            image: item.image,
          }))}
        />
      )}
    </Loaded>
  );
}
