import { alarmOperations, type SuccessEnvelope } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { ALARM_COUNTS_KEY, ALARMS_KEY } from './get-alarms';

export type AlarmAction = 'acknowledge' | 'clear';
type AlarmChange = { action: AlarmAction; ids: number[]; note?: string };

/** One alarm through its own call, several through the bulk one: all of them change, or none. */
const changeAlarms = ({ action, ids, note }: AlarmChange): Promise<SuccessEnvelope<object>> => {
  const body = { note: note || undefined };
  const [only] = ids;
  return ids.length === 1 && only !== undefined
    ? callApi(alarmOperations[action], { params: { id: only }, body })
    : callApi(alarmOperations.bulk, { body: { action, ids, ...body } });
};

/** The server's description is the toast; the lists and counts reload (the live stream tells other admins). */
export const useChangeAlarms = () =>
  useListChange({ mutationFn: changeAlarms, invalidates: [ALARMS_KEY, ALARM_COUNTS_KEY] });
