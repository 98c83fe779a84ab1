/** One message of a server-sent event stream. */
export interface SseMessage {
  /** The `event:` field; 'message' when none was given. */
  event: string;
  /** The `data:` lines, joined with '\n'. */
  data: string;
  /** The last `id:` seen so far ('' when none). */
  id: string;
}

/**
 * An incremental parser of `text/event-stream` (the WHATWG event-stream rules): feed it text as it arrives, in
 * chunks cut anywhere, and it calls `onMessage` for each complete message. Lines end in CRLF, LF or CR; lines
 * starting with ':' are comments (heartbeats); a field name without ':' has an empty value; one space after
 * the ':' is dropped; a message without data lines is not dispatched; `retry:` goes to `onRetry`.
 */
export class SseParser {
  private buffer = '';
  /** The previous chunk ended in CR: an LF at the start of the next belongs to that line ending. */
  private pendingCr = false;
  private data: string[] = [];
  private event = '';
  private lastId = '';

  constructor(
    private readonly onMessage: (message: SseMessage) => void,
    private readonly onRetry: (ms: number) => void = () => {},
  ) {}

  push(chunk: string): void {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.onRetry(Number(value));
  }

  private dispatch(): void {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    if (data.length === 0) return;
    this.onMessage({ event, data: data.join('\n'), id: this.lastId });
  }
}
