import type { Database } from '../db/database';
import { loginEvents } from '../db/schema';

export const loginEventsRepository = {
  async record(db: Database, values: { userId: string; method: 'password' | 'google'; createdAt: Date }) {
    await db.insert(loginEvents).values(values);
  },
};
