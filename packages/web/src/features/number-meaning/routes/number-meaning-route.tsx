import { SpinLoading } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { MAX_MEANING_ITEMS, useNumberMeaning } from '../api/get-number-meaning';
import { MeaningCard } from '../components/meaning-card';
import { MeaningSearch } from '../components/meaning-search';
import '../number-meaning.css';

/** The keyword lives in the URL (?q=), so back and reload keep the search. */
function useKeyword() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const update = useCallback(
    (next: string) => setParams(next ? { q: next } : {}, { replace: true }),
    [setParams],
  );
  return { keyword, update };
}

/** Number meaning (spec §2): a search box and the matching numbers' dream-chart meanings. */
export function NumberMeaningRoute() {
  const { t } = useTranslation();
  const { keyword, update } = useKeyword();
  const query = useNumberMeaning(keyword);
  // The list shown may still be the previous keyword's while the new answer is on its way.
  const refreshing = query.isFetching && query.isPlaceholderData;

  return (
    <Page titleKey="screens.numberMeaning">
      <section className="card">
        <MeaningSearch value={keyword} onSearch={update} />
      </section>
      <QueryState query={query} skeleton={{ lines: 4, testId: 'meanings-loading' }}>
        {(items) => (
          <div className={`nm-results${refreshing ? ' nm-results--refreshing' : ''}`} aria-busy={refreshing}>
            {refreshing && (
              <div className="nm-refreshing" data-testid="meanings-loading">
                <SpinLoading color="primary" style={{ '--size': '20px' }} />
                <span>{t('common.loading')}</span>
              </div>
            )}
            {items.length === 0 ? (
              <EmptyState className="nm-empty" data-testid="meanings-empty">
                {t('errorCodes.NO_RESULT_FOUND')}
              </EmptyState>
            ) : (
              <>
                <ul className="nm-list" aria-label={t('numberMeaning.results')}>
                  {items.map((item) => (
                    <MeaningCard key={item.number} item={item} />
                  ))}
                </ul>
                {items.length >= MAX_MEANING_ITEMS && (
                  <p className="nm-more" data-testid="meanings-more">
                    {t('numberMeaning.more', { count: MAX_MEANING_ITEMS })}
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
