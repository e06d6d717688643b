import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import { Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { HEATING_MODES, type HeatingMode } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/ui/day-input';
import { type ChangeErrors, type ChangeFields, hasSetpoint, setpointOf } from '../lib/heating-change';
import { localToday } from '../lib/until';

type HeatingChangeFieldsProps = {
  fields: ChangeFields;
  errors: ChangeErrors;
  onChange: (fields: ChangeFields) => void;
};

/** The mode (each with what it does), a temperature for comfort or eco, and an optional end. */
export function HeatingChangeFields({ fields, errors, onChange }: HeatingChangeFieldsProps) {
  const { t } = useTranslation('commands');
  const set = (change: Partial<ChangeFields>) => onChange({ ...fields, ...change });
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('dialog.mode')}
        value={fields.mode}
        onChange={(value) => set({ mode: value as HeatingMode, setpoint: setpointOf(value as HeatingMode) })}
        error={errors.mode}
      >
        <Stack gap="xs" mt={6}>
          {HEATING_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`modes.${mode}`)} description={t(`modeHints.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {hasSetpoint(fields.mode) && (
        <NumberInput
          label={t('dialog.setpoint')}
          description={t('dialog.setpointHint')}
          value={fields.setpoint}
          onChange={(setpoint) => set({ setpoint })}
          error={errors.setpoint}
          min={5}
          max={30}
          step={0.5}
          decimalScale={1}
          maw={220}
          rightSection={
            <Text fz="sm" c="dimmed" pe={6} dir="ltr">
              °C
            </Text>
          }
          rightSectionWidth={40}
        />
      )}
      {fields.mode !== 'schedule' && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('dialog.until')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('dialog.untilHint')}
          </Text>
          <Group gap="sm" align="flex-start">
            <DayInput
              label={t('dialog.untilDay')}
              value={fields.day}
              onChange={(day) => set({ day })}
              min={localToday()}
              clearable
              w={200}
            />
            <TextInput
              type="time"
              label={t('dialog.untilTime')}
              value={fields.time}
              onChange={(event) => set({ time: event.currentTarget.value })}
              w={140}
            />
          </Group>
          {errors.day && (
            <Text fz="sm" c="red" role="alert">
              {errors.day}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
