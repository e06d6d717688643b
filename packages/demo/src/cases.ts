import type { CaseEventCreate, CaseHazard, CaseSeverity } from '@radiant/contract';

// The demo's cases: a working quarter of a social landlord's damp, cold and emergency cases, each a story of
// steps taken hours after it was opened. The server plays each story up to now, so the screens show cases in
// every state: deadlines met, a few missed, some still running, some just opened.

export interface DemoCase {
  hazard: CaseHazard;
  severity?: CaseSeverity;
  /** Opened this many days before the demo is loaded. */
  openedDaysAgo: number;
  description: string;
  /** The steps, each this many hours after the opening; those still to come when loaded are left out. */
  steps: (CaseEventCreate & { afterHours: number })[];
}

const DAY = 24;

export const DEMO_CASES: DemoCase[] = [
  {
    hazard: 'damp_mould',
    openedDaysAgo: 84,
    description: 'Resident reports black mould on the bedroom ceiling and behind the wardrobe.',
    steps: [
      { afterHours: 3, kind: 'contact', outcome: 'no_access', text: 'Called twice; voicemail left.' },
      { afterHours: 26, kind: 'contact', outcome: 'reached', text: 'Visit agreed for Thursday morning.' },
      { afterHours: 3 * DAY, kind: 'status', to: 'investigating' },
      {
        afterHours: 6 * DAY,
        kind: 'note',
        text: 'Surveyor: condensation mould on the north wall; extractor fan not working.',
      },
      { afterHours: 7 * DAY, kind: 'status', to: 'works', text: 'Investigation concluded.' },
      {
        afterHours: 8 * DAY,
        kind: 'note',
        text: 'Written summary posted to the resident.',
        milestone: 'summary_sent',
      },
      { afterHours: 11 * DAY, kind: 'note', text: 'Mould treated, fan replaced.', milestone: 'made_safe' },
      {
        afterHours: 30 * DAY,
        kind: 'note',
        text: 'Loft insulation ordered.',
        milestone: 'further_work_begun',
      },
      { afterHours: 52 * DAY, kind: 'status', to: 'closed', reason: 'resolved', text: 'Insulation fitted.' },
    ],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 70,
    description: 'Damp patch spreading under the kitchen window; the alarm agrees.',
    steps: [
      { afterHours: 2 * DAY, kind: 'contact', outcome: 'no_access', text: 'Card left.' },
      { afterHours: 6 * DAY, kind: 'contact', outcome: 'no_access', text: 'Nobody in again.' },
      { afterHours: 13 * DAY, kind: 'contact', outcome: 'reached' },
      { afterHours: 16 * DAY, kind: 'status', to: 'investigating' },
      { afterHours: 20 * DAY, kind: 'status', to: 'works', text: 'Failed seal on the window.' },
      { afterHours: 27 * DAY, kind: 'note', text: 'Summary sent late.', milestone: 'summary_sent' },
      { afterHours: 29 * DAY, kind: 'note', text: 'Window resealed.', milestone: 'made_safe' },
      { afterHours: 45 * DAY, kind: 'status', to: 'closed', reason: 'resolved' },
    ],
  },
  {
    hazard: 'excess_cold',
    openedDaysAgo: 40,
    description: 'Living room below 16 °C most evenings in the cold snap.',
    steps: [
      { afterHours: 4, kind: 'contact', outcome: 'reached', text: 'Resident rationing heating: costs.' },
      { afterHours: 2 * DAY, kind: 'status', to: 'investigating' },
      {
        afterHours: 5 * DAY,
        kind: 'note',
        text: 'Referred to the fuel-poverty adviser; radiator valves checked.',
      },
      { afterHours: 6 * DAY, kind: 'status', to: 'closed', reason: 'not_a_hazard', text: 'Heating works.' },
    ],
  },
  {
    hazard: 'emergency',
    openedDaysAgo: 33,
    description: 'Ceiling bulging after a leak from the flat above.',
    steps: [
      { afterHours: 1, kind: 'contact', outcome: 'reached' },
      { afterHours: 5, kind: 'note', text: 'Area cordoned off, water isolated.', milestone: 'made_safe' },
      { afterHours: 9 * DAY, kind: 'status', to: 'closed', reason: 'resolved', text: 'Ceiling replaced.' },
    ],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 26,
    description: 'Mould around the bathroom window.',
    steps: [
      { afterHours: DAY, kind: 'contact', outcome: 'reached' },
      { afterHours: 4 * DAY, kind: 'status', to: 'investigating' },
      { afterHours: 9 * DAY, kind: 'status', to: 'works' },
      { afterHours: 10 * DAY, kind: 'note', text: 'Summary sent.', milestone: 'summary_sent' },
    ],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 19,
    description: 'Condensation streaming down the bedroom walls each morning.',
    steps: [
      { afterHours: 5, kind: 'contact', outcome: 'no_access' },
      { afterHours: 2 * DAY, kind: 'status', to: 'investigating' },
    ],
  },
  {
    hazard: 'excess_cold',
    openedDaysAgo: 12,
    description: 'Home mostly at frost setpoints through the cold week.',
    steps: [{ afterHours: 8, kind: 'contact', outcome: 'resident_declined', text: 'Declined a visit.' }],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 9,
    description: 'Musty smell and spots on the living room wall.',
    steps: [{ afterHours: 3 * DAY, kind: 'status', to: 'investigating' }],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 4,
    description: 'Resident rang about mould in the child’s bedroom.',
    steps: [{ afterHours: 2, kind: 'contact', outcome: 'reached', text: 'Visit booked.' }],
  },
  {
    hazard: 'other',
    openedDaysAgo: 2,
    description: 'Loose radiator bracket.',
    steps: [],
  },
  {
    hazard: 'damp_mould',
    openedDaysAgo: 0,
    description: 'Reported this morning: mould on the hall ceiling.',
    steps: [],
  },
  {
    hazard: 'excess_cold',
    openedDaysAgo: 55,
    description: 'Radiators cold upstairs.',
    steps: [
      { afterHours: DAY, kind: 'contact', outcome: 'no_access' },
      { afterHours: 8 * DAY, kind: 'contact', outcome: 'no_access' },
      { afterHours: 15 * DAY, kind: 'contact', outcome: 'no_access' },
      {
        afterHours: 22 * DAY,
        kind: 'status',
        to: 'closed',
        reason: 'no_access',
        text: 'Three letters sent.',
      },
    ],
  },
];
