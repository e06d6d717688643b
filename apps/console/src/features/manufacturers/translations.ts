import { addTranslations } from '@/config/i18n';
import en from '@/config/locales/en/manufacturers.json';

addTranslations({ en });
