// An autocannon run whose every request goes to a path of its own (e.g. a random server's search).
import autocannon from 'autocannon';

export interface RandomLoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Answers other than 2xx, plus errors and timeouts. */
  failures: number;
}

export async function runRandomLoad(
  baseUrl: string,
  path: () => string,
  {
    connections = 10,
    seconds = 10,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<RandomLoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: path() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
