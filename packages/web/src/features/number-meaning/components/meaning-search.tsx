import { Button } from 'antd-mobile';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { MAX_KEYWORD_CHARS } from '../api/get-number-meaning';

/** How long typing must pause before the list follows it. */
const DEBOUNCE_MS = 400;

interface Props {
  /** the keyword the list shows */
  value: string;
  onSearch: (keyword: string) => void;
}

/**
 * The search box: the list follows the typing after a short pause, and Enter or the Search
 * button asks at once (on a phone the keyboard's Search key is Enter).
 */
export function MeaningSearch({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onSearch('');
  };

  return (
    <form role="search" className="nm-search" onSubmit={submit}>
      <TextField
        label={t('numberMeaning.keyword')}
        type="search"
        inputMode="text"
        enterKeyHint="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={MAX_KEYWORD_CHARS}
        placeholder={t('numberMeaning.placeholder')}
        value={draft}
        onValueChange={setDraft}
        icon={<SearchOutline />}
        trailing={
          draft ? (
            <button
              type="button"
              className="field__toggle"
              aria-label={t('numberMeaning.clear')}
              onClick={clear}
            >
              <CloseCircleFill />
            </button>
          ) : undefined
        }
      />
      <Button type="submit" color="primary" className="nm-search__button">
        {t('numberMeaning.search')}
      </Button>
    </form>
  );
}
