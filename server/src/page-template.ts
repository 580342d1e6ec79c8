import { readFileSync } from 'node:fs';

/** The section of the web app's `index.html` the server rewrites per page (web/index.html marks it). */
const MARKED_SECTION = /<!--\s*page-head\b[^>]*-->[\s\S]*?<!--\s*\/page-head\s*-->/;
/** A template without the marks: its title is the section, or the section goes at the end of its head. */
const TITLE = /<title>[\s\S]*?<\/title>/;

export type PageTemplate = {
  /** The page with this head section in place of the template's own. */
  withHead: (headHtml: string) => string;
  /** The page exactly as built. */
  asBuilt: string;
};

/** Reads `index.html` once and splits it around its head section, so each page costs two string joins. */
export function loadPageTemplate(file: string): PageTemplate {
  const html = readFileSync(file, 'utf8');
  const found = MARKED_SECTION.exec(html) ?? TITLE.exec(html);
  const [before, after] = found
    ? [html.slice(0, found.index), html.slice(found.index + found[0].length)]
    : html.includes('</head>')
      ? [html.slice(0, html.indexOf('</head>')), html.slice(html.indexOf('</head>'))]
      : ['', html];
  return { withHead: (headHtml) => `${before}${headHtml}${after}`, asBuilt: html };
}
