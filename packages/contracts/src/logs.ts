import { z } from 'zod';
import { idText, wholeNumberText } from './ids';

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
  limit: wholeNumberText(1, 500).default(100),
  before_id: idText().optional(),
});
export const LogsResponse = z.object({ logs: z.array(LogEntry), next_before_id: z.number().nullable() });
export type LogsResponse = z.infer<typeof LogsResponse>;
