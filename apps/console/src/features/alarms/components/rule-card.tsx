import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALARM_SEVERITIES,
  type AlarmRule,
  type AlarmRuleSettingRecord,
  type AlarmSeverity,
  RISK_BAND_LEVELS,
  ZAlarmRuleUpdate,
  ZAlarmThresholds,
} from '@radiant/contract';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useResetAlarmRule, useUpdateAlarmRule } from '../api/alarm-rules';
import { thresholdFields } from '../lib/thresholds';

type RuleFields = { enabled: boolean; severity: AlarmSeverity; thresholds: Record<string, number | string> };

const SOURCE_COLORS = { default: 'gray', fleet: 'blue', client: 'ember' } as const;

type RuleCardProps = { setting: AlarmRuleSettingRecord; clientId: number | undefined };

/**
 * One rule: on or off, its severity and thresholds (checked as the server checks them), where its values come
 * from, and a way back to the values it would otherwise have.
 */
export function RuleCard({ setting, clientId }: RuleCardProps) {
  const { t } = useTranslation('alarms');
  const rule: AlarmRule = setting.rule;
  const update = useUpdateAlarmRule();
  const reset = useResetAlarmRule();
  const form = useForm<RuleFields>({
    initialValues: { enabled: setting.enabled, severity: setting.severity, thresholds: setting.thresholds },
    validate: validateWith(ZAlarmRuleUpdate.extend({ thresholds: ZAlarmThresholds[rule] })),
  });
  const titleId = `rule-${rule}`;
  // A client's rule with values of its own goes back to the fleet's; the fleet's goes back to Radiant's.
  const resettable = clientId === undefined ? setting.source === 'fleet' : setting.source === 'client';

  const submit = form.onSubmit((fields) =>
    update.mutate(
      { rule, clientId, setting: { ...fields, thresholds: fields.thresholds as Record<string, number> } },
      {
        onSuccess: (answer) => form.resetDirty({ ...fields, thresholds: answer.data.rule.thresholds }),
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    ),
  );

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h4" id={titleId}>
                {t(`rules.${rule}`)}
              </Title>
              <Badge variant="light" color={SOURCE_COLORS[setting.source]} radius="sm">
                {t(`ruleSettings.sources.${setting.source}`)}
              </Badge>
            </Group>
            <DimmedText>{t(`ruleDescriptions.${rule}`)}</DimmedText>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('ruleSettings.severity')}
              data={ALARM_SEVERITIES.map((severity) => ({
                value: severity,
                label: t(`severities.${severity}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('severity')}
            />
            {thresholdFields(rule).map((field) =>
              field.unit === 'band' ? (
                <Select
                  key={field.key}
                  label={t('thresholds.band')}
                  data={RISK_BAND_LEVELS.map((_, index) => ({
                    value: String(index + 1),
                    label: t(`thresholds.bands.${index + 1}` as 'thresholds.bands.1'),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps(`thresholds.${field.key}`)}
                  value={String(form.getValues().thresholds[field.key])}
                  onChange={(value) => form.setFieldValue(`thresholds.${field.key}`, Number(value))}
                />
              ) : (
                <NumberInput
                  key={field.key}
                  label={t(`thresholds.${field.key}` as 'thresholds.minutes')}
                  step={field.step}
                  decimalScale={field.unit === 'minutes' ? 0 : 1}
                  rightSection={
                    <Text fz="sm" c="dimmed" pe={6} dir="ltr">
                      {t(`thresholds.units.${field.unit}`)}
                    </Text>
                  }
                  rightSectionWidth={48}
                  {...form.getInputProps(`thresholds.${field.key}`)}
                />
              ),
            )}
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Switch
              label={t('ruleSettings.enabled')}
              aria-label={t('ruleSettings.enabledOf', { rule: t(`rules.${rule}`) })}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
            <Group gap="xs">
              {resettable && (
                <Button
                  variant="default"
                  leftSection={<IconRestore size={16} />}
                  loading={reset.isPending}
                  onClick={() => reset.mutate({ rule, clientId })}
                >
                  {t(clientId === undefined ? 'ruleSettings.useDefault' : 'ruleSettings.useFleet')}
                </Button>
              )}
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} />}
                loading={update.isPending}
                disabled={!form.isDirty()}
              >
                {t('ruleSettings.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
