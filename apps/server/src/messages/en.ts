// English, the reference catalog of what the server says to people: every other language has exactly these
// keys and `{placeholders}` (messages.test.ts walks them). A value with plural forms picks one by `{count}`.

import { FIELD_MESSAGES } from '@radiant/contract';

export const en = {
  // Records, as a sentence about one begins: "The case was not found."
  'thing.admin': 'The admin',
  'thing.alarm': 'The alarm',
  'thing.attachment': 'The attachment',
  'thing.case': 'The case',
  'thing.casePolicy': 'The case policy',
  'thing.command': 'The command',
  'thing.commercialClient': 'The commercial client',
  'thing.deviceKey': 'The device key',
  'thing.feature': 'The feature',
  'thing.home': 'The home',
  'thing.logo': 'The logo',
  'thing.manufacturer': 'The manufacturer',
  'thing.report': 'The report',
  'thing.reportSettings': 'The report settings',
  'thing.residentialUser': 'The residential user',
  'thing.room': 'The room',
  'thing.rule': 'The rule',
  'thing.session': 'The session',
  'thing.subscriptionPlan': 'The subscription plan',
  'thing.webhook': 'The webhook',
  notFound: '{thing} was not found.',
  staleVersion:
    '{thing} was changed by someone else after you opened it. Reload it to see their changes, then make yours again.',

  // A request part a schema refuses: "in the {where}" (German words it "im Anfragetext", with its preposition).
  'where.body': 'request body',
  'where.query': 'query',
  'where.path': 'path',
  'where.request': 'request',
  invalidPart: 'The {where} is not valid.',
  invalidField: 'The field "{path}" in the {where} is invalid: {message}',
  malformedPart: 'The {where} is missing or malformed: {message}',

  // Zod's checks, where a schema does not word its own: shared with the console's forms.
  ...FIELD_MESSAGES.en,

  // Fastify's own errors, and Node's before it.
  fileTooLarge: 'The file is larger than this endpoint accepts (at most 2 MB).',
  oneFile: 'Send at most one file.',
  tooManyFields: 'The form has more fields than this endpoint takes.',
  unsupportedMediaType: 'Send the request body as application/json or multipart/form-data.',
  emptyJson: 'The request body is empty; send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is larger than this endpoint accepts.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  notUnderstood: 'The request could not be understood.',
  malformedForm: 'The form data is malformed or incomplete; send it again.',
  paramTooLong: 'A part of the address is longer than {max} characters.',
  badPercentEncoding: 'The address holds a malformed percent-encoding (such as %E0%A4%A).',
  headersTooLarge: 'The request headers are larger than the server accepts (16 KB).',
  internalError: 'Something went wrong on our side. Please try again in a moment.',
  noFile: 'There is no file at {path}.',
  noEndpoint: 'There is no endpoint at {method} {path}.',
  valueNotStorable:
    'A value in the request cannot be stored: it is too long, out of range, or holds a character that is not allowed.',
  concurrentChange:
    'This change clashes with another one made at the same time. Reload the page and try again.',
  databaseUnreachable: 'The database is not reachable right now.',

  // Signing in, sessions and access.
  invalidCredentials: 'The email or password is incorrect.',
  accountDeactivated: 'This account has been deactivated. Please contact an administrator.',
  wrongCurrentPassword: 'The current password is incorrect.',
  commonPassword: 'This password is one of the most common breached passwords. Choose another.',
  tooManyAttempts: {
    one: 'Too many failed attempts. Please wait {count} minute and try again.',
    other: 'Too many failed attempts. Please wait {count} minutes and try again.',
  },
  sessionExpired: 'Your session has expired or is not valid. Please log in again.',
  deviceKeyInvalid: 'This device key is not valid or has been revoked.',
  brokerOnly: 'Only the MQTT broker, with the secret it shares with Radiant.',
  mfaSetupRequired: 'Set up two-factor sign-in in Settings first: an owner requires it of every admin.',
  adminsOnly: 'Only administrators may use this part of Radiant.',
  ownersOnly: 'Only owners may use this part of Radiant.',
  mfaCodeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  mfaAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set up another app.',
  mfaWrongCode: 'That code is not right. Codes change every 30 seconds: try the newest one.',
  mfaWrongCodeField: 'That code is not right.',
  mfaStartFirst: 'Start the setup first: it gives the secret for your app.',
  mfaNotOn: 'Two-factor sign-in is not on.',
  mfaChallengeOver: 'This sign-in has expired or was already completed. Sign in again.',
  mfaRequireSelfFirst:
    'Turn on two-factor sign-in for yourself first (in Settings): requiring it now would lock you out.',
  mfaLocked: {
    one: 'Too many wrong codes: two-factor sign-in is locked for {count} minute. An owner can lift the lock sooner.',
    other:
      'Too many wrong codes: two-factor sign-in is locked for {count} minutes. An owner can lift the lock sooner.',
  },

  // Admins.
  lastOwner:
    '{name} is the last active owner. Make another admin an owner first, so that someone can still run the admin team.',
  deactivateSelf: 'You cannot deactivate your own account. Ask another owner to do it.',
  resetOwnMfa:
    'You cannot reset your own two-factor sign-in. Turn it off in Settings with a code, or ask another owner.',
  noSecondFactor: '{name} does not sign in with a second factor.',
  mfaNotLocked: "{name}'s two-factor sign-in is not locked.",
  inviteSelf: 'You cannot send yourself an invitation link. Change your password in Settings instead.',
  inviteDeactivated: '{name} is deactivated. Activate the account first.',
  invitationGone:
    'This invitation link has been used, replaced by a newer one, or has expired. Ask an owner for a new link.',
  emailTaken: 'An account with the email {email} already exists. Use another email address.',

  // Idempotency.
  idempotencyKeyReused:
    'This Idempotency-Key was already used for another request. Use a new key for a new request.',
  idempotencyInFlight:
    'The first request with this Idempotency-Key is still being handled. Retry in a moment.',

  // Images and attachments.
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoTypeField: 'Only PNG, JPEG and WebP images are accepted.',
  logoUnreadable: 'The logo could not be read as an image; the file may be damaged.',
  unreadableImage: 'The file is not a readable image.',
  logoTooLarge: 'The logo is {width}×{height} pixels; at most {max}×{max} are accepted.',
  logoTooLargeField: 'The image is too large in pixels.',
  attachmentType: 'An attachment is a photo (PNG, JPEG or WebP) or a PDF.',
  attachmentTypeField: 'Only PNG, JPEG and WebP photos and PDF documents are accepted.',
  photoUnreadable: 'The photo could not be read; the file may be damaged.',
  attachmentEmpty: 'The attachment is empty.',
  attachmentEmptyField: 'The file is empty.',
  attachmentTooLarge: 'The attachment is too large.',
  attachmentTooLargeField: 'At most {megabytes} MB.',

  // Residential users, manufacturers, plans and features.
  usersMissing: {
    one: '{count} of the selected users no longer exists (ids {ids}); nothing was changed.',
    other: '{count} of the selected users no longer exist (ids {ids}); nothing was changed.',
  },
  badCursor: 'The page cursor is not one this list gave out; start again from the first page.',
  badCursorField: 'Use the cursor of a page of the same sort.',
  useNextCursor: 'Use the `next` of the page before.',
  manufacturerTaken: 'A manufacturer called "{title}" already exists.',
  manufacturerInService: {
    one: '{title} has {count} radiator in service, so it cannot be deleted. Deactivate it instead.',
    other: '{title} has {count} radiators in service, so it cannot be deleted. Deactivate it instead.',
  },
  manufacturerHistory:
    '{title} has radiator history that analytics rely on, so it cannot be deleted. Deactivate it instead.',
  planTaken: 'A plan called "{title}" already exists. Choose another title.',
  planSubscribed: {
    one: '"{title}" has {count} active subscriber, so it cannot be deleted. Deactivate it instead: no one new can choose it and current subscribers keep it.',
    other:
      '"{title}" has {count} active subscribers, so it cannot be deleted. Deactivate it instead: no one new can choose it and current subscribers keep it.',
  },
  planBilled:
    '"{title}" has billing history that revenue figures rely on, so it cannot be deleted. Deactivate it instead.',
  featureTaken: 'A feature called "{title}" already exists.',
  featureInPlans: {
    one: '"{title}" is part of {count} plan. Remove it from that plan before deleting it.',
    other: '"{title}" is part of {count} plans. Remove it from those plans before deleting it.',
  },
  featuresMissing: 'These features do not exist: {ids}. Reload the feature list and try again.',

  // Telemetry, gateways and commands.
  foreignReadings: {
    one: '{count} of the readings is of a radiator that is not in this home; nothing was stored.',
    other: '{count} of the readings are of radiators that are not in this home; nothing was stored.',
  },
  foreignReading: 'Radiator {id} is not in this home.',
  brokerRefusedKey: 'The MQTT broker did not take the key. Try again in a moment.',
  foreignConfirmations: {
    one: '{count} of the confirmations names a change not sent to this home; nothing was recorded.',
    other: '{count} of the confirmations name changes not sent to this home; nothing was recorded.',
  },
  foreignConfirmation: 'No change {id} was sent to this home.',
  'target.radiator_ids': 'The radiator was not found.',
  'target.room_ids': 'The room was not found.',
  'target.home_ids': 'The home was not found.',
  'target.user_ids': 'The residential user was not found.',
  'target.client_id': 'The commercial client was not found.',
  'targets.radiator_ids': 'No radiator has these ids: {ids}. Nothing was sent.',
  'targets.room_ids': 'No room has these ids: {ids}. Nothing was sent.',
  'targets.home_ids': 'No home has these ids: {ids}. Nothing was sent.',
  'targets.user_ids': 'No residential user has these ids: {ids}. Nothing was sent.',
  'targets.client_id': 'No commercial client has these ids: {ids}. Nothing was sent.',
  'idle.radiator_ids': 'This radiator has no radiator in service: there is nothing to send.',
  'idle.room_ids': 'This room has no radiator in service: there is nothing to send.',
  'idle.home_ids': 'This home has no radiator in service: there is nothing to send.',
  'idle.user_ids': 'This residential user has no radiator in service: there is nothing to send.',
  'idle.client_id': 'This commercial client has no radiator in service: there is nothing to send.',
  idleField: 'No radiator in service here.',

  // Alarms.
  alarmsMissing: 'These alarms were not found: {ids}. Nothing was changed.',
  alarmNotActive:
    'This alarm is no longer active (acknowledged or cleared already). Reload it to see who handled it.',
  alarmsNotActive:
    'These alarms are no longer active (acknowledged or cleared already): {ids}. Nothing was changed; reload the list.',
  alarmCleared: 'This alarm is cleared already. Reload it to see who handled it.',
  alarmsCleared: 'These alarms are cleared already: {ids}. Nothing was changed; reload the list.',
  thresholdsInvalid: 'The thresholds of the {rule} rule are not right: see each field.',
  noSuchThreshold: 'The {rule} rule has no such threshold.',

  // Cases.
  ownerNotAdmin: 'Choose an admin as the owner.',
  ownerDeactivated: 'This admin is deactivated: choose another owner.',
  alarmOfOtherHome: "The alarm was raised in another home than the case's.",
  roomOfOtherHome: "Room {id} is not a room of the case's home.",
  caseClosed: 'The case is closed; it cannot move again.',
  caseMovesForward: 'A case moves forward: from {status} to a later status or to closed.',
  commandOfOtherHome: "The command was not sent to the case's home.",

  // Reports, webhooks and analytics.
  reportMailing: 'This report is being mailed now; it cannot be sent again until that ends.',
  reportRetrying: {
    one: "This report's mail is waiting for its retry ({count} attempt so far); it cannot be sent again until that ends.",
    other:
      "This report's mail is waiting for its retry ({count} attempts so far); it cannot be sent again until that ends.",
  },
  noMailServer: 'No mail server is configured (SMTP_URL): the report cannot be mailed. Download it instead.',
  hostNotFound: 'The host {host} could not be found. Check the address.',
  privateAddress:
    '{where} is a local or private network address, which webhooks may not post to. Use an address on the public internet.',
  deliveryNoAnswer: 'No answer within {seconds} s.',
  deliveryNotConnected: 'Could not connect: {code}.',
  deliveryConnectionFailed: 'Could not connect: the connection failed.',
  deliveryAnswered: 'The receiver answered {status}.',
  deliveryRedirected: 'The receiver answered {status} (a redirect, not followed).',
  deliveryNotSent: 'Nothing was sent: {reason}',
  mailRefused: 'The mail server refused the mail ({status}).',
  mailUnreachable: 'The mail server could not be reached or did not answer.',
  mailUnreachableCode: 'The mail server could not be reached or did not answer ({code}).',
  windowReversed: 'The window ends before it starts: give a `to` after this `from`.',
  clientsAcrossFleet: 'Clients are compared across the fleet: give clientId, or neither.',
  noSuchResident: 'No residential user has this id.',
  noSuchClient: 'No commercial client has this id.',
} as const;
