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
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The footer moves when the page above it changes height (lazy routes, lists growing).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, []);
  return clearance;
}
