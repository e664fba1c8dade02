import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "~/images/image-address";

/**
 * Lazy image with a shimmer placeholder. Explicit width and height reserve the
 * box (no layout shift); the shimmer is only a background, so without
 * JavaScript the image simply loads. Bitmaps come from the image route at the
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
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);
  return (
    <img
      ref={ref}
      {...responsiveImage(src, width, sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // A priority image is the page's largest paint: decoded in step with the frame it appears in, not later.
      decoding={priority ? undefined : "async"}
      // React 18 knows the attribute only in lower case.
      {...{ fetchpriority: priority ? "high" : undefined }}
      className={`lazy-image${loaded ? " is-loaded" : ""}${className ? ` ${className}` : ""}`}
      onLoad={() => setLoaded(true)}
    />
  );
}
