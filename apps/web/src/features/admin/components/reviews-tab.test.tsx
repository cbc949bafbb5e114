import type { ReviewListResponse } from '@focus-room/core/api/reviews';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { ReviewsTab } from './reviews-tab';

const FIRST_PAGE = 'GET /api/review?page=1&limit=10';

const answer: ReviewListResponse = {
  success: true,
  data: [
    {
      _id: 'r1',
      userId: null,
      starRating: 4,
      textReview: 'Calm and simple.',
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 10, total: 11, totalPages: 2, hasNext: true, hasPrev: false },
};

describe('the Reviews tab', () => {
  it('reads as before in English', async () => {
    mockApi({ [FIRST_PAGE]: () => json(200, answer) });
    render(<ReviewsTab />, { wrapper: appWrapper() });
    expect(await screen.findByText('11 reviews, newest first.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Review by Guest' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('speaks German, the review date included', async () => {
    await activateLanguage('de');
    mockApi({ [FIRST_PAGE]: () => json(200, answer) });
    render(<ReviewsTab />, { wrapper: appWrapper() });
    expect(await screen.findByText('11 Bewertungen, neueste zuerst.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bewertungen' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 von 5 Sternen' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bewertung von Gast' })).toBeTruthy();
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seiten der Bewertungen' })).toBeTruthy();
    expect(screen.getByText(/20\.11\.2026/)).toBeTruthy();
  });

  it('shows the empty state in German', async () => {
    await activateLanguage('de');
    mockApi({
      [FIRST_PAGE]: () =>
        json(200, {
          ...answer,
          data: [],
          pagination: { ...answer.pagination, total: 0, totalPages: 1, hasNext: false },
        }),
    });
    render(<ReviewsTab />, { wrapper: appWrapper() });
    expect(await screen.findByText('Noch keine Bewertungen')).toBeTruthy();
    expect(screen.getByText('0 Bewertungen, neueste zuerst.')).toBeTruthy();
  });
});
