import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RoomDamp } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSetTemperatureFactor } from '../api/room-damp';

/** What a survey may set (the contract's bounds); the server words the refusal when a value falls outside. */
const FACTOR = { min: 0.3, max: 0.95, step: 0.01 };
const FIELD = 'temperature_factor';

/**
 * The home's walls: the temperature factor (f_Rsi) the figures use, the default or a survey's, and a form to
 * set a survey's or go back to the default. The server checks the value and its refusal shows on the field.
 */
export function WallsFactorForm({ home }: { home: RoomDamp['home'] }) {
  const { t } = useTranslation('residentialUsers');
  const save = useSetTemperatureFactor();
  const form = useForm<{ [FIELD]: number | string }>({ initialValues: { [FIELD]: home.temperature_factor } });
  const send = (factor: number | null) =>
    save.mutate(
      { homeId: home.id, factor },
      // The page draws the form afresh with the saved factor once the damp figures have reloaded.
      { onError: (error) => form.setErrors(fieldErrorsOf(error)) },
    );
  const submit = form.onSubmit(({ temperature_factor: factor }) =>
    typeof factor === 'number' ? send(factor) : form.setErrors({ [FIELD]: t('damp.factorMissing') }),
  );
  const inUse = home.temperature_factor.toFixed(2);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('damp.walls')}
        </Title>
        <Text fz="sm">
          {home.temperature_factor_set
            ? t('damp.factorSet', { factor: inUse })
            : t('damp.factorDefault', { factor: inUse })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('damp.factorHint')}
        </Text>
        <Group align="flex-start" gap="sm">
          <NumberInput
            label={t('damp.factor')}
            w={180}
            decimalScale={2}
            clampBehavior="none"
            {...FACTOR}
            {...form.getInputProps(FIELD)}
          />
          <Group gap="xs" mt={25}>
            <Button type="submit" loading={save.isPending && save.variables?.factor !== null}>
              {t('damp.save')}
            </Button>
            <Button
              variant="default"
              disabled={!home.temperature_factor_set}
              loading={save.isPending && save.variables?.factor === null}
              onClick={() => send(null)}
            >
              {t('damp.useDefault')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
