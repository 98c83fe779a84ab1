import type { Issue } from './tables/types';

const PHRASE = /^(is|must|may|needs|appears|lists|cannot) /;

/** One problem as a phrase naming its column, e.g. 'num must be from 1 to 20' or 'Modpack name is required.'. */
export function describeIssue(issue: Issue): string {
  const reason = issue.reason.replace(/\.$/, '');
  if (!issue.column) return reason;
  if (PHRASE.test(reason)) return `${issue.column} ${reason}`;
  if (issue.reason.endsWith('.')) return reason;
  return `${issue.column}: ${reason}`;
}

/** Problems of one row as a sentence, for the data editor's 400 answers. */
export function describeIssues(issues: readonly Issue[]): string {
  return `${issues.map(describeIssue).join('; ')}.`;
}
