import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { Accordion, List, Stack, Text } from '@mantine/core';
import type { CommandEstimate } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';
import { FactLabel } from '@/components/ui/fact';
import { formatCount, formatMeasure } from '@/lib/format';
import { estimateText } from '../lib/describe';

/** A command's estimated change over the coming days, with the assumptions behind it folded away. */
export function EstimateSummary({ estimate }: { estimate: CommandEstimate }) {
  const { t } = useTranslation('commands');
  const notEstimated = estimate.radiators_not_estimated;
  return (
    <Stack gap={4}>
      <FactLabel>{t('estimate.title')}</FactLabel>
      <Text fz="lg" fw={700} ff="heading">
        {estimateText(t, estimate)}
      </Text>
      <DimmedText>
        {t('estimate.nowAndAfter', {
          now: formatMeasure(estimate.kwh_now),
          after: formatMeasure(estimate.kwh_with_change),
        })}
      </DimmedText>
      {notEstimated > 0 && (
        <DimmedText>
          {t('estimate.notEstimated', { count: notEstimated, formatted: formatCount(notEstimated) })}
        </DimmedText>
      )}
      <Accordion variant="contained" radius="md" mt="xs">
        <Accordion.Item value="assumptions">
          <Accordion.Control>{t('estimate.assumptions')}</Accordion.Control>
          <Accordion.Panel>
            <List fz="sm" spacing={4}>
              {estimate.assumptions.map((assumption) => (
                <List.Item key={assumption}>{assumption}</List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
