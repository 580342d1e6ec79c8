import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { CATEGORY_FINISHES, finishFor, pictogram } from './pictograms';
import type { SeedProduct } from './products-data';
import { escapeXml, fitLines, FONT_FAMILY, textLines } from './svg-text';
import { openImage } from '../../lib/images';

/**
 * Square size of the drawn product images, in pixels (the drawings use a 1000-unit viewBox). 800 px keeps
 * seeding ~100 products × 2–3 images (mostly WebP encoding) near ten seconds on two cores.
 */
const PRODUCT_IMAGE_SIZE = 800;

/** Hues that make calm backgrounds (no muddy yellow-greens). */
const HUES = [214, 199, 172, 152, 262, 286, 332, 12, 28, 226, 190, 245];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** Stable small numbers from a product's name, so a product looks the same on every seed. */
function traits(product: SeedProduct) {
  const digest = createHash('sha1').update(product.name).digest();
  const finishes = CATEGORY_FINISHES[product.category] ?? ['graphite'];
  const hue = HUES[digest[0]! % HUES.length]!;
  // Apple's earbuds, earphones and mouse only come in white.
  const kind = product.brand === 'Apple' && APPLE_WHITE.has(product.category) ? 'white' : finishes[digest[1]! % finishes.length]!;
  const finish = finishFor(kind, hue + (digest[2]! % 20) - 10);
  return { hue, finish, variant: digest[3]!, label: chipLabel(product) };
}

const APPLE_WHITE = new Set(['airpodes', 'earphones', 'mouse']);

/** The model tier printed on a processor's die: "i9", "R7". */
function chipLabel(product: SeedProduct): string | undefined {
  if (product.category !== 'processor') return undefined;
  const intel = /\bi(\d)\b/.exec(product.short);
  if (intel) return `i${intel[1]}`;
  const ryzen = /Ryzen (\d)/.exec(product.short);
  return ryzen ? `R${ryzen[1]}` : undefined;
}

/**
 * The SVG of one view of a product:
 * 0, the catalogue shot (light background, pictogram, brand, name and key specs);
 * 1, a closer, turned view on another tint;
 * 2, a dark studio shot with a coloured glow.
 */
function productImageSvg(product: SeedProduct, view: number): string {
  const size = PRODUCT_IMAGE_SIZE;
  const { hue, finish, variant, label } = traits(product);
  const art = { look: product.look, variant, label };
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`;

  if (view === 1) {
    const tint = hue + 40;
    return `${open}
<defs><radialGradient id="bg" cx="0.45" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${hsl(tint, 45, 95)}"/><stop offset="1" stop-color="${hsl(tint, 40, 86)}"/></radialGradient></defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<circle cx="820" cy="170" r="260" fill="${hsl(tint, 60, 88)}" fill-opacity="0.55"/>
${pictogram(product.category, finish, { cx: 510, cy: 500, size: 820, rotate: -14, ...art })}
<text x="64" y="944" font-family="${FONT_FAMILY}" font-size="26" font-weight="bold" letter-spacing="5" fill="${hsl(tint, 30, 35)}">${escapeXml(product.brand.toUpperCase())}</text>
</svg>`;
  }

  if (view === 2) {
    const name = fitLines(product.short, { fontSize: 54, minSize: 36, maxWidth: 860, maxLines: 1, bold: true });
    return `${open}
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 32, 20)}"/><stop offset="1" stop-color="${hsl(hue + 25, 38, 7)}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hsl(hue, 80, 60)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(hue, 80, 60)}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<circle cx="500" cy="430" r="420" fill="url(#glow)"/>
${pictogram(product.category, finish, { cx: 500, cy: 450, size: 600, rotate: 7, ...art })}
<text x="500" y="824" font-family="${FONT_FAMILY}" font-size="26" font-weight="bold" letter-spacing="6" text-anchor="middle" fill="${hsl(hue, 75, 78)}">${escapeXml(product.brand.toUpperCase())}</text>
${textLines(name.lines, { x: 500, y: 894, fontSize: name.fontSize, bold: true, fill: '#ffffff', anchor: 'middle' })}
</svg>`;
  }

  const name = fitLines(product.short, { fontSize: 64, minSize: 44, maxWidth: 840, maxLines: 2, bold: true });
  const nameTop = 200;
  const nameHeight = name.fontSize * 1.15;
  const specY = nameTop + (name.lines.length - 1) * nameHeight + 58;
  const spec = fitLines(product.spec, { fontSize: 30, minSize: 24, maxWidth: 840, maxLines: 1 });
  const place = name.lines.length > 1 ? { cy: 690, size: 580 } : { cy: 655, size: 640 };
  return `${open}
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 98)}"/><stop offset="1" stop-color="${hsl(hue, 38, 90)}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<circle cx="500" cy="${place.cy}" r="${place.size * 0.5}" fill="${hsl(hue, 65, 86)}" fill-opacity="0.6"/>
<circle cx="500" cy="${place.cy}" r="${place.size * 0.6}" fill="none" stroke="${hsl(hue, 60, 80)}" stroke-opacity="0.5" stroke-width="2"/>
<text x="80" y="124" font-family="${FONT_FAMILY}" font-size="30" font-weight="bold" letter-spacing="5" fill="${hsl(hue, 40, 38)}">${escapeXml(product.brand.toUpperCase())}</text>
${textLines(name.lines, { x: 80, y: nameTop, fontSize: name.fontSize, lineHeight: nameHeight, bold: true, fill: '#0f172a' })}
${textLines(spec.lines, { x: 80, y: specY, fontSize: spec.fontSize, fill: '#475569' })}
${pictogram(product.category, finish, { cx: 500, cy: place.cy, size: place.size, ...art })}
</svg>`;
}

/** Draws a view of a product as a sharp image, rasterised once so it can be encoded at several sizes. */
export async function drawProductImage(product: SeedProduct, view: number): Promise<Sharp> {
  const { data, info } = await (
    await openImage(Buffer.from(productImageSvg(product, view)))
  )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return openImage(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
