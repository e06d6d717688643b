import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogin } from '../api/login';
import { useReturnTo } from '../lib/return-to';

type LoginFormProps = {
  /** The email typed before, when the admin comes back from the code step. */
  email: string;
  onChallenge: (challenge: string, email: string) => void;
};

export function LoginForm({ email, onChallenge }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const form = useForm<LoginRequest>({
    initialValues: { email, password: '' },
    validate: {
      email: (value) => (value.trim() ? null : t('auth.emailRequired')),
      password: (value) => (value ? null : t('auth.passwordRequired')),
    },
  });
  const login = useLogin({
    onAdmin: () => navigate(returnTo, { replace: true }),
    onChallenge: (challenge) => onChallenge(challenge, form.values.email.trim()),
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
