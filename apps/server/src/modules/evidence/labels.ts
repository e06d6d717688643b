import type {
  CaseCloseReason,
  CaseDeadlineName,
  CaseEventKind,
  CaseHazard,
  CaseMilestone,
  CaseNoticeKind,
  CaseSeverity,
  CaseStatus,
  CommandStatus,
  ContactOutcome,
  DeadlineStatus,
  HeatingMode,
  RiskBand,
} from '@radiant/contract';

// The words an evidence pack prints for the API's codes: the console's, in English (its CSV files keep the codes).

export const HAZARDS: Record<CaseHazard, string> = {
  damp_mould: 'Damp and mould',
  excess_cold: 'Excess cold',
  emergency: 'Emergency',
  other: 'Other hazard',
};
export const SEVERITIES: Record<CaseSeverity, string> = {
  significant: 'Significant',
  emergency: 'Emergency',
};
export const STATUSES: Record<CaseStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  works: 'Works',
  closed: 'Closed',
};
export const CLOSE_REASONS: Record<CaseCloseReason, string> = {
  resolved: 'Resolved',
  no_access: 'No access',
  resident_declined: 'Resident declined',
  duplicate: 'Duplicate',
  not_a_hazard: 'Not a hazard',
  other: 'Other reason',
};
export const OUTCOMES: Record<ContactOutcome, string> = {
  no_access: 'No access',
  resident_declined: 'Resident declined',
  reached: 'Reached',
};
export const MILESTONES: Record<CaseMilestone, string> = {
  made_safe: 'Made safe',
  summary_sent: 'Written summary sent',
  further_work_begun: 'Further work begun',
};
export const DEADLINES: Record<CaseDeadlineName, string> = {
  make_safe: 'Make safe',
  investigate: 'Investigate',
  written_summary: 'Written summary',
  safety_work: 'Safety work',
  further_work: 'Further work begun',
};
export const DEADLINE_STATUSES: Record<DeadlineStatus, string> = {
  due: 'Due',
  due_soon: 'Due soon',
  met: 'Met',
  missed: 'Missed',
};
export const NOTICES: Record<CaseNoticeKind, string> = {
  approaching: 'Deadline approaching',
  missed: 'Deadline missed',
};
export const EVENT_KINDS: Record<CaseEventKind, string> = {
  opened: 'Opened',
  updated: 'Changed',
  note: 'Note',
  contact: 'Contact attempt',
  status: 'Status',
  alarm: 'Alarm',
  attachment: 'Attachment',
  command: 'Command sent',
  readings: 'Readings marked',
};
export const COMMAND_STATUSES: Record<CommandStatus, string> = {
  pending: 'waiting',
  delivered: 'delivered',
  applied: 'applied',
  rejected: 'rejected',
  expired: 'expired',
  superseded: 'superseded',
};
export const MODES: Record<HeatingMode, string> = {
  comfort: 'Comfort',
  eco: 'Eco',
  frost: 'Frost protection',
  off: 'Off',
  schedule: 'Schedule',
};
export const BANDS: Record<RiskBand, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  severe: 'Severe',
};
