import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Box, Group, Modal, Table, Text } from '@mantine/core';
import type { Feature } from '@radiant/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import { ListTable } from '@/components/lists/list-table';
import { RowAction } from '@/components/lists/row-action';
import { SearchEmpty } from '@/components/lists/search-empty';
import { SearchField } from '@/components/lists/search-field';
import { formatCount } from '@/lib/format';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatures } from '../api/get-features';
import { FeatureEditor } from './feature-editor';
import { NewFeature } from './new-feature';

/** The feature catalogue that plans pick from: search, add, rename, and delete what no plan includes. */
export default function FeaturesCatalogue({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const [search, setSearch] = useState('');
  const features = useFeatures(search);
  const deleteFeature = useDeleteFeature();
  const [editing, setEditing] = useState<number>();
  const [doomed, setDoomed] = useState<Feature>();
  const list = features.data ?? [];

  const row = (feature: Feature) => (
    <Table.Tr key={feature.id}>
      <Table.Td>
        {editing === feature.id ? (
          <FeatureEditor feature={feature} onDone={() => setEditing(undefined)} />
        ) : (
          <>
            <Text fw={600} fz="sm">
              {feature.title}
            </Text>
            {feature.description && (
              <Text c="dimmed" fz="xs">
                {feature.description}
              </Text>
            )}
          </>
        )}
      </Table.Td>
      <Table.Td>{formatCount(feature.plans_count)}</Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <RowAction
            label={t('features.renameOf', { title: feature.title })}
            icon={<IconPencil size={18} />}
            onClick={() => setEditing(feature.id)}
          />
          <RowAction
            label={
              feature.plans_count > 0
                ? t('features.inUse', { title: feature.title, count: feature.plans_count })
                : t('features.deleteOf', { title: feature.title })
            }
            icon={<IconTrash size={18} />}
            color="red"
            disabled={feature.plans_count > 0}
            onClick={() => setDoomed(feature)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('features.title')}
      size="xl"
      radius="lg"
      centered
      // Escape closes the delete question on top, not the catalogue beneath it.
      closeOnEscape={!doomed}
    >
      <Text c="dimmed" fz="sm" mb="md">
        {t('features.subtitle')}
      </Text>
      <SearchField
        label={t('features.search')}
        value={search}
        onSearch={(value) => setSearch(value.trim())}
      />
      <NewFeature suggestion={search} onCreated={() => setSearch('')} />
      <Box mt="md">
        <ListTable
          label={t('features.tableLabel')}
          headers={[t('features.columns.feature'), t('features.columns.plans'), t('lists.actions')]}
          minWidth={300}
          query={features}
          isEmpty={list.length === 0}
          empty={
            <SearchEmpty
              search={search}
              noMatch={(search) => t('features.noMatch', { search })}
              none={t('features.none')}
            />
          }
        >
          {list.map(row)}
        </ListTable>
      </Box>
      <ConfirmDialog
        name={doomed?.title}
        title={t('features.deleteTitle')}
        message={t('features.deleteMessage', { title: doomed?.title })}
        pending={deleteFeature.isPending}
        onClose={() => setDoomed(undefined)}
        onConfirm={() => doomed && deleteFeature.mutate(doomed.id, { onSettled: () => setDoomed(undefined) })}
      />
    </Modal>
  );
}
