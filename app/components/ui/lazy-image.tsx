import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "~/images/image-address";

/**
 * Lazy image with a shimmer placeholder. Explicit width and height reserve the
 * box (no layout shift); the placeholder is only a background, so without
 * JavaScript the image simply loads (over a still placeholder). Bitmaps come from the image route at the
 * widths the layout needs (srcset/sizes); `width` is the widest it is laid out.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** How wide it is laid out, when narrower than `width` on large screens too (the `sizes` attribute). */
  sizes?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<"idle" | "waiting" | "loaded">("idle");
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.complete || !("IntersectionObserver" in window)) {
      setState(el.complete ? "loaded" : "waiting");
      return;
    }
    // Shimmer only once the image is on screen: an off-screen one would repaint every frame for nothing.
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      setState((current) => (current === "idle" ? "waiting" : current));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Written out, not spread: V8 copies a spread object into props with a runtime call, ~30 images a page.
  const image = responsiveImage(src, width, sizes);
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // A priority image is the page's largest paint: decoded in step with the frame it appears in, not later.
      decoding={priority ? undefined : "async"}
      // React 18 knows the attribute only in lower case.
      {...{ fetchpriority: priority ? "high" : undefined }}
      className={`lazy-image${state === "idle" ? "" : ` is-${state}`}${className ? ` ${className}` : ""}`}
      onLoad={() => setState("loaded")}
    />
  );
}
