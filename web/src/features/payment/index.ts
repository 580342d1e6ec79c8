export { useCheckout, cartTotal, PAYMENT_REDIRECT_DELAY_MS } from './use-checkout';
export { RedirectOverlay } from './components/RedirectOverlay';
