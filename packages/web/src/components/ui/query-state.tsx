import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { StatusGlyph } from './status-glyph';
import './query-state.css';

export interface SkeletonShape {
  /** grey lines (default 5) */
  lines?: number;
  /** a title bar above them */
  title?: boolean;
  testId?: string;
}

interface Props<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'fetchStatus'>;
  /** an answer this query waits for (e.g. its default filter) is still on its way: the skeleton shows */
  waiting?: boolean;
  /** what shows until the first answer; `false` shows nothing (the list simply appears) */
  skeleton?: SkeletonShape | false;
  /** the failure's text; by default the translated error code (spec §8) */
  errorText?: (error: unknown) => string;
  /** true when the answer has nothing to show: `empty` is shown instead of `children` */
  isEmpty?: (data: T) => boolean;
  /** usually an <EmptyState> ("No Record") */
  empty?: ReactNode;
  /** inside a card already: no card of its own around the skeleton and the error */
  bare?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * What every screen shows for a server answer, in one place: nothing while the query is not asked
 * (a filter names a problem instead), a skeleton until the first answer, the error when there is
 * no answer to show (a failed refetch keeps the last answer on screen; the alert says why), the
 * empty state, or the data.
 */
export function QueryState<T>({
  query,
  waiting = false,
  skeleton = {},
  errorText,
  isEmpty,
  empty = null,
  bare = false,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle' && !waiting) return null;
  if (query.isPending) {
    if (skeleton === false) return null;
    const lines = (
      <>
        {skeleton.title && <Skeleton.Title animated />}
        <Skeleton.Paragraph lineCount={skeleton.lines ?? 5} animated />
      </>
    );
    return bare ? (
      <div aria-busy="true" data-testid={skeleton.testId}>
        {lines}
      </div>
    ) : (
      <div className="card" aria-busy="true" data-testid={skeleton.testId}>
        {lines}
      </div>
    );
  }
  if (query.isError && query.data === undefined) {
    // Not antd-mobile's ErrorBlock: its four illustrations are 9 KiB over the wire that every
    // logged-in screen downloaded for a state it rarely shows (docs/performance.md, issue 45).
    const block = (
      <div className="query-error">
        <span className="query-error__icon">
          <StatusGlyph kind="warning" />
        </span>
        <p className="query-error__text">
          {errorText ? errorText(query.error) : errorMessage(t, query.error)}
        </p>
      </div>
    );
    return bare ? block : <div className="card">{block}</div>;
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

interface EmptyStateProps {
  children: ReactNode;
  /** the screen's own class, for its test locators and any spacing of its own */
  className?: string;
  'data-testid'?: string;
}

/** "No Record" and its kin: one centred grey line in a card. */
export function EmptyState({ children, className, 'data-testid': testId }: EmptyStateProps) {
  return (
    <p className={`card empty-state${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </p>
  );
}
