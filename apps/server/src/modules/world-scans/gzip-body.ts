// A world scan report may come gzipped (Content-Encoding: gzip; the browser compresses its JSON, mostly save times,
// to a small part of its size). Only that route takes it: the body is inflated as it arrives, and inflating stops
// at the JSON body limit, so a gzip bomb costs no more memory and CPU than the largest report does.
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

/** A preParsing hook: the body as sent, or, when it is gzip, inflated (at most `maxBytes`). */
export function gzipBody(maxBytes: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> => {
    const encoding = request.headers['content-encoding']?.trim();
    if (!encoding || encoding.toLowerCase() === 'identity') return payload;
    if (encoding.toLowerCase() !== 'gzip' || request.isMultipart()) {
      throw new HttpError(
        415,
        `Content-Encoding ${encoding} is not taken here: send the scan report as JSON, plain or gzip.`,
      );
    }
    return gunzipWithin(payload, maxBytes);
  };
}

/**
 * The inflated body as a stream that fails with 413 past `maxBytes` (400 when it is no gzip). It tells Fastify the
 * bytes received (`receivedEncodedLength`), which its Content-Length check compares.
 */
function gunzipWithin(source: Readable, maxBytes: number): Readable {
  const gunzip = createGunzip();
  const out = new PassThrough();
  let encoded = 0;
  let inflated = 0;
  Object.defineProperty(out, 'receivedEncodedLength', { get: () => encoded });
  const stop = (error: HttpError) => {
    source.unpipe(gunzip);
    gunzip.destroy();
    // The rest of the body is read and dropped (not inflated), as Fastify does with a body over its limit.
    source.resume();
    out.destroy(error);
  };
  source.on('data', (chunk: Buffer) => {
    encoded += chunk.length;
  });
  source.on('error', (error) => out.destroy(error));
  gunzip.on('data', (chunk: Buffer) => {
    inflated += chunk.length;
    if (inflated > maxBytes) {
      const mb = maxBytes / 1024 / 1024;
      stop(
        new HttpError(413, `The gzip body inflates to more than ${mb} MB, the most a scan report may be.`),
      );
      return;
    }
    if (!out.write(chunk)) {
      gunzip.pause();
      out.once('drain', () => gunzip.resume());
    }
  });
  gunzip.on('end', () => out.end());
  gunzip.on('error', (error) => stop(new HttpError(400, `The body is not valid gzip (${error.message}).`)));
  source.pipe(gunzip);
  return out;
}
