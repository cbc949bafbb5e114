import { describe, expect, it } from 'vitest';
import { type KeyInput, shortcutAction } from './shortcuts';

const key = (overrides: Partial<KeyInput>): KeyInput => ({
  key: ' ',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  defaultPrevented: false,
  targetTag: 'body',
  targetEditable: false,
  targetRole: null,
  dialogOpen: false,
  ...overrides,
});

describe('timer shortcuts', () => {
  it('Space toggles and R resets on the page', () => {
    expect(shortcutAction(key({}))).toBe('toggle');
    expect(shortcutAction(key({ key: 'r' }))).toBe('reset');
    expect(shortcutAction(key({ key: 'R' }))).toBe('reset');
    expect(shortcutAction(key({ key: 'x' }))).toBeNull();
  });

  it('never fires while typing', () => {
    for (const targetTag of ['input', 'textarea', 'select']) {
      expect(shortcutAction(key({ targetTag }))).toBeNull();
      expect(shortcutAction(key({ targetTag, key: 'r' }))).toBeNull();
    }
    expect(shortcutAction(key({ targetTag: 'div', targetEditable: true, key: 'r' }))).toBeNull();
  });

  it('stays out of the way of dialogs, modifiers, repeats and handled keys', () => {
    expect(shortcutAction(key({ dialogOpen: true }))).toBeNull();
    expect(shortcutAction(key({ key: 'r', ctrlKey: true }))).toBeNull();
    expect(shortcutAction(key({ key: 'r', metaKey: true }))).toBeNull();
    expect(shortcutAction(key({ repeat: true }))).toBeNull();
    expect(shortcutAction(key({ defaultPrevented: true }))).toBeNull();
  });

  it('leaves Space to buttons and links, which it activates natively', () => {
    expect(shortcutAction(key({ targetTag: 'button' }))).toBeNull();
    expect(shortcutAction(key({ targetTag: 'a' }))).toBeNull();
    expect(shortcutAction(key({ targetTag: 'div', targetRole: 'checkbox' }))).toBeNull();
    expect(shortcutAction(key({ targetTag: 'button', key: 'r' }))).toBe('reset');
  });
});
