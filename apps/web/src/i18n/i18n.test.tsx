import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageRow, LanguageSwitch } from '../components/layout/language-switch';
import {
  activateLanguage,
  detectLanguage,
  getLanguage,
  parseBundles,
  restoreLanguageCookie,
  translate,
} from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detectLanguage', () => {
  it('takes the saved choice first', () => {
    window.localStorage.setItem('language', 'de');
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    expect(detectLanguage()).toBe('de');
  });

  it('else the first supported browser language, else English', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'de-AT', 'en'] });
    expect(detectLanguage()).toBe('de');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es'] });
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a saved value that is not a language', () => {
    window.localStorage.setItem('language', 'xx');
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'] });
    expect(detectLanguage()).toBe('en');
  });
});

describe('activateLanguage', () => {
  it('switches the messages and <html lang>', async () => {
    expect(translate('common.language')).toBe('Language');
    await activateLanguage('de');
    expect(getLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(translate('common.language')).toBe('Sprache');
  });
});

describe('the language switch', () => {
  it('changes the language at once and saves the choice on the device and in the cookie', async () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'de' } });
    });
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveProperty('value', 'de');
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(document.cookie).toContain('lang=de');
  });

  it('in the mobile menu is a labelled row listing each language by its own name', () => {
    render(<LanguageRow />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'English',
      'Deutsch',
    ]);
  });

  it('ignores a value that is not a language', async () => {
    render(<LanguageSwitch />);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'xx' } });
    });
    expect(getLanguage()).toBe('en');
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});

describe('restoreLanguageCookie', () => {
  it('writes the cookie again from the saved choice after the idle wipe cleared it', () => {
    window.localStorage.setItem('language', 'de');
    restoreLanguageCookie();
    expect(document.cookie).toContain('lang=de');
  });
});

describe('parseBundles', () => {
  it("reads a prerendered page's bundles and ignores anything else", () => {
    expect(parseBundles('focus account')).toEqual(['focus', 'account']);
    expect(parseBundles('focus nope  legal')).toEqual(['focus', 'legal']);
    expect(parseBundles(undefined)).toEqual([]);
  });
});
