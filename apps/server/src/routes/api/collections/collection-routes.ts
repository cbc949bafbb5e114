import {
  adminCollectionsResponseSchema,
  adminCollectionsRoute,
  buyCollectionItemResponseSchema,
  buyCollectionItemRoute,
  collectionItemParamsSchema,
  collectionsResponseSchema,
  collectionsRoute,
  showCollectionItemRequestSchema,
  showCollectionItemResponseSchema,
  showCollectionItemRoute,
} from '@focus-room/core/api/collections';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import {
  buyCollectionItem,
  listCollections,
  purchasesPerCollection,
  showCollectionItem,
} from '../../../services/collections/collection-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const bearer = { tags: ['collections'], security: [{ bearerAuth: [] }] };

/** The collections after level 50 (docs/product-rules.md#collections); the rules are in the service. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);

  const readLimit = app.rateLimit('collections-read', {
    points: 120,
    windowSeconds: 60,
    key: (request) => currentUser(request).id,
  });
  const writeLimit = app.rateLimit('collections-write', {
    points: 60,
    windowSeconds: 60,
    key: (request) => currentUser(request).id,
  });

  app[verb(collectionsRoute)](
    collectionsRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: readLimit,
      schema: { ...bearer, response: { 200: collectionsResponseSchema, ...errors } },
    },
    async (request) => listCollections(app.ctx, currentUser(request)),
  );

  app[verb(buyCollectionItemRoute)](
    buyCollectionItemRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: writeLimit,
      schema: {
        ...bearer,
        params: collectionItemParamsSchema,
        response: { 200: buyCollectionItemResponseSchema, ...errors },
      },
    },
    async (request) => buyCollectionItem(app.ctx, currentUser(request).id, request.params.itemId),
  );

  app[verb(showCollectionItemRoute)](
    showCollectionItemRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: writeLimit,
      schema: {
        ...bearer,
        params: collectionItemParamsSchema,
        body: showCollectionItemRequestSchema,
        response: { 200: showCollectionItemResponseSchema, ...errors },
      },
    },
    async (request) =>
      showCollectionItem(app.ctx, currentUser(request).id, request.params.itemId, request.body.shown),
  );

  app[verb(adminCollectionsRoute)](
    adminCollectionsRoute.path,
    {
      onRequest: app.requireAdmin,
      preHandler: readLimit,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: adminCollectionsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => purchasesPerCollection(app.ctx),
  );
};
