/** Query keys of the collections feature. */
export const collectionKeys = {
  all: ['collections'] as const,
};
