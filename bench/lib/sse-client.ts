// Server-sent event streams for the events benchmark: plain node:http, one connection each.
import { request } from 'node:http';

export interface SseStream {
  close(): void;
}

/**
 * Opens GET `url` with the token and resolves once the server answered 200; each message's `data:` text goes
 * to `onData` (none: an idle client that reads and drops what comes, as a browser tab in the background does).
 */
export function openSse(url: string, token: string, onData?: (data: string) => void): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        if (!onData) return;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) if (line.startsWith('data: ')) onData(line.slice(6));
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}
