/** An event as the live stream sends it (a `data:` line's JSON). */
export interface LiveEventSeen {
  type: string;
  workshop_id?: number;
  dates?: string[];
  admin_ids?: number[];
}

/** An open GET /api/v1/events: the `data:` events it has delivered so far. */
export interface EventStream {
  status: number;
  contentType: string | null;
  events: LiveEventSeen[];
  close(): void;
}

/** Opens the live stream as the console does (fetch, the token in the Authorization header) and collects its events. */
export async function openEventStream(origin: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: LiveEventSeen[] = [];
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const data = lines.find((line) => line.startsWith('data: '));
            // Only the unnamed events: a named one (`event: end`) closes the stream.
            if (data && !lines.some((line) => line.startsWith('event: '))) events.push(JSON.parse(data.slice(6)) as LiveEventSeen);
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return { status: response.status, contentType: response.headers.get('content-type'), events, close: () => controller.abort() };
}
