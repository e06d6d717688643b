import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClientSelect } from '@/components/forms/client-select';
import { PageHeader } from '@/components/layouts/page-header';
import { ListError } from '@/components/lists/list-error';
import { parseIdParam } from '@/lib/list-search';
import { useAlarmRules } from '../api/alarm-rules';
import { RuleCard } from '../components/rule-card';

/** `?scope=client&client=N` in the address; the fleet without. */
function useRuleScope() {
  const [params, setParams] = useSearchParams();
  const perClient = params.get('scope') === 'client' || params.has('client');
  const clientId = parseIdParam(params.get('client'));
  const change = (next: { perClient: boolean; clientId?: number }) =>
    setParams(
      () => {
        const entries: [string, string][] = next.perClient ? [['scope', 'client']] : [];
        if (next.perClient && next.clientId !== undefined) entries.push(['client', String(next.clientId)]);
        return new URLSearchParams(entries);
      },
      { replace: true },
    );
  return { perClient, clientId, change };
}

/** `/alarm-rules`: the six heating rules for the whole fleet, or as one commercial client's homes have them. */
export default function AlarmRulesRoute() {
  const { t } = useTranslation('alarms');
  const { perClient, clientId, change } = useRuleScope();
  const waiting = perClient && clientId === undefined;
  const scope = perClient ? clientId : undefined;
  const rules = useAlarmRules(scope);

  const body = () => {
    if (waiting) return <Text c="dimmed">{t('ruleSettings.pickClientFirst')}</Text>;
    if (rules.isError) {
      return (
        <ListError
          title={t('ruleSettings.loadFailed')}
          onRetry={rules.refetch}
          retrying={rules.isRefetching}
        />
      );
    }
    if (rules.isPending) {
      return (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-busy>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      );
    }
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {rules.data.map((setting) => (
          // A new answer (a save, a reset, another scope) starts the form again from the server's values.
          <RuleCard
            key={`${scope ?? 'fleet'}-${setting.rule}-${JSON.stringify(setting)}`}
            setting={setting}
            clientId={scope}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <>
      <PageHeader title={t('ruleSettings.title')} subtitle={t('ruleSettings.subtitle')} />
      <Group gap="sm" align="flex-end" mb="lg">
        <div>
          <Text component="label" fz="sm" fw={500} id="rule-scope" display="block" mb={4}>
            {t('ruleSettings.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="rule-scope"
            value={perClient ? 'client' : 'fleet'}
            onChange={(value) => change({ perClient: value === 'client', clientId })}
            data={[
              { value: 'fleet', label: t('ruleSettings.fleet') },
              { value: 'client', label: t('ruleSettings.oneClient') },
            ]}
          />
        </div>
        {perClient && (
          <ClientSelect
            label={t('ruleSettings.client')}
            placeholder={t('ruleSettings.chooseClient')}
            nothingFoundMessage={t('ruleSettings.noClient')}
            value={clientId}
            onChange={(client) => change({ perClient: true, clientId: client })}
            w={{ base: '100%', sm: 280 }}
          />
        )}
      </Group>
      {perClient && !waiting && (
        <Text fz="sm" c="dimmed" mb="md">
          {t('ruleSettings.clientSourceHint')}
        </Text>
      )}
      {body()}
    </>
  );
}
