import type { FastifyRequest } from 'fastify';
import type { DelayRule, LimitRule } from '../../../plugins/rate-limit';

// Login is throttled per address and per account *from that address*, so an attacker elsewhere cannot
// lock the real user out. Across addresses an account gets a growing delay instead of a budget
// (`loginDelayPerAccount`): guessing spread over many addresses stays slow, and the owner waits at most a
// minute however hard someone else tries.
const MINUTE = 60;

const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export const limits = {
  loginPerIp: { points: 30, windowSeconds: 10 * MINUTE },
  loginPerAccountAndIp: {
    points: 10,
    windowSeconds: 15 * MINUTE,
    key: (request) => `${bodyField(request, 'identifier')}|${request.ip}`,
  },
  registerPerIp: { points: 10, windowSeconds: 60 * MINUTE },
  codesPerIp: { points: 20, windowSeconds: 15 * MINUTE },
  // Every endpoint that sends mail: a handful per address per hour, so nobody can flood an inbox.
  mailPerAddress: { points: 5, windowSeconds: 60 * MINUTE, key: (request) => bodyField(request, 'email') },
  codeTriesPerAddress: {
    points: 15,
    windowSeconds: 15 * MINUTE,
    key: (request) => bodyField(request, 'email'),
  },
} satisfies Record<string, LimitRule>;

/**
 * Per account (email and user name share it), from any address: 5 attempts free, then a wait of 1 s that
 * doubles with every further attempt up to 60 s, forgotten after a success or an hour. Past the free
 * ones a guesser gets about one try a minute (under 1 500 a day); the owner is never kept out longer than
 * a minute.
 */
export const loginDelayPerAccount: DelayRule = {
  freeAttempts: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 60 * MINUTE,
};
