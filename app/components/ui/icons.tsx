/** Inline icons: decorative (aria-hidden), sized by CSS, mirrored in RTL where directional. */
import type { ReactNode } from "react";
import type { SocialIcon } from "~/utils/social";

/**
 * What callers may set. The props are written out, not spread: an icon renders some fifty times a page with
 * props of many shapes, and V8 copies such objects slowly (~2 % of an uncached render).
 */
interface IconProps {
  className?: string;
  width?: number;
  height?: number;
}

interface LineOptions {
  /** A fixed size that callers cannot change (the icon sits in running text). */
  size?: number;
  /** A heavier stroke (2.5 instead of 2). */
  bold?: boolean;
  cap?: boolean;
  join?: boolean;
  /** Directional: points to the reading direction's "forward", the .flip-rtl class mirrors it in Arabic. */
  mirrored?: boolean;
}

/**
 * A line icon: strokes in the text colour, no fill. How it strokes is in the site stylesheet (`.icon` and its
 * variants in app.css), not in presentation attributes: a page draws some fifty icons, and four attributes less on
 * each is ~200 fewer for the server to render and ~3 KB less HTML.
 */
const line = (
  shapes: ReactNode,
  { size, bold = false, cap = true, join = false, mirrored = false }: LineOptions = {},
) => {
  const own = ["icon", bold && "icon-bold", !cap && "icon-flat", join && "icon-round-join", mirrored && "flip-rtl"]
    .filter(Boolean)
    .join(" ");
  return function LineIcon({ className, width = 20, height = 20 }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        width={size ?? width}
        height={size ?? height}
        viewBox="0 0 24 24"
        className={className ? `${own} ${className}` : own}
      >
        {shapes}
      </svg>
    );
  };
};

export const SearchIcon = line(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const CloseIcon = line(<path d="M6 6l12 12M18 6 6 18" />);
export const MenuIcon = line(<path d="M4 7h16M4 12h16M4 17h16" />);
export const ChevronIcon = line(<path d="m9 6 6 6-6 6" />, { mirrored: true });
export const ArrowIcon = line(<path d="M5 12h14m-6-6 6 6-6 6" />, { mirrored: true });
export const CaretDownIcon = line(<path d="m6 9 6 6 6-6" />, { size: 14, bold: true });
export const PhoneIcon = line(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
  {
    cap: false,
    join: true,
  },
);
export const MailIcon = line(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  { cap: false },
);
export const PinIcon = line(
  <>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
  { cap: false },
);
export const ExternalIcon = line(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  { size: 14 },
);

const SOCIAL_PATHS: Record<SocialIcon, JSX.Element> = {
  facebook: <path d="M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 .5-1Z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="9" width="3.6" height="11.5" />
      <circle cx="5.3" cy="5.3" r="2" />
      <path d="M10 9h3.4v1.7A4 4 0 0 1 17 8.8c3 0 3.5 2 3.5 4.6v7.1h-3.6v-6.3c0-1.5-.1-3-1.9-3s-2.1 1.4-2.1 2.9v6.4H10Z" />
    </>
  ),
  twitter: <path d="M4 4h4.5l4 5.6L17.5 4H20l-6.3 7.3L20.5 20H16l-4.4-6-5.2 6H4l6.5-7.5Z" />,
  youtube: (
    <>
      <path d="M21.6 7.2a2.8 2.8 0 0 0-2-2C17.9 4.7 12 4.7 12 4.7s-5.9 0-7.6.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 2 12a29 29 0 0 0 .4 4.8 2.8 2.8 0 0 0 2 2c1.7.5 7.6.5 7.6.5s5.9 0 7.6-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 22 12a29 29 0 0 0-.4-4.8Z" />
      <path d="m10 15 5.2-3L10 9Z" fill="#fff" />
    </>
  ),
};

export function SocialGlyph({ icon, className }: Pick<IconProps, "className"> & { icon: SocialIcon }) {
  return (
    <svg
      aria-hidden="true"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      className={className ? `glyph ${className}` : "glyph"}
      data-icon={icon}
    >
      {SOCIAL_PATHS[icon]}
    </svg>
  );
}
