import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';
const UPGRADE = 'upgrade-insecure-requests';

/** The Content-Security-Policy of every answer (bench/world-scan-browser serves its pages with it too). */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval' lets pages and workers compile WebAssembly (the browser world scan's inflater), and nothing
  // else: no eval of JavaScript.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
};

/**
 * The security headers of every answer:
 * - helmet's, with this Content-Security-Policy, but without `Strict-Transport-Security` and the CSP's
 *   `upgrade-insecure-requests`: those two are added per request, only when the request came over HTTPS (directly,
 *   or through a proxy that TRUST_PROXY trusts and that says `X-Forwarded-Proto: https`; `request.protocol`). Sent
 *   over plain HTTP, e.g. to the LAN address the start-up log suggests, they make the browser fetch the scripts
 *   over HTTPS, which fails: a blank page.
 * - `Cache-Control: no-store` on every /api answer (data, sign-in tokens, refusals, errors), so no browser or
 *   proxy cache keeps personal or server data. Only the Swagger UI's static files (/api/docs/static/*, the same for
 *   everyone) keep their own caching; the web app's files keep theirs (static-web.ts).
 * Call before any route is registered: the Swagger UI's routes get the HTTPS headers as route hooks (below).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, [UPGRADE]: null } },
  });
  app.addHook('onSend', perRequestHeaders);
  // The Swagger UI sets its own CSP in an onSend hook of its plugin, which runs after the app's: a route-level
  // hook runs last, so it adds upgrade-insecure-requests to that CSP (over HTTPS).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/docs')) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, perRequestHeaders];
  });
}

/** For the Swagger UI's `transformStaticCSP`: its CSP without upgrade-insecure-requests (added over HTTPS only). */
export function withoutUpgradeInsecureRequests(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== UPGRADE)
    .join('; ');
}

const perRequestHeaders: onSendHookHandler = (request, reply, payload, done) => {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const api = path === '/api' || path.startsWith('/api/');
  if (api && !path.startsWith('/api/docs/static/')) reply.header('cache-control', 'no-store');
  if (request.protocol === 'https') addHttpsHeaders(reply);
  done(null, payload);
};

function addHttpsHeaders(reply: FastifyReply): void {
  reply.header('strict-transport-security', HSTS);
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string' || csp.split(';').some((directive) => directive.trim() === UPGRADE)) return;
  reply.header('content-security-policy', `${csp.replace(/;\s*$/, '')};${UPGRADE}`);
}
