import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Fieldset, NumberInput, SimpleGrid, Switch, Table } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CASE_DEADLINES, CASE_HAZARDS, type CaseHazard, type CaseTimings } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';

/** A clock's length in a hazard's timings; null (an empty box) is no such clock. */
export type ClockField = Exclude<keyof CaseTimings, 'pause_on_no_access'>;

/** In the order of the deadlines they set (CASE_DEADLINES). */
export const CLOCK_FIELDS: ClockField[] = [
  'make_safe_hours',
  'investigate_working_days',
  'summary_working_days',
  'safety_work_working_days',
  'further_work_weeks',
];

/** A number box holds '' when empty. */
export type TimingsValues = Record<ClockField, number | ''> & { pause_on_no_access: boolean };
export type PolicyValues = {
  social_landlord: boolean;
  open_from_alarms: boolean;
  hazards: Record<CaseHazard, TimingsValues>;
};

type HazardTimingsFieldsProps = {
  hazard: CaseHazard;
  form: UseFormReturnType<PolicyValues>;
  disabled: boolean;
};

/** One hazard's own clocks, a box each (a refused value shows beneath its box), and whether no access pauses them. */
export function HazardTimingsFields({ hazard, form, disabled }: HazardTimingsFieldsProps) {
  const { t } = useTranslation('cases');
  return (
    <Fieldset legend={t(`hazards.${hazard}`)} radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {CLOCK_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(`policy.fields.${field}`)}
            size="xs"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            disabled={disabled}
            {...form.getInputProps(`hazards.${hazard}.${field}`)}
          />
        ))}
      </SimpleGrid>
      <Switch
        mt="sm"
        size="sm"
        label={t('policy.pauseOnNoAccess')}
        disabled={disabled}
        {...form.getInputProps(`hazards.${hazard}.pause_on_no_access`, { type: 'checkbox' })}
      />
    </Fieldset>
  );
}

/** Timings shown, not edited (Awaab's Law's): a row per hazard, each clock's length in words. */
export function TimingsTable({ hazards }: { hazards: Record<CaseHazard, CaseTimings> }) {
  const { t } = useTranslation('cases');
  return (
    <PlainTable
      label={t('policy.timingsLabel')}
      minWidth={640}
      verticalSpacing={4}
      fz="sm"
      headers={[t('policy.hazard'), ...CASE_DEADLINES.map((name) => t(`deadlines.${name}`))]}
    >
      {CASE_HAZARDS.map((hazard) => (
        <Table.Tr key={hazard}>
          <Table.Th scope="row" fw={500}>
            {t(`hazards.${hazard}`)}
          </Table.Th>
          {CLOCK_FIELDS.map((field) => {
            const length = hazards[hazard][field];
            return (
              <Table.Td key={field}>
                {length === null ? t('policy.none') : t(`policy.units.${field}`, { count: length })}
              </Table.Td>
            );
          })}
        </Table.Tr>
      ))}
    </PlainTable>
  );
}
