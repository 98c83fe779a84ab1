import { vi } from 'vitest';

/** A request the web app sent: method, path, query and its JSON body (undefined without one). */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

const jsonBody = (body: RequestInit['body']): unknown =>
  typeof body === 'string' ? JSON.parse(body) : undefined;

type Answer = unknown | ((request: SentRequest) => unknown);

/**
 * Stands in for the HTTP API at the network boundary (global fetch): answers JSON by 'METHOD /api/path', 404
 * otherwise, and records what was sent. The app's own code (API client, hooks, components) runs unchanged. An
 * answer function may return a promise: a response still on its way.
 */
export function fakeApi(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: jsonBody(init?.body),
    };
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    if (answer === undefined) return new Response(JSON.stringify({ error: 'Not found.' }), { status: 404 });
    const body = typeof answer === 'function' ? await answer(request) : answer;
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}
