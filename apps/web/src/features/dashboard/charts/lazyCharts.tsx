import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { RequestsByStatusChartProps, RequestsPerDayChartProps } from './DashboardCharts';

const PerDay = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RequestsPerDayChart })));
const ByStatus = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RequestsByStatusChart })));

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={260} />;
}

/** The charts arrive in their own chunk; their space is held by a skeleton meanwhile. */
// A chart is one image to assistive technology, named by its summary; the figures it draws are also
// given as text or links beside it.
export function LazyRequestsPerDayChart(props: RequestsPerDayChartProps) {
  return (
    <Box role="img" aria-label={props.label} sx={{ minWidth: 0 }}>
      <Suspense fallback={<ChartSkeleton />}>
        <PerDay {...props} />
      </Suspense>
    </Box>
  );
}

export function LazyRequestsByStatusChart(props: RequestsByStatusChartProps) {
  return (
    <Box role="img" aria-label={props.label} sx={{ minWidth: 0 }}>
      <Suspense fallback={<ChartSkeleton />}>
        <ByStatus {...props} />
      </Suspense>
    </Box>
  );
}
