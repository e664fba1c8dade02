import { SiteLink } from "~/components/ui/site-link";
import type { ReactNode } from "react";
import { ArrowIcon } from "../ui/icons";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { Reveal } from "../ui/reveal";

/** Title block: an optional eyebrow, the heading, an optional intro. */
export function TitleBlock({
  eyebrow,
  title,
  intro,
  id,
  level = 2,
  align = "start",
}: {
  eyebrow?: string;
  title: string;
  intro?: string | null;
  id?: string;
  level?: 1 | 2 | 3;
  align?: "start" | "center";
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={`title-block title-block-${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id}>{title}</Heading>
      {intro ? <RichText html={intro} className="title-block-intro" /> : null}
    </div>
  );
}

/**
 * Image-plus-text half section; `reverse` puts the image on the other side.
 * The link goes to a site path (already localised by the caller).
 */
export function HalfSection({
  id,
  title,
  html,
  image,
  imageAlt = "",
  reverse = false,
  link,
  eyebrow,
  children,
}: {
  id?: string;
  title: string;
  html: string;
  image: string | null;
  imageAlt?: string;
  reverse?: boolean;
  link?: { to: string; label: string } | null;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`half-section${reverse ? " half-section-reverse" : ""}`}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <div className="container half-grid">
        <Reveal className="half-text" duration={1000} delay={500}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
          <RichText html={html} />
          {children}
          {link ? (
            <SiteLink href={link.to} className="btn btn-primary">
              {link.label}
              <span className="visually-hidden">{`: ${title}`}</span> <ArrowIcon />
            </SiteLink>
          ) : null}
        </Reveal>
        {image ? (
          <Reveal className="half-media" duration={1500} delay={750}>
            <LazyImage src={image} alt={imageAlt} width={800} height={600} />
          </Reveal>
        ) : null}
      </div>
    </section>
  );
}

/** Numbered box: a step or figure with its number. */
export function NumberedBox({
  number,
  title,
  image,
}: {
  number: string | number;
  title: string;
  image?: string | null;
}) {
  return (
    <div className="numbered-box">
      {image ? <LazyImage src={image} alt="" width={80} height={80} className="numbered-box-icon" /> : null}
      <span className="numbered-box-number">{number}</span>
      <h3 className="numbered-box-title">{title}</h3>
    </div>
  );
}

/** Line box: a titled text with an accent line on the inline-start side. */
export function LineBox({ title, html, icon }: { title: string; html: string; icon?: string | null }) {
  return (
    <div className="line-box">
      {icon ? <LazyImage src={icon} alt="" width={56} height={56} className="line-box-icon" /> : null}
      <h3>{title}</h3>
      <RichText html={html} />
    </div>
  );
}

/** Second card: image, title, excerpt and a link. */
export function SecondCard({
  title,
  html,
  text,
  image,
  to,
  linkLabel,
  meta,
  headingLevel = 3,
}: {
  title: string;
  /** Sanitised HTML, or... */
  html?: string;
  /** ...plain text (an excerpt). */
  text?: string;
  image: string | null;
  to?: string | null;
  linkLabel?: string;
  meta?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const external = to ? /^https?:\/\//.test(to) : false;
  return (
    <article className="second-card">
      {image ? <LazyImage src={image} alt="" width={800} height={600} className="second-card-image" /> : null}
      <div className="second-card-body">
        {meta ? <p className="second-card-meta">{meta}</p> : null}
        <Heading className="second-card-title">{title}</Heading>
        {html ? <RichText html={html} className="second-card-text" /> : null}
        {text ? <p className="second-card-text">{text}</p> : null}
        {to && linkLabel ? (
          external ? (
            <a className="card-link" href={to} target="_blank" rel="noopener noreferrer">
              {`${linkLabel} `}
              <ArrowIcon />
            </a>
          ) : (
            <SiteLink className="card-link" href={to}>
              {linkLabel}
              <span className="visually-hidden">{`: ${title}`}</span> <ArrowIcon />
            </SiteLink>
          )
        ) : null}
      </div>
    </article>
  );
}

/** Card grid: four per row from lg, two at md, one below. */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return <div className={`card-grid card-grid-${columns}`}>{children}</div>;
}

/** Text beside its illustration from md (one above the other below); `reverse` swaps the sides. */
export function HalfGrid({
  className,
  reverse = false,
  image,
  children,
}: {
  className?: string;
  reverse?: boolean;
  image: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`${className ? `${className} ` : ""}half-grid${reverse ? " half-grid-reverse" : ""}`}>
      <div className="half-text">{children}</div>
      {image ? (
        <div className="half-media">
          <LazyImage src={image} alt="" width={800} height={600} />
        </div>
      ) : null}
    </div>
  );
}

export interface DetailItem {
  id: number;
  title: string;
  html?: string | null;
  image?: string | null;
}

/**
 * Internal section: title, image, description, an optional details list and
 * optional logo-and-title cards (four per row from lg, two at md).
 */
export function InternalSection({
  id,
  title,
  html,
  image,
  details,
  detailsTitle,
  cards,
  reverse = false,
}: {
  id?: string;
  title: string;
  html: string;
  image: string | null;
  details?: DetailItem[];
  detailsTitle?: string;
  cards?: DetailItem[];
  reverse?: boolean;
}) {
  return (
    <section id={id} className="internal-section" aria-labelledby={id ? `${id}-title` : undefined}>
      <HalfGrid className="container" reverse={reverse} image={image}>
        <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
        <RichText html={html} />
      </HalfGrid>
      {details && details.length > 0 ? (
        <div className="container">
          {detailsTitle ? <h3 className="details-title">{detailsTitle}</h3> : null}
          <ul className="details-list">
            {details.map((d) => (
              <li key={d.id}>
                <strong>{d.title}</strong>
                {d.html ? <RichText html={d.html} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cards && cards.length > 0 ? (
        <div className="container">
          <ul className="logo-cards">
            {cards.map((c) => (
              <li key={c.id} className="logo-card">
                {c.image ? <LazyImage src={c.image} alt="" width={96} height={96} /> : null}
                <span className="logo-card-title">{c.title}</span>
                {c.html ? <RichText html={c.html} className="logo-card-text" /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
