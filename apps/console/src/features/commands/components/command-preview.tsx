import { Stack, Table, Text } from '@mantine/core';
import type { CommandPreview as Preview } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { formatCount } from '@/lib/format';
import { formatSignedKwh } from '../lib/describe';
import { EstimateSummary } from './estimate-summary';

/** The homes listed in a preview: the most affected. */
const SHOWN_HOMES = 10;

/** What a command would do before it is sent: whom it reaches, the estimate, and the homes most affected. */
export function CommandPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation('commands');
  const counted = (key: 'radiators' | 'homes', count: number) =>
    t(`dialog.${key}`, { count, formatted: formatCount(count) });
  const homes = preview.home_list.slice(0, SHOWN_HOMES);
  const more = preview.homes - homes.length;
  return (
    <Stack gap="md">
      <Text fw={700} fz="lg" ff="heading">
        {t('dialog.reach', {
          radiators: counted('radiators', preview.radiators),
          homes: counted('homes', preview.homes),
        })}
      </Text>
      {preview.radiators === 0 ? (
        <Text fz="sm">{t('dialog.noRadiators')}</Text>
      ) : (
        <>
          <EstimateSummary estimate={preview.estimate} />
          <section aria-labelledby="preview-homes">
            <Text fz="sm" fw={700} mb={6} id="preview-homes">
              {t('dialog.mostAffected')}
            </Text>
            <PlainTable
              label={t('dialog.homesLabel')}
              minWidth={420}
              verticalSpacing={4}
              fz="sm"
              headers={[t('dialog.home'), t('dialog.resident'), t('list.columns.radiators'), t('dialog.kwh')]}
            >
              {homes.map((home) => (
                <Table.Tr key={home.home.id}>
                  <Table.Td>{home.home.name}</Table.Td>
                  <Table.Td>{home.resident.name}</Table.Td>
                  <Table.Td>{formatCount(home.radiators)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <bdi>
                      {home.kwh_change === null ? t('dialog.notEstimated') : formatSignedKwh(home.kwh_change)}
                    </bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
            {more > 0 && (
              <Text fz="sm" c="dimmed" mt={4}>
                {t('dialog.moreHomes', { count: more, formatted: formatCount(more) })}
              </Text>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
