import { Group } from '@mantine/core';
import { evidenceOperations } from '@radiant/contract';
import { IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';

type EvidenceDownloadsProps =
  | { case: number }
  | { home: number; window: { from: string; to: string }; disabled?: boolean };

/** A case's evidence pack, or a home's over a window: the PDF for people and the CSV files for machines. */
export function EvidenceDownloads(props: EvidenceDownloadsProps) {
  const { t } = useTranslation('cases');
  const pdf = { icon: <IconFileTypePdf size={14} />, children: t('evidence.pdf') };
  const zip = { icon: <IconFileZip size={14} />, children: t('evidence.zip') };
  const common = { done: t('evidence.saved'), disabled: 'disabled' in props && props.disabled };
  const { casePdf, caseZip, homePdf, homeZip } = evidenceOperations;
  return (
    <Group gap="xs" role="group" aria-label={t('evidence.title')}>
      {'case' in props ? (
        <>
          <DownloadButton operation={casePdf} input={{ params: { id: props.case } }} {...pdf} {...common} />
          <DownloadButton operation={caseZip} input={{ params: { id: props.case } }} {...zip} {...common} />
        </>
      ) : (
        <>
          <DownloadButton
            operation={homePdf}
            input={{ params: { id: props.home }, query: props.window }}
            {...pdf}
            {...common}
          />
          <DownloadButton
            operation={homeZip}
            input={{ params: { id: props.home }, query: props.window }}
            {...zip}
            {...common}
          />
        </>
      )}
    </Group>
  );
}
