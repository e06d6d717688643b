import type { GatewayAck, GatewayCommand, ReadingColumnsInput, TelemetryBatchInput } from '@radiant/contract';

/** A gateway's batch as it goes on the wire: readings column by column, and the outdoor hours it completed. */
export type GatewayBatch = Required<Pick<TelemetryBatchInput, 'outdoor'>> & {
  columns: Required<ReadingColumnsInput>;
};

/** What a gateway does with the changes it receives: applies them and answers its confirmations. */
export type ChangeHandler = (changes: GatewayCommand[]) => GatewayAck[];

/** How a gateway reaches Radiant: by HTTP requests, or through an MQTT broker. */
export interface GatewayLink {
  /** Sends a batch; throws when it was not stored (the gateway keeps it and tries again). */
  send(batch: GatewayBatch): Promise<void>;
  /** Receives changes from now on, handing each lot to `handle` and confirming what it answers. */
  listen(handle: ChangeHandler): void;
  close(): Promise<void>;
}
