import { describe, expect, it } from 'vitest';
import { sseReader, type SseMessage } from './sse';

function read(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const push = sseReader(
    (message) => messages.push(message),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) push(chunk);
  return { messages, retries };
}

describe('sseReader', () => {
  it('gives each message when its blank line arrives, however the chunks cut it', () => {
    const { messages } = read(['da', 'ta: {"type":"sch', 'edule"}\n', '\n', 'event: end\r\ndata: {"code":"SESSION_ENDED"}\r', '\n\r\n']);
    expect(messages).toEqual([
      { event: 'message', data: '{"type":"schedule"}' },
      { event: 'end', data: '{"code":"SESSION_ENDED"}' },
    ]);
  });

  it('skips comments (the keep-alive), drops a message without data, joins data lines and reads retry', () => {
    const { messages, retries } = read([': keep-alive\n\n', 'retry: 3000\n\n', 'event: lonely\n\n', 'data: one\ndata:two\n\n', 'retry: soon\n\n']);
    expect(messages).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(retries).toEqual([3000]);
  });

  it('holds an unfinished message back until its end comes', () => {
    const { messages } = read(['data: {"a":1}\n']);
    expect(messages).toEqual([]);
  });
});
