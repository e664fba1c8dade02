import { useEffect, useRef, useState } from "react";

/**
 * Lazy image with a shimmer placeholder. Explicit width and height reserve the
 * box (no layout shift); the shimmer is only a background, so without
 * JavaScript the image simply loads.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
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
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      // React 18 knows the attribute only in lower case.
      {...{ fetchpriority: priority ? "high" : undefined }}
      className={`lazy-image${loaded ? " is-loaded" : ""}${className ? ` ${className}` : ""}`}
      onLoad={() => setLoaded(true)}
    />
  );
}
