import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DayCount, StatusCount } from '@carcare/contracts';
import { formatCount } from '../../../components/format/entityFormat';
import { useTexts } from '../../../i18n/useTexts';
import { requestCatalogue } from '../../requests/public';
import { dashboardCatalogue } from '../dashboardTexts';
import { formatDay } from '../dashboardFormat';

// The chart library is large: this module is loaded lazily, only by the dashboard.

const CHART_HEIGHT = 260;

// Counts on the axes and in the tooltips are grouped as the language shown writes them (1,234).
const countText = (value: number) => formatCount(value);
const seriesCount = (value: number | null) => (value === null ? '' : formatCount(value));

/** Roughly eight labels along the axis whatever the number of days. */
function everyNth(count: number, labels: number) {
  const step = Math.max(1, Math.ceil(count / labels));
  return (_value: unknown, index: number) => index % step === 0;
}

export interface RequestsPerDayChartProps {
  days: readonly DayCount[];
  /** What the chart shows, in words (its accessible name). */
  label: string;
  /** Opens the list of one day's requests. */
  onDayClick?: (date: string) => void;
}

/** Requests per calendar day of the range, as bars. */
export function RequestsPerDayChart({ days, onDayClick }: RequestsPerDayChartProps) {
  const t = useTexts(dashboardCatalogue);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <BarChart
      height={CHART_HEIGHT}
      hideLegend
      skipAnimation
      xAxis={[{ scaleType: 'band', data: days.map((day) => formatDay(day.date)), tickLabelInterval: everyNth(days.length, phone ? 4 : 8) }]}
      yAxis={[{ tickMinStep: 1, width: 36, valueFormatter: countText }]}
      series={[{ id: 'requests', data: days.map((day) => day.count), label: t('chartSeries'), valueFormatter: seriesCount, color: theme.palette.primary.main }]}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      onItemClick={onDayClick ? (_event, item) => onDayClick(days[item.dataIndex]!.date) : undefined}
      sx={onDayClick ? { '& .MuiBarElement-root': { cursor: 'pointer' } } : undefined}
    />
  );
}

export interface RequestsByStatusChartProps {
  statuses: readonly StatusCount[];
  label: string;
  onStatusClick?: (status: StatusCount['status']) => void;
}

/** Requests of the range per status, as horizontal bars. */
export function RequestsByStatusChart({ statuses, onStatusClick }: RequestsByStatusChartProps) {
  const t = useTexts(dashboardCatalogue);
  const requestText = useTexts(requestCatalogue);
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={CHART_HEIGHT}
      hideLegend
      skipAnimation
      yAxis={[{ scaleType: 'band', data: statuses.map((entry) => requestText(`status.${entry.status}`)), width: 88 }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: countText }]}
      series={[{ id: 'statuses', data: statuses.map((entry) => entry.count), label: t('chartSeries'), valueFormatter: seriesCount, color: theme.palette.secondary.main }]}
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      onItemClick={onStatusClick ? (_event, item) => onStatusClick(statuses[item.dataIndex]!.status) : undefined}
      sx={onStatusClick ? { '& .MuiBarElement-root': { cursor: 'pointer' } } : undefined}
    />
  );
}
