import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Paper, Skeleton, Table, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordLink } from '@/components/lists/record-link';
import type { RecordCasesProps } from '@/components/slots/record-cases';
import { DimmedText } from '@/components/ui/dimmed-text';
import { paths } from '@/config/screens';
import { useCasesPage } from '../api/get-cases';
import { casesLink } from '../lib/cases-address';
import { CaseStatusBadge } from './case-badges';
import { NextDeadline } from './cases-table';
import { HomeEvidenceButton } from './home-evidence-button';

// A record's first open cases; the link beside the title leads to all of them.
const PAGE = 25;

/**
 * A home's or a client's open cases by next deadline, each opening on the cases list narrowed to them; a home's
 * evidence pack beside them.
 */
export function RecordCasesPanel({ homeName, ...scope }: RecordCasesProps) {
  const { t } = useTranslation('cases');
  const cases = useCasesPage({ ...scope, open: 'true' }, PAGE);

  const body = () => {
    if (cases.isError) return <ListError onRetry={cases.refetch} retrying={cases.isRefetching} />;
    if (cases.isPending) return <Skeleton height={60} radius="md" aria-busy />;
    const rows = cases.data.cases;
    if (rows.length === 0) return <DimmedText>{t('panel.none')}</DimmedText>;
    return (
      <PlainTable
        label={t('panel.tableLabel')}
        minWidth={520}
        verticalSpacing={6}
        fz="sm"
        headers={[
          t('list.columns.hazard'),
          scope.home === undefined && t('list.columns.home'),
          t('list.columns.status'),
          t('list.columns.deadline'),
        ]}
      >
        {rows.map((record) => (
          <Table.Tr key={record.id}>
            <Table.Td>
              <RecordLink to={casesLink(paths.cases, { ...scope, id: record.id })}>
                {t('list.nameOf', { id: record.id, hazard: t(`hazards.${record.hazard}`) })}
              </RecordLink>
            </Table.Td>
            {scope.home === undefined && (
              <Table.Td>{`${record.home.name} · ${record.resident.name}`}</Table.Td>
            )}
            <Table.Td>
              <CaseStatusBadge status={record.status} />
            </Table.Td>
            <Table.Td>
              <NextDeadline deadline={record.next_deadline} />
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    );
  };

  // A home's stand inside its card, under its rooms; a client's in a card of their own.
  const inHome = scope.home !== undefined;
  const panel = (
    <>
      <Group justify="space-between" mb="sm" mt={inHome ? 'md' : undefined} gap="xs">
        <Title order={inHome ? 3 : 2} fz={inHome ? 'h5' : 'h4'}>
          {t('panel.title')}
        </Title>
        <Group gap="xs">
          {homeName !== undefined && scope.home !== undefined && (
            <HomeEvidenceButton home={{ id: scope.home, name: homeName }} />
          )}
          <Anchor component={Link} to={casesLink(paths.cases, scope)} fz="sm">
            <Group gap={4} wrap="nowrap">
              {t('panel.all')}
              <IconArrowRight size={14} className="mantine-rotate-rtl" aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Group>
      {body()}
    </>
  );
  return inHome ? (
    panel
  ) : (
    <Paper withBorder radius="lg" p="lg">
      {panel}
    </Paper>
  );
}
