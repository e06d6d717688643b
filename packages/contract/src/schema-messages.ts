import type { Language } from './languages.ts';

/**
 * The contract's own sentences (a schema's `error`), by their English, in the other languages. One not here is
 * said with the general sentence of its check in the reader's language (`issue-messages.ts`): the rules a zod
 * check cannot say for itself (refinements) come first.
 */
export const SCHEMA_MESSAGES: Record<string, Record<Exclude<Language, 'en'>, string>> = {
  "A social landlord follows Awaab's Law's timings; leave them out.": {
    de: 'Ein Sozialvermieter folgt den Fristen von Awaab’s Law; lassen Sie die eigenen Fristen weg.',
    ar: 'يتبع المالك الاجتماعي مواعيد قانون أواب؛ اترك المواعيد فارغة.',
  },
  'A client’s figures are commercial: use audience=commercial with clientId.': {
    de: 'Die Zahlen eines Kunden sind gewerblich: Verwenden Sie audience=commercial mit clientId.',
    ar: 'أرقام العميل تجارية: استخدم audience=commercial مع clientId.',
  },
  'A feature is listed twice.': { de: 'Eine Funktion ist doppelt aufgeführt.', ar: 'ميزة مدرجة مرتين.' },
  'A search cannot hold a NUL character.': {
    de: 'Eine Suche darf kein NUL-Zeichen enthalten.',
    ar: 'لا يمكن أن يحتوي البحث على حرف NUL.',
  },
  'At most a year ahead.': { de: 'Höchstens ein Jahr im Voraus.', ar: 'سنة واحدة مقدمًا على الأكثر.' },
  'Attach the file as a file, not as text.': {
    de: 'Hängen Sie die Datei als Datei an, nicht als Text.',
    ar: 'أرفق الملف كملف، لا كنص.',
  },
  'Back to the schedule has no end: leave `until` out.': {
    de: 'Die Rückkehr zum Zeitplan hat kein Ende: Lassen Sie `until` weg.',
    ar: 'العودة إلى الجدول الزمني ليس لها نهاية: اترك `until` فارغًا.',
  },
  'Every column holds one value per reading, and these differ in length.': {
    de: 'Jede Spalte enthält einen Wert je Messwert, und diese Spalten sind unterschiedlich lang.',
    ar: 'يحتوي كل عمود على قيمة واحدة لكل قراءة، وهذه الأعمدة مختلفة الطول.',
  },
  'Give either after or before, not both.': {
    de: 'Geben Sie entweder after oder before an, nicht beides.',
    ar: 'أدخل after أو before، لا كليهما.',
  },
  'Give start_date and end_date together.': {
    de: 'Geben Sie start_date und end_date zusammen an.',
    ar: 'أدخل start_date وend_date معًا.',
  },
  'Name the entity type too: ids of different types overlap.': {
    de: 'Nennen Sie auch den Objekttyp: IDs verschiedener Typen überschneiden sich.',
    ar: 'اذكر نوع الكيان أيضًا: فمعرّفات الأنواع المختلفة تتداخل.',
  },
  'Only a closed case has a reason.': {
    de: 'Nur ein geschlossener Fall hat einen Grund.',
    ar: 'السبب يخص الحالة المغلقة فقط.',
  },
  'Say why the case is closed.': {
    de: 'Geben Sie an, warum der Fall geschlossen wird.',
    ar: 'اذكر سبب إغلاق الحالة.',
  },
  'Search for at most 100 characters.': {
    de: 'Suchen Sie nach höchstens 100 Zeichen.',
    ar: 'ابحث عن 100 حرف على الأكثر.',
  },
  'Send at least one reading.': {
    de: 'Senden Sie mindestens einen Messwert.',
    ar: 'أرسل قراءة واحدة على الأقل.',
  },
  'Send the readings either as `readings` or as `columns`, not both.': {
    de: 'Senden Sie die Messwerte entweder als `readings` oder als `columns`, nicht beides.',
    ar: 'أرسل القراءات إما بصيغة `readings` أو بصيغة `columns`، لا كلتيهما.',
  },
  'The cost cannot be negative.': {
    de: 'Die Kosten dürfen nicht negativ sein.',
    ar: 'لا يمكن أن تكون التكلفة سالبة.',
  },
  'The cost must be at most 100000.': {
    de: 'Die Kosten dürfen höchstens 100000 betragen.',
    ar: 'يجب ألا تزيد التكلفة على 100000.',
  },
  'The cost takes at most two decimals.': {
    de: 'Die Kosten haben höchstens zwei Nachkommastellen.',
    ar: 'تقبل التكلفة منزلتين عشريتين على الأكثر.',
  },
  'The end date comes before the start date.': {
    de: 'Das Enddatum liegt vor dem Startdatum.',
    ar: 'تاريخ النهاية يسبق تاريخ البداية.',
  },
  'The end of the range must be after its start.': {
    de: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
    ar: 'يجب أن تكون نهاية النطاق بعد بدايته.',
  },
  'The end of the range must not be before its start.': {
    de: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
    ar: 'يجب ألا تسبق نهاية النطاق بدايته.',
  },
  'The end of the sign-up range must not be before its start.': {
    de: 'Das Ende des Anmeldezeitraums darf nicht vor seinem Beginn liegen.',
    ar: 'يجب ألا تسبق نهاية نطاق التسجيل بدايته.',
  },
  'The new password must differ from the current one.': {
    de: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  },
  'The window ends after it starts.': {
    de: 'Der Zeitraum muss nach seinem Beginn enden.',
    ar: 'يجب أن تنتهي الفترة بعد بدايتها.',
  },
  'The window ends before it starts.': {
    de: 'Der Zeitraum endet, bevor er beginnt.',
    ar: 'تنتهي الفترة قبل أن تبدأ.',
  },
  'The yearly discount is a percentage from 0 to 100.': {
    de: 'Der Jahresrabatt ist ein Prozentsatz von 0 bis 100.',
    ar: 'الخصم السنوي نسبة مئوية من 0 إلى 100.',
  },
  'The yearly discount takes at most two decimals.': {
    de: 'Der Jahresrabatt hat höchstens zwei Nachkommastellen.',
    ar: 'يقبل الخصم السنوي منزلتين عشريتين على الأكثر.',
  },
  'This instant has passed.': { de: 'Dieser Zeitpunkt ist bereits vorbei.', ar: 'هذه اللحظة قد مضت.' },
  'This instant is in the future.': {
    de: 'Dieser Zeitpunkt liegt in der Zukunft.',
    ar: 'هذه اللحظة في المستقبل.',
  },
  'Type at least 2 characters to search.': {
    de: 'Geben Sie zum Suchen mindestens 2 Zeichen ein.',
    ar: 'اكتب حرفين على الأقل للبحث.',
  },
  'Use a full address, e.g. https://hooks.example.com/radiant.': {
    de: 'Verwenden Sie eine vollständige Adresse, z. B. https://hooks.example.com/radiant.',
    ar: 'استخدم عنوانًا كاملًا، مثل https://hooks.example.com/radiant.',
  },
  'Use an ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.': {
    de: 'Verwenden Sie einen Zeitpunkt nach ISO 8601, z. B. 2026-11-24T07:05:00Z.',
    ar: 'استخدم لحظة بتنسيق ISO 8601، مثل 2026-11-24T07:05:00Z.',
  },
  'Use an http or https address.': {
    de: 'Verwenden Sie eine http- oder https-Adresse.',
    ar: 'استخدم عنوان http أو https.',
  },
  'Use a date as YYYY-MM-DD.': {
    de: 'Geben Sie ein Datum als JJJJ-MM-TT (YYYY-MM-DD) an.',
    ar: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
  },
  'Use a day as an ISO week date YYYY-WW-D, e.g. 2026-48-2.': {
    de: 'Geben Sie einen Tag als ISO-Wochendatum YYYY-WW-D an, z. B. 2026-48-2.',
    ar: 'أدخل اليوم كتاريخ أسبوع ISO بالصيغة YYYY-WW-D، مثل 2026-48-2.',
  },
  'Send the version as a whole number.': {
    de: 'Senden Sie die Version als ganze Zahl.',
    ar: 'أرسل الإصدار كعدد صحيح.',
  },
  'Use the `next` of the page before.': {
    de: 'Verwenden Sie den Wert `next` der vorherigen Seite.',
    ar: 'استخدم قيمة `next` من الصفحة السابقة.',
  },
  'Enter a valid email address.': {
    de: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    ar: 'أدخل عنوان بريد إلكتروني صالحًا.',
  },
  'Enter your password.': { de: 'Geben Sie Ihr Passwort ein.', ar: 'أدخل كلمة المرور.' },
  'Enter your current password.': {
    de: 'Geben Sie Ihr aktuelles Passwort ein.',
    ar: 'أدخل كلمة المرور الحالية.',
  },
  'Enter a first name.': { de: 'Geben Sie einen Vornamen ein.', ar: 'أدخل الاسم الأول.' },
  'Enter a last name.': { de: 'Geben Sie einen Nachnamen ein.', ar: 'أدخل اسم العائلة.' },
  'Enter the business name.': { de: 'Geben Sie den Firmennamen ein.', ar: 'أدخل اسم الشركة.' },
  'Enter the trading name.': { de: 'Geben Sie den Handelsnamen ein.', ar: 'أدخل الاسم التجاري.' },
  'Enter a phone number of digits, spaces and an optional +.': {
    de: 'Geben Sie eine Telefonnummer aus Ziffern, Leerzeichen und einem optionalen + ein.',
    ar: 'أدخل رقم هاتف من أرقام ومسافات وعلامة + اختيارية.',
  },
  'Enter the code from your authenticator app, or a recovery code.': {
    de: 'Geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
    ar: 'أدخل الرمز من تطبيق المصادقة، أو رمز استرداد.',
  },
  'Enter the 6 digits your authenticator app shows.': {
    de: 'Geben Sie die 6 Ziffern ein, die Ihre Authenticator-App anzeigt.',
    ar: 'أدخل الأرقام الستة التي يعرضها تطبيق المصادقة.',
  },
  'The invitation link is incomplete.': {
    de: 'Der Einladungslink ist unvollständig.',
    ar: 'رابط الدعوة غير مكتمل.',
  },
  'Give the plan a title of at least 2 characters.': {
    de: 'Geben Sie dem Plan einen Titel mit mindestens 2 Zeichen.',
    ar: 'أعطِ الخطة عنوانًا من حرفين على الأقل.',
  },
  'Give the feature a name of at least 2 characters.': {
    de: 'Geben Sie der Funktion einen Namen mit mindestens 2 Zeichen.',
    ar: 'أعطِ الميزة اسمًا من حرفين على الأقل.',
  },
  'Give the manufacturer a name of at least 2 characters.': {
    de: 'Geben Sie dem Hersteller einen Namen mit mindestens 2 Zeichen.',
    ar: 'أعطِ الشركة المصنّعة اسمًا من حرفين على الأقل.',
  },
  'The tier must be 1 (Free), 2 (Standard), 3 (Premium) or 0.': {
    de: 'Die Stufe muss 1 (Free), 2 (Standard), 3 (Premium) oder 0 sein.',
    ar: 'يجب أن يكون المستوى 1 (Free) أو 2 (Standard) أو 3 (Premium) أو 0.',
  },
  'Write something.': { de: 'Schreiben Sie etwas.', ar: 'اكتب شيئًا.' },
  'Choose at least one alarm.': {
    de: 'Wählen Sie mindestens einen Alarm.',
    ar: 'اختر تنبيهًا واحدًا على الأقل.',
  },
  'Choose at least one event.': {
    de: 'Wählen Sie mindestens ein Ereignis.',
    ar: 'اختر حدثًا واحدًا على الأقل.',
  },
  'Select at least one user.': {
    de: 'Wählen Sie mindestens einen Benutzer.',
    ar: 'اختر مستخدمًا واحدًا على الأقل.',
  },
  'Give at least one e-mail address.': {
    de: 'Geben Sie mindestens eine E-Mail-Adresse an.',
    ar: 'أدخل عنوان بريد إلكتروني واحدًا على الأقل.',
  },
  'Use e-mail addresses, such as name@example.com.': {
    de: 'Verwenden Sie E-Mail-Adressen wie name@example.com.',
    ar: 'استخدم عناوين بريد إلكتروني، مثل name@example.com.',
  },
  'Give userId or clientId, not both.': {
    de: 'Geben Sie userId oder clientId an, nicht beides.',
    ar: 'أدخل userId أو clientId، لا كليهما.',
  },
  'Leave the user name and password out of the address: every delivery is signed instead.': {
    de: 'Lassen Sie Benutzername und Passwort aus der Adresse weg: Jede Zustellung wird stattdessen signiert.',
    ar: 'لا تضع اسم المستخدم وكلمة المرور في العنوان: فكل عملية تسليم موقّعة بدلًا من ذلك.',
  },
  'A setpoint goes with comfort or eco; frost, off and schedule set their own.': {
    de: 'Ein Sollwert gehört zu comfort oder eco; frost, off und schedule setzen ihren eigenen.',
    ar: 'تُحدَّد درجة الحرارة المطلوبة مع comfort أو eco فقط؛ أما frost وoff وschedule فتحدد درجتها بنفسها.',
  },
  'true or false.': { de: 'true oder false.', ar: 'true أو false.' },
  'Use a year such as 2026.': { de: 'Geben Sie ein Jahr an, etwa 2026.', ar: 'أدخل سنة، مثل 2026.' },
  'Use a limit from 1 to 60.': { de: 'Verwenden Sie ein Limit von 1 bis 60.', ar: 'استخدم حدًا من 1 إلى 60.' },
  'Use a limit from 1 to 100.': {
    de: 'Verwenden Sie ein Limit von 1 bis 100.',
    ar: 'استخدم حدًا من 1 إلى 100.',
  },
  'A band: 1 moderate, 2 high or 3 severe.': {
    de: 'Ein Band: 1 mittel, 2 hoch oder 3 schwer.',
    ar: 'فئة: 1 متوسطة، 2 عالية، أو 3 شديدة.',
  },
  'Whole seconds.': { de: 'Ganze Sekunden.', ar: 'ثوانٍ كاملة.' },
  'Whole minutes.': { de: 'Ganze Minuten.', ar: 'دقائق كاملة.' },
  'Use a price from 0 to 5 GBP per kWh.': {
    de: 'Verwenden Sie einen Preis von 0 bis 5 GBP pro kWh.',
    ar: 'استخدم سعرًا من 0 إلى 5 جنيهات إسترلينية لكل كيلوواط ساعة.',
  },
  'Use a base from 0 to 25 °C.': {
    de: 'Verwenden Sie eine Basis von 0 bis 25 °C.',
    ar: 'استخدم درجة أساس من 0 إلى 25 °C.',
  },
  'At most 100 characters.': { de: 'Höchstens 100 Zeichen.', ar: '100 حرف على الأكثر.' },
  'At most 200 characters.': { de: 'Höchstens 200 Zeichen.', ar: '200 حرف على الأكثر.' },
  'At most 500 characters.': { de: 'Höchstens 500 Zeichen.', ar: '500 حرف على الأكثر.' },
  'At most 1,000 characters.': { de: 'Höchstens 1.000 Zeichen.', ar: '1,000 حرف على الأكثر.' },
  'At most 2,000 characters.': { de: 'Höchstens 2.000 Zeichen.', ar: '2,000 حرف على الأكثر.' },
  'A temperature in °C.': { de: 'Eine Temperatur in °C.', ar: 'درجة حرارة بالدرجات المئوية (°C).' },
  'overdue or this_week.': { de: 'overdue oder this_week.', ar: 'overdue أو this_week.' },
  'kind: note, contact, status, attachment, command or readings.': {
    de: 'kind: note, contact, status, attachment, command oder readings.',
    ar: 'kind: note أو contact أو status أو attachment أو command أو readings.',
  },
  'acknowledge or clear.': { de: 'acknowledge oder clear.', ar: 'acknowledge أو clear.' },
  'Use weekly, monthly or yearly.': {
    de: 'Verwenden Sie weekly, monthly oder yearly.',
    ar: 'استخدم weekly أو monthly أو yearly.',
  },
  'Use daily, weekly, monthly or yearly.': {
    de: 'Verwenden Sie daily, weekly, monthly oder yearly.',
    ar: 'استخدم daily أو weekly أو monthly أو yearly.',
  },
  'Use residential or commercial.': {
    de: 'Verwenden Sie residential oder commercial.',
    ar: 'استخدم residential أو commercial.',
  },
  'Use one of the dashboard’s widgets.': {
    de: 'Verwenden Sie eines der Widgets des Dashboards.',
    ar: 'استخدم إحدى أدوات لوحة المعلومات.',
  },
  'Use monthly or yearly, or give start_date and end_date.': {
    de: 'Verwenden Sie monthly oder yearly, oder geben Sie start_date und end_date an.',
    ar: 'استخدم monthly أو yearly، أو أدخل start_date وend_date.',
  },
  'Use a price in GBP per kWh.': {
    de: 'Verwenden Sie einen Preis in GBP pro kWh.',
    ar: 'استخدم سعرًا بالجنيه الإسترليني لكل كيلوواط ساعة.',
  },
  'Use a base temperature in °C.': {
    de: 'Verwenden Sie eine Basistemperatur in °C.',
    ar: 'استخدم درجة حرارة أساس بالدرجات المئوية (°C).',
  },
  'Use 1 when the business address is the main address, 0 otherwise.': {
    de: 'Verwenden Sie 1, wenn die Geschäftsadresse die Hauptadresse ist, sonst 0.',
    ar: 'استخدم 1 إذا كان عنوان العمل هو العنوان الرئيسي، و0 خلاف ذلك.',
  },
  'Use 1 for active or 0 for inactive.': {
    de: 'Verwenden Sie 1 für aktiv oder 0 für inaktiv.',
    ar: 'استخدم 1 للنشط أو 0 لغير النشط.',
  },
  'The rule’s thresholds, as an object.': {
    de: 'Die Schwellenwerte der Regel, als Objekt.',
    ar: 'عتبات القاعدة، ككائن.',
  },
  'The id of one of this home’s radiators.': {
    de: 'Die ID eines Heizkörpers dieser Wohnung.',
    ar: 'معرّف أحد مشعاعات هذا المنزل.',
  },
  'The id of a change sent to this home.': {
    de: 'Die ID einer an diese Wohnung gesendeten Änderung.',
    ar: 'معرّف تغيير أُرسل إلى هذا المنزل.',
  },
  'The file, base64-encoded.': { de: 'Die Datei, Base64-kodiert.', ar: 'الملف، بترميز Base64.' },
  'The file is empty.': { de: 'Die Datei ist leer.', ar: 'الملف فارغ.' },
  'The address to post to, e.g. https://hooks.example.com/radiant.': {
    de: 'Die Adresse, an die gesendet wird, z. B. https://hooks.example.com/radiant.',
    ar: 'العنوان الذي يُرسل إليه، مثل https://hooks.example.com/radiant.',
  },
  'That year has only 52 ISO weeks.': {
    de: 'Dieses Jahr hat nur 52 ISO-Wochen.',
    ar: 'تلك السنة فيها 52 أسبوع ISO فقط.',
  },
  'Text.': { de: 'Text.', ar: 'نص.' },
  'No radiator has so large an id.': {
    de: 'Kein Heizkörper hat eine so große ID.',
    ar: 'لا يوجد مشعاع بمعرّف بهذا الحجم.',
  },
  'In steps of 0.5 °C.': { de: 'In Schritten von 0,5 °C.', ar: 'بخطوات مقدارها 0.5 °C.' },
  'Enter the website as a full http(s) address, e.g. https://example.com.': {
    de: 'Geben Sie die Website als vollständige http(s)-Adresse ein, z. B. https://example.com.',
    ar: 'أدخل الموقع الإلكتروني كعنوان http(s) كامل، مثل https://example.com.',
  },
  'Confirm at least one change.': {
    de: 'Bestätigen Sie mindestens eine Änderung.',
    ar: 'أكّد تغييرًا واحدًا على الأقل.',
  },
  'Base64 (A–Z, a–z, 0–9, + and /).': {
    de: 'Base64 (A–Z, a–z, 0–9, + und /).',
    ar: 'Base64 (A–Z وa–z و0–9 و+ و/).',
  },
  'At most 500 alarms at once.': {
    de: 'Höchstens 500 Alarme auf einmal.',
    ar: '500 تنبيه على الأكثر في المرة الواحدة.',
  },
  'At most 50 rooms.': { de: 'Höchstens 50 Räume.', ar: '50 غرفة على الأكثر.' },
  'At most 30 °C.': { de: 'Höchstens 30 °C.', ar: '30 °C على الأكثر.' },
  'At least 5 °C.': { de: 'Mindestens 5 °C.', ar: '5 °C على الأقل.' },
  'At most 1,000 outdoor hours per batch.': {
    de: 'Höchstens 1.000 Außenstunden pro Sendung.',
    ar: '1,000 ساعة خارجية على الأكثر لكل دفعة.',
  },
  'At most 0.95: warmer walls than any survey finds.': {
    de: 'Höchstens 0,95: wärmere Wände findet kein Gutachten.',
    ar: '0.95 على الأكثر: لا يجد أي مسح جدرانًا أدفأ من ذلك.',
  },
  'At least 0.3: colder walls than any survey finds.': {
    de: 'Mindestens 0,3: kältere Wände findet kein Gutachten.',
    ar: '0.3 على الأقل: لا يجد أي مسح جدرانًا أبرد من ذلك.',
  },
  'At least 5 minutes.': { de: 'Mindestens 5 Minuten.', ar: '5 دقائق على الأقل.' },
  'At least 1 minute.': { de: 'Mindestens 1 Minute.', ar: 'دقيقة واحدة على الأقل.' },
  'At least 0 seconds.': { de: 'Mindestens 0 Sekunden.', ar: '0 ثانية على الأقل.' },
  'An ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.': {
    de: 'Ein Zeitpunkt nach ISO 8601, z. B. 2026-11-24T07:05:00Z.',
    ar: 'لحظة بتنسيق ISO 8601، مثل 2026-11-24T07:05:00Z.',
  },
  'One of en, de, ar.': { de: 'Eine von en, de, ar.', ar: 'إحدى القيم en أو de أو ar.' },
  'A whole percentage.': { de: 'Ein ganzer Prozentwert.', ar: 'نسبة مئوية صحيحة.' },
  'A temperature factor (f_Rsi) between 0.3 and 0.95, or null.': {
    de: 'Ein Temperaturfaktor (f_Rsi) zwischen 0,3 und 0,95, oder null.',
    ar: 'معامل حرارة (f_Rsi) بين 0.3 و0.95، أو null.',
  },
  'A number of minutes.': { de: 'Eine Anzahl Minuten.', ar: 'عدد من الدقائق.' },
  'A list of room ids.': { de: 'Eine Liste von Raum-IDs.', ar: 'قائمة بمعرّفات الغرف.' },
  'A list of e-mail addresses.': {
    de: 'Eine Liste von E-Mail-Adressen.',
    ar: 'قائمة بعناوين البريد الإلكتروني.',
  },
  'A list of alarm ids.': { de: 'Eine Liste von Alarm-IDs.', ar: 'قائمة بمعرّفات التنبيهات.' },
  "The file's name.": { de: 'Der Name der Datei.', ar: 'اسم الملف.' },
  "Give the file's name.": { de: 'Geben Sie den Namen der Datei an.', ar: 'أدخل اسم الملف.' },
};
