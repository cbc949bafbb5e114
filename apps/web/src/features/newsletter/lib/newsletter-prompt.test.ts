import { describe, expect, it } from 'vitest';
import { decidePrompt, isAdminPath, promptedKey, timerIsFocusing } from './newsletter-prompt';

const base = { alreadyPrompted: false, subscribed: false, dialogOpen: false, focusing: false };

describe('decidePrompt', () => {
  it('shows the modal to a user who is not subscribed and was never asked', () => {
    expect(decidePrompt(base)).toBe('show');
  });

  it('treats an unreadable status as not subscribed', () => {
    expect(decidePrompt({ ...base, subscribed: null })).toBe('show');
  });

  it('asks each user only once', () => {
    expect(decidePrompt({ ...base, alreadyPrompted: true })).toBe('skip');
    expect(decidePrompt({ ...base, alreadyPrompted: true, subscribed: null })).toBe('skip');
    expect(decidePrompt({ ...base, alreadyPrompted: true, dialogOpen: true })).toBe('skip');
  });

  it('never asks a subscribed user', () => {
    expect(decidePrompt({ ...base, subscribed: true })).toBe('skip');
    expect(decidePrompt({ ...base, subscribed: true, dialogOpen: true })).toBe('skip');
  });

  it('never interrupts a running focus period: it waits for the break or a pause', () => {
    expect(decidePrompt({ ...base, focusing: true })).toBe('wait');
    expect(decidePrompt({ ...base, focusing: true, alreadyPrompted: true })).toBe('skip');
    expect(timerIsFocusing(JSON.stringify({ isRunning: true, isBreak: false }))).toBe(true);
    expect(timerIsFocusing(JSON.stringify({ isRunning: true, isBreak: true }))).toBe(false);
    expect(timerIsFocusing(JSON.stringify({ isRunning: false, isBreak: false }))).toBe(false);
    expect(timerIsFocusing('not json')).toBe(false);
    expect(timerIsFocusing(null)).toBe(false);
  });

  it('waits while another dialog is open', () => {
    expect(decidePrompt({ ...base, dialogOpen: true })).toBe('wait');
    expect(decidePrompt({ ...base, subscribed: null, dialogOpen: true })).toBe('wait');
  });
});

describe('isAdminPath', () => {
  it('is the admin area and nothing that merely starts like it', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/newsletter')).toBe(false);
  });
});

describe('promptedKey', () => {
  it('is per user id', () => {
    expect(promptedKey('abc')).toBe('newsletterPrompted:abc');
    expect(promptedKey('abc')).not.toBe(promptedKey('abd'));
  });
});
