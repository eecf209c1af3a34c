import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('ErrorBoundary', () => {
  it('shows the contact-admin message and the browser user agent', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact admin for help',
    );
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
  });
});
