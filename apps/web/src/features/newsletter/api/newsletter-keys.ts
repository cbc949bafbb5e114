/** Query keys of the newsletter feature. The status is per user: another login in this tab must not
 *  see the previous user's answer. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  status: (userId: string) => ['newsletter', 'status', userId] as const,
};
