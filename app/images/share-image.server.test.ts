import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeShareImage } from "./share-image.server";

const publicFile = (path: string) => readFileSync(new URL(`../../public${path}`, import.meta.url));
const mark = publicFile("/images/brand/mark-white.svg");
const font = (subset: string) =>
  new URL(`../../node_modules/@fontsource/cairo/files/cairo-${subset}-700-normal.woff`, import.meta.url).pathname;
const brand = {
  ar: { mark, name: "مجموعة منار للتعليم والنشر", fontFile: font("arabic") },
  en: { mark, name: "Manar Education & Publishing Group", fontFile: font("latin") },
};

/** Mean brightness of a region of the card. */
async function brightness(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  // stats() reads its input, not a pipeline's output: cut the region out first.
  const { channels } = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
}

describe("composeShareImage", () => {
  it("makes a 1200×630 JPEG from a page's SVG banner", async () => {
    const card = await composeShareImage(publicFile("/images/banners/home.svg"), "en", brand.en);
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(card.byteLength).toBeLessThan(300_000);
  });

  it("starts the brand band on the reading side of the page's language", async () => {
    const band = { top: 540, width: 120, height: 80 };
    const banner = publicFile("/images/banners/k-12.svg");
    const [ar, en] = await Promise.all([
      composeShareImage(banner, "ar", brand.ar),
      composeShareImage(banner, "en", brand.en),
    ]);
    // The white mark lifts the band's brightness where it sits; the far end of the band stays the plain brand colour.
    expect(await brightness(ar, { ...band, left: 1060 })).toBeGreaterThan(
      (await brightness(ar, { ...band, left: 20 })) + 15,
    );
    expect(await brightness(en, { ...band, left: 20 })).toBeGreaterThan(
      (await brightness(en, { ...band, left: 1060 })) + 15,
    );
  });

  it("shows a small square icon whole and sharp, not cropped", async () => {
    const card = await composeShareImage(publicFile("/images/icons/icon-07.svg"), "ar", brand.ar);
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
    // Drawn large, the icon reaches well into the picture's middle; the sides stay the sand background.
    const side = await brightness(card, { left: 0, top: 100, width: 150, height: 300 });
    const middle = await brightness(card, { left: 450, top: 100, width: 300, height: 300 });
    expect(Math.abs(side - middle)).toBeGreaterThan(10);
  });

  it("refuses what is not an image", async () => {
    await expect(composeShareImage(Buffer.from("<html>not an image</html>"), "en", brand.en)).rejects.toThrow();
  });
});
