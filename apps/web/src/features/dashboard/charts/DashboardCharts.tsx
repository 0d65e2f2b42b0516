import { useTheme } from '@mui/material/styles';
import type { DayCount, StatusCount } from '@carcare/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { requestCatalogue } from '../../requests/public';
import { dashboardCatalogue } from '../dashboardTexts';
import { formatDay } from '../dashboardFormat';
import { BarChart, type BarChartProps, type BarDatum } from './BarChart';

export interface RequestsPerDayChartProps {
  days: readonly DayCount[];
  /** What the chart shows, in words (its accessible name). */
  label: string;
  /** Opens the list of one day's requests. */
  onDayClick?: (date: string) => void;
}

/** Requests per calendar day of the range, as bars. */
export function RequestsPerDayChart({ days, label, onDayClick }: RequestsPerDayChartProps) {
  const theme = useTheme();
  const bars = days.map((day) => ({ key: day.date, label: formatDay(day.date), value: day.count }));
  return <CountBars layout="vertical" bars={bars} color={theme.palette.primary.main} label={label} onBarClick={onDayClick ? (bar) => onDayClick(bar.key) : undefined} />;
}

export interface RequestsByStatusChartProps {
  statuses: readonly StatusCount[];
  label: string;
  onStatusClick?: (status: StatusCount['status']) => void;
}

/** Requests of the range per status, as horizontal bars. */
export function RequestsByStatusChart({ statuses, label, onStatusClick }: RequestsByStatusChartProps) {
  const requestText = useTexts(requestCatalogue);
  const theme = useTheme();
  const bars = statuses.map((entry) => ({ key: entry.status, label: requestText(`status.${entry.status}`), value: entry.count }));
  return (
    <CountBars
      layout="horizontal"
      bars={bars}
      color={theme.palette.secondary.main}
      label={label}
      onBarClick={onStatusClick ? (bar) => onStatusClick(statuses.find((entry) => entry.status === bar.key)!.status) : undefined}
    />
  );
}

type CountBarsProps = Omit<BarChartProps, 'seriesLabel' | 'describeBar'>;

/** A bar chart of request counts: both dashboard charts name their series and bars the same way. */
function CountBars(props: CountBarsProps) {
  const t = useTexts(dashboardCatalogue);
  return <BarChart {...props} seriesLabel={t('chartSeries')} describeBar={(bar: BarDatum) => t('barLabel', { category: bar.label, count: bar.value })} />;
}
