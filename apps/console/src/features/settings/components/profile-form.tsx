import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROFILE_FIELDS, type Profile, ZProfile } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useSessionUser } from '@/lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

const FIELD_LABELS = {
  first_name: 'settings.firstName',
  last_name: 'settings.lastName',
  mobile: 'settings.mobile',
  address_line1: 'settings.addressLine1',
  address_line2: 'settings.addressLine2',
  town: 'settings.town',
  city: 'settings.city',
  post_code: 'settings.postCode',
} as const satisfies Record<keyof Profile, string>;

const AUTOCOMPLETE: Partial<Record<keyof Profile, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  mobile: 'tel',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  city: 'address-level2',
  post_code: 'postal-code',
};

export function ProfileForm() {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  const updateProfile = useUpdateProfile();
  const form = useForm<Profile>({
    initialValues: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user?.[field] ?? ''])) as Profile,
    validate: validateWith(ZProfile),
  });

  const submit = form.onSubmit((profile) =>
    updateProfile.mutate(profile, {
      onSuccess: ({ data }) => form.setInitialValues(data.me),
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <SettingsSection title={t('settings.profileTitle')} description={t('settings.profileDescription')}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {PROFILE_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(FIELD_LABELS[field])}
              required={field === 'first_name' || field === 'last_name'}
              autoComplete={AUTOCOMPLETE[field]}
              type={field === 'mobile' ? 'tel' : 'text'}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <FormActions submit={t('settings.saveProfile')} pending={updateProfile.isPending} mt="lg" />
      </form>
    </SettingsSection>
  );
}
