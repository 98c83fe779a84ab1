// Minimal keep-alive HTTP client for latency measurements (less overhead than fetch).
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface TimedResponse {
  status: number;
  ms: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** One request; `ms` runs from sending to the last byte of the body. */
export function timedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TimedResponse> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks),
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await timedRequest(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${response.body.toString()}`);
  return (JSON.parse(response.body.toString()) as { access_token: string }).access_token;
}

export function closeHttpAgent(): void {
  agent.destroy();
}
