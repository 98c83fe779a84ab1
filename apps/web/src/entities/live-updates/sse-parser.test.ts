import { describe, expect, it } from 'vitest';
import { type SseMessage, SseParser } from './sse-parser';

function parse(chunks: readonly string[]): { messages: SseMessage[]; retries: number[] } {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = new SseParser(
    (message) => messages.push(message),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries };
}

const message = (data: string, event = 'message', id = ''): SseMessage => ({ event, data, id });

/** Every way to cut `text` in two. */
function splits(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
}

describe('SseParser', () => {
  it.each([
    ['one data line', 'data: {"a":1}\n\n', [message('{"a":1}')]],
    ['no space after the colon', 'data:x\n\n', [message('x')]],
    ['only one leading space is dropped', 'data:  x\n\n', [message(' x')]],
    ['several data lines joined with LF', 'data: a\ndata: b\n\n', [message('a\nb')]],
    ['CRLF line endings', 'data: a\r\n\r\ndata: b\r\n\r\n', [message('a'), message('b')]],
    ['CR line endings', 'data: a\r\rdata: b\r\r', [message('a'), message('b')]],
    ['comments (heartbeats) are skipped', ': heartbeat\n\n: connected\ndata: a\n\n', [message('a')]],
    ['no dispatch without data', 'event: ping\n\n', []],
    ['an incomplete message waits for its blank line', 'data: a\n', []],
    ['event name and id', 'event: towns\nid: 7\ndata: a\n\n', [message('a', 'towns', '7')]],
    [
      'the id is kept for later messages',
      'id: 7\ndata: a\n\ndata: b\n\n',
      [message('a', 'message', '7'), message('b', 'message', '7')],
    ],
    ['a field without colon has an empty value', 'data\n\n', [message('')]],
    ['unknown fields are ignored', 'foo: bar\ndata: a\n\n', [message('a')]],
  ])('%s', (_name, text, expected) => {
    expect(parse([text]).messages).toEqual(expected);
  });

  it('gives the same messages however the text is cut into chunks', () => {
    const text =
      'retry: 3000\r\n: connected\r\n\r\ndata: {"type":"towns"}\r\n\r\n: heartbeat\n\ndata: x\rdata: y\r\r';
    const whole = parse([text]);
    expect(whole.messages).toEqual([message('{"type":"towns"}'), message('x\ny')]);
    expect(whole.retries).toEqual([3000]);
    for (const chunks of splits(text)) expect(parse(chunks)).toEqual(whole);
    expect(parse([...text])).toEqual(whole);
  });

  it('reads retry only when it is a whole number', () => {
    expect(parse(['retry: 3000\nretry: 1.5\nretry: x\n\n']).retries).toEqual([3000]);
  });
});
