import { z } from 'zod';

export const LogEntry = z.object({
  id: z.number(),
  timestamp: z.string(),
  username: z.string(),
  action: z.string(),
  table_name: z.string(),
  details: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const LogsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before_id: z.coerce.number().int().positive().optional(),
});
export const LogsResponse = z.object({ logs: z.array(LogEntry), next_before_id: z.number().nullable() });
export type LogsResponse = z.infer<typeof LogsResponse>;
