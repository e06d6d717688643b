import { judgeDampAndCold } from '../../modules/alarms/damp-sweep.ts';
import type { DemoDataSet } from '../index.ts';

/** The damp and cold alarms the demo's last week calls for, raised as the damp sweep would raise them. */
export const demoDampAlarms: DemoDataSet = {
  name: 'damp-alarms',
  async load(tx) {
    await judgeDampAndCold(tx);
  },
};
