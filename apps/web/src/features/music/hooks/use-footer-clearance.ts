import { useEffect, useState } from 'react';

/**
 * How far a bottom-fixed element must rise so it never covers the page footer: the height of the part
 * of the footer that is inside the viewport (0 while the footer is below the fold).
 */
export function useFooterClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const footer = document.querySelector('footer');
        const top = footer?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
        setClearance(Math.max(0, Math.round(window.innerHeight - top)));
      });
    };
    // Measuring forces a layout, and while the page loads its height changes many times. Until the footer
    // is in view there is nothing to clear: an IntersectionObserver, which forces no layout, says when it
    // is, and only then do scrolling and resizing measure.
    let inView = false;
    const visibility =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            if (inView) measure();
            else {
              cancelAnimationFrame(frame);
              setClearance(0);
            }
          });
    // Without the observer (an old browser), measure always, as before.
    if (!visibility) inView = true;
    let watched: Element | null = null;
    // The footer can be drawn anew (the signed-in footer replaces the placeholder): follow the current one.
    const follow = () => {
      const footer = document.querySelector('footer');
      if (!visibility || footer === watched) return;
      if (watched) visibility.unobserve(watched);
      watched = footer;
      if (footer) visibility.observe(footer);
    };
    const measureInView = () => {
      if (inView) measure();
    };
    // The footer moves when the page above it changes height (lazy routes, lists growing).
    const resized = new ResizeObserver(() => {
      follow();
      measureInView();
    });
    follow();
    measureInView();
    window.addEventListener('scroll', measureInView, { passive: true });
    window.addEventListener('resize', measureInView);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measureInView);
      window.removeEventListener('resize', measureInView);
      resized.disconnect();
      visibility?.disconnect();
    };
  }, []);
  return clearance;
}
