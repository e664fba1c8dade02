/**
 * Composes a page's share image: its own picture over the top of a 1200×630 card; below, a band in the brand
 * colour with the logo's mark and the group's name in the page's language, starting on its reading side.
 * Networks show JPEG reliably (not SVG). The name is set by Pango (shaping Arabic) in the site's own font.
 */
import sharp from "sharp";
import type { Lang } from "~/i18n/config";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./image-address";

const BAND_HEIGHT = 110;
const PICTURE_HEIGHT = SHARE_IMAGE_HEIGHT - BAND_HEIGHT;
const ACCENT_HEIGHT = 6;
const LOGO_HEIGHT = 72;
const LOGO_INSET = 48;
const NAME_GAP = 24;
const NAME_SIZE = 34;
/** Brand colours (app/styles/app.css): teal-900 band, orange accent, sand behind pictures that do not fill. */
const TEAL = "#0b4f5c";
const ORANGE = "#f28c28";
const SAND = "#f4efe6";
/** Wide pictures (banners, photos) fill the frame; others (illustrations, icons) are shown whole. */
const FILL_RATIOS = { min: 1.5, max: 3.5 };
/** Refuses decompression bombs: no source wider or taller than this after decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

sharp.cache(false);
sharp.concurrency(1);

export interface ShareImageBrand {
  /** The logo's mark, white on transparent (a square SVG or raster). */
  mark: Buffer;
  /** The group's name in the page's language. */
  name: string;
  /** A font file with the glyphs of that language. */
  fontFile: string;
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A density that rasterises an SVG at least as large as the frame, so small vector icons stay sharp. Bitmaps
 * ignore it.
 */
async function decode(input: Buffer, frame: { width: number; height: number }): Promise<sharp.Sharp> {
  const probe = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (probe.format !== "svg" || !probe.width || !probe.height)
    return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
  const scale = Math.max(frame.width / probe.width, frame.height / probe.height, 1);
  return sharp(input, { density: Math.min(72 * scale, 2400), limitInputPixels: MAX_INPUT_PIXELS });
}

export async function composeShareImage(picture: Buffer, lang: Lang, brand: ShareImageBrand): Promise<Buffer> {
  const frame = { width: SHARE_IMAGE_WIDTH, height: PICTURE_HEIGHT };
  const source = await decode(picture, frame);
  const { width = 1, height = 1 } = await source.metadata();
  const ratio = width / height;
  const fills = ratio >= FILL_RATIOS.min && ratio <= FILL_RATIOS.max;
  const framed = await source
    .rotate()
    .resize({
      width: frame.width,
      height: frame.height - (fills ? 0 : 60),
      fit: fills ? "cover" : "contain",
      background: SAND,
    })
    .flatten({ background: SAND })
    .png()
    .toBuffer();

  const mark = await (
    await decode(brand.mark, { width: LOGO_HEIGHT, height: LOGO_HEIGHT })
  )
    .resize({ width: LOGO_HEIGHT, height: LOGO_HEIGHT, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const name = await sharp({
    text: {
      text: `<span foreground="white">${escapeMarkup(brand.name)}</span>`,
      font: `Cairo Bold ${NAME_SIZE}`,
      fontfile: brand.fontFile,
      rgba: true,
      dpi: 72,
      width: SHARE_IMAGE_WIDTH - 2 * LOGO_INSET - LOGO_HEIGHT - NAME_GAP,
    },
  })
    .png()
    .toBuffer();
  const { width: nameWidth = 0, height: nameHeight = NAME_SIZE } = await sharp(name).metadata();
  // Arabic pages read from the right: the mark starts there and the name follows it leftwards.
  const rtl = lang === "ar";
  const markLeft = rtl ? SHARE_IMAGE_WIDTH - LOGO_INSET - LOGO_HEIGHT : LOGO_INSET;
  const nameLeft = rtl ? markLeft - NAME_GAP - nameWidth : markLeft + LOGO_HEIGHT + NAME_GAP;
  const bandMiddle = PICTURE_HEIGHT + Math.round((BAND_HEIGHT + ACCENT_HEIGHT) / 2);

  return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: SAND } })
    .composite([
      { input: framed, top: fills ? 0 : 30, left: 0 },
      {
        input: { create: { width: SHARE_IMAGE_WIDTH, height: BAND_HEIGHT, channels: 3, background: TEAL } },
        top: PICTURE_HEIGHT,
        left: 0,
      },
      {
        input: { create: { width: SHARE_IMAGE_WIDTH, height: ACCENT_HEIGHT, channels: 3, background: ORANGE } },
        top: PICTURE_HEIGHT,
        left: 0,
      },
      { input: mark, top: bandMiddle - LOGO_HEIGHT / 2, left: markLeft },
      { input: name, top: bandMiddle - Math.round(nameHeight / 2), left: Math.max(nameLeft, 0) },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
