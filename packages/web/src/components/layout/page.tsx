import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/app-config/use-document-title';

interface Props {
  titleKey: string;
  /** Show the title as a heading (home has its own header card instead). */
  showTitle?: boolean;
  children: ReactNode;
}

/** One screen: sets the document title "<title> | Lotto" and lays out its content. */
export function Page({ titleKey, showTitle = true, children }: Props) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className="page">
      {showTitle ? <h1 className="page__title">{title}</h1> : <h1 className="visually-hidden">{title}</h1>}
      {children}
    </div>
  );
}
