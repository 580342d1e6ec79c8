import { readFileSync } from 'node:fs';

/** The section of the web app's `index.html` the server rewrites per page (web/index.html marks it). */
const MARKED_SECTION = /<!--\s*page-head\b[^>]*-->[\s\S]*?<!--\s*\/page-head\s*-->/;
/** A template without the marks: its title is the section, or the section goes at the end of its head. */
const TITLE = /<title>[\s\S]*?<\/title>/;
/** The element the web app renders into: a page rendered on the server goes inside it, its state after it. */
const ROOT = '<div id="root"></div>';

/**
 * One page's parts: its head section (the template's own when undefined), its rendered HTML, its state's script, and
 * whether the request carried a session cookie (`data-session` on the root: the browser checks the session only then,
 * rather than ask as a visitor who has none and log the refusal).
 */
export type PageParts = { headHtml?: string; rootHtml?: string; stateHtml?: string; withSession?: boolean };

export type PageTemplate = {
  /** The page with these parts in place. */
  withParts: (parts: PageParts) => string;
  /** The page exactly as built. */
  asBuilt: string;
};

/** Reads `index.html` once and splits it around its head section and root element, so each page costs a few string joins. */
export function loadPageTemplate(file: string): PageTemplate {
  const html = readFileSync(file, 'utf8');
  const found = MARKED_SECTION.exec(html) ?? TITLE.exec(html);
  const [before, after] = found
    ? [html.slice(0, found.index), html.slice(found.index + found[0].length)]
    : html.includes('</head>')
      ? [html.slice(0, html.indexOf('</head>')), html.slice(html.indexOf('</head>'))]
      : ['', html];
  const ownHead = found?.[0] ?? '';
  const rootAt = after.indexOf(ROOT);
  const [bodyBefore, bodyAfter] = rootAt === -1 ? [after, ''] : [after.slice(0, rootAt), after.slice(rootAt + ROOT.length)];
  return {
    withParts: ({ headHtml = ownHead, rootHtml = '', stateHtml = '', withSession = false }) =>
      rootAt === -1
        ? `${before}${headHtml}${after}`
        : `${before}${headHtml}${bodyBefore}<div id="root"${withSession ? ' data-session' : ''}>${rootHtml}</div>${stateHtml}${bodyAfter}`,
    asBuilt: html,
  };
}
