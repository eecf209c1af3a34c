import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { baseApi, wireDaysAgo } from '@/testing/test-days';
import { result } from '../testing/result-fixtures';

describe('a result fetched from one source (issue 43)', () => {
  it('is shown marked unofficial; an official one is not', async () => {
    mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': ok([{ ...result('mg', wireDaysAgo(1), '10'), unofficial: true }]),
    });
    loginAs();
    renderApp('/result');
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');
    expect(screen.getByTestId('result-unofficial')).toHaveTextContent('Unofficial');
  });

  it('an official result has no mark', async () => {
    mockApi({ ...baseApi(), '/Tool/GetLatestResult': ok([result('mg', wireDaysAgo(1), '10')]) });
    loginAs();
    renderApp('/result');
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');
    expect(screen.queryByTestId('result-unofficial')).not.toBeInTheDocument();
  });
});
