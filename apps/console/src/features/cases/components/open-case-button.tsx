import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASE_HAZARDS,
  CASE_SEVERITIES,
  type CaseHazard,
  type CaseSeverity,
  MAX_CASE_TEXT,
} from '@radiant/contract';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OpenCaseProps } from '@/components/slots/open-case';
import { paths } from '@/config/screens';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useOwnerOptions } from '../api/case-options';
import { useOpenCase } from '../api/change-case';
import { casesLink } from '../lib/cases-address';

const AS_HAZARD = 'as_hazard';
const NOBODY = 'nobody';

/** The server's field names, as the form's: an error on any other (the home, the alarm) is a toast. */
const FIELDS: Record<string, string> = {
  hazard: 'hazard',
  severity: 'severity',
  room_ids: 'rooms',
  owner_id: 'owner',
  description: 'description',
};

function OpenCaseForm({ home, alarm, onClose }: OpenCaseProps & { onClose: () => void }) {
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const open = useOpenCase();
  const owners = useOwnerOptions();
  const form = useForm({
    initialValues: {
      hazard: (alarm?.hazard ?? '') as CaseHazard | '',
      severity: AS_HAZARD,
      rooms: alarm ? [String(alarm.roomId)] : ([] as string[]),
      owner: NOBODY,
      description: '',
    },
    validate: { hazard: (value) => (value ? null : t('open.hazardRequired')) },
  });
  const submit = (values: typeof form.values) =>
    open.mutate(
      {
        home_id: home.id,
        hazard: values.hazard as CaseHazard,
        severity: values.severity === AS_HAZARD ? undefined : (values.severity as CaseSeverity),
        room_ids: values.rooms.length > 0 ? values.rooms.map(Number) : undefined,
        owner_id: values.owner === NOBODY ? undefined : Number(values.owner),
        alarm_id: alarm?.id,
        description: values.description.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          onClose();
          void navigate(casesLink(paths.cases, { id: answer.data.case.id }));
        },
        onError: (error) => {
          const fields = Object.entries(fieldErrorsOf(error)).flatMap(([path, message]) => {
            const field = FIELDS[path.split('.')[0] ?? ''];
            return field ? [[field, message]] : [];
          });
          if (fields.length > 0) form.setErrors(Object.fromEntries(fields));
          else notifyError(error);
        },
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text fz="sm">
          {home.name}
          {alarm && ` · ${t('open.fromAlarm', { alarm: alarm.name })}`}
        </Text>
        <Select
          label={t('open.hazard')}
          required
          data={CASE_HAZARDS.map((hazard) => ({ value: hazard, label: t(`hazards.${hazard}`) }))}
          data-autofocus
          {...form.getInputProps('hazard')}
        />
        <Select
          label={t('open.severity')}
          data={[
            { value: AS_HAZARD, label: t('open.severityDefault') },
            ...CASE_SEVERITIES.map((severity) => ({ value: severity, label: t(`severities.${severity}`) })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('severity')}
        />
        <MultiSelect
          label={t('open.rooms')}
          description={t('open.roomsHint')}
          data={home.rooms.map((room) => ({ value: String(room.id), label: room.name }))}
          {...form.getInputProps('rooms')}
        />
        <Select
          label={t('open.owner')}
          data={[{ value: NOBODY, label: t('actions.nobody') }, ...owners]}
          allowDeselect={false}
          {...form.getInputProps('owner')}
        />
        <Textarea
          label={t('open.description')}
          description={t('open.descriptionHint')}
          maxLength={MAX_CASE_TEXT}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={open.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={open.isPending}>
            {t('open.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Open a case" for a home, from its resident's page or from an alarm: a small form, then the new case. */
export function OpenCaseButton({ size = 'xs', ...props }: OpenCaseProps) {
  const { t } = useTranslation('cases');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconClipboardPlus size={14} />}
        onClick={() => setOpened(true)}
        aria-label={props.alarm ? undefined : t('open.buttonFor', { home: props.home.name })}
      >
        {t('open.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('open.title')} centered radius="lg">
        {opened && <OpenCaseForm {...props} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
