import { presenceSettingsRoute, savePresenceSettingsRoute } from '@focus-room/core/api/groups-plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

/** GET/PUT /api/presence/settings: "Show my activity to my groups". */
export function usePresenceSettings() {
  return useQuery({
    queryKey: groupKeys.presenceSettings,
    queryFn: () =>
      apiRequest(presenceSettingsRoute, {
        loadSchema: async () => (await import('@focus-room/core/api/groups')).presenceSettingsSchema,
      }),
  });
}

export function useSavePresenceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showActivity: boolean) =>
      apiRequest(savePresenceSettingsRoute, {
        body: { showActivity },
        loadSchema: async () => (await import('@focus-room/core/api/groups')).presenceSettingsSchema,
      }),
    onSuccess: (settings) => queryClient.setQueryData(groupKeys.presenceSettings, settings),
  });
}
