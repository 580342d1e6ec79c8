/** Leaving the SPA for another page (the payment provider). An object so tests can replace `go`. */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};
