import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Feature } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineFieldKeys } from '@/lib/inline-field-keys';
import { useUpdateFeature } from '../api/update-feature';

type FeatureEditorProps = { feature: Feature; onDone: () => void };

/** Renames a catalogue feature in its row: Enter saves, Escape leaves it as it was (and the dialog open). */
export function FeatureEditor({ feature, onDone }: FeatureEditorProps) {
  const { t } = useTranslation();
  const updateFeature = useUpdateFeature();
  const [title, setTitle] = useState(feature.title);
  const [description, setDescription] = useState(feature.description);

  const save = () => updateFeature.mutate({ id: feature.id, title, description }, { onSuccess: onDone });
  const onKeyDown = inlineFieldKeys({ onEnter: save, onEscape: onDone });

  return (
    <Stack gap="xs">
      <TextInput
        label={t('features.name')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-mantine-stop-propagation
        error={updateFeature.error?.message}
        data-autofocus
        autoFocus
      />
      <TextInput
        label={t('features.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-mantine-stop-propagation
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
