import { useEffect, useState } from 'react';

/** The theme currently on <html data-theme>, following the toggle. */
const read = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function useResolvedTheme() {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
