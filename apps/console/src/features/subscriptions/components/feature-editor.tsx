import { Button, Group, Stack } from '@mantine/core';
import type { Feature } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineTextInput } from '@/components/forms/inline-text-input';
import { useUpdateFeature } from '../api/update-feature';

type FeatureEditorProps = { feature: Feature; onDone: () => void };

/** Renames a catalogue feature in its row: Enter saves, Escape leaves it as it was (and the dialog open). */
export function FeatureEditor({ feature, onDone }: FeatureEditorProps) {
  const { t } = useTranslation('subscriptions');
  const updateFeature = useUpdateFeature();
  const [title, setTitle] = useState(feature.title);
  const [description, setDescription] = useState(feature.description);

  const save = () =>
    updateFeature.mutate(
      { id: feature.id, title, description, version: feature.version },
      { onSuccess: onDone },
    );
  const keys = { onEnter: save, onEscape: onDone };

  return (
    <Stack gap="xs">
      <InlineTextInput
        label={t('features.name')}
        value={title}
        onValueChange={setTitle}
        {...keys}
        error={updateFeature.error?.message}
        data-autofocus
        autoFocus
      />
      <InlineTextInput
        label={t('features.description')}
        value={description}
        onValueChange={setDescription}
        {...keys}
      />
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={updateFeature.isPending}>
          {t('features.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone} disabled={updateFeature.isPending}>
          {t('lists.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
