import { ApiError } from '@/lib/api-error';
import { BackButton } from './back-button';
import { ListEmpty } from './list-empty';
import { ListError } from './list-error';

type RecordErrorProps = {
  /** Undefined when the address names no valid id. */
  error: unknown;
  notFound: string;
  back: { to: string; label: string };
  onRetry: () => void;
  retrying: boolean;
};

/** A record that cannot be shown: gone (or never there) offers the way back; anything else a retry. */
export function RecordError({ error, notFound, back, onRetry, retrying }: RecordErrorProps) {
  const missing = error === undefined || (error instanceof ApiError && [400, 404].includes(error.status));
  if (!missing) return <ListError onRetry={onRetry} retrying={retrying} />;
  return <ListEmpty title={notFound} action={<BackButton {...back} variant="light" />} />;
}
