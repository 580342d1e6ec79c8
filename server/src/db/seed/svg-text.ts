/**
 * Text for the seed's SVG drawings. librsvg does not wrap text, so lines are measured here with the
 * advance widths of DejaVu Sans (the font the images ask for first), rounded up a little to stay safe
 * with the fallback fonts.
 */

export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// DejaVu Sans advance widths in em, by character class.
const NARROW = new Set([..."iIjl.,:;'|!’`"]);
const SEMI = new Set([...'frt()[]{}/\\- "″']);
const WIDE = new Set([...'mwMW%@']);

function charEm(ch: string): number {
  if (ch === ' ') return 0.32;
  if (NARROW.has(ch)) return 0.3;
  if (SEMI.has(ch)) return 0.42;
  if (WIDE.has(ch)) return 0.92;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[0-9]/.test(ch)) return 0.64;
  return 0.61;
}

/** The width of a line in pixels (bold is about 10% wider; letter spacing adds per character). */
export function textWidth(text: string, fontSize: number, options: { bold?: boolean; letterSpacing?: number } = {}) {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * fontSize * (options.bold ? 1.1 : 1) + [...text].length * (options.letterSpacing ?? 0);
}

/** Splits text into lines no wider than maxWidth; answers null when it takes more than maxLines. */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number, bold: boolean): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize, { bold }) <= maxWidth) {
      line = candidate;
    } else {
      if (line) lines.push(line);
      line = word;
      if (textWidth(word, fontSize, { bold }) > maxWidth) return null;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Evens out wrapped lines (no short last line): the narrowest width that still takes as many lines. */
function balance(text: string, lines: string[], fontSize: number, maxWidth: number, bold: boolean): string[] {
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth - 8; width > 0; width -= 8) {
    const narrower = wrap(text, fontSize, width, lines.length, bold);
    if (!narrower) break;
    best = narrower;
  }
  return best;
}

/**
 * Fits text into at most maxLines lines of maxWidth, shrinking the font from `fontSize` down to `minSize`
 * if needed (and cutting with an ellipsis as a last resort). Answers the lines and the size used.
 */
export function fitLines(
  text: string,
  options: { fontSize: number; minSize: number; maxWidth: number; maxLines: number; bold?: boolean },
): { lines: string[]; fontSize: number } {
  const bold = options.bold ?? false;
  for (let size = options.fontSize; size >= options.minSize; size -= 2) {
    const lines = wrap(text, size, options.maxWidth, options.maxLines, bold);
    if (lines) return { lines: balance(text, lines, size, options.maxWidth, bold), fontSize: size };
  }
  const size = options.minSize;
  let cut = text;
  while (cut.length > 1 && !wrap(`${cut}…`, size, options.maxWidth, options.maxLines, bold)) cut = cut.slice(0, -1);
  return { lines: wrap(`${cut.trimEnd()}…`, size, options.maxWidth, options.maxLines, bold) ?? [cut], fontSize: size };
}

/** Where and how a block of text is drawn: its first line's baseline at (x, y). */
export type TextOptions = {
  x: number;
  y: number;
  fontSize: number;
  lineHeight?: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
};

/** An SVG <text> with one <tspan> per line. */
export function textLines(lines: string[], options: TextOptions): string {
  const lineHeight = options.lineHeight ?? options.fontSize * 1.18;
  const attrs = [
    `x="${options.x}"`,
    `y="${options.y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${options.fontSize}"`,
    `fill="${options.fill}"`,
    options.bold ? 'font-weight="bold"' : '',
    options.anchor ? `text-anchor="${options.anchor}"` : '',
    options.letterSpacing ? `letter-spacing="${options.letterSpacing}"` : '',
    options.opacity !== undefined ? `fill-opacity="${options.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines
    .map((line, i) => `<tspan x="${options.x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${attrs}>${spans}</text>`;
}
