import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { poolRunsGame, type PoolCode } from '@lotto/domain/pools';
import type { ResultInput } from '../api/preview-result';

interface Props {
  pool: string;
  /** 'YYYYMMDD' */
  date: string;
  busy: boolean;
  onPreview: (input: ResultInput) => void;
}

const TEN = Array.from({ length: 10 }, (_, index) => index);

interface Numbers {
  top: string[];
  starters: string[];
  consolations: string[];
  fiveD: string[];
  sixD: string;
}

const blank = (): Numbers => ({
  top: ['', '', ''],
  starters: TEN.map(() => ''),
  consolations: TEN.map(() => ''),
  fiveD: ['', '', ''],
  sixD: '',
});

function NumberInput(props: {
  label: string;
  value: string;
  digits: number;
  onChange: (value: string) => void;
}) {
  return (
    <input
      className="ad-number"
      aria-label={props.label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={props.digits}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** The 23 numbers of a draw (+ 5D and 6D where the pool runs them); the server checks them. */
export function ResultForm({ pool, date, busy, onPreview }: Props) {
  const { t } = useTranslation();
  const [numbers, setNumbers] = useState<Numbers>(blank);
  const fiveD = poolRunsGame(pool as PoolCode, '5D');
  const sixD = poolRunsGame(pool as PoolCode, '6D');
  const set = (field: 'top' | 'starters' | 'consolations' | 'fiveD', index: number) => (value: string) =>
    setNumbers((current) => ({
      ...current,
      [field]: current[field].map((old, i) => (i === index ? value : old)),
    }));
  const prizes = ['adminResults.first', 'adminResults.second', 'adminResults.third'];

  const submit = () => {
    const [first = '', second = '', third = ''] = numbers.top;
    onPreview({
      pool,
      date,
      first,
      second,
      third,
      starters: numbers.starters,
      consolations: numbers.consolations,
      ...(fiveD && numbers.fiveD.some(Boolean) ? { fiveD: numbers.fiveD as [string, string, string] } : {}),
      ...(sixD && numbers.sixD ? { sixD: numbers.sixD } : {}),
    });
  };

  return (
    <form
      className="ad-result-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="ad-top">
        {prizes.map((key, index) => (
          <label key={key} className="ad-prize">
            <span className="field__label">{t(key)}</span>
            <NumberInput
              label={t(key)}
              digits={4}
              value={numbers.top[index] ?? ''}
              onChange={set('top', index)}
            />
          </label>
        ))}
      </div>
      {(['starters', 'consolations'] as const).map((field) => (
        <fieldset key={field} className="ad-grid">
          <legend className="field__label">{t(`adminResults.${field}`)}</legend>
          {TEN.map((index) => (
            <NumberInput
              key={index}
              label={`${t(`adminResults.${field}`)} ${index + 1}`}
              digits={4}
              value={numbers[field][index] ?? ''}
              onChange={set(field, index)}
            />
          ))}
        </fieldset>
      ))}
      {fiveD ? (
        <fieldset className="ad-top">
          <legend className="field__label">{t('adminResults.fiveD')}</legend>
          {prizes.map((key, index) => (
            <NumberInput
              key={key}
              label={`${t('adminResults.fiveD')} ${t(key)}`}
              digits={5}
              value={numbers.fiveD[index] ?? ''}
              onChange={set('fiveD', index)}
            />
          ))}
        </fieldset>
      ) : null}
      {sixD ? (
        <label className="ad-prize">
          <span className="field__label">{t('adminResults.sixD')}</span>
          <NumberInput
            label={t('adminResults.sixD')}
            digits={6}
            value={numbers.sixD}
            onChange={(value) => setNumbers((current) => ({ ...current, sixD: value }))}
          />
        </label>
      ) : null}
      <Button type="submit" block color="primary" loading={busy}>
        {t('adminResults.preview')}
      </Button>
    </form>
  );
}
