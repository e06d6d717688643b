import type { GatewayAck, GatewayCommand } from '@radiant/contract';

/** A gateway's batch as it goes on the wire: readings column by column, and the outdoor hours it completed. */
export interface GatewayBatch {
  columns: {
    radiator_id: number[];
    at: string[];
    interval_s: number[];
    room_c: number[];
    setpoint_c: number[];
    output_pct: number[];
    energy_wh: number[];
    window_open: boolean[];
    reached_setpoint: boolean[];
  };
  outdoor: { hour: string; temperature_c: number }[];
}

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
