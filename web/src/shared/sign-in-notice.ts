/** What the sign-in page shows above its form when a page sends the shopper there (router state). */
export type SignInNotice = { notice: string };

export const isSignInNotice = (state: unknown): state is SignInNotice =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string';
