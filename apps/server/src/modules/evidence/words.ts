import type { PdfLanguage } from '../../pdf/text.ts';

// The sentences and headings of an evidence pack's PDF, in each language a PDF is written in.

const en = {
  packTitleCase: (id: number, hazard: string) => `Case ${id}: ${hazard}`,
  packTitleHome: (home: string, from: string, to: string) => `Home ${home}, ${from} to ${to}`,
  subject: 'Evidence pack',
  heading: (title: string) => `Evidence pack: ${title}`,
  preparedBy: (by: string, at: string, from: string, to: string) =>
    `Prepared by ${by} on ${at} (UK time), from the records Radiant keeps. Readings and commands from ${from} to ${to}.`,
  homeAndResident: 'The home and its resident',
  home: 'Home',
  floorArea: 'Floor area',
  walls: 'Walls (f_Rsi)',
  wallsDefault: 'Default 0.75 (no survey)',
  wallsSurveyed: (factor: number) => `${factor}, from a survey`,
  resident: 'Resident',
  contact: 'Contact',
  address: 'Address',
  landlord: 'Landlord (client)',
  noLandlord: 'None: a residential customer',
  theCase: 'The case',
  hazard: 'Hazard',
  severity: 'Severity',
  status: 'Status',
  rooms: 'Rooms',
  wholeHome: 'The whole home',
  opened: 'Opened',
  openedBy: (at: string, by: string | undefined) => `${at} by ${by ?? 'Radiant, from an alarm'}`,
  fromAlarm: 'From alarm',
  owner: 'Owner',
  noOwner: 'No owner',
  closed: 'Closed',
  notClosed: 'Not closed',
  description: 'Description',
  deadlines: 'Deadlines',
  clientClocks: (client: string) =>
    `The clocks of ${client}'s case policy, in working days of England and Wales where the policy counts them.`,
  policyClocks: 'The clocks of the case policy that applied when the case was opened.',
  deadlineColumns: ['Deadline', 'Due', 'Status', 'Met', 'Paused since'],
  clockHistory: "The clock's history",
  clockHistoryIntro: "The notices Radiant sent (to the client's webhooks) as deadlines came near and passed.",
  noticeColumns: ['Sent', 'Notice', 'Deadline', 'Due'],
  timeline: 'Timeline',
  timelineColumns: ['When', 'Who', 'What', 'Details'],
  radiant: 'Radiant',
  statusChange: (from: string, to: string) => `${from} to ${to}`,
  reason: (reason: string) => `reason: ${reason}`,
  alarm: (id: number) => `alarm ${id}`,
  attachmentListed: (name: string) => `${name} (listed under Attachments)`,
  commandListed: (id: number) => `command ${id} (listed under Commands)`,
  readingsOf: (room: string | undefined, from: string, to: string) =>
    `readings of ${room ?? 'the whole home'} from ${from} to ${to}`,
  changed: (field: string, from: string, to: string) => `${field}: ${from} to ${to}`,
  casesInPeriod: 'Cases in the period',
  caseColumns: ['Case', 'Hazard', 'Status', 'Opened', 'Closed', 'Next deadline'],
  commandSent: 'Command sent',
  caseOpened: 'Case opened',
  caseClosed: 'Case closed',
  notMeasured: 'not measured',
  hoursWithReadings: (count: number) => `${count} hours with readings.`,
  daysWithReadings: (count: number) =>
    `${count} days with readings, as daily means (the hourly readings of these days are no longer kept).`,
  noReadings: 'No readings in the period.',
  roomSummary: (f: RoomFigures) =>
    `${f.measured} Room temperature: mean ${f.mean}, lowest ${f.lowest}, highest ${f.highest}. Humidity: mean ${f.humidity}. Coldest surface at or above ${f.threshold} % humidity (mould risk) for ${f.mouldHours} hours, at 100 % (condensation) for ${f.condensationHours}.${f.band ? ` Damp band over the period: ${f.band}.` : ''}`,
  dailyMeans: ', daily means',
  temperatures: (per: string) => `Temperatures (°C${per})`,
  room: 'Room',
  setpoint: 'Setpoint',
  outdoor: 'Outdoor',
  coldestSurface: 'Coldest surface (estimated)',
  humidity: (per: string) => `Relative humidity (%${per})`,
  roomAir: 'Room air',
  mouldRisk: 'Mould risk (ISO 13788)',
  readings: 'Readings',
  readingsIntro:
    "Hourly means of the radiators in each room (daily means for days whose hours are no longer kept). The coldest surface is estimated from the room and outdoor temperatures and the walls' temperature factor (BS EN ISO 13788); mould is at risk where its humidity stays at 80 % or above. Vertical lines mark the case being opened and closed and the commands sent.",
  noRadiators: 'The home has no radiators, so no readings.',
  commandsSent: 'Commands sent to the home',
  commandColumns: ['Sent', 'By', 'Change', "The home's radiators", 'Delivered', 'Last confirmed or changed'],
  setpointAt: (celsius: number) => ` at ${celsius} °C`,
  until: (at: string) => ` until ${at}`,
  attachments: 'Attachments',
  attachmentsIntro:
    "The files attached to the case, each downloadable from it. The SHA-256 is of the file as uploaded: a copy's own hash shows whether it is the same file (photos are kept re-encoded, without what else the upload carried).",
  attachmentColumns: ['File', 'Type', 'Size', 'Added', 'By', 'SHA-256'],
  pdf: 'PDF',
  photo: 'Photo',
};

/** A room's figures, each already written, for the sentence that sums them up. */
interface RoomFigures {
  measured: string;
  mean: string;
  lowest: string;
  highest: string;
  humidity: string;
  threshold: number;
  mouldHours: number;
  condensationHours: number;
  band: string | null;
}

export type EvidenceWords = typeof en;

const de: EvidenceWords = {
  packTitleCase: (id, hazard) => `Fall ${id}: ${hazard}`,
  packTitleHome: (home, from, to) => `Wohnung ${home}, ${from} bis ${to}`,
  subject: 'Beweismappe',
  heading: (title) => `Beweismappe: ${title}`,
  preparedBy: (by, at, from, to) =>
    `Erstellt von ${by} am ${at} (britische Zeit) aus den Aufzeichnungen von Radiant. Messwerte und Befehle vom ${from} bis ${to}.`,
  homeAndResident: 'Die Wohnung und ihr Bewohner',
  home: 'Wohnung',
  floorArea: 'Wohnfläche',
  walls: 'Wände (f_Rsi)',
  wallsDefault: 'Standardwert 0,75 (kein Gutachten)',
  wallsSurveyed: (factor) => `${factor.toLocaleString('de-DE')}, laut Gutachten`,
  resident: 'Bewohner',
  contact: 'Kontakt',
  address: 'Adresse',
  landlord: 'Vermieter (Kunde)',
  noLandlord: 'Keiner: ein Privatkunde',
  theCase: 'Der Fall',
  hazard: 'Gefahr',
  severity: 'Schweregrad',
  status: 'Status',
  rooms: 'Räume',
  wholeHome: 'Die ganze Wohnung',
  opened: 'Eröffnet',
  openedBy: (at, by) => `${at} von ${by ?? 'Radiant, aus einem Alarm'}`,
  fromAlarm: 'Aus Alarm',
  owner: 'Zuständig',
  noOwner: 'Niemand zuständig',
  closed: 'Geschlossen',
  notClosed: 'Nicht geschlossen',
  description: 'Beschreibung',
  deadlines: 'Fristen',
  clientClocks: (client) =>
    `Die Fristen der Fallrichtlinie von ${client}, in Arbeitstagen von England und Wales, wo die Richtlinie sie so zählt.`,
  policyClocks: 'Die Fristen der Fallrichtlinie, die bei der Eröffnung des Falls galt.',
  deadlineColumns: ['Frist', 'Fällig', 'Stand', 'Eingehalten', 'Pausiert seit'],
  clockHistory: 'Verlauf der Fristen',
  clockHistoryIntro:
    'Die Hinweise, die Radiant (an die Webhooks des Kunden) sandte, als Fristen näher rückten und verstrichen.',
  noticeColumns: ['Gesendet', 'Hinweis', 'Frist', 'Fällig'],
  timeline: 'Verlauf',
  timelineColumns: ['Wann', 'Wer', 'Was', 'Einzelheiten'],
  radiant: 'Radiant',
  statusChange: (from, to) => `${from} zu ${to}`,
  reason: (reason) => `Grund: ${reason}`,
  alarm: (id) => `Alarm ${id}`,
  attachmentListed: (name) => `${name} (unter „Anhänge“ aufgeführt)`,
  commandListed: (id) => `Befehl ${id} (unter „Befehle“ aufgeführt)`,
  readingsOf: (room, from, to) =>
    `Messwerte ${room ? `von ${room}` : 'der ganzen Wohnung'} vom ${from} bis ${to}`,
  changed: (field, from, to) => `${field}: ${from} zu ${to}`,
  casesInPeriod: 'Fälle im Zeitraum',
  caseColumns: ['Fall', 'Gefahr', 'Status', 'Eröffnet', 'Geschlossen', 'Nächste Frist'],
  commandSent: 'Befehl gesendet',
  caseOpened: 'Fall eröffnet',
  caseClosed: 'Fall geschlossen',
  notMeasured: 'nicht gemessen',
  hoursWithReadings: (count) => `${count} Stunden mit Messwerten.`,
  daysWithReadings: (count) =>
    `${count} Tage mit Messwerten, als Tagesmittel (die stündlichen Messwerte dieser Tage werden nicht mehr aufbewahrt).`,
  noReadings: 'Keine Messwerte im Zeitraum.',
  roomSummary: (f) =>
    `${f.measured} Raumtemperatur: Mittel ${f.mean}, niedrigste ${f.lowest}, höchste ${f.highest}. Luftfeuchte: Mittel ${f.humidity}. Kälteste Oberfläche bei ${f.threshold} % Feuchte oder mehr (Schimmelrisiko) während ${f.mouldHours} Stunden, bei 100 % (Kondensation) während ${f.condensationHours}.${f.band ? ` Feuchteband im Zeitraum: ${f.band}.` : ''}`,
  dailyMeans: ', Tagesmittel',
  temperatures: (per) => `Temperaturen (°C${per})`,
  room: 'Raum',
  setpoint: 'Sollwert',
  outdoor: 'Außen',
  coldestSurface: 'Kälteste Oberfläche (geschätzt)',
  humidity: (per) => `Relative Luftfeuchte (%${per})`,
  roomAir: 'Raumluft',
  mouldRisk: 'Schimmelrisiko (ISO 13788)',
  readings: 'Messwerte',
  readingsIntro:
    'Stundenmittel der Heizkörper jedes Raums (Tagesmittel für Tage, deren Stunden nicht mehr aufbewahrt werden). Die kälteste Oberfläche wird aus Raum- und Außentemperatur und dem Temperaturfaktor der Wände geschätzt (DIN EN ISO 13788); Schimmel droht, wo ihre Feuchte bei 80 % oder mehr bleibt. Senkrechte Linien markieren die Eröffnung und Schließung des Falls und die gesendeten Befehle.',
  noRadiators: 'Die Wohnung hat keine Heizkörper und daher keine Messwerte.',
  commandsSent: 'An die Wohnung gesendete Befehle',
  commandColumns: [
    'Gesendet',
    'Von',
    'Änderung',
    'Heizkörper der Wohnung',
    'Zugestellt',
    'Zuletzt bestätigt oder geändert',
  ],
  setpointAt: (celsius) => ` auf ${celsius.toLocaleString('de-DE')} °C`,
  until: (at) => ` bis ${at}`,
  attachments: 'Anhänge',
  attachmentsIntro:
    'Die dem Fall angehängten Dateien, jede dort herunterladbar. Der SHA-256 gilt der Datei wie hochgeladen: Der Hash einer Kopie zeigt, ob es dieselbe Datei ist (Fotos werden neu kodiert aufbewahrt, ohne das, was der Upload sonst enthielt).',
  attachmentColumns: ['Datei', 'Art', 'Größe', 'Hinzugefügt', 'Von', 'SHA-256'],
  pdf: 'PDF',
  photo: 'Foto',
};

export const EVIDENCE_WORDS: Record<PdfLanguage, EvidenceWords> = { en, de };
