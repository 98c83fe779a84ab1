import { z } from 'zod';

/** Every error answer of the API. */
export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** Text a user types: trimmed, non-empty, bounded. */
export const requiredText = (max = 200) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const optionalText = (max = 200) => z.string().trim().max(max, `must be at most ${max} characters`);

/** A server id in a query string: a positive whole number (the web placeholder 'default' is never a server). */
export const ServerIdQuery = z.coerce.number().int().positive();
