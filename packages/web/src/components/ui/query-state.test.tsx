import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import '@/i18n/i18n';
import { EmptyState, QueryState } from './query-state';

type Query<T> = Parameters<typeof QueryState<T>>[0]['query'];

const pending: Query<string[]> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  fetchStatus: 'fetching',
};
const idle: Query<string[]> = { ...pending, fetchStatus: 'idle' };
const failed: Query<string[]> = {
  data: undefined,
  error: new ApiError('', { code: 'DRAW_CLOSED', status: 200 }),
  isPending: false,
  isError: true,
  fetchStatus: 'idle',
};
const answered = (data: string[]): Query<string[]> => ({
  data,
  error: null,
  isPending: false,
  isError: false,
  fetchStatus: 'idle',
});

function show(query: Query<string[]>, extra: Partial<Parameters<typeof QueryState<string[]>>[0]> = {}) {
  return render(
    <QueryState
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState data-testid="empty">No Record</EmptyState>}
      {...extra}
    >
      {(rows) => <ul data-testid="rows">{rows.join(',')}</ul>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a busy skeleton card until the first answer', () => {
    const { container } = show(pending);
    expect(container.querySelector('.card[aria-busy="true"] .adm-skeleton-paragraph')).not.toBeNull();
    expect(container.querySelectorAll('.adm-skeleton-paragraph-line')).toHaveLength(5);
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('shows the skeleton shape asked for, or nothing', () => {
    const { container, unmount } = show(pending, { skeleton: { title: true, lines: 3, testId: 'loading' } });
    expect(screen.getByTestId('loading')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.adm-skeleton-title')).not.toBeNull();
    expect(container.querySelectorAll('.adm-skeleton-paragraph-line')).toHaveLength(3);
    unmount();
    const none = show(pending, { skeleton: false });
    expect(none.container).toBeEmptyDOMElement();
  });

  it('shows nothing for a query that is not asked, unless it waits for another answer', () => {
    expect(show(idle).container).toBeEmptyDOMElement();
    const { container } = show(idle, { waiting: true });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the translated error when there is no answer, or the text asked for', () => {
    const { unmount } = show(failed);
    expect(screen.getByText('Betting for this draw has closed')).toBeInTheDocument();
    unmount();
    show(failed, { errorText: () => 'cutoff: expected HH:mm' });
    expect(screen.getByText('cutoff: expected HH:mm')).toBeInTheDocument();
  });

  it('keeps the last answer on screen when a refetch fails', () => {
    show({ ...failed, data: ['a', 'b'] });
    expect(screen.getByTestId('rows')).toHaveTextContent('a,b');
    expect(screen.queryByText('Betting for this draw has closed')).toBeNull();
  });

  it('shows the empty state for an empty answer, the data otherwise', () => {
    const { unmount } = show(answered([]));
    expect(screen.getByTestId('empty')).toHaveTextContent('No Record');
    expect(screen.getByTestId('empty')).toHaveClass('card', 'empty-state');
    unmount();
    show(answered(['x']));
    expect(screen.getByTestId('rows')).toHaveTextContent('x');
    expect(screen.queryByTestId('empty')).toBeNull();
  });
});
