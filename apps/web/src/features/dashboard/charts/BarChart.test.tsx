import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, type BarDatum } from './BarChart';

const days: BarDatum[] = Array.from({ length: 30 }, (_, index) => ({ key: `2026-11-${String(index + 1).padStart(2, '0')}`, label: `${index + 1} Nov`, value: index === 26 ? 1234 : 4 }));

function renderChart(props: Partial<Parameters<typeof BarChart>[0]> = {}) {
  return render(
    <BarChart
      layout="vertical"
      bars={days}
      color="#1e88e5"
      label="Requests per day: 1,350 requests"
      seriesLabel="Requests"
      describeBar={(bar) => `${bar.label}: ${bar.value} requests`}
      {...props}
    />,
  );
}

/** The text drawn on the chart's axes. */
const axisTexts = (chart: HTMLElement) => [...chart.querySelectorAll('text')].map((text) => text.textContent);

describe('BarChart', () => {
  it('draws round value ticks with grouped counts, and about 8 day labels on a wide chart', () => {
    renderChart();
    const chart = screen.getByRole('img', { name: 'Requests per day: 1,350 requests' });
    const texts = axisTexts(chart);
    expect(texts.filter((text) => /^[\d,]+$/.test(text ?? ''))).toEqual(['0', '500', '1,000', '1,500']);
    expect(texts.filter((text) => text?.endsWith('Nov'))).toEqual(['1 Nov', '5 Nov', '9 Nov', '13 Nov', '17 Nov', '21 Nov', '25 Nov', '29 Nov']);
  });

  it('writes half as many day labels on a chart narrower than a small tablet', () => {
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function () {
      return { ...original.call(this), width: 340 };
    };
    try {
      renderChart();
      const chart = screen.getByRole('img');
      expect(axisTexts(chart).filter((text) => text?.endsWith('Nov'))).toEqual(['1 Nov', '9 Nov', '17 Nov', '25 Nov']);
      expect(chart.querySelector('svg')).toHaveAttribute('width', '340');
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('draws taller bars for larger counts, inside the plot', () => {
    renderChart({ onBarClick: () => undefined });
    // A bar's group holds its strip (what the pointer hits), the bar, and its focus ring.
    const heightOf = (name: string) => Number(screen.getByRole('button', { name }).querySelectorAll('rect')[1]!.getAttribute('height'));
    expect(heightOf('27 Nov: 1234 requests')).toBeGreaterThan(heightOf('1 Nov: 4 requests'));
    expect(heightOf('1 Nov: 4 requests')).toBeGreaterThan(0);
    expect(heightOf('27 Nov: 1234 requests')).toBeLessThan(260);
  });

  it('shows the label and the count in a tooltip on hover, and hides it when the pointer leaves', () => {
    renderChart({ onBarClick: () => undefined });
    const bar = screen.getByRole('button', { name: '27 Nov: 1234 requests' });
    fireEvent.mouseEnter(bar);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('27 Nov');
    expect(tooltip).toHaveTextContent('Requests');
    expect(tooltip).toHaveTextContent('1,234');
    fireEvent.mouseLeave(bar);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is one Tab stop: arrows move between bars with their tooltip, Enter and Space open the bar', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderChart({ onBarClick: (bar) => opened.push(bar.key) });
    const bars = screen.getAllByRole('button');
    expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toHaveLength(1);

    await user.tab();
    expect(bars[0]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('1 Nov');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(bars[2]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('3 Nov');
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(bars[29]).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(bars[0]).toHaveFocus();
    expect(opened).toEqual(['2026-11-03', '2026-11-30']);

    // Leaving the chart and coming back lands on the bar last visited.
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(bars[1]).toHaveFocus();
  });

  it('opens the bar clicked', async () => {
    const user = userEvent.setup();
    const onBarClick = vi.fn();
    renderChart({ onBarClick });
    await user.click(screen.getByRole('button', { name: '27 Nov: 1234 requests' }));
    expect(onBarClick).toHaveBeenCalledWith(days[26]);
  });

  it('without a click handler is one image named by its summary, with nothing to focus', () => {
    renderChart();
    expect(screen.queryByRole('group')).toBeNull();
    const image = screen.getByRole('img', { name: 'Requests per day: 1,350 requests' });
    expect(image.querySelector('[tabindex]')).toBeNull();
  });

  it('lays statuses along the left, with their labels, when horizontal', () => {
    const statuses: BarDatum[] = [
      { key: 'pending', label: 'Pending', value: 2 },
      { key: 'completed', label: 'Completed', value: 86 },
    ];
    renderChart({ layout: 'horizontal', bars: statuses, onBarClick: () => undefined });
    const chart = screen.getByRole('group');
    expect(axisTexts(chart)).toEqual(expect.arrayContaining(['Pending', 'Completed', '0', '100']));
    const widthOf = (name: string) => Number(screen.getByRole('button', { name }).querySelectorAll('rect')[1]!.getAttribute('width'));
    expect(widthOf('Completed: 86 requests')).toBeGreaterThan(20 * widthOf('Pending: 2 requests'));
  });
});
