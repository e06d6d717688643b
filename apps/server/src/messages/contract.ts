import type { Language } from '@radiant/contract';

/**
 * The contract's own sentences (a schema's `error`), by their English, in the server's other languages. One not
 * here is answered with the general sentence of its check in the reader's language (`issues.ts`): the rules a
 * zod check cannot say for itself (refinements) come first.
 */
export const contractMessages: Record<string, Record<Exclude<Language, 'en'>, string>> = {
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
};
