import { isTextProblem } from '@tradehall/contracts';
import type { FastifyRequest } from 'fastify';
import { describeValidation } from '../plugins/error-handler';
import { badRequest } from './http-error';

/**
 * For routes declared with `attachValidation: true`: when the request failed its schema, throws 400 with the
 * spec's wording for the first listed field that failed (e.g. `{ name: 'Server name and modpack are
 * required.' }`), else with the usual field-by-field text.
 */
export function rejectInvalidRequest(
  request: FastifyRequest,
  messages: Readonly<Record<string, string>>,
): void {
  const error = request.validationError;
  if (!error) return;
  const issues = (error as { validation?: { instancePath: string; message?: string }[] }).validation ?? [];
  // A text rule problem (a control character, a bidi override, …) is named as such, not in the spec's words.
  const failing = new Set(
    issues
      .filter((issue) => !isTextProblem(issue.message))
      .map((issue) => issue.instancePath.replace(/^\//, '').split('/')[0] ?? ''),
  );
  for (const [field, message] of Object.entries(messages)) {
    if (failing.has(field)) throw badRequest(message);
  }
  throw badRequest(describeValidation(error.validationContext, issues));
}
