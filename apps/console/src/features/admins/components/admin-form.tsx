import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Admin, type Invitation, LEVEL, ZAdminRequest, ZAdminUpdate } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useCreateAdmin, useUpdateAdmin } from '../api/change-admins';

type AdminFields = { first_name: string; last_name: string; email: string; level: Admin['level'] };

const LEVELS = [LEVEL.ADMIN, LEVEL.OWNER] as const;

type AdminFormProps = {
  /** The admin to edit; a new one (with an email, and an invitation in the answer) without. */
  admin?: Admin;
  onCreated: (answer: { admin: Admin; invitation: Invitation }) => void;
  onSaved: () => void;
  onCancel: () => void;
};

/** A new admin's name, email and role, or an admin's new name and role (the email is their sign-in). */
export function AdminForm({ admin, onCreated, onSaved, onCancel }: AdminFormProps) {
  const { t } = useTranslation('admins');
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const pending = create.isPending || update.isPending;
  const form = useForm<AdminFields>({
    initialValues: {
      first_name: admin?.first_name ?? '',
      last_name: admin?.last_name ?? '',
      email: admin?.email ?? '',
      level: admin?.level ?? LEVEL.ADMIN,
    },
    validate: validateWith(admin ? ZAdminUpdate : ZAdminRequest),
  });

  const showErrors = (error: Error) => form.setErrors(fieldErrorsOf(error));
  const submit = form.onSubmit(({ email, ...fields }) => {
    if (admin) update.mutate({ id: admin.id, ...fields }, { onSuccess: onSaved, onError: showErrors });
    else
      create.mutate({ email, ...fields }, { onSuccess: ({ data }) => onCreated(data), onError: showErrors });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('form.firstName')}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('form.lastName')}
            required
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        {!admin && (
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            required
            type="email"
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        )}
        <Radio.Group
          label={t('form.role')}
          required
          value={String(form.values.level)}
          onChange={(value) => form.setFieldValue('level', Number(value) as Admin['level'])}
          error={form.errors.level}
        >
          <Stack gap="sm" mt={6}>
            {LEVELS.map((level) => (
              <Radio
                key={level}
                value={String(level)}
                label={t(`roles.${level}`)}
                description={t(`roleHints.${level}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <FormActions
          submit={t(admin ? 'form.save' : 'form.create')}
          pending={pending}
          cancel={onCancel}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
