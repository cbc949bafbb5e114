import { describe, expect, it } from 'vitest';
import { decidePrompt, isAdminPath, promptedKey, timerIsRunning } from './newsletter-prompt';

const base = { alreadyPrompted: false, subscribed: false, dialogOpen: false, timerRunning: false };

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

  it("never covers a running timer, focus or break: it waits for a pause or the run's end", () => {
    expect(decidePrompt({ ...base, timerRunning: true })).toBe('wait');
    expect(decidePrompt({ ...base, timerRunning: true, alreadyPrompted: true })).toBe('skip');
    expect(timerIsRunning(JSON.stringify({ isRunning: true, isBreak: false }))).toBe(true);
    expect(timerIsRunning(JSON.stringify({ isRunning: true, isBreak: true }))).toBe(true);
    expect(timerIsRunning(JSON.stringify({ isRunning: false, isBreak: false }))).toBe(false);
    expect(timerIsRunning('not json')).toBe(false);
    expect(timerIsRunning(null)).toBe(false);
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
