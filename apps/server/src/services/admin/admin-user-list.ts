import { type LoginPeriodQuery, loginPeriodInterval } from '@focus-room/core/api/admin-stats';
import { paginate } from '@focus-room/core/api/common';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { adminUsersRepository } from '../../repositories/admin-users-repository';
import { loginEventsRepository } from '../../repositories/login-events-repository';
import { usersRepository } from '../../repositories/users-repository';

export async function listUsers(ctx: AppContext, query: { page: number; limit: number; search: string }) {
  const [total, rows] = await Promise.all([
    adminUsersRepository.count(ctx.db, query.search),
    adminUsersRepository.page(ctx.db, {
      search: query.search,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
  ]);
  return {
    users: rows.map(({ id, createdAt, lastLoginAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: createdAt.toISOString(),
      lastLoginAt: lastLoginAt ? lastLoginAt.toISOString() : null,
    })),
    pagination: paginate(query.page, query.limit, total),
  };
}

/** Sign-ins of one user in a UTC day, month or year; 404 for an unknown user. */
export async function loginFrequency(ctx: AppContext, userId: string, period: LoginPeriodQuery) {
  if (!(await usersRepository.findById(ctx.db, userId))) throw notFound(SERVER_MESSAGES.userNotFound);
  // The route's query schema refuses every period without an interval.
  const interval = loginPeriodInterval(period);
  if (!interval) throw new Error(`not a login-frequency period: ${JSON.stringify(period)}`);
  return { count: await loginEventsRepository.countBetween(ctx.db, userId, interval.from, interval.to) };
}
