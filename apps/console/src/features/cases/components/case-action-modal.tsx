import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import { Button, FileInput, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_CLOSE_REASONS,
  CASE_MILESTONES,
  CASE_SEVERITIES,
  type CaseStatus,
  CONTACT_OUTCOMES,
  MAX_CASE_TEXT,
} from '@radiant/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { base64Of } from '@/lib/file-base64';
import { fieldErrorsOf } from '@/lib/form-errors';
import { isStaleEdit, notifyError } from '@/lib/notify';
import { useOwnerOptions } from '../api/case-options';
import { type CaseEventInput, useAddCaseEvent, useUpdateCase } from '../api/change-case';
import { CASES_KEY } from '../api/get-cases';

/** What the admin is about to do to the case. */
export type CaseAction =
  | { kind: 'note' }
  | { kind: 'attach' }
  | { kind: 'contact' }
  | { kind: 'status'; to: CaseStatus }
  | { kind: 'edit' };

type Shown = { id: number; version: number; owner: { id: number; name: string } | null; severity: string };

type CaseActionModalProps = { record: Shown; action: CaseAction | undefined; onClose: () => void };

const NOBODY = 'nobody';
const FORM_FIELDS = [
  'text',
  'milestone',
  'outcome',
  'reason',
  'owner_id',
  'severity',
  'name',
  'content_base64',
];
const titleKey = (action: CaseAction) =>
  action.kind === 'note'
    ? 'actions.note'
    : action.kind === 'attach'
      ? 'actions.attach'
      : action.kind === 'contact'
        ? 'actions.contact'
        : action.kind === 'edit'
          ? 'actions.edit'
          : action.to === 'closed'
            ? 'actions.close'
            : 'actions.moveTo';

/** A note, a file, a contact attempt, a move forward, closing, or a new owner or severity: one small form each. */
export function CaseActionModal({ record, action, onClose }: CaseActionModalProps) {
  const { t } = useTranslation('cases');
  const queryClient = useQueryClient();
  const addEvent = useAddCaseEvent(record.id);
  const update = useUpdateCase(record.id);
  const owners = useOwnerOptions(record.owner);
  const form = useForm({
    initialValues: {
      text: '',
      milestone: '',
      outcome: 'no_access',
      reason: 'resolved',
      owner: record.owner ? String(record.owner.id) : NOBODY,
      severity: record.severity,
      file: null as File | null,
    },
  });
  const pending = addEvent.isPending || update.isPending;
  const close = () => {
    form.reset();
    onClose();
  };
  const onError = (error: Error) => {
    // A field the form shows takes its error beneath it; any other (a move the case cannot make) is a toast.
    const fields = Object.fromEntries(
      Object.entries(fieldErrorsOf(error)).filter(([path]) => FORM_FIELDS.includes(path)),
    );
    if (isStaleEdit(error)) {
      // Someone changed the case: the toast says so, and the case shown becomes theirs.
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      close();
    } else if (Object.keys(fields).length > 0) form.setErrors(fields);
    else notifyError(error);
  };

  const attach = async (file: File | null, text: string | undefined) => {
    if (!file) return form.setFieldError('content_base64', t('actions.fileRequired'));
    if (file.size > CASE_ATTACHMENT_MAX_BYTES)
      return form.setFieldError('content_base64', t('actions.fileTooLarge'));
    const body: CaseEventInput = {
      kind: 'attachment',
      name: file.name,
      content_base64: await base64Of(file),
      text,
    };
    return addEvent.mutateAsync(body).then(close, onError);
  };

  const submit = (values: typeof form.values) => {
    if (!action) return;
    const text = values.text.trim() || undefined;
    if (action.kind === 'attach') {
      void attach(values.file, text);
      return;
    }
    if (action.kind === 'edit') {
      // The promise settles even when the case redraws meanwhile (a callback of `mutate` would then be lost and
      // leave the form open over the drawer).
      update
        .mutateAsync({
          owner_id: values.owner === NOBODY ? null : Number(values.owner),
          severity: values.severity as (typeof CASE_SEVERITIES)[number],
          version: record.version,
        })
        .then(close, onError);
      return;
    }
    const body: CaseEventInput =
      action.kind === 'note'
        ? {
            kind: 'note',
            text: values.text,
            milestone: (values.milestone || undefined) as (typeof CASE_MILESTONES)[number] | undefined,
          }
        : action.kind === 'contact'
          ? { kind: 'contact', outcome: values.outcome as (typeof CONTACT_OUTCOMES)[number], text }
          : {
              kind: 'status',
              to: action.to,
              reason:
                action.to === 'closed' ? (values.reason as (typeof CASE_CLOSE_REASONS)[number]) : undefined,
              text,
            };
    addEvent.mutateAsync(body).then(close, onError);
  };

  const options = <K extends string>(keys: readonly K[], group: string) =>
    keys.map((key) => ({ value: key, label: t(`${group}.${key}` as 'hazards.other') }));
  const textField = (required: boolean) => (
    <Textarea
      label={t('actions.text')}
      required={required}
      maxLength={MAX_CASE_TEXT}
      autosize
      minRows={3}
      maxRows={8}
      data-autofocus
      {...form.getInputProps('text')}
    />
  );

  return (
    <Modal
      opened={action !== undefined}
      onClose={close}
      title={
        action && t(titleKey(action), { status: action.kind === 'status' ? t(`statuses.${action.to}`) : '' })
      }
      centered
      radius="lg"
    >
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {action?.kind === 'note' && (
            <>
              {textField(true)}
              <Select
                label={t('actions.milestone')}
                description={t('actions.milestoneHint')}
                data={[
                  { value: '', label: t('actions.noMilestone') },
                  ...options(CASE_MILESTONES, 'milestones'),
                ]}
                allowDeselect={false}
                {...form.getInputProps('milestone')}
              />
            </>
          )}
          {action?.kind === 'attach' && (
            <>
              <FileInput
                label={t('actions.file')}
                description={t('actions.fileHint')}
                accept="image/png,image/jpeg,image/webp,application/pdf"
                required
                clearable
                data-autofocus
                {...form.getInputProps('file')}
                error={form.errors.content_base64 ?? form.errors.name}
              />
              {textField(false)}
            </>
          )}
          {action?.kind === 'contact' && (
            <>
              <Select
                label={t('actions.outcome')}
                data={options(CONTACT_OUTCOMES, 'outcomes')}
                allowDeselect={false}
                {...form.getInputProps('outcome')}
              />
              {textField(false)}
            </>
          )}
          {action?.kind === 'status' && (
            <>
              {action.to === 'closed' && (
                <Select
                  label={t('actions.reason')}
                  data={options(CASE_CLOSE_REASONS, 'reasons')}
                  allowDeselect={false}
                  {...form.getInputProps('reason')}
                />
              )}
              {textField(false)}
            </>
          )}
          {action?.kind === 'edit' && (
            <>
              <Select
                label={t('actions.owner')}
                data={[{ value: NOBODY, label: t('actions.nobody') }, ...owners]}
                allowDeselect={false}
                {...form.getInputProps('owner')}
                error={form.errors.owner_id}
              />
              <Select
                label={t('actions.severity')}
                data={options(CASE_SEVERITIES, 'severities')}
                allowDeselect={false}
                {...form.getInputProps('severity')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={pending}
              color={action?.kind === 'status' && action.to === 'closed' ? 'teal' : undefined}
            >
              {action?.kind === 'status' && action.to === 'closed' ? t('actions.close') : t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
