export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnect number `attempt` (0 for the first): doubling from FIRST_RETRY_MS up to
 * MAX_RETRY_MS, and a random half of it dropped, so the tabs a server restart cut off do not all come back in
 * the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
