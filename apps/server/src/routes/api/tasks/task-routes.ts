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
import { actingUserId, currentUser, readAlong, tokenClaims } from '../../../plugins/authentication';
import { reorderTasks } from '../../../services/tasks/reorder-tasks';
import {
  boardAnswer,
  completedSummary,
  completePomodoro,
  createTask,
  deleteTask,
  editTask,
  listIntermediate,
  ongoingTasksRead,
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
  const perUser = app.rateLimit('tasks', { points: 600, windowSeconds: 60, key: actingUserId });

  // The board's two most frequent reads: made in the authentication's statement (one round trip).
  app[verb(ongoingTasksRoute)](
    ongoingTasksRoute.path,
    {
      onRequest: app.requireUserWith(ongoingTasksRead),
      schema: { ...bearer, response: { 200: ongoingTasksResponseSchema, ...errors } },
    },
    // The list arrives as JSON text in the wire shape (tasks-repository.ts ongoingTasksListJson), or the
    // whole answer is kept by this process at the board's current version, and goes out as it is: the
    // schema above documents it, and board-reads.test.ts checks PostgreSQL's text against it.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await boardAnswer(
            app.ctx.db,
            currentUser(request),
            readAlong(request, ongoingTasksRead),
          )) as never,
        ),
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
      // Made along the session (decision 054): the drop's statement checks the session itself.
      onRequest: app.requireToken,
      preHandler: perUser,
      schema: {
        ...bearer,
        body: reorderRequestSchema,
        response: { 200: reorderResponseSchema, ...withNotFound },
      },
    },
    // The board after the drop arrives as the body GET /api/tasks sends, in bytes, and goes out as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await reorderTasks(app.ctx, tokenClaims(request), request.body.orderedTasks)) as never),
  );

  app[verb(completePomodoroRoute)](
    completePomodoroRoute.path,
    {
      // Made along the session (decision 052): the credit's statement checks the session itself.
      onRequest: app.requireToken,
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
      const answer = await completePomodoro(app.ctx, tokenClaims(request), request.body.taskId, key);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app[verb(toggleTaskRoute)](
    toggleTaskRoute.path,
    {
      // Made along the session (decision 049): the toggle's statement checks the session itself.
      onRequest: app.requireToken,
      preHandler: perUser,
      schema: {
        ...bearer,
        params: taskIdParamsSchema,
        response: { 200: toggleTaskResponseSchema, ...withNotFound },
      },
    },
    async (request) => toggleTask(app.ctx, tokenClaims(request), request.params.id),
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
