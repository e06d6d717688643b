import { type AlarmRule, type AlarmSeverity, alarmRuleOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';

const RULES_KEY = ['alarm-rules'] as const;

/** The rules as they apply to the fleet, or to one client's homes. */
export const useAlarmRules = (clientId: number | undefined) =>
  useQuery({
    queryKey: [...RULES_KEY, clientId ?? 'fleet'],
    queryFn: async () => (await callApi(alarmRuleOperations.list, { query: { clientId } })).data.rules,
  });

type RuleChange = {
  rule: AlarmRule;
  clientId: number | undefined;
  setting: { enabled: boolean; severity: AlarmSeverity; thresholds: Record<string, number> };
};

const updateRule = ({ rule, clientId, setting }: RuleChange) =>
  callApi(alarmRuleOperations.update, {
    params: { rule },
    query: { clientId },
    body: setting,
  });

// A fleet change shows through every client that has no value of its own: every scope reloads.
export const useUpdateAlarmRule = () => useListChange({ mutationFn: updateRule, invalidates: [RULES_KEY] });

const resetRule = ({ rule, clientId }: Omit<RuleChange, 'setting'>) =>
  callApi(alarmRuleOperations.reset, { params: { rule }, query: { clientId } });

export const useResetAlarmRule = () => useListChange({ mutationFn: resetRule, invalidates: [RULES_KEY] });
