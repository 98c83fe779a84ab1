import { can } from '@tradehall/contracts';
import { forbidden } from '../../lib/http-error';
import type { Actor, Issue, TableDef } from '../shared/table/types';

const PHRASE = /^(is|must|may|needs|appears|lists|cannot) /;

/** One problem as a phrase naming its column, e.g. 'num must be from 1 to 20' or 'Modpack name is required.'. */
export function describeIssue(issue: Issue): string {
  const reason = issue.reason.replace(/\.$/, '');
  if (!issue.column) return reason;
  if (PHRASE.test(reason)) return `${issue.column} ${reason}`;
  if (issue.reason.endsWith('.')) return reason;
  return `${issue.column}: ${reason}`;
}

/** Problems of one row as a sentence, for the data editor's answers. */
export function describeIssues(issues: readonly Issue[]): string {
  return `${issues.map(describeIssue).join('; ')}.`;
}

/** Which status wins when problems differ: not allowed, then invalid, then missing, then a clash. */
const PRECEDENCE = [403, 400, 404, 409] as const;

/** The status of one problem: what the dedicated route would answer it. */
export const statusOfIssue = (issue: Issue): number => issue.status ?? 400;

/** The status a set of problems answers. */
export function strongestStatus(statuses: ReadonlySet<number>): number {
  return PRECEDENCE.find((status) => statuses.has(status)) ?? 400;
}

/**
 * The data editor and the imports write a table only for roles that its dedicated routes let write it (baubles
 * for 'baubles.edit', servers for 'servers.create', …), with the routes' own 403 answer.
 */
export function assertTableWrite(actor: Actor, table: TableDef): void {
  if (!can(actor.role, table.writePermission)) throw forbidden(`Your role (${actor.role}) may not do this.`);
}
