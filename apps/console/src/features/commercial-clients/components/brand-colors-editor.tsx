import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import { ColorInput, SimpleGrid, Stack, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { BRAND_COLORS, type BrandColor, type BrandColors } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';
import { ContrastTable } from './contrast-table';

type BrandColorsEditorProps = {
  colors: BrandColors;
  onChange: (field: BrandColor, color: string) => void;
  errors?: FormErrors;
};

/** The eight colour pickers and the contrast check of every pair the app draws; in the add form and on its own. */
export function BrandColorsEditor({ colors, onChange, errors = {} }: BrandColorsEditorProps) {
  const { t } = useTranslation('commercialClients');
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4">
          {t('colors.title')}
        </Title>
        <DimmedText>{t('colors.hint')}</DimmedText>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {BRAND_COLORS.map((field) => (
          <ColorInput
            key={field}
            label={t(`colors.fields.${field}`)}
            required
            format="hex"
            // A colour code reads left to right in every layout.
            dir="ltr"
            withEyeDropper={false}
            value={colors[field]}
            onChange={(color) => onChange(field, color)}
            error={errors[field]}
            popoverProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      <ContrastTable colors={colors} onUse={onChange} />
    </Stack>
  );
}
