import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { LocationProvider } from '../../lib/routing';
import { AboutContent } from '../about/about-content';
import { ErrorPanel } from './error-panel';
import { Footer } from './footer';
import { ThemeToggle } from './theme-toggle';

const inRouter = (element: ReactNode) => render(<LocationProvider>{element}</LocationProvider>);

describe('the shell in both languages', () => {
  it('keeps the English wording', () => {
    inRouter(
      <>
        <Footer />
        <AboutContent />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Our Newsletter' })).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Focus Room. Made for focused minds.`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why Choose Focus Room?' })).toBeTruthy();
    expect(screen.getByText('Add your tasks.')).toBeTruthy();
  });

  it('follows a switch to German without a reload', async () => {
    inRouter(
      <>
        <ThemeToggle />
        <Footer />
        <ErrorPanel code="404" title="x" text="y" onRetry={() => {}} />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeTruthy();
    await act(() => activateLanguage('de'));
    expect(screen.getByRole('switch', { name: 'Dunkelmodus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweis' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fußzeile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
    expect(document.title).toBe('x · Focus Room');
  });
});
