/** One Server-Sent Events message: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere (the HTML standard's rules, kept to
 * what the API sends): comment lines are skipped, a blank line ends a message, a message without data
 * is dropped, and `retry:` gives the reconnection delay. Answers the function that takes each chunk.
 */
export function sseReader(onMessage: (message: SseMessage) => void, onRetry: (ms: number) => void = () => {}): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return (chunk) => {
    buffer += chunk;
    // A line ends at \n, \r\n or \r; a \r at the chunk's end may be half of a \r\n still to come.
    let match: RegExpExecArray | null;
    const ending = /\r\n|\n|\r(?!$)/g;
    let start = 0;
    while ((match = ending.exec(buffer)) !== null) {
      line(buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
  };
}
