/** Stops the page behind an open dialog or drawer from scrolling; returns what puts it back. */
export function lockPageScroll(): () => void {
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = overflow;
  };
}
