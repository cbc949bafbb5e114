import { paginate } from '@focus-room/core/api/common';
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

export type LoginPeriod = { daily: string } | { monthly: string } | { yearly: string };

/** The UTC interval [from, to) of a day 'YYYY-MM-DD', a month 'YYYY-MM' or a year 'YYYY'. */
export function utcInterval(period: LoginPeriod) {
  if ('daily' in period) {
    const from = new Date(`${period.daily}T00:00:00Z`);
    return { from, to: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1)) };
  }
  if ('monthly' in period) {
    const [year, month] = period.monthly.split('-').map(Number) as [number, number];
    return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
  }
  const year = Number(period.yearly);
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** Sign-ins of one user in a UTC day, month or year; 404 for an unknown user. */
export async function loginFrequency(ctx: AppContext, userId: string, period: LoginPeriod) {
  if (!(await usersRepository.findById(ctx.db, userId))) throw notFound('User not found');
  const { from, to } = utcInterval(period);
  return { count: await loginEventsRepository.countBetween(ctx.db, userId, from, to) };
}
