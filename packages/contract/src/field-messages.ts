// The sentences of zod's checks where a schema does not word its own, in every language: the server answers a
// 400 with them and the console's forms show them. A value with plural forms picks one by `{count}`
// (`Intl.PluralRules`); `{placeholders}` are filled by `formatMessage`.
import type { Language } from './languages.ts';

/** A sentence, or its plural forms by `Intl.PluralRules` category (`other` always). */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

const en = {
  'field.required': 'This field is required.',
  'field.integer': 'Give a whole number.',
  'field.number': 'Give a number.',
  'field.type': 'Give a value of type {type}.',
  'field.minLength': { one: 'Give a value.', other: 'Give at least {count} characters.' },
  'field.moreLength': {
    one: 'Give more than {count} character.',
    other: 'Give more than {count} characters.',
  },
  'field.maxLength': { one: 'Give at most {count} character.', other: 'Give at most {count} characters.' },
  'field.lessLength': {
    one: 'Give less than {count} character.',
    other: 'Give less than {count} characters.',
  },
  'field.minItems': { one: 'Give at least {count} item.', other: 'Give at least {count} items.' },
  'field.moreItems': { one: 'Give more than {count} item.', other: 'Give more than {count} items.' },
  'field.maxItems': { one: 'Give at most {count} item.', other: 'Give at most {count} items.' },
  'field.lessItems': { one: 'Give less than {count} item.', other: 'Give less than {count} items.' },
  'field.minNumber': 'Give a number of at least {limit}.',
  'field.moreNumber': 'Give a number more than {limit}.',
  'field.maxNumber': 'Give a number of at most {limit}.',
  'field.lessNumber': 'Give a number less than {limit}.',
  'field.email': 'Give a valid email address.',
  'field.url': 'Give a valid web address.',
  'field.format': 'Give a value in the right format.',
  'field.choice': 'Choose one of: {values}.',
  'field.unknownKeys': 'This field is not one the request takes: {keys}.',
  'field.invalid': 'This value is not valid.',
} as const;

export type FieldMessageKey = keyof typeof en;

export const FIELD_MESSAGES: Record<Language, Record<FieldMessageKey, Message>> = {
  en,
  de: {
    'field.required': 'Dieses Feld ist erforderlich.',
    'field.integer': 'Geben Sie eine ganze Zahl an.',
    'field.number': 'Geben Sie eine Zahl an.',
    'field.type': 'Geben Sie einen Wert vom Typ {type} an.',
    'field.minLength': { one: 'Geben Sie einen Wert an.', other: 'Geben Sie mindestens {count} Zeichen an.' },
    'field.moreLength': {
      one: 'Geben Sie mehr als {count} Zeichen an.',
      other: 'Geben Sie mehr als {count} Zeichen an.',
    },
    'field.maxLength': {
      one: 'Geben Sie höchstens {count} Zeichen an.',
      other: 'Geben Sie höchstens {count} Zeichen an.',
    },
    'field.lessLength': {
      one: 'Geben Sie weniger als {count} Zeichen an.',
      other: 'Geben Sie weniger als {count} Zeichen an.',
    },
    'field.minItems': {
      one: 'Geben Sie mindestens {count} Eintrag an.',
      other: 'Geben Sie mindestens {count} Einträge an.',
    },
    'field.moreItems': {
      one: 'Geben Sie mehr als {count} Eintrag an.',
      other: 'Geben Sie mehr als {count} Einträge an.',
    },
    'field.maxItems': {
      one: 'Geben Sie höchstens {count} Eintrag an.',
      other: 'Geben Sie höchstens {count} Einträge an.',
    },
    'field.lessItems': {
      one: 'Geben Sie weniger als {count} Eintrag an.',
      other: 'Geben Sie weniger als {count} Einträge an.',
    },
    'field.minNumber': 'Geben Sie eine Zahl von mindestens {limit} an.',
    'field.moreNumber': 'Geben Sie eine Zahl größer als {limit} an.',
    'field.maxNumber': 'Geben Sie eine Zahl von höchstens {limit} an.',
    'field.lessNumber': 'Geben Sie eine Zahl kleiner als {limit} an.',
    'field.email': 'Geben Sie eine gültige E-Mail-Adresse an.',
    'field.url': 'Geben Sie eine gültige Webadresse an.',
    'field.format': 'Geben Sie einen Wert im richtigen Format an.',
    'field.choice': 'Wählen Sie eines von: {values}.',
    'field.unknownKeys': 'Diese Felder nimmt die Anfrage nicht an: {keys}.',
    'field.invalid': 'Dieser Wert ist ungültig.',
  },
  ar: {
    'field.required': 'هذا الحقل مطلوب.',
    'field.integer': 'أدخل عددًا صحيحًا.',
    'field.number': 'أدخل رقمًا.',
    'field.type': 'أدخل قيمة من النوع {type}.',
    'field.minLength': {
      zero: 'أدخل {count} حرف على الأقل.',
      one: 'أدخل قيمة.',
      two: 'أدخل حرفين على الأقل.',
      few: 'أدخل {count} أحرف على الأقل.',
      many: 'أدخل {count} حرفًا على الأقل.',
      other: 'أدخل {count} حرف على الأقل.',
    },
    'field.moreLength': {
      zero: 'أدخل أكثر من {count} حرف.',
      one: 'أدخل أكثر من حرف واحد.',
      two: 'أدخل أكثر من حرفين.',
      few: 'أدخل أكثر من {count} أحرف.',
      many: 'أدخل أكثر من {count} حرفًا.',
      other: 'أدخل أكثر من {count} حرف.',
    },
    'field.maxLength': {
      zero: 'أدخل {count} حرف على الأكثر.',
      one: 'أدخل حرفًا واحدًا على الأكثر.',
      two: 'أدخل حرفين على الأكثر.',
      few: 'أدخل {count} أحرف على الأكثر.',
      many: 'أدخل {count} حرفًا على الأكثر.',
      other: 'أدخل {count} حرف على الأكثر.',
    },
    'field.lessLength': {
      zero: 'أدخل أقل من {count} حرف.',
      one: 'أدخل أقل من حرف واحد.',
      two: 'أدخل أقل من حرفين.',
      few: 'أدخل أقل من {count} أحرف.',
      many: 'أدخل أقل من {count} حرفًا.',
      other: 'أدخل أقل من {count} حرف.',
    },
    'field.minItems': {
      zero: 'أدخل {count} عنصر على الأقل.',
      one: 'أدخل عنصرًا واحدًا على الأقل.',
      two: 'أدخل عنصرين على الأقل.',
      few: 'أدخل {count} عناصر على الأقل.',
      many: 'أدخل {count} عنصرًا على الأقل.',
      other: 'أدخل {count} عنصر على الأقل.',
    },
    'field.moreItems': {
      zero: 'أدخل أكثر من {count} عنصر.',
      one: 'أدخل أكثر من عنصر واحد.',
      two: 'أدخل أكثر من عنصرين.',
      few: 'أدخل أكثر من {count} عناصر.',
      many: 'أدخل أكثر من {count} عنصرًا.',
      other: 'أدخل أكثر من {count} عنصر.',
    },
    'field.maxItems': {
      zero: 'أدخل {count} عنصر على الأكثر.',
      one: 'أدخل عنصرًا واحدًا على الأكثر.',
      two: 'أدخل عنصرين على الأكثر.',
      few: 'أدخل {count} عناصر على الأكثر.',
      many: 'أدخل {count} عنصرًا على الأكثر.',
      other: 'أدخل {count} عنصر على الأكثر.',
    },
    'field.lessItems': {
      zero: 'أدخل أقل من {count} عنصر.',
      one: 'أدخل أقل من عنصر واحد.',
      two: 'أدخل أقل من عنصرين.',
      few: 'أدخل أقل من {count} عناصر.',
      many: 'أدخل أقل من {count} عنصرًا.',
      other: 'أدخل أقل من {count} عنصر.',
    },
    'field.minNumber': 'أدخل رقمًا لا يقل عن {limit}.',
    'field.moreNumber': 'أدخل رقمًا أكبر من {limit}.',
    'field.maxNumber': 'أدخل رقمًا لا يزيد على {limit}.',
    'field.lessNumber': 'أدخل رقمًا أصغر من {limit}.',
    'field.email': 'أدخل عنوان بريد إلكتروني صالحًا.',
    'field.url': 'أدخل عنوان ويب صالحًا.',
    'field.format': 'أدخل قيمة بالتنسيق الصحيح.',
    'field.choice': 'اختر واحدًا مما يلي: {values}.',
    'field.unknownKeys': 'هذه الحقول لا يقبلها الطلب: {keys}.',
    'field.invalid': 'هذه القيمة غير صالحة.',
  },
};
