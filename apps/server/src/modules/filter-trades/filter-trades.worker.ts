// Worker thread of the Filter Trades strategy: runs `filterTrades` off the event loop (see filter-runner.ts).
import { parentPort } from 'node:worker_threads';
import { filterTrades } from '@tradehall/domain';
import type { WorkerReply, WorkerRequest } from './filter-protocol';

const port = parentPort;
if (port) {
  port.on('message', (message: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id: message.id, result: filterTrades(message.input, message.options) };
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}
