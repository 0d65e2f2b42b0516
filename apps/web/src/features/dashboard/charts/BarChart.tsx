import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatCount } from '../../../components/format/entityFormat';
import { bandLayout, estimatedTextWidth, labelStride, niceTicks, type BandLayout } from './chartScale';

// The dashboard's bar charts, drawn as SVG here rather than with a chart library: two bar charts
// did not need MUI X Charts' scales, interactions and series types, which weighed on the dashboard.

export interface BarDatum {
  /** Identifies the bar (a date, a status). */
  key: string;
  /** The category as shown on the axis and in the tooltip. */
  label: string;
  value: number;
}

export interface BarChartProps {
  bars: readonly BarDatum[];
  /** "vertical": bars stand on a category axis at the bottom; "horizontal": they grow from a category axis on the left. */
  layout: 'vertical' | 'horizontal';
  color: string;
  /** The chart's summary in words: its accessible name. */
  label: string;
  /** What the values count ("Requests"), named in the tooltip. */
  seriesLabel: string;
  /** A bar's accessible name ("29 Oct: 4 requests"), for the bars a click handler makes buttons. */
  describeBar: (bar: BarDatum) => string;
  /** Makes each bar a button (Tab into the chart, arrows between bars, Enter or Space to open). */
  onBarClick?: (bar: BarDatum) => void;
  height?: number;
}

const FONT_SIZE = 12;
const TICK = 6;
const TOP = 8;
/** Below this width the category axis writes half as many labels (about 4 instead of 8). */
const NARROW = 480;
/** jsdom measures nothing: tests draw the chart this wide. */
const UNMEASURED_WIDTH = 600;

/**
 * The width the chart is given by its container, followed as the window resizes. Read from the
 * ResizeObserver's entries, which come after the browser's own layout of the frame: measuring in
 * the layout effect (getBoundingClientRect) forced a layout of the whole page in the middle of
 * React's commit, the longest part of a phone's first dashboard. The chart is drawn in
 * React's next task, not inside the browser's rendering of the frame.
 */
function useContainerWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Math.floor(element.getBoundingClientRect().width) || UNMEASURED_WIDTH);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.floor(entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width ?? 0) || UNMEASURED_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

interface Geometry {
  plot: { left: number; top: number; right: number; bottom: number };
  bands: BandLayout;
  ticks: number[];
  /** Pixel position of a value along the value axis. */
  position(value: number): number;
  /** The rectangle of bar `index`, and the band's whole strip (what the pointer hits). */
  bar(index: number): { x: number; y: number; width: number; height: number };
  strip(index: number): { x: number; y: number; width: number; height: number };
  labelStride: number;
}

function geometryOf(layout: BarChartProps['layout'], bars: readonly BarDatum[], width: number, height: number): Geometry {
  const max = bars.reduce((most, bar) => Math.max(most, bar.value), 0);
  const widestValue = estimatedTextWidth(formatCount(max)) + 24;
  if (layout === 'vertical') {
    const bottom = height - (TICK + FONT_SIZE + 10);
    const ticks = niceTicks(max, Math.floor((bottom - TOP) / 40));
    const axisWidth = Math.max(...ticks.map((tick) => estimatedTextWidth(formatCount(tick)))) + TICK + 6;
    const plot = { left: axisWidth, top: TOP, right: width - 8, bottom };
    const bands = bandLayout(bars.length, plot.right - plot.left);
    const position = (value: number) => plot.bottom - (value / ticks.at(-1)!) * (plot.bottom - plot.top);
    return {
      plot,
      bands,
      ticks,
      position,
      bar: (index) => ({ x: plot.left + bands.start(index), y: position(bars[index]!.value), width: bands.bandwidth, height: plot.bottom - position(bars[index]!.value) }),
      strip: (index) => ({ x: plot.left + index * bands.step, y: plot.top, width: bands.step, height: plot.bottom - plot.top }),
      labelStride: labelStride(bars.length, width < NARROW ? 4 : 8),
    };
  }
  const axisWidth = Math.min(Math.max(...bars.map((bar) => estimatedTextWidth(bar.label))) + TICK + 8, Math.floor(width * 0.4));
  const bottom = height - (TICK + FONT_SIZE + 10);
  const right = width - Math.max(16, widestValue / 2);
  // As many values as fit with room between them, at most about six (as many as the vertical axis writes).
  const ticks = niceTicks(max, Math.min(6, Math.floor((right - axisWidth) / widestValue)));
  const plot = { left: axisWidth, top: TOP, right, bottom };
  const bands = bandLayout(bars.length, plot.bottom - plot.top);
  const position = (value: number) => plot.left + (value / ticks.at(-1)!) * (plot.right - plot.left);
  return {
    plot,
    bands,
    ticks,
    position,
    bar: (index) => ({ x: plot.left, y: plot.top + bands.start(index), width: position(bars[index]!.value) - plot.left, height: bands.bandwidth }),
    strip: (index) => ({ x: plot.left, y: plot.top + index * bands.step, width: plot.right - plot.left, height: bands.step }),
    labelStride: 1,
  };
}

/** A bar chart of counts, one series, either orientation: axes, gridlines, a tooltip, clickable bars. */
export function BarChart({ bars, layout, color, label, seriesLabel, describeBar, onBarClick, height = 260 }: BarChartProps) {
  const theme = useTheme();
  const [containerRef, width] = useContainerWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // The one bar Tab stops on (a roving tab stop): the chart is a single stop, arrows move within it.
  const [tabStop, setTabStop] = useState(0);
  const barRefs = useRef<(SVGGElement | null)[]>([]);
  const interactive = Boolean(onBarClick);
  const vertical = layout === 'vertical';
  const active = hovered ?? focused;

  const geometry = width > 0 && bars.length > 0 ? geometryOf(layout, bars, width, height) : undefined;

  const moveFocus = (index: number) => {
    const next = Math.min(Math.max(index, 0), bars.length - 1);
    setTabStop(next);
    barRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: bars.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      moveFocus(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onBarClick?.(bars[index]!);
    }
  };

  const lineColor = theme.palette.text.secondary;
  const textColor = theme.palette.text.primary;
  const tooltip = geometry && active !== null && bars[active] ? tooltipPlacement(geometry, active, vertical, width) : undefined;

  return (
    <Box
      ref={containerRef}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
      sx={{
        position: 'relative',
        minWidth: 0,
        height,
        '& [data-bar]': { outline: 'none', cursor: interactive ? 'pointer' : undefined },
        '& [data-bar]:focus-visible .bar-focus': { opacity: 1 },
      }}
    >
      {geometry ? (
        <svg width={width} height={height} role={interactive ? 'none' : undefined} aria-hidden={interactive ? undefined : true} style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: FONT_SIZE }}>
          <g aria-hidden>
            {geometry.ticks.map((tick) => {
              const at = geometry.position(tick);
              return vertical ? (
                <g key={tick}>
                  <line x1={geometry.plot.left} x2={geometry.plot.right} y1={at} y2={at} stroke={theme.palette.divider} />
                  <line x1={geometry.plot.left - TICK} x2={geometry.plot.left} y1={at} y2={at} stroke={lineColor} />
                  <text x={geometry.plot.left - TICK - 3} y={at} textAnchor="end" dominantBaseline="central" fill={textColor}>
                    {formatCount(tick)}
                  </text>
                </g>
              ) : (
                <g key={tick}>
                  <line x1={at} x2={at} y1={geometry.plot.top} y2={geometry.plot.bottom} stroke={theme.palette.divider} />
                  <line x1={at} x2={at} y1={geometry.plot.bottom} y2={geometry.plot.bottom + TICK} stroke={lineColor} />
                  <text x={at} y={geometry.plot.bottom + TICK + 3} textAnchor="middle" dominantBaseline="hanging" fill={textColor}>
                    {formatCount(tick)}
                  </text>
                </g>
              );
            })}
            {bars.map((bar, index) => {
              if (index % geometry.labelStride !== 0) return null;
              const center = (vertical ? geometry.plot.left : geometry.plot.top) + geometry.bands.center(index);
              if (!vertical) {
                return (
                  <g key={bar.key}>
                    <line x1={geometry.plot.left - TICK} x2={geometry.plot.left} y1={center} y2={center} stroke={lineColor} />
                    <text x={geometry.plot.left - TICK - 3} y={center} textAnchor="end" dominantBaseline="central" fill={textColor}>
                      {bar.label}
                    </text>
                  </g>
                );
              }
              // The first label may be wider than the space left of its bar: keep it inside the chart.
              const half = estimatedTextWidth(bar.label) / 2;
              const x = Math.min(Math.max(center, half), width - half);
              return (
                <g key={bar.key}>
                  <line x1={center} x2={center} y1={geometry.plot.bottom} y2={geometry.plot.bottom + TICK} stroke={lineColor} />
                  <text x={x} y={geometry.plot.bottom + TICK + 3} textAnchor="middle" dominantBaseline="hanging" fill={textColor}>
                    {bar.label}
                  </text>
                </g>
              );
            })}
          </g>
          {bars.map((bar, index) => {
            const strip = geometry.strip(index);
            const shape = geometry.bar(index);
            return (
              <g
                key={bar.key}
                data-bar={bar.key}
                ref={(element) => {
                  barRefs.current[index] = element;
                }}
                role={interactive ? 'button' : undefined}
                aria-label={interactive ? describeBar(bar) : undefined}
                tabIndex={interactive ? (index === tabStop ? 0 : -1) : undefined}
                onClick={onBarClick ? () => onBarClick(bar) : undefined}
                onKeyDown={interactive ? (event) => onKeyDown(event, index) : undefined}
                onFocus={() => {
                  setFocused(index);
                  setTabStop(index);
                }}
                onBlur={() => setFocused(null)}
                onMouseEnter={() => setHovered(index)}
                onMouseLeave={() => setHovered(null)}
              >
                {/* The band's whole strip answers the pointer, so a short bar is as easy to hit as a tall one. */}
                <rect {...strip} fill={active === index ? theme.palette.action.hover : 'transparent'} />
                <rect {...shape} fill={color} />
                <rect className="bar-focus" {...strip} fill="none" stroke={textColor} strokeWidth={2} opacity={0} />
              </g>
            );
          })}
          <g aria-hidden>
            <line x1={geometry.plot.left} x2={geometry.plot.left} y1={geometry.plot.top} y2={geometry.plot.bottom} stroke={lineColor} />
            <line x1={geometry.plot.left} x2={geometry.plot.right} y1={geometry.plot.bottom} y2={geometry.plot.bottom} stroke={lineColor} />
          </g>
        </svg>
      ) : null}
      {tooltip && active !== null ? (
        <Box
          role="tooltip"
          sx={{
            position: 'absolute',
            left: tooltip.left,
            top: tooltip.top,
            transform: tooltip.transform,
            pointerEvents: 'none',
            zIndex: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 3,
            px: 1.5,
            py: 1,
            fontSize: FONT_SIZE,
            whiteSpace: 'nowrap',
          }}
        >
          <Box sx={{ fontWeight: 500, mb: 0.5 }}>{bars[active]!.label}</Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: color }} />
            <span>{seriesLabel}</span>
            <Box component="span" sx={{ fontWeight: 700, ml: 'auto', pl: 1 }}>
              {formatCount(bars[active]!.value)}
            </Box>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** Where the tooltip of bar `index` goes: above a standing bar, beside a lying one, inside the chart. */
function tooltipPlacement(geometry: Geometry, index: number, vertical: boolean, width: number) {
  const shape = geometry.bar(index);
  if (vertical) {
    const left = Math.min(Math.max(shape.x + shape.width / 2, 70), width - 70);
    // Above the bar, but no higher than the chart's top: over the tallest bar rather than over the panel's title.
    return { left, top: Math.max(shape.y - 8, 56), transform: 'translate(-50%, -100%)' };
  }
  const end = shape.x + shape.width;
  const top = shape.y + shape.height / 2;
  // Past the middle, the tooltip goes to the left of the bar's end so it stays inside the chart.
  return end > width / 2 ? { left: end - 8, top, transform: 'translate(-100%, -50%)' } : { left: end + 8, top, transform: 'translateY(-50%)' };
}
