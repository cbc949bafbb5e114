import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOngoingTasks } from '../features/tasks/api/get-tasks';
import { getTotalTimeSpent } from '../features/timer/api/get-total-time-spent';
import { json, mockApi } from '../test/api-mock';
import { apiRequest } from './api-client';

// Calls made on a first screen validate the answer with a schema loaded with the request (`loadSchema`),
// so zod is not part of the first load: the answer must still be checked as strictly.
describe('answers validated with a schema loaded on demand', () => {
  const task = {
    _id: 't1',
    taskName: 'Read',
    dueDate: '2026-12-01',
    estimatedPomodoros: '2',
    completedPomodoros: '0',
    priority: 'must do',
    status: 'ongoing',
  };

  it('hands back a well-formed answer, parsed', async () => {
    mockApi({ 'GET /api/tasks': () => json(200, { ongoingTasks: [{ ...task, extra: 1 }] }) });
    await expect(getOngoingTasks()).resolves.toEqual([task]);
  });

  it.each([
    ['a task without its name', { ongoingTasks: [{ ...task, taskName: undefined }] }],
    ['an unknown priority', { ongoingTasks: [{ ...task, priority: 'later' }] }],
    ['no list at all', { tasks: [] }],
  ])('rejects a malformed answer (%s)', async (_name, body) => {
    mockApi({ 'GET /api/tasks': () => json(200, body) });
    await expect(getOngoingTasks()).rejects.toThrow();
  });

  it('starts loading the schema while the request is still on its way', async () => {
    let answer = (_body: unknown) => {};
    const answered = new Promise((resolve) => {
      answer = resolve;
    });
    mockApi({ 'GET /api/tasks': async () => json(200, await answered) });
    const loadSchema = vi.fn(
      async () => (await import('@focus-room/core/api/tasks')).ongoingTasksResponseSchema,
    );
    const call = apiRequest({ method: 'GET', path: '/api/tasks' }, { loadSchema });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    answer({ ongoingTasks: [task] });
    await expect(call).resolves.toEqual({ ongoingTasks: [task] });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('reports a schema that failed to load only as the failure of that call', async () => {
    mockApi({ 'GET /api/tasks': () => json(200, { ongoingTasks: [task] }) });
    const loadSchema = () => Promise.reject(new Error('chunk failed'));
    await expect(apiRequest({ method: 'GET', path: '/api/tasks' }, { loadSchema })).rejects.toThrow(
      'chunk failed',
    );
  });

  it('rejects a number that is not a whole number', async () => {
    mockApi({ 'GET /api/user-activity/total-time-spent': () => json(200, { totalTimeSpent: 1.5 }) });
    await expect(getTotalTimeSpent()).rejects.toThrow();
  });
});

// A production build trusts its own server's reads (decision 056): no schema module, and so no zod, is
// loaded for them while a screen starts. A write's answer is still checked: the app acts on it.
describe('answers in a production build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function productionClient() {
    vi.stubEnv('PROD', true);
    vi.resetModules();
    return import('./api-client');
  }
  const loadTasksSchema = () =>
    vi.fn(async () => (await import('@focus-room/core/api/tasks')).ongoingTasksResponseSchema);

  it('loads no schema for a read and hands back the answer as the server wrote it', async () => {
    const production = await productionClient();
    expect(production.VALIDATE_READS).toBe(false);
    mockApi({ 'GET /api/tasks': () => json(200, { ongoingTasks: [], extra: 1 }) });
    const loadSchema = loadTasksSchema();
    await expect(
      production.apiRequest({ method: 'GET', path: '/api/tasks' }, { loadSchema }),
    ).resolves.toEqual({ ongoingTasks: [], extra: 1 });
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("still rejects a write's malformed answer", async () => {
    const production = await productionClient();
    mockApi({ 'POST /api/tasks': () => json(200, { ok: 1 }) });
    const loadSchema = loadTasksSchema();
    await expect(
      production.apiRequest({ method: 'POST', path: '/api/tasks' }, { loadSchema }),
    ).rejects.toThrow();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});

// A page's reads are asked for together by its first render's effects; each fetch() call costs the main
// thread time, so a read starts in a task of its own. A write leaves at once (a claim sent while the page
// is being hidden cannot wait for another task).
describe('when a request leaves', () => {
  it('sends a read from a task of its own, after the code that asked for it has run', async () => {
    const api = mockApi({ 'GET /api/tasks': () => json(200, { ongoingTasks: [] }) });
    const call = apiRequest({ method: 'GET', path: '/api/tasks' });
    // Whatever else the asking task and its microtasks do runs first.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(api.count('GET /api/tasks')).toBe(0);
    await expect(call).resolves.toEqual({ ongoingTasks: [] });
    expect(api.count('GET /api/tasks')).toBe(1);
  });

  it('sends a write at once', async () => {
    const api = mockApi({ 'POST /api/tasks': () => json(200, {}) });
    const call = apiRequest({ method: 'POST', path: '/api/tasks' }, { body: {} });
    expect(api.count('POST /api/tasks')).toBe(1);
    await call;
  });
});
