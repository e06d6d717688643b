import type { Alarm } from '@radiant/contract';
import type { TFunction } from 'i18next';

/** How an alarm is named to people (in row labels, dialogs): "Frost risk in Kitchen (Jane Doe)". */
export const alarmName = (t: TFunction<'alarms'>, alarm: Pick<Alarm, 'rule' | 'room' | 'resident'>) =>
  t('list.nameOf', { rule: t(`rules.${alarm.rule}`), room: alarm.room.name, resident: alarm.resident.name });
