import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** Turns zod issues into one sentence that names each field, e.g. 'username is required; role: Invalid option'. */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'request';
    const message = issue.message ?? 'is invalid';
    if (/received undefined/.test(message)) return `${field} is required`;
    return /^[a-z]/.test(message) ? `${field} ${message}` : `${field}: ${message}`;
  });
  return `${parts.join('; ')}.`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const current = error.current === undefined ? {} : { current: error.current };
      return reply.status(error.status).send({ error: error.message, ...current });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describeValidation(error.validationContext, error.validation) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'The request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'Unsupported content type.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error.' });
  });
}
