import type { LiveEvent } from '@carcare/contracts';
import { LIVE_CHANNEL } from '../../db/live-channel';

type Listener = (event: LiveEvent) => void;

interface Subscriber {
  listener: Listener;
  /** Called when the server shuts down: the stream ends so the shutdown does not wait on it. */
  onClose: () => void;
}

/** This process's open streams, fed by the database's notifications on the live channel. */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private stop: (() => Promise<void>) | null = null;

  /** Starts listening; `listen` is the database's (OpenDb.listen). */
  async start(listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>): Promise<void> {
    this.stop = await listen(LIVE_CHANNEL, (payload) => this.deliver(payload));
  }

  subscribe(listener: Listener, onClose: () => void = () => {}): () => void {
    const subscriber = { listener, onClose };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Ends every open stream (server shutdown). */
  endStreams(): void {
    for (const subscriber of [...this.subscribers]) subscriber.onClose();
    this.subscribers.clear();
  }

  async close(): Promise<void> {
    this.endStreams();
    await this.stop?.();
    this.stop = null;
  }

  private deliver(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers) subscriber.listener(event);
  }
}
