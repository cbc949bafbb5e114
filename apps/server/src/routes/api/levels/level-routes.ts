import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  canLevelUpgradeResponseSchema,
  canLevelUpgradeRoute,
  levelPreviewParamsSchema,
  levelPreviewRoute,
  roomImagesFor,
  roomImagesSchema,
  UPGRADE_MESSAGES,
  upgradeLevelRoute,
  upgradeMultipleLevelsRoute,
  upgradeResponseSchema,
  userLevelQuerySchema,
  userLevelResponseSchema,
  userLevelRoute,
} from '@focus-room/core/api/levels';
import type { UpgradePlan } from '@focus-room/core/levels/cost-table';
import { upgradeInfo } from '@focus-room/core/levels/cost-table';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import { upgradeLevels } from '../../../services/economy/upgrades';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const bearer = { tags: ['levels'], security: [{ bearerAuth: [] }] };

const upgradeAnswer = (plan: UpgradePlan) => ({
  ...plan,
  ...roomImagesFor(plan.newLevel),
  message:
    plan.levelsUpgraded === 1
      ? UPGRADE_MESSAGES.upgradedOne(plan.newLevel)
      : UPGRADE_MESSAGES.upgradedMany(plan.levelsUpgraded, plan.totalCostSpent),
});

/**
 * Levels and upgrades (docs/product-rules.md#levels-and-the-room). Spending rules live in
 * services/economy/upgrades.ts.
 */
export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);

  // Level and coins come from the user row the authentication read for this very request: as fresh as a
  // second query a moment later would be, without the round trip (decision 024).

  app[verb(userLevelRoute)](
    userLevelRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        ...bearer,
        querystring: userLevelQuerySchema,
        response: { 200: userLevelResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { level, coins } = currentUser(request);
      return { level, coins, ...roomImagesFor(request.query.preview ?? level) };
    },
  );

  app[verb(levelPreviewRoute)](
    levelPreviewRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, params: levelPreviewParamsSchema, response: { 200: roomImagesSchema, ...errors } },
    },
    async (request) => roomImagesFor(request.params.level),
  );

  app[verb(canLevelUpgradeRoute)](
    canLevelUpgradeRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: canLevelUpgradeResponseSchema, ...errors } },
    },
    async (request) => {
      const { level, coins } = currentUser(request);
      return { ...upgradeInfo(level, coins), isMaxLevel: level >= MAX_LEVEL };
    },
  );

  const upgradeLimit = app.rateLimit('level-upgrade', {
    points: 120,
    windowSeconds: 60,
    key: (request) => currentUser(request).id,
  });

  app[verb(upgradeLevelRoute)](
    upgradeLevelRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: upgradeLimit,
      schema: { ...bearer, response: { 200: upgradeResponseSchema, ...errors } },
    },
    async (request) => upgradeAnswer(await upgradeLevels(app.ctx, currentUser(request).id, 'one')),
  );

  app[verb(upgradeMultipleLevelsRoute)](
    upgradeMultipleLevelsRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: upgradeLimit,
      schema: { ...bearer, response: { 200: upgradeResponseSchema, ...errors } },
    },
    async (request) => upgradeAnswer(await upgradeLevels(app.ctx, currentUser(request).id, 'all')),
  );
};
