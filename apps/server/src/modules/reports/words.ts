import type { PdfLanguage } from '../../pdf/text.ts';

// The words of a monthly report, its PDF and its mail, in each language a client's report may be written in
// (the client's report settings). Its CSV file keeps the API's codes in every language.

/** The month in figures, by their codes in the CSV file (`figuresOf`). */
export interface FigureLabels {
  homes: string;
  radiators: string;
  energy_kwh: string;
  degree_days: string;
  kwh_per_degree_day: string;
  cost_gbp: string;
  radiators_struggling: string;
  radiators_offline: string;
  damp_homes_severe_or_high: string;
  excess_cold_homes: string;
  alarms_raised: string;
  cases_opened: string;
  cases_closed: string;
  cases_open_at_end: string;
  deadlines_met: string;
  deadlines_missed: string;
}

const en = {
  title: (client: string, month: string) => `Monthly report: ${client}, ${month}`,
  subject: 'Monthly report',
  intro: (from: string, to: string, at: string) =>
    `From ${from} to ${to}, prepared by Radiant on ${at} (UK time) from the readings of the client's homes.`,
  monthInFigures: 'The month in figures',
  figureColumns: ['Figure', 'Value'],
  figures: (baseC: string): FigureLabels => ({
    homes: 'Homes',
    radiators: 'Radiators in service',
    energy_kwh: 'Energy (kWh)',
    degree_days: `Degree-days (base ${baseC} °C)`,
    kwh_per_degree_day: 'Energy per degree-day (kWh)',
    cost_gbp: 'Cost (GBP)',
    radiators_struggling: 'Radiators struggling',
    radiators_offline: 'Radiators offline over 24 h',
    damp_homes_severe_or_high: 'Homes at severe or high damp risk',
    excess_cold_homes: 'Homes with excess cold',
    alarms_raised: 'Alarms raised',
    cases_opened: 'Cases opened',
    cases_closed: 'Cases closed',
    cases_open_at_end: 'Cases open at the end of the month',
    deadlines_met: 'Deadlines due in the month and met',
    deadlines_missed: 'Deadlines due in the month and missed',
  }),
  energy: 'Energy and the weather',
  energyColumns: ['Energy', 'Degree-days', 'kWh per degree-day', 'Mean room', 'Mean outdoor', 'Cost'],
  degreeDays: (baseC: string, price: string) =>
    `Degree-days below ${baseC} °C measure how cold the month was; energy per degree-day compares months and places whatever the weather. Cost at ${price} per kWh.`,
  energyPerDay: 'Energy per day (kWh)',
  energySeries: 'Energy',
  temperaturesPerDay: 'Mean temperatures per day (°C)',
  rooms: 'Rooms',
  outdoor: 'Outdoor',
  health: 'Radiator health',
  healthColumns: [
    'Radiators',
    'Reporting',
    'Offline over 24 h',
    'Struggling',
    'Never reaching setpoint',
    'Mean heat-up',
  ],
  minutes: (minutes: string) => `${minutes} min`,
  damp: 'Damp, mould and cold',
  dampIntro:
    "Homes by their worst room's damp and mould band over the month (BS EN ISO 13788), and homes with excess cold in their living rooms.",
  bandColumns: ['Severe', 'High', 'Moderate', 'Low', 'Too little data', 'Homes with excess cold'],
  homeColumns: ['Home', 'Resident', 'Band', 'Worst room', 'Mould-risk hours', 'Excess cold'],
  alarms: 'Alarms raised',
  alarmColumns: ['Raised', 'Alarm', 'Severity', 'Home', 'Room', 'Status now'],
  cases: 'Cases and their deadlines',
  casesSummary: (opened: number, closed: number, open: number) =>
    `${opened} opened, ${closed} closed, ${open} still open at the end of the month. Deadlines that fell due in the month, met or missed:`,
  deadlineColumns: ['Case', 'Hazard', 'Home', 'Deadline', 'Due', 'Status', 'Met'],
  moreInCsv: (shown: number, total: number) => `The first ${shown} of ${total}; the CSV file lists them all.`,
  mailSubject: (month: string, client: string) => `Your Radiant report for ${month}: ${client}`,
  mailBody: (client: string, month: string) => [
    'Hello,',
    '',
    `Attached is ${client}'s heating report for ${month}: energy and degree-days, radiator health, damp and cold, alarms, and the cases with their deadlines met and missed.`,
    'The PDF is for reading; the CSV file holds the same figures, one a line, for spreadsheets.',
    '',
    'Radiant',
  ],
};

export type ReportWords = typeof en;

const de: ReportWords = {
  title: (client, month) => `Monatsbericht: ${client}, ${month}`,
  subject: 'Monatsbericht',
  intro: (from, to, at) =>
    `Vom ${from} bis ${to}, erstellt von Radiant am ${at} (britische Zeit) aus den Messwerten der Wohnungen des Kunden.`,
  monthInFigures: 'Der Monat in Zahlen',
  figureColumns: ['Kennzahl', 'Wert'],
  figures: (baseC) => ({
    homes: 'Wohnungen',
    radiators: 'Heizkörper in Betrieb',
    energy_kwh: 'Energie (kWh)',
    degree_days: `Gradtage (Basis ${baseC} °C)`,
    kwh_per_degree_day: 'Energie je Gradtag (kWh)',
    cost_gbp: 'Kosten (GBP)',
    radiators_struggling: 'Heizkörper mit Mühe',
    radiators_offline: 'Heizkörper über 24 h offline',
    damp_homes_severe_or_high: 'Wohnungen mit schwerem oder hohem Feuchterisiko',
    excess_cold_homes: 'Wohnungen mit übermäßiger Kälte',
    alarms_raised: 'Ausgelöste Alarme',
    cases_opened: 'Eröffnete Fälle',
    cases_closed: 'Geschlossene Fälle',
    cases_open_at_end: 'Am Monatsende offene Fälle',
    deadlines_met: 'Im Monat fällige und eingehaltene Fristen',
    deadlines_missed: 'Im Monat fällige und versäumte Fristen',
  }),
  energy: 'Energie und Wetter',
  energyColumns: ['Energie', 'Gradtage', 'kWh je Gradtag', 'Mittel Raum', 'Mittel außen', 'Kosten'],
  degreeDays: (baseC, price) =>
    `Gradtage unter ${baseC} °C messen, wie kalt der Monat war; Energie je Gradtag vergleicht Monate und Orte unabhängig vom Wetter. Kosten zu ${price} je kWh.`,
  energyPerDay: 'Energie je Tag (kWh)',
  energySeries: 'Energie',
  temperaturesPerDay: 'Mittlere Temperaturen je Tag (°C)',
  rooms: 'Räume',
  outdoor: 'Außen',
  health: 'Zustand der Heizkörper',
  healthColumns: [
    'Heizkörper',
    'Meldend',
    'Über 24 h offline',
    'Mit Mühe',
    'Erreichen Sollwert nie',
    'Mittl. Aufheizen',
  ],
  minutes: (minutes) => `${minutes} min`,
  damp: 'Feuchte, Schimmel und Kälte',
  dampIntro:
    'Wohnungen nach dem Feuchte- und Schimmelband ihres schlechtesten Raums im Monat (DIN EN ISO 13788) und Wohnungen mit übermäßiger Kälte in ihren Wohnräumen.',
  bandColumns: ['Schwer', 'Hoch', 'Mittel', 'Niedrig', 'Zu wenig Daten', 'Wohnungen mit übermäßiger Kälte'],
  homeColumns: [
    'Wohnung',
    'Bewohner',
    'Band',
    'Schlechtester Raum',
    'Stunden Schimmelrisiko',
    'Übermäßige Kälte',
  ],
  alarms: 'Ausgelöste Alarme',
  alarmColumns: ['Ausgelöst', 'Alarm', 'Schwere', 'Wohnung', 'Raum', 'Stand jetzt'],
  cases: 'Fälle und ihre Fristen',
  casesSummary: (opened, closed, open) =>
    `${opened} eröffnet, ${closed} geschlossen, ${open} am Monatsende noch offen. Im Monat fällige Fristen, eingehalten oder versäumt:`,
  deadlineColumns: ['Fall', 'Gefahr', 'Wohnung', 'Frist', 'Fällig', 'Stand', 'Eingehalten'],
  moreInCsv: (shown, total) => `Die ersten ${shown} von ${total}; die CSV-Datei führt alle auf.`,
  mailSubject: (month, client) => `Ihr Radiant-Bericht für ${month}: ${client}`,
  mailBody: (client, month) => [
    'Guten Tag,',
    '',
    `anbei der Heizungsbericht von ${client} für ${month}: Energie und Gradtage, Zustand der Heizkörper, Feuchte und Kälte, Alarme und die Fälle mit ihren eingehaltenen und versäumten Fristen.`,
    'Das PDF ist zum Lesen; die CSV-Datei enthält dieselben Zahlen, eine je Zeile, für Tabellenkalkulationen.',
    '',
    'Radiant',
  ],
};

const ar: ReportWords = {
  title: (client, month) => `التقرير الشهري: ${client}، ${month}`,
  subject: 'التقرير الشهري',
  intro: (from, to, at) =>
    `من ${from} إلى ${to}، أعدّه Radiant في ${at} (بتوقيت المملكة المتحدة) من قراءات مساكن العميل.`,
  monthInFigures: 'الشهر بالأرقام',
  figureColumns: ['المؤشر', 'القيمة'],
  figures: (baseC) => ({
    homes: 'المساكن',
    radiators: 'المشعّات العاملة',
    energy_kwh: 'الطاقة (kWh)',
    degree_days: `درجات التدفئة اليومية (الأساس ${baseC} °C)`,
    kwh_per_degree_day: 'الطاقة لكل درجة يومية (kWh)',
    cost_gbp: 'التكلفة (GBP)',
    radiators_struggling: 'مشعّات متعثرة',
    radiators_offline: 'مشعّات غير متصلة لأكثر من 24 ساعة',
    damp_homes_severe_or_high: 'مساكن بخطر رطوبة شديد أو مرتفع',
    excess_cold_homes: 'مساكن تعاني البرودة المفرطة',
    alarms_raised: 'التنبيهات المُطلقة',
    cases_opened: 'الحالات المفتوحة',
    cases_closed: 'الحالات المغلقة',
    cases_open_at_end: 'الحالات المفتوحة في نهاية الشهر',
    deadlines_met: 'مواعيد نهائية استحقت في الشهر واستُوفيت',
    deadlines_missed: 'مواعيد نهائية استحقت في الشهر وفاتت',
  }),
  energy: 'الطاقة والطقس',
  energyColumns: ['الطاقة', 'درجات يومية', 'kWh لكل درجة يومية', 'متوسط الغرف', 'متوسط الخارج', 'التكلفة'],
  degreeDays: (baseC, price) =>
    `تقيس درجات التدفئة اليومية تحت ${baseC} °C مدى برودة الشهر؛ والطاقة لكل درجة يومية تقارن الأشهر والأماكن أيًّا كان الطقس. التكلفة بسعر ${price} لكل kWh.`,
  energyPerDay: 'الطاقة يوميًا (kWh)',
  energySeries: 'الطاقة',
  temperaturesPerDay: 'متوسط درجات الحرارة يوميًا (°C)',
  rooms: 'الغرف',
  outdoor: 'الخارج',
  health: 'حالة المشعّات',
  healthColumns: [
    'المشعّات',
    'ترسل قراءات',
    'غير متصلة لأكثر من 24 ساعة',
    'متعثرة',
    'لا تبلغ نقطة الضبط أبدًا',
    'متوسط التسخين',
  ],
  minutes: (minutes) => `${minutes} دقيقة`,
  damp: 'الرطوبة والعفن والبرودة',
  dampIntro:
    'المساكن حسب فئة الرطوبة والعفن لأسوأ غرفها خلال الشهر (BS EN ISO 13788)، والمساكن التي تعاني البرودة المفرطة في غرف المعيشة.',
  bandColumns: ['شديدة', 'مرتفعة', 'متوسطة', 'منخفضة', 'بيانات غير كافية', 'مساكن تعاني البرودة المفرطة'],
  homeColumns: ['المسكن', 'المقيم', 'الفئة', 'أسوأ غرفة', 'ساعات خطر العفن', 'البرودة المفرطة'],
  alarms: 'التنبيهات المُطلقة',
  alarmColumns: ['أُطلق', 'التنبيه', 'الخطورة', 'المسكن', 'الغرفة', 'الوضع الآن'],
  cases: 'الحالات ومواعيدها النهائية',
  casesSummary: (opened, closed, open) =>
    `فُتحت ${opened}، وأُغلقت ${closed}، وبقيت ${open} مفتوحة في نهاية الشهر. المواعيد النهائية التي استحقت في الشهر، مستوفاة أو فائتة:`,
  deadlineColumns: ['الحالة', 'الخطر', 'المسكن', 'الموعد النهائي', 'الاستحقاق', 'الوضع', 'الاستيفاء'],
  moreInCsv: (shown, total) => `أول ${shown} من ${total}؛ ويسردها ملف CSV كلها.`,
  mailSubject: (month, client) => `تقرير Radiant الخاص بكم لشهر ${month}: ${client}`,
  mailBody: (client, month) => [
    'مرحبًا،',
    '',
    `مرفق تقرير التدفئة لـ ${client} عن ${month}: الطاقة ودرجات التدفئة اليومية، وحالة المشعّات، والرطوبة والبرودة، والتنبيهات، والحالات مع مواعيدها النهائية المستوفاة والفائتة.`,
    'ملف PDF للقراءة؛ ويحتوي ملف CSV على الأرقام نفسها، رقمًا في كل سطر، لجداول البيانات.',
    '',
    'Radiant',
  ],
};

export const REPORT_WORDS: Record<PdfLanguage, ReportWords> = { en, de, ar };
