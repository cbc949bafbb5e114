import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { buildReview, submitFailureMessage } from './feedback-rules';

describe('buildReview', () => {
  it('refuses blank feedback', () => {
    for (const text of ['', '   ', '\n\t ']) {
      expect(buildReview({ starRating: 5, text, signedIn: false, userId: undefined })).toEqual({
        problem: 'Please enter your feedback',
      });
    }
  });

  it('sends a visitor review without a user id, text trimmed', () => {
    expect(
      buildReview({ starRating: 5, text: '  Great timer ', signedIn: false, userId: undefined }),
    ).toEqual({
      review: { starRating: 5, textReview: 'Great timer' },
    });
  });

  it("sends a signed-in user's review with their id", () => {
    expect(buildReview({ starRating: 3, text: 'Nice', signedIn: true, userId: 'u1' })).toEqual({
      review: { starRating: 3, textReview: 'Nice', userId: 'u1' },
    });
  });

  it('asks a signed-in user without a known id to refresh', () => {
    expect(buildReview({ starRating: 4, text: 'Nice', signedIn: true, userId: undefined })).toEqual({
      problem: REVIEW_MESSAGES.authRequired,
    });
    expect(buildReview({ starRating: 4, text: 'Nice', signedIn: true, userId: '' })).toEqual({
      problem: 'User authentication required. Please refresh the page and try again.',
    });
  });
});

describe('submitFailureMessage', () => {
  // Built as apiRequest builds them: `serverMessage` only when the answer carried a JSON { message }.
  const answered = (status: number, message: string) => new ApiError(status, message, undefined, message);

  it("shows the server's message", () => {
    expect(submitFailureMessage(answered(429, 'Too many reviews. Try again later.'))).toBe(
      'Too many reviews. Try again later.',
    );
  });

  it('falls back to the form wording without a server answer', () => {
    expect(
      submitFailureMessage(new ApiError(0, 'Network error. Please check your connection and try again.')),
    ).toBe('Failed to submit review. Please try again.');
    expect(submitFailureMessage(new Error('boom'))).toBe('Failed to submit review. Please try again.');
    // An answer without a JSON message (a proxy's HTML page): our generic wording is not the server's.
    expect(submitFailureMessage(new ApiError(502, 'Server error! Please try again later.'))).toBe(
      'Failed to submit review. Please try again.',
    );
    expect(submitFailureMessage(answered(500, ' '))).toBe('Failed to submit review. Please try again.');
  });
});
