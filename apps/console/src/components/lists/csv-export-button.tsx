import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import type { Operation, OperationInput } from '@radiant/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';

const NEWLINE = 10;

const linesIn = (chunk: Uint8Array) => chunk.reduce((lines, byte) => lines + (byte === NEWLINE ? 1 : 0), 0);

type CsvExportButtonProps<O extends Operation> = {
  /** The export operation, streamed by the server, and the filters of the list it exports. */
  operation: O;
  input: OperationInput<O>;
  /** The list's total, when it knows one: the rows received so far show against it. */
  total?: number;
  /** The toast once the file is saved: "Exported 3 users." */
  done: (rows: number) => string;
};

/**
 * Exports every row that a list's filters match as CSV, streamed by the server and saved under the name it
 * gives; while it runs, the rows received so far show (against the total, when known).
 */
export function CsvExportButton<O extends Operation>({
  operation,
  input,
  total,
  done,
}: CsvExportButtonProps<O>) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<number>();

  const start = async () => {
    let received = 0;
    setLines(0);
    try {
      await downloadFile(operation, input, (chunk) => {
        received += linesIn(chunk);
        setLines(received);
      });
      // The first line is the header.
      notifySuccess(done(Math.max(0, received - 1)));
    } catch (error) {
      notifyError(error);
    } finally {
      setLines(undefined);
    }
  };

  const exporting = lines !== undefined;
  return (
    <Group gap="xs" wrap="nowrap">
      {exporting && (
        <div style={{ minWidth: 160 }}>
          <Text fz="xs" c="dimmed" aria-live="polite">
            {t('export.progress', { rows: formatCount(Math.max(0, lines - 1)) })}
          </Text>
          {total !== undefined && (
            <Progress
              value={total ? Math.min(100, (lines / (total + 1)) * 100) : 0}
              size="sm"
              aria-label={t('export.progressLabel')}
              animated
            />
          )}
        </div>
      )}
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={start} loading={exporting}>
        {t('export.button')}
      </Button>
    </Group>
  );
}
