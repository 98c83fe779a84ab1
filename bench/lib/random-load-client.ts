// The client side of a random-path load, run in a process of its own so that it does not share the event loop
// of the server it measures: `node --import tsx random-load-client.ts '<json>'` prints the result as JSON.
import autocannon from 'autocannon';
import type { RandomLoadOptions, RandomLoadResult } from './random-load';

const options = JSON.parse(process.argv[2] ?? '{}') as RandomLoadOptions;
const pick = () => options.paths[Math.floor(Math.random() * options.paths.length)] ?? '/';
const result = await autocannon({
  url: options.baseUrl,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
  requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: pick() }) }],
});
const answer: RandomLoadResult = {
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
};
process.stdout.write(JSON.stringify(answer));
