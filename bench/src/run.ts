// `npm run bench [-- core | users [--users N] | heating [--homes N --months M] | damp [--homes N] | cases [--cases N] | reports [--homes N] | control [--gateways G] | mqtt-flood [--batches N] | load [--engine pglite] | lighthouse]`: one suite per run; `core` (start-up, throughput, bundle) by default.
const suites = {
  core: () => import('./core.ts'),
  users: () => import('./users/suite.ts'),
  heating: () => import('./heating/suite.ts'),
  damp: () => import('./damp.ts'),
  cases: () => import('./cases.ts'),
  reports: () => import('./reports.ts'),
  control: () => import('./control.ts'),
  'mqtt-flood': () => import('./mqtt-flood.ts'),
  load: () => import('./load/suite.ts'),
  lighthouse: () => import('./lighthouse.ts'),
};

const name = process.argv[2] ?? 'core';
if (!(name in suites))
  throw new Error(`Unknown bench suite "${name}": use ${Object.keys(suites).join(', ')}.`);
await suites[name as keyof typeof suites]();
