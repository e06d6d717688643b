import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Skeleton.css';
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { CASE_DEADLINES, type ComplianceCounts } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import { PlainTable } from '@/components/lists/plain-table';
import { DimmedText } from '@/components/ui/dimmed-text';
import { FactLabel } from '@/components/ui/fact';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';
import { formatCount, formatShare, LOCALE } from '@/lib/format';
import { useClientCompliance } from '../api/get-client-compliance';

// The years offered: the current one (UK time) and those before it, back to when Awaab's Law began (2025).
const FIRST_YEAR = 2025;
const londonYear = new Intl.DateTimeFormat(LOCALE, { timeZone: 'Europe/London', year: 'numeric' });
const MONTH = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long' });
const SHORT_MONTH = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'short' });
const monthName = (month: number, format = MONTH) => format.format(Date.UTC(2026, month - 1, 1));

/** One period's figures: the share on time large, the three counts in words beneath (no colour carries them). */
function Figures({ label, counts }: { label: string; counts: ComplianceCounts }) {
  const { t } = useTranslation('cases');
  return (
    <Paper withBorder radius="md" p="sm">
      <FactLabel>{label}</FactLabel>
      <Text fz={24} fw={700} ff="heading" mt={4} lh={1.2}>
        {counts.on_time_share === null
          ? t('compliance.noneDecided')
          : t('compliance.onTime', { share: formatShare(counts.on_time_share) })}
      </Text>
      <Text fz="sm" c="dimmed" mt={4}>
        {t('compliance.counts', {
          met: formatCount(counts.met),
          missed: formatCount(counts.missed),
          running: formatCount(counts.running),
        })}
      </Text>
    </Paper>
  );
}

const countCells = (counts: ComplianceCounts) => (
  <>
    <Table.Td ta="end">{formatCount(counts.met)}</Table.Td>
    <Table.Td ta="end">{formatCount(counts.missed)}</Table.Td>
    <Table.Td ta="end">{formatCount(counts.running)}</Table.Td>
    <Table.Td ta="end">{formatShare(counts.on_time_share)}</Table.Td>
  </>
);

/** A client's deadlines met on time, missed and running: this month, the year to date, and each month. */
export function ClientComplianceCard({ client }: { client: number }) {
  const { t } = useTranslation('cases');
  const [year, setYear] = useState<number | undefined>(undefined);
  const compliance = useClientCompliance(client, year);
  const numbers = [
    t('compliance.metColumn'),
    t('compliance.missed'),
    t('compliance.running'),
    t('compliance.share'),
  ].map((label) => ({ label, ta: 'end' as const }));

  const body = () => {
    if (compliance.isError)
      return <ListError onRetry={compliance.refetch} retrying={compliance.isRefetching} />;
    if (compliance.isPending) return <Skeleton height={160} radius="md" aria-busy />;
    const data = compliance.data;
    const current = Number(londonYear.format(new Date(data.as_of)));
    const thisMonth = data.year === current ? data.months[data.year_to_date.through_month - 1] : undefined;
    return (
      <KeptWhileLoading loading={compliance.isPlaceholderData} gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {thisMonth && (
            <Figures
              label={t('compliance.thisMonth', { month: monthName(thisMonth.month) })}
              counts={thisMonth}
            />
          )}
          <Figures
            label={t(data.year === current ? 'compliance.yearToDate' : 'compliance.wholeYear', {
              year: data.year,
            })}
            counts={data.year_to_date}
          />
        </SimpleGrid>
        <PlainTable
          label={t('compliance.monthsLabel', { year: data.year })}
          minWidth={280}
          horizontalSpacing={6}
          verticalSpacing={4}
          fz="sm"
          headers={[t('compliance.month'), ...numbers]}
        >
          {data.months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500}>
                <abbr title={monthName(month.month)} style={{ textDecoration: 'none' }}>
                  {monthName(month.month, SHORT_MONTH)}
                </abbr>
              </Table.Th>
              {countCells(month)}
            </Table.Tr>
          ))}
        </PlainTable>
        <PlainTable
          label={t('compliance.byDeadlineLabel', { year: data.year })}
          minWidth={280}
          horizontalSpacing={6}
          verticalSpacing={4}
          fz="sm"
          headers={[t('compliance.deadline'), ...numbers]}
        >
          {CASE_DEADLINES.map((name) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {t(`deadlines.${name}`)}
              </Table.Th>
              {countCells(data.year_to_date.by_deadline[name])}
            </Table.Tr>
          ))}
        </PlainTable>
      </KeptWhileLoading>
    );
  };

  const shown = compliance.data;
  const current = shown ? Number(londonYear.format(new Date(shown.as_of))) : undefined;
  const years =
    current === undefined ? [] : Array.from({ length: current - FIRST_YEAR + 1 }, (_, i) => current - i);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="client-compliance">
      <Group justify="space-between" gap="sm" mb={4} align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="client-compliance">
            {t('compliance.title')}
          </Title>
          {shown && (
            <Text fz="sm">
              {t('compliance.openCases', {
                count: shown.open_cases,
                formatted: formatCount(shown.open_cases),
              })}
            </Text>
          )}
        </Stack>
        {shown && (
          <Select
            label={t('compliance.year')}
            size="xs"
            w={110}
            allowDeselect={false}
            data={years.map(String)}
            value={String(shown.year)}
            onChange={(chosen) => chosen && setYear(Number(chosen))}
          />
        )}
      </Group>
      <Stack gap="md">
        <DimmedText>{t('compliance.hint')}</DimmedText>
        {body()}
      </Stack>
    </Paper>
  );
}
