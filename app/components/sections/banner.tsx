import { SiteLink } from "~/components/ui/site-link";
import { responsiveImage } from "~/images/image-address";
import { useEffect, useRef } from "react";
import { ArrowIcon } from "../ui/icons";

/**
 * Full-width banner: a background image, or a looping muted autoplay video
 * with the image as poster (paused under prefers-reduced-motion); title,
 * optional subtitle, optional link. The banner's image is the page's LCP, so
 * it loads eagerly.
 */
export function Banner({
  title,
  subtitle,
  image,
  video,
  link,
  titleLines,
  compact = false,
}: {
  title: string;
  subtitle?: string | null;
  image: string;
  video?: string | null;
  link?: { to: string; label: string } | null;
  /** Explicit line breaks for a long title (project 21 in Arabic). */
  titleLines?: string[];
  compact?: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => (media.matches ? el.pause() : void el.play().catch(() => {}));
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, []);
  return (
    <section className={`banner${compact ? " banner-compact" : ""}`} aria-labelledby="banner-title">
      {video ? (
        <video
          ref={videoRef}
          className="banner-media"
          poster={image}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
        >
          <source src={video} />
        </video>
      ) : (
        <img
          className="banner-media"
          {...responsiveImage(image, 1600, "100vw")}
          alt=""
          width={1600}
          height={640}
          // The page's largest paint: fetched first and decoded in step with the first frame (no `decoding="async"`,
          // which lets the browser paint the page once without it and the picture a frame later).
          {...{ fetchpriority: "high" }}
        />
      )}
      <div className="banner-overlay" />
      <div className="container banner-content">
        <h1 id="banner-title">
          {titleLines && titleLines.length > 1
            ? titleLines.map((line, i) => (
                <span key={i} className="banner-title-line">
                  {line}
                </span>
              ))
            : title}
        </h1>
        {subtitle ? <p className="banner-subtitle">{subtitle}</p> : null}
        {link ? (
          <SiteLink href={link.to} className="btn btn-accent">
            {link.label} <ArrowIcon />
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}
