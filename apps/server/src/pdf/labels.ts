import type {
  AlarmRule,
  AlarmSeverity,
  AlarmStatus,
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
import type { PdfLanguage } from './text.ts';

// The words Radiant's PDFs (evidence packs, monthly reports) print for the API's codes, as the console words them
// (their CSV files keep the codes).

export interface Labels {
  HAZARDS: Record<CaseHazard, string>;
  SEVERITIES: Record<CaseSeverity, string>;
  STATUSES: Record<CaseStatus, string>;
  CLOSE_REASONS: Record<CaseCloseReason, string>;
  OUTCOMES: Record<ContactOutcome, string>;
  MILESTONES: Record<CaseMilestone, string>;
  DEADLINES: Record<CaseDeadlineName, string>;
  DEADLINE_STATUSES: Record<DeadlineStatus, string>;
  NOTICES: Record<CaseNoticeKind, string>;
  EVENT_KINDS: Record<CaseEventKind, string>;
  COMMAND_STATUSES: Record<CommandStatus, string>;
  MODES: Record<HeatingMode, string>;
  BANDS: Record<RiskBand, string>;
  ALARM_RULES: Record<AlarmRule, string>;
  ALARM_SEVERITIES: Record<AlarmSeverity, string>;
  ALARM_STATUSES: Record<AlarmStatus, string>;
}

const en: Labels = {
  HAZARDS: {
    damp_mould: 'Damp and mould',
    excess_cold: 'Excess cold',
    emergency: 'Emergency',
    other: 'Other hazard',
  },
  SEVERITIES: { significant: 'Significant', emergency: 'Emergency' },
  STATUSES: { open: 'Open', investigating: 'Investigating', works: 'Works', closed: 'Closed' },
  CLOSE_REASONS: {
    resolved: 'Resolved',
    no_access: 'No access',
    resident_declined: 'Resident declined',
    duplicate: 'Duplicate',
    not_a_hazard: 'Not a hazard',
    other: 'Other reason',
  },
  OUTCOMES: { no_access: 'No access', resident_declined: 'Resident declined', reached: 'Reached' },
  MILESTONES: {
    made_safe: 'Made safe',
    summary_sent: 'Written summary sent',
    further_work_begun: 'Further work begun',
  },
  DEADLINES: {
    make_safe: 'Make safe',
    investigate: 'Investigate',
    written_summary: 'Written summary',
    safety_work: 'Safety work',
    further_work: 'Further work begun',
  },
  DEADLINE_STATUSES: { due: 'Due', due_soon: 'Due soon', met: 'Met', missed: 'Missed' },
  NOTICES: { approaching: 'Deadline approaching', missed: 'Deadline missed' },
  EVENT_KINDS: {
    opened: 'Opened',
    updated: 'Changed',
    note: 'Note',
    contact: 'Contact attempt',
    status: 'Status',
    alarm: 'Alarm',
    attachment: 'Attachment',
    command: 'Command sent',
    readings: 'Readings marked',
  },
  COMMAND_STATUSES: {
    pending: 'waiting',
    delivered: 'delivered',
    applied: 'applied',
    rejected: 'rejected',
    expired: 'expired',
    superseded: 'superseded',
  },
  MODES: { comfort: 'Comfort', eco: 'Eco', frost: 'Frost protection', off: 'Off', schedule: 'Schedule' },
  BANDS: { low: 'Low', moderate: 'Moderate', high: 'High', severe: 'Severe' },
  ALARM_RULES: {
    radiator_offline: 'Radiator offline',
    frost_risk: 'Frost risk',
    cold_home: 'Cold home',
    not_reaching_setpoint: 'Not reaching its setpoint',
    window_open: 'Window left open',
    overheating: 'Overheating',
    damp_risk: 'Damp and mould risk',
    excess_cold: 'Excess cold',
  },
  ALARM_SEVERITIES: { critical: 'Critical', major: 'Major', minor: 'Minor', warning: 'Warning' },
  ALARM_STATUSES: { active: 'Active', acknowledged: 'Acknowledged', cleared: 'Cleared' },
};

const de: Labels = {
  HAZARDS: {
    damp_mould: 'Feuchte und Schimmel',
    excess_cold: 'Übermäßige Kälte',
    emergency: 'Notfall',
    other: 'Sonstige Gefahr',
  },
  SEVERITIES: { significant: 'Erheblich', emergency: 'Notfall' },
  STATUSES: { open: 'Offen', investigating: 'In Prüfung', works: 'Arbeiten', closed: 'Geschlossen' },
  CLOSE_REASONS: {
    resolved: 'Behoben',
    no_access: 'Kein Zugang',
    resident_declined: 'Bewohner hat abgelehnt',
    duplicate: 'Duplikat',
    not_a_hazard: 'Keine Gefahr',
    other: 'Anderer Grund',
  },
  OUTCOMES: { no_access: 'Kein Zugang', resident_declined: 'Bewohner hat abgelehnt', reached: 'Erreicht' },
  MILESTONES: {
    made_safe: 'Gesichert',
    summary_sent: 'Schriftliche Zusammenfassung gesendet',
    further_work_begun: 'Weitere Arbeiten begonnen',
  },
  DEADLINES: {
    make_safe: 'Sichern',
    investigate: 'Untersuchen',
    written_summary: 'Schriftliche Zusammenfassung',
    safety_work: 'Sicherheitsarbeiten',
    further_work: 'Weitere Arbeiten begonnen',
  },
  DEADLINE_STATUSES: { due: 'Fällig', due_soon: 'Bald fällig', met: 'Eingehalten', missed: 'Versäumt' },
  NOTICES: { approaching: 'Frist naht', missed: 'Frist versäumt' },
  EVENT_KINDS: {
    opened: 'Eröffnet',
    updated: 'Geändert',
    note: 'Notiz',
    contact: 'Kontaktversuch',
    status: 'Status',
    alarm: 'Alarm',
    attachment: 'Anhang',
    command: 'Befehl gesendet',
    readings: 'Messwerte markiert',
  },
  COMMAND_STATUSES: {
    pending: 'ausstehend',
    delivered: 'zugestellt',
    applied: 'angewendet',
    rejected: 'abgelehnt',
    expired: 'abgelaufen',
    superseded: 'ersetzt',
  },
  MODES: { comfort: 'Komfort', eco: 'Eco', frost: 'Frostschutz', off: 'Aus', schedule: 'Zeitplan' },
  BANDS: { low: 'Niedrig', moderate: 'Mittel', high: 'Hoch', severe: 'Schwer' },
  ALARM_RULES: {
    radiator_offline: 'Heizkörper offline',
    frost_risk: 'Frostgefahr',
    cold_home: 'Kalte Wohnung',
    not_reaching_setpoint: 'Erreicht Sollwert nicht',
    window_open: 'Fenster offen gelassen',
    overheating: 'Überhitzung',
    damp_risk: 'Risiko für Feuchte und Schimmel',
    excess_cold: 'Übermäßige Kälte',
  },
  ALARM_SEVERITIES: { critical: 'Kritisch', major: 'Schwer', minor: 'Gering', warning: 'Warnung' },
  ALARM_STATUSES: { active: 'Aktiv', acknowledged: 'Bestätigt', cleared: 'Aufgehoben' },
};

const ar: Labels = {
  HAZARDS: {
    damp_mould: 'الرطوبة والعفن',
    excess_cold: 'البرودة المفرطة',
    emergency: 'طارئ',
    other: 'خطر آخر',
  },
  SEVERITIES: { significant: 'جسيم', emergency: 'طارئ' },
  STATUSES: { open: 'مفتوحة', investigating: 'قيد التحقيق', works: 'أعمال جارية', closed: 'مغلقة' },
  CLOSE_REASONS: {
    resolved: 'تمت المعالجة',
    no_access: 'تعذّر الدخول',
    resident_declined: 'رفض المقيم',
    duplicate: 'مكررة',
    not_a_hazard: 'ليست خطرًا',
    other: 'سبب آخر',
  },
  OUTCOMES: { no_access: 'تعذّر الدخول', resident_declined: 'رفض المقيم', reached: 'تم التواصل' },
  MILESTONES: {
    made_safe: 'تم تأمين السلامة',
    summary_sent: 'أُرسل الملخص الكتابي',
    further_work_begun: 'بدأت الأعمال الإضافية',
  },
  DEADLINES: {
    make_safe: 'تأمين السلامة',
    investigate: 'التحقيق',
    written_summary: 'الملخص الكتابي',
    safety_work: 'أعمال السلامة',
    further_work: 'بدء الأعمال الإضافية',
  },
  DEADLINE_STATUSES: { due: 'مستحق', due_soon: 'يستحق قريبًا', met: 'مستوفى', missed: 'فات موعده' },
  NOTICES: { approaching: 'اقتراب الموعد النهائي', missed: 'فوات الموعد النهائي' },
  EVENT_KINDS: {
    opened: 'فُتحت',
    updated: 'تغيير',
    note: 'ملاحظة',
    contact: 'محاولة تواصل',
    status: 'الوضع',
    alarm: 'إنذار',
    attachment: 'مرفق',
    command: 'أمر مرسل',
    readings: 'قراءات محددة',
  },
  COMMAND_STATUSES: {
    pending: 'بانتظار',
    delivered: 'سُلّم',
    applied: 'طُبّق',
    rejected: 'رُفض',
    expired: 'انتهت صلاحيته',
    superseded: 'استُبدل',
  },
  MODES: { comfort: 'راحة', eco: 'اقتصادي', frost: 'حماية من التجمد', off: 'إيقاف', schedule: 'جدول' },
  BANDS: { low: 'منخفضة', moderate: 'متوسطة', high: 'مرتفعة', severe: 'شديدة' },
  ALARM_RULES: {
    radiator_offline: 'مشعّ غير متصل',
    frost_risk: 'خطر التجمّد',
    cold_home: 'منزل بارد',
    not_reaching_setpoint: 'لا يبلغ نقطة الضبط',
    window_open: 'نافذة متروكة مفتوحة',
    overheating: 'ارتفاع مفرط في الحرارة',
    damp_risk: 'خطر الرطوبة والعفن',
    excess_cold: 'البرودة المفرطة',
  },
  ALARM_SEVERITIES: { critical: 'حرج', major: 'كبير', minor: 'بسيط', warning: 'تحذير' },
  ALARM_STATUSES: { active: 'نشط', acknowledged: 'مُقَرّ به', cleared: 'مُزال' },
};

export const LABELS: Record<PdfLanguage, Labels> = { en, de, ar };
