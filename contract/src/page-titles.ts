// Zod-free: the server writes these titles into the page it serves, and the web app sets the same ones on
// navigation, so a shared link, a search engine and the open tab all read one title.

export const SHOP_NAME = 'Voltcart';

/** The home page's title, and the tab's title on a page that names nothing of its own. */
export const SHOP_TITLE = `${SHOP_NAME} — Electronics, delivered`;

/** The shop's one-line description (the home page's meta description). */
export const SHOP_DESCRIPTION = 'Voltcart — phones, TVs, cameras, audio and more, delivered free across India.';

/** "<page title> · Voltcart", or the shop's own title when the page names nothing. */
export const documentTitle = (pageTitle: string | undefined): string => (pageTitle ? `${pageTitle} · ${SHOP_NAME}` : SHOP_TITLE);

/** The page titles both sides use (before `documentTitle` adds the shop's name). */
export const pageTitles = {
  /** A category listing: its canonical names, in the shop's order ("Mouse, TV"). */
  category: (categoryNames: readonly string[]) => categoryNames.join(', '),
  product: (productName: string) => productName,
  search: (query: string) => (query.trim() ? `Results for "${query.trim()}"` : 'Search'),
  notFound: 'Page not found',
  forgotPassword: 'Forgot your password?',
  resetPassword: 'Choose a new password',
  verifyEmail: 'Verify your email',
  /** The link mailed to the address an account was moved away from. */
  undoEmailChange: 'Undo the change of email',
  /** The newsletter's double opt-in page (the link of the confirmation email). */
  newsletterConfirm: 'Confirm your subscription',
  /** The page of a marketing email's unsubscribe link. */
  unsubscribe: 'Unsubscribe from Voltcart emails',
} as const;
