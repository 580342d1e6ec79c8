import { BANNER_SIZES, BANNERS, bannerUrl } from '@voltcart/contract';
import type { UploadsStore } from '../../lib/uploads';
import { finishFor, pictogram, type Finish } from './pictograms';
import { fitLines, FONT_FAMILY, textLines, textWidth, type TextOptions } from './svg-text';
import { openImage } from '../../lib/images';

type Banner = (typeof BANNERS)[number];
type Size = keyof typeof BANNER_SIZES;

/** Per banner: the category it shows, the sub-line, the background's two colours and the device's finish. */
const STYLE: Record<string, { category: string; label: string; sub: string; from: string; to: string; finish: Finish }> = {
  mobiles: {
    category: 'mobiles',
    label: 'Mobiles',
    sub: 'Galaxy S24 Ultra, iPhone 16, OnePlus 13, Pixel 9 and more',
    from: '#07143a',
    to: '#1d4ed8',
    finish: finishFor('colour', 205),
  },
  tv: {
    category: 'tv',
    label: 'TVs',
    sub: 'Samsung, LG OLED, Sony Bravia and Mi, with Dolby Vision',
    from: '#12072e',
    to: '#6d28d9',
    finish: finishFor('graphite', 250),
  },
  airpodes: {
    category: 'airpodes',
    label: 'Earbuds',
    sub: 'AirPods Pro, Galaxy Buds, Sony and boAt, with noise cancelling',
    from: '#04232a',
    to: '#0f8b85',
    finish: finishFor('white', 175),
  },
  camera: {
    category: 'camera',
    label: 'Cameras',
    sub: 'Canon, Sony, Nikon and Fujifilm kits, ready to shoot',
    from: '#1b120c',
    to: '#a04a0b',
    finish: finishFor('graphite', 28),
  },
  watches: {
    category: 'watches',
    label: 'Smartwatches',
    sub: 'Apple, Samsung, Garmin and Noise: every run, step and night',
    from: '#260819',
    to: '#be185d',
    finish: finishFor('silver', 205),
  },
};

const AMBER = '#fcd34d';

/** "Flagship phones — up to 25% off" → ["Flagship phones", "Up to 25% off"]. */
function splitOffer(offer: string): [string, string] {
  const [head, ...rest] = offer.split(' — ');
  const tail = rest.join(' — ');
  return [head ?? offer, tail ? tail.charAt(0).toUpperCase() + tail.slice(1) : ''];
}

function background(width: number, height: number, style: (typeof STYLE)[string], glow: { cx: number; cy: number; r: number }) {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.34"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.07"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<path d="M${width * 0.42} 0 H${width * 0.62} L${width * 0.5} ${height} H${width * 0.3} Z" fill="url(#beam)"/>
<circle cx="${glow.cx + glow.r * 0.9}" cy="${glow.cy - glow.r * 0.7}" r="${glow.r * 0.9}" fill="#fff" fill-opacity="0.05"/>
<circle cx="${glow.cx}" cy="${glow.cy}" r="${glow.r * 1.25}" fill="url(#glow)"/>
<circle cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="2"/>`;
}

function button(x: number, y: number, fontSize: number, color: string) {
  const label = 'Shop now →';
  const width = Math.round(textWidth(label, fontSize, { bold: true }) + fontSize * 2.4);
  const height = Math.round(fontSize * 2.4);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff"/>
<text x="${x + width / 2}" y="${y + height / 2 + fontSize * 0.36}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" fill="${color}" text-anchor="middle">${label}</text>`;
}

type FittedBlock = { lines: string[]; fontSize: number };

/** A fitted block's lines at `x`, the first one's baseline `baseline` of its size below `y`. */
function blockText(block: FittedBlock, x: number, y: number, baseline: number, look: Omit<TextOptions, 'x' | 'y' | 'fontSize'>) {
  return textLines(block.lines, { x, y: y + block.fontSize * baseline, fontSize: block.fontSize, ...look });
}

/** The headline's lines: white and bold, the first one's baseline 0.8 of its size below `y`. */
function headlineText(headline: FittedBlock, x: number, y: number, lineHeight: number) {
  return blockText(headline, x, y, 0.8, { lineHeight, bold: true, fill: '#fff' });
}

/** The SVG of one banner at one of the two sizes. */
function bannerSvg(banner: Banner, size: Size): string {
  const { width, height } = BANNER_SIZES[size];
  const style = STYLE[banner.slug] ?? STYLE.mobiles!;
  const [head, highlight] = splitOffer(banner.offer);
  const eyebrow = `VOLTCART · ${style.label.toUpperCase()}`;
  const parts: string[] = [];

  if (size === 'desktop') {
    const x = 110;
    // One line when it fits at a good size, else two.
    const oneLine = fitLines(head, { fontSize: 84, minSize: 62, maxWidth: 860, maxLines: 1, bold: true });
    const headline = oneLine.lines[0]?.endsWith('…')
      ? fitLines(head, { fontSize: 72, minSize: 56, maxWidth: 820, maxLines: 2, bold: true })
      : oneLine;
    const offer = fitLines(highlight, { fontSize: 56, minSize: 40, maxWidth: 820, maxLines: 1, bold: true });
    const sub = fitLines(style.sub, { fontSize: 26, minSize: 22, maxWidth: 860, maxLines: 1 });
    const headLine = headline.fontSize * 1.08;
    const blockHeight = 22 + 30 + headLine * headline.lines.length + 12 + offer.fontSize * 1.1 + 22 + 30 + 36 + 56;
    let y = (height - blockHeight) / 2;
    parts.push(background(width, height, style, { cx: 1230, cy: 250, r: 210 }));
    parts.push(textLines([eyebrow], { x, y: y + 20, fontSize: 22, bold: true, letterSpacing: 6, fill: '#fff', opacity: 0.72 }));
    y += 22 + 30;
    parts.push(headlineText(headline, x, y, headLine));
    y += headLine * headline.lines.length + 12;
    parts.push(blockText(offer, x, y, 0.85, { bold: true, fill: AMBER }));
    y += offer.fontSize * 1.1 + 22;
    parts.push(blockText(sub, x, y, 0.8, { fill: '#fff', opacity: 0.82 }));
    y += 30 + 36;
    parts.push(button(x, y, 23, style.from));
    parts.push(pictogram(style.category, style.finish, { cx: 1230, cy: 255, size: 420, rotate: -6, variant: 0 }));
  } else {
    const x = 56;
    const headline = fitLines(head, { fontSize: 64, minSize: 44, maxWidth: 690, maxLines: 2, bold: true });
    const offer = fitLines(highlight, { fontSize: 42, minSize: 30, maxWidth: 690, maxLines: 2, bold: true });
    const sub = fitLines(style.sub, { fontSize: 23, minSize: 19, maxWidth: 370, maxLines: 2 });
    let y = 64;
    parts.push(background(width, height, style, { cx: 612, cy: 488, r: 150 }));
    parts.push(textLines([eyebrow], { x, y: y + 18, fontSize: 20, bold: true, letterSpacing: 5, fill: '#fff', opacity: 0.72 }));
    y += 20 + 28;
    const headLine = headline.fontSize * 1.08;
    parts.push(headlineText(headline, x, y, headLine));
    y += headLine * headline.lines.length + 10;
    const offerLine = offer.fontSize * 1.12;
    parts.push(blockText(offer, x, y, 0.85, { lineHeight: offerLine, bold: true, fill: AMBER }));
    y += offerLine * offer.lines.length + 18;
    const subLine = sub.fontSize * 1.3;
    parts.push(blockText(sub, x, y, 0.8, { lineHeight: subLine, fill: '#fff', opacity: 0.82 }));
    parts.push(button(x, height - 56 - 54, 22, style.from));
    parts.push(pictogram(style.category, style.finish, { cx: 612, cy: 488, size: 300, rotate: -8, variant: 0 }));
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${parts.join('\n')}
</svg>`;
}

/** A banner's key in the uploads store: the one `bannerUrl` names. */
export const bannerKey = (slug: string, size: Size) => bannerUrl(slug, size).replace(/^\/uploads\//, '');

/** Draws the home carousel's banners that are not in the uploads store yet; answers how many it drew. */
export async function drawMissingBanners(uploads: UploadsStore): Promise<number> {
  const wanted = BANNERS.flatMap((banner) => (Object.keys(BANNER_SIZES) as Size[]).map((size) => ({ banner, size })));
  const stored = await Promise.all(wanted.map(({ banner, size }) => uploads.exists(bannerKey(banner.slug, size))));
  const missing = wanted.filter((_, index) => !stored[index]);
  if (missing.length === 0) return 0;
  await Promise.all(
    missing.map(async ({ banner, size }) => {
      const webp = await (await openImage(Buffer.from(bannerSvg(banner, size)))).webp({ quality: 86 }).toBuffer();
      await uploads.put(bannerKey(banner.slug, size), webp, 'image/webp');
    }),
  );
  return missing.length;
}
