import type { FastifyRequest } from 'fastify';
import type { LimitRule } from '../../../plugins/rate-limit';

// Login is throttled per address and per account *from that address*, so an attacker elsewhere cannot
// lock the real user out; a generous per-account cap still stops a guess spread over many addresses.
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
  loginPerAccount: {
    points: 100,
    windowSeconds: 60 * MINUTE,
    key: (request) => bodyField(request, 'identifier'),
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
