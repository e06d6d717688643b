import { Button, Group } from '@mantine/core';
import type { Feature } from '@radiant/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineTextInput } from '@/components/forms/inline-text-input';
import { useCreateFeature } from '../api/create-feature';

type NewFeatureProps = { suggestion: string; onCreated: (feature: Feature) => void };

/** "Add feature": a name field inside the plan form, so it must not submit the plan on Enter. */
export function NewFeature({ suggestion, onCreated }: NewFeatureProps) {
  const { t } = useTranslation('subscriptions');
  const createFeature = useCreateFeature();
  const [title, setTitle] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const opened = title !== undefined;
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  if (title === undefined) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        mt={6}
        leftSection={<IconPlus size={14} />}
        onClick={() => setTitle(suggestion)}
      >
        {t('plans.form.addFeature')}
      </Button>
    );
  }

  const close = () => {
    createFeature.reset();
    setTitle(undefined);
  };
  const create = () =>
    createFeature.mutate(
      { title },
      {
        onSuccess: ({ data }) => {
          onCreated(data.feature);
          close();
        },
      },
    );

  return (
    <Group align="flex-start" gap="xs" mt="xs" wrap="wrap">
      <InlineTextInput
        label={t('plans.form.newFeature')}
        value={title}
        onValueChange={setTitle}
        onEnter={create}
        onEscape={close}
        error={createFeature.error?.message}
        ref={input}
        style={{ flex: '1 1 14rem' }}
      />
      <Group gap="xs" mt={25}>
        <Button variant="light" onClick={create} loading={createFeature.isPending}>
          {t('plans.form.createFeature')}
        </Button>
        <Button variant="default" onClick={close} disabled={createFeature.isPending}>
          {t('lists.cancel')}
        </Button>
      </Group>
    </Group>
  );
}
