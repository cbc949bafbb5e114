import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  completedTasksResponseSchema,
  completePomodoroRequestSchema,
  completePomodoroResponseSchema,
  deleteTaskResponseSchema,
  intermediateTasksResponseSchema,
  ongoingTasksResponseSchema,
  remainingPomodorosResponseSchema,
  reorderRequestSchema,
  reorderResponseSchema,
  TASK_MESSAGES,
  taskIdParamsSchema,
  taskInputSchema,
  taskResponseSchema,
  toggleTaskResponseSchema,
} from '@focus-room/core/api/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import {
  completedSummary,
  completePomodoro,
  createTask,
  deleteTask,
  editTask,
  listIntermediate,
  listOngoing,
  remainingPomodoros,
  reorderTasks,
  toggleTask,
} from '../../../services/tasks/task-service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const bearer = { tags: ['tasks'], security: [{ bearerAuth: [] }] };

/** The task manager (docs/product-rules.md#tasks). Rules live in services/tasks/task-service.ts. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  // The toggle is an empty-body PATCH.
  acceptEmptyJsonBody(app);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  // A person drags and clicks far below this; it only stops a runaway client.
  const perUser = app.rateLimit('tasks', { points: 600, windowSeconds: 60, key: userId });

  app.get(
    '/api/tasks',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: ongoingTasksResponseSchema, ...errors } },
    },
    async (request) => ({ ongoingTasks: await listOngoing(app.ctx, userId(request)) }),
  );

  app.get(
    '/api/tasks/intermediate',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: intermediateTasksResponseSchema, ...errors } },
    },
    async (request) => ({ intermediateTasks: await listIntermediate(app.ctx, userId(request)) }),
  );

  app.get(
    '/api/tasks/completed',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: completedTasksResponseSchema, ...errors } },
    },
    async (request) => completedSummary(app.ctx, userId(request)),
  );

  app.get(
    '/api/tasks/remaining-pomodoros',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: remainingPomodorosResponseSchema, ...errors } },
    },
    async (request) => ({ remainingPomodoros: await remainingPomodoros(app.ctx, userId(request)) }),
  );

  app.post(
    '/api/tasks',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: { ...bearer, body: taskInputSchema, response: { 201: taskResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const task = await createTask(app.ctx, userId(request), request.body);
      return reply.code(201).send({ task });
    },
  );

  app.patch(
    '/api/tasks/reorder',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        body: reorderRequestSchema,
        response: { 200: reorderResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({
      ongoingTasks: await reorderTasks(app.ctx, userId(request), request.body.orderedTasks),
    }),
  );

  app.post(
    '/api/tasks/complete-pomodoro',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        body: completePomodoroRequestSchema,
        response: { 200: completePomodoroResponseSchema, ...withNotFound },
      },
    },
    async (request) => completePomodoro(app.ctx, userId(request), request.body.taskId),
  );

  app.patch(
    '/api/tasks/:id/toggle',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        params: taskIdParamsSchema,
        response: { 200: toggleTaskResponseSchema, ...withNotFound },
      },
    },
    async (request) => toggleTask(app.ctx, userId(request), request.params.id),
  );

  app.patch(
    '/api/tasks/:id/edit',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        params: taskIdParamsSchema,
        body: taskInputSchema,
        response: { 200: taskResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({ task: await editTask(app.ctx, userId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/tasks/:id',
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        params: taskIdParamsSchema,
        response: { 200: deleteTaskResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      await deleteTask(app.ctx, userId(request), request.params.id);
      return { message: TASK_MESSAGES.deleted };
    },
  );
};
