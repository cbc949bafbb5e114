import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  type Language,
  parseAcceptLanguage,
  pickLanguage,
} from '@focus-room/core/i18n/languages';

/**
 * The web build's pages.json (apps/web/build/prerender.ts): which prerendered HTML file answers which
 * route, every route the app knows, the not-found page and the history fallback. Without it (an older
 * build) every page is index.html.
 */
export type PagesManifest = {
  pages: Record<string, string>;
  clientRoutes: string[];
  notFound: string;
  fallback: string;
  /** The pages in the other languages (English is `pages` and `notFound`). */
  translations?: Partial<Record<Language, { pages: Record<string, string>; notFound: string }>>;
};

/** The language cookie the web app writes when a user picks one (apps/web/src/i18n/i18n.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

/** The page language for a request: the user's saved choice, else the browser's languages, else English. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookieHeader ? LANGUAGE_COOKIE.exec(cookieHeader)?.[1] : undefined;
  return pickLanguage([...(chosen ? [chosen] : []), ...parseAcceptLanguage(acceptLanguage)]);
}

export type PageAnswer = { file: string; status: 200 | 404 };

/** Reads pages.json again only when the file changed, so a rebuild is picked up by a running server. */
export function createPageResolver(webDist: string) {
  const manifestFile = path.join(webDist, 'pages.json');
  let cached: { mtimeMs: number; manifest: PagesManifest | null } | null = null;

  function manifest(): PagesManifest | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, manifest: parseManifest(readFileSync(manifestFile, 'utf8')) };
    }
    return cached.manifest;
  }

  /**
   * The HTML for a page path in `language`: its prerendered file, else the bare app for a route the app
   * draws, else 404. A language the build has no pages for gets the English ones (the app translates).
   */
  return function resolvePage(pathname: string, language: Language = DEFAULT_LANGUAGE): PageAnswer {
    const pages = manifest();
    if (!pages) return { file: 'index.html', status: 200 };
    const translated = language === DEFAULT_LANGUAGE ? undefined : pages.translations?.[language];
    // The router matches paths case-insensitively and ignores a trailing slash; so does this.
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
    const file = translated?.pages[route] ?? pages.pages[route];
    if (file) return { file, status: 200 };
    if (pages.clientRoutes.includes(route)) return { file: pages.fallback, status: 200 };
    return { file: translated?.notFound ?? pages.notFound, status: 404 };
  };
}

function parseManifest(text: string): PagesManifest | null {
  try {
    const value = JSON.parse(text) as Partial<PagesManifest>;
    const isFile = (file: unknown) => typeof file === 'string' && !file.includes('..');
    const translationsValid = Object.values(value.translations ?? {}).every(
      (t) =>
        typeof t?.pages === 'object' &&
        t.pages !== null &&
        Object.values(t.pages).every(isFile) &&
        isFile(t.notFound),
    );
    if (
      !translationsValid ||
      typeof value.pages !== 'object' ||
      value.pages === null ||
      !Object.values(value.pages).every(isFile) ||
      !Array.isArray(value.clientRoutes) ||
      !isFile(value.notFound) ||
      !isFile(value.fallback)
    ) {
      return null;
    }
    return value as PagesManifest;
  } catch {
    return null;
  }
}
