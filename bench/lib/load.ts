// A bounded autocannon run on 127.0.0.1.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  megabytesPerSecond: number;
  /** Answers other than 2xx, plus errors and timeouts. */
  failures: number;
}

export async function runLoad(
  url: string,
  {
    connections = 10,
    seconds = 10,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    megabytesPerSecond: result.throughput.average / 1e6,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
