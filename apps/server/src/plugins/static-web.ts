import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; every non-API GET that matches no file gets index.html (client-side routing). */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    app.get('/', { config: { access: 'public' } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api')
      return sendIndex(reply);
    return reply.status(404).send({ error: `No route ${request.method} ${path}.` });
  });
}

function sendIndex(reply: import('fastify').FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
