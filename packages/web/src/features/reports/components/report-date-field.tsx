import { DateField } from '@/components/ui/date-range-filter';

interface Props {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  onChange: (date: string) => void;
}

/**
 * One date in the shared date control (dd/MM/yyyy over an invisible native picker); a
 * cleared or half-typed value is ignored, so the report always has a real day.
 */
export function ReportDateField({ label, value, onChange }: Props) {
  return <DateField label={label} value={value} onChange={onChange} textTestId="report-date-text" />;
}
