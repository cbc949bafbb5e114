import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reviews, users } from '../db/schema';

const withAuthor = {
  id: reviews.id,
  starRating: reviews.starRating,
  textReview: reviews.textReview,
  createdAt: reviews.createdAt,
  userId: reviews.userId,
  username: users.username,
};

export type ReviewWithAuthor = {
  id: string;
  starRating: number;
  textReview: string;
  createdAt: Date;
  userId: string | null;
  username: string | null;
};

export const reviewsRepository = {
  async insert(
    db: Database,
    values: { userId: string | null; starRating: number; textReview: string; createdAt: Date },
  ) {
    const [row] = await db.insert(reviews).values(values).returning();
    return row!;
  },

  /** One page, newest first; the author's name comes along (null for a guest's review). */
  async page(db: Database, options: { limit: number; offset: number }): Promise<ReviewWithAuthor[]> {
    return db
      .select(withAuthor)
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(options.limit)
      .offset(options.offset);
  },

  async count(db: Database) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews);
    return row?.total ?? 0;
  },
};
