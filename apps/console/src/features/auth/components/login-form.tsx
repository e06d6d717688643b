import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/screens';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin({ onAdmin: () => navigate(paths.home, { replace: true }) });
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : t('auth.emailRequired')),
      password: (value) => (value ? null : t('auth.passwordRequired')),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => login.mutate({ ...values, email: values.email.trim() }))}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={login.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
