import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { RecordContent, type RecordContentProps } from './record-content';

type RecordPageProps<T> = RecordContentProps<T> & {
  /** The heading once the record is there, and before. */
  titleOf: (record: T) => string;
  loadingTitle: string;
  subtitle: string;
  /** The page's buttons beside its heading. */
  actions: ReactNode;
};

/** A record's own page: its name as the heading, the page's buttons, and the record below. */
export function RecordPage<T>({ titleOf, loadingTitle, subtitle, actions, ...content }: RecordPageProps<T>) {
  const { data } = content.record;
  return (
    <>
      <PageHeader title={data ? titleOf(data) : loadingTitle} subtitle={subtitle} actions={actions} />
      <RecordContent {...content} />
    </>
  );
}
