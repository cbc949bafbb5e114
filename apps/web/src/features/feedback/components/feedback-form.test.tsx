import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { appWrapper } from '../../../test/providers';
import { FeedbackForm } from './feedback-form';

describe('the feedback form', () => {
  it('asks for text before sending, in English', () => {
    render(<FeedbackForm />, { wrapper: appWrapper() });
    expect(screen.getByRole('heading', { name: "We'd love your feedback!" })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your feedback');
  });

  it('speaks German, its problems included', async () => {
    await activateLanguage('de');
    render(<FeedbackForm />, { wrapper: appWrapper() });
    expect(screen.getByRole('heading', { name: 'Wir freuen uns über dein Feedback!' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Deine Bewertung' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 Stern' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 Sterne' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Was gefällt dir? Was fehlt dir?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib dein Feedback ein');
  });
});
