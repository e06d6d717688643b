import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@radiant/contract';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, logoFileProblem } from '@/lib/image-file';

type LogoDropzoneProps = {
  file: File | undefined;
  /** The logo already stored, shown until another is chosen. */
  currentUrl: string | null;
  onChange: (file: File | undefined) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled: boolean;
};

/** A preview of a chosen file, released when the file changes or the form closes. */
function usePreviewUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Drop or pick a PNG, JPEG or WebP logo up to 2 MB; the server checks the content again. */
export function LogoDropzone({ file, currentUrl, onChange, error, onError, disabled }: LogoDropzoneProps) {
  const { t } = useTranslation('manufacturers');
  const inputId = useId();
  const openRef = useRef<() => void>(null);
  const preview = usePreviewUrl(file) ?? currentUrl ?? undefined;
  const limits = { size: formatFileSize(LOGO_MAX_BYTES) };

  const choose = (chosen: File | undefined) => {
    const problem = chosen && logoFileProblem(chosen);
    onError(problem ? t(`manufacturers.form.logoProblems.${problem}`, limits) : undefined);
    if (!problem) onChange(chosen);
  };
  const reject = ([rejection]: FileRejection[]) => rejection && choose(rejection.file);

  return (
    <Input.Wrapper id={inputId} label={t('manufacturers.form.logo')} error={error}>
      <Group align="stretch" gap="md" mt={4} wrap="nowrap">
        <Dropzone
          onDrop={([dropped]) => choose(dropped)}
          onReject={reject}
          accept={[...LOGO_TYPES]}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          disabled={disabled}
          inputProps={{ id: inputId, 'aria-label': t('manufacturers.form.logo') }}
          openRef={openRef}
          activateOnKeyboard={false}
          radius="md"
          p="md"
          style={{ flex: 1 }}
        >
          <Group justify="center" gap="sm" mih={72} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={32} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fz="sm" fw={600}>
                {t('manufacturers.form.logoDrop')}
              </Text>
              <Text fz="xs" c="dimmed" id={`${inputId}-hint`}>
                {t('manufacturers.form.logoHint', limits)}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                mt={6}
                disabled={disabled}
                aria-describedby={`${inputId}-hint`}
                style={{ pointerEvents: 'auto' }}
                onClick={(event) => {
                  event.stopPropagation();
                  openRef.current?.();
                }}
              >
                {t('manufacturers.form.chooseLogo')}
              </Button>
            </div>
          </Group>
        </Dropzone>
        {preview && (
          <Stack gap={4} align="center" justify="center">
            <Image
              src={preview}
              alt={t(file ? 'manufacturers.form.chosenLogo' : 'manufacturers.form.currentLogo')}
              w={72}
              h={72}
              fit="contain"
              radius="md"
              bg="white"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
            {file && (
              <Button variant="subtle" size="compact-xs" color="gray" onClick={() => choose(undefined)}>
                {t('manufacturers.form.removeLogo')}
              </Button>
            )}
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
