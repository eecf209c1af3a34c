import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

interface Props<T> {
  query: UseQueryResult<T>;
  /** true when the answer has nothing to list: the screen says "No Record" */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** What every report screen shows under its filters: loading, the error, "No Record", or the figures. */
export function ReportBody<T>({ query, isEmpty, children }: Props<T>) {
  const { t } = useTranslation();
  // not asked (the filter names a problem instead)
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending) {
    return (
      <div className="card" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card">
        <ErrorBlock status="default" title={errorMessage(t, query.error)} description="" />
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <p className="card rp-empty" data-testid="report-empty">
        {t('reports.noRecord')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
