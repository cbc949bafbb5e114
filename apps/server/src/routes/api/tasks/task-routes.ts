import { errorResponseSchema } from '@focus-room/core/api/common';
import { idempotentWriteHeadersSchema } from '@focus-room/core/api/idempotency';
import {
  completedTasksResponseSchema,
  completedTasksRoute,
  completePomodoroRequestSchema,
  completePomodoroResponseSchema,
  completePomodoroRoute,
  createTaskRoute,
  deleteTaskResponseSchema,
  deleteTaskRoute,
  editTaskRoute,
  intermediateTasksResponseSchema,
  intermediateTasksRoute,
  ongoingTasksResponseSchema,
  ongoingTasksRoute,
  remainingPomodorosResponseSchema,
  remainingPomodorosRoute,
  reorderRequestSchema,
  reorderResponseSchema,
  reorderTasksRoute,
  TASK_MESSAGES,
  taskIdParamsSchema,
  taskInputSchema,
  taskResponseSchema,
  toggleTaskResponseSchema,
  toggleTaskRoute,
} from '@focus-room/core/api/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import { reorderTasks } from '../../../services/tasks/reorder-tasks';
import {
  completedSummary,
  completePomodoro,
  createTask,
  deleteTask,
  editTask,
  listIntermediate,
  listOngoing,
  toggleTask,
} from '../../../services/tasks/task-service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const bearer = { tags: ['tasks'], security: [{ bearerAuth: [] }] };

/**
 * The task manager (docs/product-rules.md#tasks). Each route calls one function of services/tasks, which
 * applies the rules of packages/core/src/tasks in one transaction.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  // The toggle is an empty-body PATCH.
  acceptEmptyJsonBody(app);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  // A person drags and clicks far below this; it only stops a runaway client.
  const perUser = app.rateLimit('tasks', { points: 600, windowSeconds: 60, key: userId });

  app[verb(ongoingTasksRoute)](
    ongoingTasksRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: ongoingTasksResponseSchema, ...errors } },
    },
    async (request) => ({ ongoingTasks: await listOngoing(app.ctx, userId(request)) }),
  );

  app[verb(intermediateTasksRoute)](
    intermediateTasksRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: intermediateTasksResponseSchema, ...errors } },
    },
    async (request) => ({ intermediateTasks: await listIntermediate(app.ctx, userId(request)) }),
  );

  app[verb(completedTasksRoute)](
    completedTasksRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: completedTasksResponseSchema, ...errors } },
    },
    async (request) => completedSummary(app.ctx, userId(request)),
  );

  app[verb(remainingPomodorosRoute)](
    remainingPomodorosRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: remainingPomodorosResponseSchema, ...errors } },
    },
    // A total kept on the user row by the tasks trigger (migration 0018).
    async (request) => ({ remainingPomodoros: currentUser(request).remainingPomodoros }),
  );

  app[verb(createTaskRoute)](
    createTaskRoute.path,
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

  app[verb(reorderTasksRoute)](
    reorderTasksRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        body: reorderRequestSchema,
        response: { 200: reorderResponseSchema, ...withNotFound },
      },
    },
    async (request) => reorderTasks(app.ctx, userId(request), request.body.orderedTasks),
  );

  app[verb(completePomodoroRoute)](
    completePomodoroRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        headers: idempotentWriteHeadersSchema,
        body: completePomodoroRequestSchema,
        // 422: an Idempotency-Key sent again with a different request.
        response: { 200: completePomodoroResponseSchema, ...withNotFound, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await completePomodoro(app.ctx, userId(request), request.body, key);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app[verb(toggleTaskRoute)](
    toggleTaskRoute.path,
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

  app[verb(editTaskRoute)](
    editTaskRoute.path,
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

  app[verb(deleteTaskRoute)](
    deleteTaskRoute.path,
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
