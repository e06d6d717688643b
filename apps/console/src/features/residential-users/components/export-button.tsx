import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import { residentialUserOperations } from '@radiant/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { filtersOf, type UsersFilters } from '../lib/users-address';

const NEWLINE = 10;

const linesIn = (chunk: Uint8Array) => chunk.reduce((lines, byte) => lines + (byte === NEWLINE ? 1 : 0), 0);

/**
 * Exports every user that the search and filters match as CSV, streamed by the server; the rows received so
 * far show against the list's total while it runs.
 */
export function ExportButton({ filters, total }: { filters: UsersFilters; total?: number }) {
  const { t } = useTranslation('residentialUsers');
  const [rows, setRows] = useState<number>();

  const start = async () => {
    let received = 0;
    setRows(0);
    try {
      await downloadFile(residentialUserOperations.export, { query: filtersOf(filters) }, (chunk) => {
        received += linesIn(chunk);
        setRows(received);
      });
      // The first line is the header.
      notifySuccess(
        t('export.done', {
          count: Math.max(0, received - 1),
          formatted: formatCount(Math.max(0, received - 1)),
        }),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setRows(undefined);
    }
  };

  const exporting = rows !== undefined;
  const progress = exporting && total ? Math.min(100, (rows / (total + 1)) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap">
      {exporting && (
        <div style={{ minWidth: 160 }}>
          <Text fz="xs" c="dimmed" aria-live="polite">
            {t('export.progress', { rows: formatCount(Math.max(0, rows - 1)) })}
          </Text>
          <Progress value={progress} size="sm" aria-label={t('export.progressLabel')} animated />
        </div>
      )}
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={start} loading={exporting}>
        {t('export.button')}
      </Button>
    </Group>
  );
}
