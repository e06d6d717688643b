import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Grid, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  businessAddressOf,
  type CommercialClientRequest,
  LEVEL,
  PASSWORD_MIN_LENGTH,
  ZCommercialClientRequest,
} from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/forms/form-actions';
import { paths } from '@/config/screens';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateCommercialClient } from '../api/create-commercial-client';
import { brandColorsOf, DEFAULT_BRAND } from '../utils/brand';
import { AppPreview } from './app-preview';
import { BrandColorsEditor } from './brand-colors-editor';

type ClientFormValues = Required<Omit<CommercialClientRequest, 'is_same_address'>> & {
  is_same_address: 0 | 1;
};

const INITIAL: ClientFormValues = {
  first_name: '',
  last_name: '',
  business_name: '',
  email: '',
  mobile: '',
  password: '',
  address_line1: '',
  address_line2: '',
  town: '',
  city: '',
  post_code: '',
  is_same_address: 0,
  ...businessAddressOf({ address_line1: '', address_line2: '', town: '', city: '', post_code: '' }),
  ...DEFAULT_BRAND,
};

const ADDRESS = [
  ['address_line1', 'addressLine1'],
  ['address_line2', 'addressLine2'],
  ['town', 'town'],
  ['city', 'city'],
  ['post_code', 'postCode'],
] as const;

/** The spec's client form with its colours, the contrast check and a live preview of the client's app. */
export function ClientForm() {
  const { t } = useTranslation('commercialClients');
  const navigate = useNavigate();
  const create = useCreateCommercialClient();
  const form = useForm<ClientFormValues>({
    initialValues: INITIAL,
    validate: validateWith(ZCommercialClientRequest),
  });
  const { values } = form;
  const same = values.is_same_address === 1;
  // While the flag is set the business address shows the main address as it is typed.
  const business = same ? businessAddressOf(values) : values;

  const setSame = (checked: boolean) =>
    form.setValues({ ...businessAddressOf(values), is_same_address: checked ? 1 : 0 });

  const submit = form.onSubmit(() =>
    create.mutate(values, {
      onSuccess: (answer) => {
        // Spec §5: creation completes only when the new account is a commercial client.
        if (answer.data.user.level !== LEVEL.COMMERCIAL)
          return notifyError(new Error(t('form.notConfirmed')));
        notifySuccess(answer.description);
        navigate(paths.commercialClients);
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  const addressFields = (prefix: '' | 'business_', readOnly = false) =>
    ADDRESS.map(([field, label]) => {
      const name = `${prefix}${field}` as keyof ClientFormValues;
      return (
        <TextInput
          key={name}
          label={t(`form.${label}`)}
          maxLength={field === 'post_code' ? 16 : 200}
          {...form.getInputProps(name)}
          value={prefix ? String(business[name as keyof typeof business]) : String(values[name])}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
        />
      );
    });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('form.account')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  <TextInput
                    label={t('form.firstName')}
                    required
                    maxLength={100}
                    {...form.getInputProps('first_name')}
                  />
                  <TextInput
                    label={t('form.lastName')}
                    required
                    maxLength={100}
                    {...form.getInputProps('last_name')}
                  />
                  <TextInput
                    label={t('form.email')}
                    required
                    type="email"
                    maxLength={254}
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label={t('form.mobile')}
                    type="tel"
                    maxLength={20}
                    {...form.getInputProps('mobile')}
                  />
                </SimpleGrid>
                <PasswordInput
                  label={t('form.password')}
                  description={t('form.passwordHint', { count: PASSWORD_MIN_LENGTH })}
                  required
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    {t('form.mainAddress')}
                  </Title>
                  {addressFields('')}
                </Stack>
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    {t('form.businessAddress')}
                  </Title>
                  <Checkbox
                    label={t('form.sameAddress')}
                    description={same ? t('form.sameAddressHint') : undefined}
                    checked={same}
                    onChange={(event) => setSame(event.currentTarget.checked)}
                  />
                  {addressFields('business_', same)}
                </Stack>
              </SimpleGrid>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <BrandColorsEditor
                colors={brandColorsOf(values)}
                onChange={(field, color) => form.setFieldValue(field, color)}
                errors={form.errors}
              />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
            <AppPreview colors={brandColorsOf(values)} />
          </div>
        </Grid.Col>
      </Grid>
      <FormActions
        submit={t('form.create')}
        pending={create.isPending}
        cancel={paths.commercialClients}
        mt="xl"
      />
    </form>
  );
}
