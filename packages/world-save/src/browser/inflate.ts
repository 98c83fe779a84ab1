// Inflating in a browser (or any host with the Compression Streams API, Node 18+ too): DecompressionStream,
// 'deflate' for zlib chunks and 'gzip' for gzip chunks and level.dat, stopped as soon as the output goes over
// `maxBytes` so a zip bomb costs no more here than on the server.
import type { RegionAnswer } from '../region-core';

export type InflateFormat = 'deflate' | 'gzip';

export type InflateAnswer = Extract<
  RegionAnswer,
  { bytes: Uint8Array } | { tooLarge: true } | { failed: true }
>;

export async function inflateWeb(
  format: InflateFormat,
  payload: Uint8Array,
  maxBytes: number,
): Promise<InflateAnswer> {
  const stream = new DecompressionStream(format);
  const writer = stream.writable.getWriter();
  // Errors surface on the readable side; the writer's own promises would only repeat them.
  // A copy of its own: Chromium inflates a view into a whole region file's buffer markedly slower (measured).
  writer.write(payload.slice()).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { tooLarge: true };
      }
      parts.push(value);
    }
  } catch {
    return { failed: true };
  }
  if (parts.length === 1) return { bytes: parts[0]! };
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes };
}
