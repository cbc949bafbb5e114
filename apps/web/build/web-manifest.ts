import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (docs/product-rules.md#installable-and-offline). Light colours are the manifest's own; the dark ones
 * follow the proposed `user_preferences.color_scheme_dark` member, which browsers without it ignore (the
 * page's theme-color meta tags already switch with the colour scheme, see index.html).
 */
export const webManifest: Partial<ManifestOptions> & Record<string, unknown> = {
  id: '/',
  name: 'Focus Room',
  short_name: 'Focus Room',
  description:
    'A free Pomodoro timer that turns focused minutes into coins and builds a room of your own, one level at a time.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  lang: 'en',
  categories: ['productivity', 'education'],
  theme_color: '#f6f5fb',
  background_color: '#f6f5fb',
  user_preferences: {
    color_scheme_dark: { theme_color: '#100e1c', background_color: '#100e1c' },
  },
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Start focus',
      short_name: 'Focus',
      description: 'Open the timer',
      url: '/#timer',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Tasks',
      short_name: 'Tasks',
      description: 'Open your tasks',
      url: '/#tasks',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
