import type { AdminUsersResponse } from '@focus-room/core/api/admin-stats';
import {
  type AdminUpdateUserResponse,
  adminUpdateUserResponseSchema,
  updateAdminUserRoute,
} from '@focus-room/core/api/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminUserUpdate = { id: string; coins: number; level: number };

/** PUT /api/admin/users/{id}: coins and level, both sent as numbers. */
export function updateAdminUser({ id, coins, level }: AdminUserUpdate): Promise<AdminUpdateUserResponse> {
  return apiRequest(updateAdminUserRoute, {
    url: updateAdminUserRoute.url(id),
    body: { coins, level },
    schema: adminUpdateUserResponseSchema,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: ({ user }) => {
      // The card shows the saved values at once; the refetch below then confirms them.
      queryClient.setQueriesData<AdminUsersResponse>({ queryKey: adminKeys.users }, (data) =>
        data
          ? {
              ...data,
              users: data.users.map((u) =>
                u._id === user._id ? { ...u, coins: user.coins, level: user.level } : u,
              ),
            }
          : data,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.analytics }),
      ]);
    },
  });
}
