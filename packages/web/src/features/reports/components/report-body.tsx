import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '@/components/ui/query-state';

interface Props<T> {
  query: UseQueryResult<T>;
  /** true when the answer has nothing to list: the screen says "No Record" */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** What every report screen shows under its filters: loading, the error, "No Record", or the figures. */
export function ReportBody<T>({ query, isEmpty, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      isEmpty={isEmpty}
      empty={
        <EmptyState className="rp-empty" data-testid="report-empty">
          {t('reports.noRecord')}
        </EmptyState>
      }
    >
      {children}
    </QueryState>
  );
}
