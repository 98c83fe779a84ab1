/** Current time as an ISO-8601 UTC string: the one timestamp format stored in every table. */
export const nowIso = (): string => new Date().toISOString();
