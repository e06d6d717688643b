import {
  GATEWAY_WAIT_MAX_S,
  type GatewayCommand,
  gatewayOperations,
  telemetryOperations,
} from '@radiant/contract';
import type { ChangeHandler, GatewayBatch, GatewayLink } from './link.ts';

/** How long a gateway waits before asking again after a failed request. */
const RETRY_MS = 5_000;

/** A gateway speaking HTTP to the server at `baseUrl` with its device key: batches, and long-polls for changes. */
export class HttpLink implements GatewayLink {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly closing = new AbortController();

  constructor(baseUrl: string, key: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.headers = { authorization: `Device ${key}`, 'content-type': 'application/json' };
  }

  async send(batch: GatewayBatch): Promise<void> {
    await this.request(telemetryOperations.ingest.method, telemetryOperations.ingest.path, batch);
  }

  listen(handle: ChangeHandler): void {
    void this.poll(handle);
  }

  async close(): Promise<void> {
    this.closing.abort();
  }

  /** Asks for changes, waiting up to 30 s each time, until closed; confirms each lot once applied. */
  private async poll(handle: ChangeHandler): Promise<void> {
    const { commands, ack } = gatewayOperations;
    while (!this.closing.signal.aborted) {
      try {
        const answer = await this.request(commands.method, `${commands.path}?wait=${GATEWAY_WAIT_MAX_S}`);
        const changes = (answer.data as { commands: GatewayCommand[] }).commands;
        if (changes.length > 0) await this.request(ack.method, ack.path, handle(changes));
      } catch {
        if (this.closing.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private async request(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? { authorization: this.headers.authorization ?? '' } : this.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: this.closing.signal,
    });
    const answer = (await response.json()) as { data: unknown; description?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.description ?? ''}`);
    return answer;
  }
}
