import pages from './content.json';

/** The footer's information pages: short, honest, and about how this shop actually works (the copy: content.json). */
export type ContentPageSlug = 'help' | 'returns' | 'shipping' | 'contact' | 'about' | 'careers' | 'blog' | 'terms';

type Section = { heading: string; body: string };
type PageContent = { title: string; intro: string; sections: Section[] };

export const CONTENT_PAGES: Record<ContentPageSlug, PageContent> = pages;
