import '@mantine/core/styles/Skeleton.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ClientReport, reportOperations } from '@radiant/contract';
import { IconFileTypeCsv, IconFileTypePdf, IconMailForward, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import { PlainTable } from '@/components/lists/plain-table';
import { DimmedText } from '@/components/ui/dimmed-text';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDateTime, LOCALE } from '@/lib/format';
import { useClientReports, useMakeReport, useSendReportAgain } from '../api/client-reports';
import { useReportSettings } from '../api/report-settings';
import { ReportSettingsForm } from './report-settings-form';

const MONTH = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long', year: 'numeric' });
const monthOf = (report: ClientReport) => MONTH.format(new Date(`${report.month}T00:00:00Z`));

const STATUS_COLORS = { pending: 'yellow', sent: 'teal', failed: 'red', not_sent: 'gray' } as const;

function ReportRow({ report }: { report: ClientReport }) {
  const { t } = useTranslation('commercialClients');
  const send = useSendReportAgain(report.client_id);
  const month = monthOf(report);
  const input = { params: { id: report.id } };
  return (
    <Table.Tr>
      <Table.Td>{month}</Table.Td>
      <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Badge color={STATUS_COLORS[report.status]} variant="light">
            {t(`reports.status.${report.status}`)}
          </Badge>
          <Text fz="xs" c="dimmed">
            {report.sent_at
              ? t('reports.sentAt', { at: formatDateTime(report.sent_at) })
              : t('reports.attempts', { count: report.attempts })}
          </Text>
          {report.last_error && (
            <Text fz="xs" c="red">
              {report.last_error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {report.recipients.join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <DownloadButton
            operation={reportOperations.pdf}
            input={input}
            icon={<IconFileTypePdf size={14} />}
            done={t('reports.downloaded')}
          >
            PDF<VisuallyHidden>{t('reports.of', { month })}</VisuallyHidden>
          </DownloadButton>
          <DownloadButton
            operation={reportOperations.csv}
            input={input}
            icon={<IconFileTypeCsv size={14} />}
            done={t('reports.downloaded')}
          >
            CSV<VisuallyHidden>{t('reports.of', { month })}</VisuallyHidden>
          </DownloadButton>
          {report.status !== 'pending' && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMailForward size={14} />}
              loading={send.isPending}
              onClick={() => send.mutate(report.id)}
            >
              {t('reports.sendAgain')}
              <VisuallyHidden>{t('reports.of', { month })}</VisuallyHidden>
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A client's monthly reports: the list with each one's mail and files, its settings, and making one now. */
export function ClientReports({ clientId }: { clientId: number }) {
  const { t } = useTranslation('commercialClients');
  const reports = useClientReports(clientId);
  const settings = useReportSettings(clientId);
  const make = useMakeReport(clientId);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="client-reports">
      <Group justify="space-between" gap="sm" mb={4}>
        <Title order={2} fz="h5" id="client-reports">
          {t('reports.title')}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconReportAnalytics size={16} />}
          loading={make.isPending}
          onClick={() => make.mutate(undefined)}
        >
          {t('reports.makeNow')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('reports.hint')}
      </Text>
      <Stack gap="md">
        {reports.isError ? (
          <ListError title={t('reports.failed')} onRetry={reports.refetch} retrying={reports.isRefetching} />
        ) : !reports.data ? (
          <Skeleton h={80} radius="md" />
        ) : reports.data.length === 0 ? (
          <DimmedText>{t('reports.none')}</DimmedText>
        ) : (
          <PlainTable
            label={t('reports.tableLabel')}
            minWidth={720}
            verticalSpacing={6}
            fz="sm"
            headers={[
              t('reports.columns.month'),
              t('reports.columns.made'),
              t('reports.columns.mail'),
              t('reports.columns.recipients'),
              t('reports.columns.files'),
            ]}
          >
            {reports.data.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </PlainTable>
        )}
        {settings.data ? (
          <ReportSettingsForm key={settings.data.version} settings={settings.data} />
        ) : settings.isError ? (
          <ListError
            title={t('reports.settingsFailed')}
            onRetry={settings.refetch}
            retrying={settings.isRefetching}
          />
        ) : (
          <Skeleton h={120} radius="md" />
        )}
      </Stack>
    </Paper>
  );
}
