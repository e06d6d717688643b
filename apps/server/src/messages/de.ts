import { FIELD_MESSAGES } from '@radiant/contract';
import type { Catalog } from './index.ts';

export const de: Catalog = {
  'thing.admin': 'Der Admin',
  'thing.alarm': 'Der Alarm',
  'thing.attachment': 'Der Anhang',
  'thing.case': 'Der Fall',
  'thing.casePolicy': 'Die Fallrichtlinie',
  'thing.command': 'Der Befehl',
  'thing.commercialClient': 'Der Geschäftskunde',
  'thing.deviceKey': 'Der Geräteschlüssel',
  'thing.feature': 'Die Funktion',
  'thing.home': 'Die Wohnung',
  'thing.logo': 'Das Logo',
  'thing.manufacturer': 'Der Hersteller',
  'thing.report': 'Der Bericht',
  'thing.reportSettings': 'Die Berichtskonfiguration',
  'thing.residentialUser': 'Der Privatkunde',
  'thing.room': 'Der Raum',
  'thing.rule': 'Die Regel',
  'thing.session': 'Die Sitzung',
  'thing.subscriptionPlan': 'Der Abonnementplan',
  'thing.webhook': 'Der Webhook',
  notFound: '{thing} wurde nicht gefunden.',
  staleVersion:
    '{thing} wurde von jemand anderem geändert, seit Sie die Seite geöffnet haben. Laden Sie die Seite neu, um die Änderungen zu sehen, und nehmen Sie Ihre dann erneut vor.',

  'where.body': 'im Anfragetext',
  'where.query': 'in der Abfrage',
  'where.path': 'im Pfad',
  'where.request': 'in der Anfrage',
  invalidPart: 'Die Angaben {where} sind ungültig.',
  invalidField: 'Das Feld „{path}“ {where} ist ungültig: {message}',
  malformedPart: 'Die Angaben {where} fehlen oder sind fehlerhaft: {message}',

  ...FIELD_MESSAGES.de,

  fileTooLarge: 'Die Datei ist größer, als dieser Endpunkt annimmt (höchstens 2 MB).',
  oneFile: 'Senden Sie höchstens eine Datei.',
  tooManyFields: 'Das Formular hat mehr Felder, als dieser Endpunkt annimmt.',
  unsupportedMediaType: 'Senden Sie den Anfragetext als application/json oder multipart/form-data.',
  emptyJson: 'Der Anfragetext ist leer; senden Sie ein JSON-Objekt.',
  invalidJson: 'Der Anfragetext ist kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist größer, als dieser Endpunkt annimmt.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es dann erneut.',
  notUnderstood: 'Die Anfrage konnte nicht verstanden werden.',
  malformedForm: 'Die Formulardaten sind fehlerhaft oder unvollständig; senden Sie sie erneut.',
  paramTooLong: 'Ein Teil der Adresse ist länger als {max} Zeichen.',
  badPercentEncoding: 'Die Adresse enthält eine fehlerhafte Prozentkodierung (etwa %E0%A4%A).',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind größer, als der Server annimmt (16 KB).',
  internalError: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es gleich noch einmal.',
  noFile: 'Unter {path} gibt es keine Datei.',
  noEndpoint: 'Unter {method} {path} gibt es keinen Endpunkt.',
  valueNotStorable:
    'Ein Wert der Anfrage kann nicht gespeichert werden: Er ist zu lang, außerhalb des zulässigen Bereichs oder enthält ein unzulässiges Zeichen.',
  concurrentChange:
    'Diese Änderung kollidiert mit einer anderen, die gleichzeitig vorgenommen wurde. Laden Sie die Seite neu und versuchen Sie es erneut.',
  databaseUnreachable: 'Die Datenbank ist gerade nicht erreichbar.',

  invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  accountDeactivated: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an einen Administrator.',
  wrongCurrentPassword: 'Das aktuelle Passwort ist falsch.',
  commonPassword: 'Dieses Passwort gehört zu den häufigsten geleakten Passwörtern. Wählen Sie ein anderes.',
  tooManyAttempts: {
    one: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {count} Minute und versuchen Sie es dann erneut.',
    other:
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {count} Minuten und versuchen Sie es dann erneut.',
  },
  sessionExpired: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  deviceKeyInvalid: 'Dieser Geräteschlüssel ist ungültig oder wurde widerrufen.',
  brokerOnly: 'Nur für den MQTT-Broker, mit dem Geheimnis, das er mit Radiant teilt.',
  mfaSetupRequired:
    'Richten Sie zuerst unter Einstellungen die Zwei-Faktor-Anmeldung ein: Ein Eigentümer verlangt sie von allen Admins.',
  adminsOnly: 'Nur Administratoren dürfen diesen Teil von Radiant nutzen.',
  ownersOnly: 'Nur Eigentümer dürfen diesen Teil von Radiant nutzen.',
  mfaCodeNeeded: 'Geben Sie den Code aus Ihrer Authenticator-App ein, um die Anmeldung abzuschließen.',
  mfaAlreadyOn:
    'Die Zwei-Faktor-Anmeldung ist bereits aktiv. Schalten Sie sie zuerst aus, um eine andere App einzurichten.',
  mfaWrongCode: 'Dieser Code stimmt nicht. Codes wechseln alle 30 Sekunden: Versuchen Sie den neuesten.',
  mfaWrongCodeField: 'Dieser Code stimmt nicht.',
  mfaStartFirst: 'Starten Sie zuerst die Einrichtung: Sie liefert das Geheimnis für Ihre App.',
  mfaNotOn: 'Die Zwei-Faktor-Anmeldung ist nicht aktiv.',
  mfaChallengeOver:
    'Diese Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Melden Sie sich erneut an.',
  mfaRequireSelfFirst:
    'Schalten Sie zuerst für sich selbst die Zwei-Faktor-Anmeldung ein (unter Einstellungen): Sie jetzt zu verlangen, würde Sie aussperren.',
  mfaLocked: {
    one: 'Zu viele falsche Codes: Die Zwei-Faktor-Anmeldung ist für {count} Minute gesperrt. Ein Eigentümer kann die Sperre früher aufheben.',
    other:
      'Zu viele falsche Codes: Die Zwei-Faktor-Anmeldung ist für {count} Minuten gesperrt. Ein Eigentümer kann die Sperre früher aufheben.',
  },

  lastOwner:
    '{name} ist der letzte aktive Eigentümer. Machen Sie zuerst einen anderen Admin zum Eigentümer, damit weiterhin jemand das Admin-Team leiten kann.',
  deactivateSelf:
    'Sie können Ihr eigenes Konto nicht deaktivieren. Bitten Sie einen anderen Eigentümer darum.',
  resetOwnMfa:
    'Sie können Ihre eigene Zwei-Faktor-Anmeldung nicht zurücksetzen. Schalten Sie sie unter Einstellungen mit einem Code aus oder bitten Sie einen anderen Eigentümer.',
  noSecondFactor: '{name} meldet sich nicht mit einem zweiten Faktor an.',
  mfaNotLocked: 'Die Zwei-Faktor-Anmeldung von {name} ist nicht gesperrt.',
  inviteSelf:
    'Sie können sich selbst keinen Einladungslink senden. Ändern Sie stattdessen Ihr Passwort unter Einstellungen.',
  inviteDeactivated: '{name} ist deaktiviert. Aktivieren Sie das Konto zuerst.',
  invitationGone:
    'Dieser Einladungslink wurde bereits verwendet, durch einen neueren ersetzt oder ist abgelaufen. Bitten Sie einen Eigentümer um einen neuen Link.',
  emailTaken:
    'Ein Konto mit der E-Mail-Adresse {email} gibt es bereits. Verwenden Sie eine andere E-Mail-Adresse.',

  idempotencyKeyReused:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
  idempotencyInFlight:
    'Die erste Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Versuchen Sie es gleich noch einmal.',

  logoType: 'Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein.',
  logoTypeField: 'Nur PNG-, JPEG- und WebP-Bilder werden angenommen.',
  logoUnreadable: 'Das Logo konnte nicht als Bild gelesen werden; die Datei ist möglicherweise beschädigt.',
  unreadableImage: 'Die Datei ist kein lesbares Bild.',
  logoTooLarge: 'Das Logo hat {width}×{height} Pixel; höchstens {max}×{max} werden angenommen.',
  logoTooLargeField: 'Das Bild hat zu viele Pixel.',
  attachmentType: 'Ein Anhang ist ein Foto (PNG, JPEG oder WebP) oder ein PDF.',
  attachmentTypeField: 'Nur PNG-, JPEG- und WebP-Fotos sowie PDF-Dokumente werden angenommen.',
  photoUnreadable: 'Das Foto konnte nicht gelesen werden; die Datei ist möglicherweise beschädigt.',
  attachmentEmpty: 'Der Anhang ist leer.',
  attachmentEmptyField: 'Die Datei ist leer.',
  attachmentTooLarge: 'Der Anhang ist zu groß.',
  attachmentTooLargeField: 'Höchstens {megabytes} MB.',

  usersMissing: {
    one: '{count} der ausgewählten Benutzer existiert nicht mehr (IDs {ids}); es wurde nichts geändert.',
    other: '{count} der ausgewählten Benutzer existieren nicht mehr (IDs {ids}); es wurde nichts geändert.',
  },
  badCursor: 'Dieser Seitencursor stammt nicht aus dieser Liste; beginnen Sie erneut auf der ersten Seite.',
  badCursorField: 'Verwenden Sie den Cursor einer Seite mit derselben Sortierung.',
  useNextCursor: 'Verwenden Sie den Wert `next` der vorherigen Seite.',
  manufacturerTaken: 'Einen Hersteller namens „{title}“ gibt es bereits.',
  manufacturerInService: {
    one: '{title} hat {count} Heizkörper in Betrieb und kann daher nicht gelöscht werden. Deaktivieren Sie den Hersteller stattdessen.',
    other:
      '{title} hat {count} Heizkörper in Betrieb und kann daher nicht gelöscht werden. Deaktivieren Sie den Hersteller stattdessen.',
  },
  manufacturerHistory:
    '{title} hat einen Heizkörperverlauf, auf den die Auswertungen angewiesen sind, und kann daher nicht gelöscht werden. Deaktivieren Sie den Hersteller stattdessen.',
  planTaken: 'Einen Plan namens „{title}“ gibt es bereits. Wählen Sie einen anderen Titel.',
  planSubscribed: {
    one: '„{title}“ hat {count} aktiven Abonnenten und kann daher nicht gelöscht werden. Deaktivieren Sie den Plan stattdessen: Niemand Neues kann ihn dann wählen, und bestehende Abonnenten behalten ihn.',
    other:
      '„{title}“ hat {count} aktive Abonnenten und kann daher nicht gelöscht werden. Deaktivieren Sie den Plan stattdessen: Niemand Neues kann ihn dann wählen, und bestehende Abonnenten behalten ihn.',
  },
  planBilled:
    '„{title}“ hat einen Abrechnungsverlauf, auf den die Umsatzzahlen angewiesen sind, und kann daher nicht gelöscht werden. Deaktivieren Sie den Plan stattdessen.',
  featureTaken: 'Eine Funktion namens „{title}“ gibt es bereits.',
  featureInPlans: {
    one: '„{title}“ ist Teil von {count} Plan. Entfernen Sie die Funktion aus diesem Plan, bevor Sie sie löschen.',
    other:
      '„{title}“ ist Teil von {count} Plänen. Entfernen Sie die Funktion aus diesen Plänen, bevor Sie sie löschen.',
  },
  featuresMissing:
    'Diese Funktionen gibt es nicht: {ids}. Laden Sie die Funktionsliste neu und versuchen Sie es erneut.',

  foreignReadings: {
    one: '{count} der Messwerte stammt von einem Heizkörper, der nicht zu dieser Wohnung gehört; es wurde nichts gespeichert.',
    other:
      '{count} der Messwerte stammen von Heizkörpern, die nicht zu dieser Wohnung gehören; es wurde nichts gespeichert.',
  },
  foreignReading: 'Heizkörper {id} gehört nicht zu dieser Wohnung.',
  brokerRefusedKey:
    'Der MQTT-Broker hat den Schlüssel nicht angenommen. Versuchen Sie es gleich noch einmal.',
  foreignConfirmations: {
    one: '{count} der Bestätigungen nennt eine Änderung, die nicht an diese Wohnung gesendet wurde; es wurde nichts erfasst.',
    other:
      '{count} der Bestätigungen nennen Änderungen, die nicht an diese Wohnung gesendet wurden; es wurde nichts erfasst.',
  },
  foreignConfirmation: 'Die Änderung {id} wurde nicht an diese Wohnung gesendet.',
  'target.radiator_ids': 'Der Heizkörper wurde nicht gefunden.',
  'target.room_ids': 'Der Raum wurde nicht gefunden.',
  'target.home_ids': 'Die Wohnung wurde nicht gefunden.',
  'target.user_ids': 'Der Privatkunde wurde nicht gefunden.',
  'target.client_id': 'Der Geschäftskunde wurde nicht gefunden.',
  'targets.radiator_ids': 'Keiner der Heizkörper hat diese IDs: {ids}. Es wurde nichts gesendet.',
  'targets.room_ids': 'Keiner der Räume hat diese IDs: {ids}. Es wurde nichts gesendet.',
  'targets.home_ids': 'Keine der Wohnungen hat diese IDs: {ids}. Es wurde nichts gesendet.',
  'targets.user_ids': 'Keiner der Privatkunden hat diese IDs: {ids}. Es wurde nichts gesendet.',
  'targets.client_id': 'Keiner der Geschäftskunden hat diese IDs: {ids}. Es wurde nichts gesendet.',
  'idle.radiator_ids': 'Dieser Heizkörper ist nicht in Betrieb: Es gibt nichts zu senden.',
  'idle.room_ids': 'Dieser Raum hat keinen Heizkörper in Betrieb: Es gibt nichts zu senden.',
  'idle.home_ids': 'Diese Wohnung hat keinen Heizkörper in Betrieb: Es gibt nichts zu senden.',
  'idle.user_ids': 'Dieser Privatkunde hat keinen Heizkörper in Betrieb: Es gibt nichts zu senden.',
  'idle.client_id': 'Dieser Geschäftskunde hat keinen Heizkörper in Betrieb: Es gibt nichts zu senden.',
  idleField: 'Hier ist kein Heizkörper in Betrieb.',

  alarmsMissing: 'Diese Alarme wurden nicht gefunden: {ids}. Es wurde nichts geändert.',
  alarmNotActive:
    'Dieser Alarm ist nicht mehr aktiv (bereits bestätigt oder aufgehoben). Laden Sie ihn neu, um zu sehen, wer ihn bearbeitet hat.',
  alarmsNotActive:
    'Diese Alarme sind nicht mehr aktiv (bereits bestätigt oder aufgehoben): {ids}. Es wurde nichts geändert; laden Sie die Liste neu.',
  alarmCleared:
    'Dieser Alarm ist bereits aufgehoben. Laden Sie ihn neu, um zu sehen, wer ihn bearbeitet hat.',
  alarmsCleared:
    'Diese Alarme sind bereits aufgehoben: {ids}. Es wurde nichts geändert; laden Sie die Liste neu.',
  thresholdsInvalid: 'Die Schwellenwerte der Regel {rule} stimmen nicht: Siehe die einzelnen Felder.',
  noSuchThreshold: 'Die Regel {rule} hat keinen solchen Schwellenwert.',

  ownerNotAdmin: 'Wählen Sie einen Admin als Verantwortlichen.',
  ownerDeactivated: 'Dieser Admin ist deaktiviert: Wählen Sie einen anderen Verantwortlichen.',
  alarmOfOtherHome: 'Der Alarm wurde in einer anderen Wohnung ausgelöst als der des Falls.',
  roomOfOtherHome: 'Raum {id} ist kein Raum der Wohnung dieses Falls.',
  caseClosed: 'Der Fall ist abgeschlossen; sein Status kann sich nicht mehr ändern.',
  caseMovesForward:
    'Ein Fall geht nur vorwärts: von {status} zu einem späteren Status oder zu „abgeschlossen“.',
  commandOfOtherHome: 'Der Befehl wurde nicht an die Wohnung dieses Falls gesendet.',

  reportMailing:
    'Dieser Bericht wird gerade per E-Mail versendet; er kann erst erneut gesendet werden, wenn das abgeschlossen ist.',
  reportRetrying: {
    one: 'Die E-Mail dieses Berichts wartet auf ihren erneuten Versuch (bisher {count} Versuch); der Bericht kann erst danach erneut gesendet werden.',
    other:
      'Die E-Mail dieses Berichts wartet auf ihren erneuten Versuch (bisher {count} Versuche); der Bericht kann erst danach erneut gesendet werden.',
  },
  noMailServer:
    'Es ist kein Mailserver eingerichtet (SMTP_URL): Der Bericht kann nicht per E-Mail versendet werden. Laden Sie ihn stattdessen herunter.',
  hostNotFound: 'Der Host {host} wurde nicht gefunden. Prüfen Sie die Adresse.',
  privateAddress:
    '{where} ist eine lokale oder private Netzwerkadresse, an die Webhooks nicht senden dürfen. Verwenden Sie eine Adresse im öffentlichen Internet.',
  deliveryNoAnswer: 'Keine Antwort innerhalb von {seconds} s.',
  deliveryNotConnected: 'Keine Verbindung möglich: {code}.',
  deliveryConnectionFailed: 'Keine Verbindung möglich: Die Verbindung ist fehlgeschlagen.',
  deliveryAnswered: 'Der Empfänger antwortete mit {status}.',
  deliveryRedirected: 'Der Empfänger antwortete mit {status} (eine Weiterleitung, der nicht gefolgt wurde).',
  deliveryNotSent: 'Nichts wurde gesendet: {reason}',
  mailRefused: 'Der Mailserver hat die Mail abgelehnt ({status}).',
  mailUnreachable: 'Der Mailserver war nicht erreichbar oder hat nicht geantwortet.',
  mailUnreachableCode: 'Der Mailserver war nicht erreichbar oder hat nicht geantwortet ({code}).',
  windowReversed: 'Der Zeitraum endet, bevor er beginnt: Geben Sie ein `to` nach diesem `from` an.',
  clientsAcrossFleet:
    'Kunden werden über den gesamten Bestand verglichen: Geben Sie clientId an oder keines von beiden.',
  noSuchResident: 'Kein Privatkunde hat diese ID.',
  noSuchClient: 'Kein Geschäftskunde hat diese ID.',
};
