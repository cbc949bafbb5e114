import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import { describe, expect, it } from 'vitest';
import { reviewsRepository } from '../../../repositories/reviews-repository';
import { randomIp, signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Review = {
  _id: string;
  userId: { _id: string; username: string } | null;
  starRating: number;
  textReview: string;
  createdAt: string;
};

describe('feedback: POST /api/review', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const admin = await signUpAdmin(app, ctx, mailbox);
  const post = (payload: unknown, headers: Headers = {}, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: '/api/review', headers, remoteAddress, payload: payload as object });
  const allReviews = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/review?limit=50', headers: admin.auth });
    return res.json().data as Review[];
  };

  it("stores a signed-in user's review with the defaults of the form", async () => {
    const user = await signUp(app, mailbox);
    const res = await post({ textReview: '  Love the room!  ' }, user.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: REVIEW_MESSAGES.thankYou,
      review: {
        _id: expect.any(String),
        userId: { _id: user.user._id, username: user.username },
        starRating: 5,
        textReview: 'Love the room!',
        createdAt: '2026-06-15T10:00:00.000Z',
      },
    });
    const withId = await post({ starRating: 3, textReview: 'Okay', userId: user.user._id }, user.auth);
    expect(withId.statusCode).toBe(201);
    expect(withId.json().review).toMatchObject({ starRating: 3, userId: { _id: user.user._id } });
  });

  it("stores a guest's review without a user; a null or empty userId means a guest", async () => {
    const res = await post({ starRating: 4, textReview: 'Nice timer' });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ userId: null, starRating: 4, textReview: 'Nice timer' });
    expect((await post({ textReview: 'x', userId: null })).json().review.userId).toBeNull();
    expect((await post({ textReview: 'y', userId: '' })).json().review.userId).toBeNull();
  });

  it('never posts in the name of someone else', async () => {
    const alice = await signUp(app, mailbox);
    const bob = await signUp(app, mailbox);
    const before = (await allReviews()).length;

    const noToken = await post({ textReview: 'Fake', userId: alice.user._id });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: REVIEW_MESSAGES.authRequired, code: 'reviewAuthRequired' });

    const mismatch = await post({ textReview: 'Fake', userId: alice.user._id }, bob.auth);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ message: REVIEW_MESSAGES.authRequired, code: 'reviewAuthRequired' });

    // A token that is sent must be valid: a guest review is not the fallback.
    for (const authorization of ['Bearer not-a-token', 'Bearer', 'Basic abc', '']) {
      const res = await post({ textReview: 'Fake' }, { authorization });
      expect(res.statusCode, authorization).toBe(401);
    }
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bob.auth });
    expect((await post({ textReview: 'After logout' }, bob.auth)).statusCode).toBe(401);
    expect(await allReviews()).toHaveLength(before);
  });

  it('refuses bad input with 400 and a clear message, storing nothing', async () => {
    const user = await signUp(app, mailbox);
    const before = (await allReviews()).length;
    const cases: [unknown, string][] = [
      [{}, REVIEW_MESSAGES.textRequired],
      [{ textReview: '' }, REVIEW_MESSAGES.textRequired],
      [{ textReview: '   \n ' }, REVIEW_MESSAGES.textRequired],
      [{ textReview: 12 }, REVIEW_MESSAGES.textRequired],
      [{ textReview: 'x'.repeat(2001) }, 'Feedback can be at most 2000 characters'],
      [{ textReview: 'ok', starRating: 0 }, REVIEW_MESSAGES.starRange],
      [{ textReview: 'ok', starRating: 6 }, REVIEW_MESSAGES.starRange],
      [{ textReview: 'ok', starRating: 4.5 }, REVIEW_MESSAGES.starRange],
      [{ textReview: 'ok', starRating: '5' }, REVIEW_MESSAGES.starRange],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { 'content-type': 'application/json' },
      payload: '{"textReview":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await allReviews()).toHaveLength(before);
  });

  it('limits reviews per address and per signed-in user', async () => {
    const perIp: number[] = [];
    for (let i = 0; i < 11; i++)
      perIp.push((await post({ textReview: `guest ${i}` }, {}, '203.0.113.5')).statusCode);
    expect(perIp.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(perIp[10]).toBe(429);

    const user = await signUp(app, mailbox);
    const perUser: number[] = [];
    for (let i = 0; i < 6; i++) perUser.push((await post({ textReview: `mine ${i}` }, user.auth)).statusCode);
    expect(perUser).toEqual([201, 201, 201, 201, 201, 429]);
    // Another user is not held up by the first one's limit.
    const other = await signUp(app, mailbox);
    expect((await post({ textReview: 'hello' }, other.auth)).statusCode).toBe(201);
  });

  it('counts signed-in users per account only, so many users behind one address can all post', async () => {
    const school = '198.51.100.7';
    const pupils = await Promise.all(Array.from({ length: 11 }, () => signUp(app, mailbox)));
    const codes: number[] = [];
    for (const pupil of pupils)
      codes.push((await post({ textReview: 'nice' }, pupil.auth, school)).statusCode);
    expect(codes).toEqual(Array(11).fill(201));
    // Guests behind that address keep their own per-address limit, untouched by the users' reviews.
    const guests: number[] = [];
    for (let i = 0; i < 11; i++)
      guests.push((await post({ textReview: `guest ${i}` }, {}, school)).statusCode);
    expect(guests).toEqual([...Array(10).fill(201), 429]);
    // A signed-in user there is still not held up by the guests' limit, only by their own.
    const late = await signUp(app, mailbox);
    const lateCodes: number[] = [];
    for (let i = 0; i < 6; i++)
      lateCodes.push((await post({ textReview: `late ${i}` }, late.auth, school)).statusCode);
    expect(lateCodes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('admin Reviews tab: GET /api/review', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const admin = await signUpAdmin(app, ctx, mailbox);
  const author = await signUp(app, mailbox);
  const list = (query: string, auth: Headers = admin.auth) =>
    app.inject({ method: 'GET', url: `/api/review${query}`, headers: auth });

  // 23 reviews a minute apart, every third one by a guest. Written through the repository: the
  // per-user rate limit would stop one author after five.
  for (let i = 1; i <= 23; i++) {
    clock.advance(60_000);
    await reviewsRepository.insert(ctx.db, {
      userId: i % 3 === 0 ? null : author.user._id,
      starRating: (i % 5) + 1,
      textReview: `Review ${i}`,
      createdAt: clock.now(),
    });
  }

  it('is for admins only: a user cannot read the reviews', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    const res = await list('', author.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do that.', code: 'forbidden' });
  });

  it('pages newest first, 10 by default', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.map((r: Review) => r.textReview)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Review ${23 - k}`),
    );
    expect(body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 23,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    // Review 21 (a guest's, 3 | 21) and 20 (the author's).
    expect(body.data[2]).toEqual({
      _id: expect.any(String),
      userId: null,
      starRating: 2,
      textReview: 'Review 21',
      createdAt: '2026-06-15T10:21:00.000Z',
    });
    expect(body.data[3].userId).toEqual({ _id: author.user._id, username: author.username });

    const second = (await list('?page=2&limit=10')).json();
    expect(second.data.map((r: Review) => r.textReview)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Review ${13 - k}`),
    );
    expect(second.pagination).toMatchObject({ page: 2, totalPages: 3, hasNext: true, hasPrev: true });

    const last = (await list('?page=3')).json();
    expect(last.data.map((r: Review) => r.textReview)).toEqual(['Review 3', 'Review 2', 'Review 1']);
    expect(last.pagination).toMatchObject({ page: 3, hasNext: false, hasPrev: true });

    const beyond = (await list('?page=9&limit=5')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({
      page: 9,
      limit: 5,
      total: 23,
      totalPages: 5,
      hasNext: false,
      hasPrev: true,
    });
  });

  it('refuses a bad page or limit with 400', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page must be a whole number from 1'],
      ['?page=-1', 'page must be a whole number from 1'],
      ['?page=abc', 'page must be a whole number from 1'],
      ['?page=1.5', 'page must be a whole number from 1'],
      ['?limit=0', 'limit must be a whole number from 1 to 50'],
      ['?limit=51', 'limit must be a whole number from 1 to 50'],
      ['?limit=ten', 'limit must be a whole number from 1 to 50'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
