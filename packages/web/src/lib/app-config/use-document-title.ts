import { useEffect } from 'react';
import { useAppConfig } from './get-app-config';

/** "<page title> | Lotto" or "<page title> | GD" (spec §1). */
export function useDocumentTitle(pageTitle: string): void {
  const { titleSuffix } = useAppConfig();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${titleSuffix}` : titleSuffix;
  }, [pageTitle, titleSuffix]);
}
