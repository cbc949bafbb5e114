import { z } from 'zod';

/** The one error shape every endpoint answers with; validation errors add the offending fields. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
