const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `at` was, in words: 'just now', '1 minute ago', '5 minutes ago', '1 hour ago', '3 hours ago',
 * and from 36 hours on '2 days ago'.
 */
export function timeAgo(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < 45_000) return 'just now';
  if (elapsed < 90_000) return '1 minute ago';
  if (elapsed < 45 * MINUTE) return `${Math.round(elapsed / MINUTE)} minutes ago`;
  if (elapsed < 90 * MINUTE) return '1 hour ago';
  if (elapsed < 36 * HOUR) return `${Math.round(elapsed / HOUR)} hours ago`;
  return `${Math.round(elapsed / DAY)} days ago`;
}
