import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { DailyViews } from '@app/contract';

// Only the pieces a line chart uses, so the rest of Chart.js stays out of the bundle.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Filler);

/** 'MM-DD' of a YYYY-MM-DD day: the year is the same across the 30 days, or obvious. */
const shortDay = (day: string) => day.slice(5);

/**
 * The views of the last 30 days as a line (Chart.js on a canvas). Loaded with the dashboard
 * only (a lazy import), so no public page carries the chart library.
 */
export default function ViewsChart({ views }: { views: DailyViews[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: views.map((v) => shortDay(v.day)),
        datasets: [
          {
            label: '阅读量',
            data: views.map((v) => v.views),
            borderColor: token.colorPrimary,
            backgroundColor: `${token.colorPrimary}22`,
            pointRadius: 2,
            cubicInterpolationMode: 'monotone',
            fill: true,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          tooltip: { callbacks: { title: (items) => views[items[0]?.dataIndex ?? 0]?.day ?? '' } },
        },
        scales: {
          x: { ticks: { color: token.colorTextSecondary, maxTicksLimit: 10 }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { color: token.colorTextSecondary, precision: 0 },
            grid: { color: token.colorBorderSecondary },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [views, token.colorPrimary, token.colorTextSecondary, token.colorBorderSecondary]);

  return (
    <div style={{ position: 'relative', height: 280 }}>
      <canvas ref={canvas} role="img" aria-label="近30天阅读量折线图" />
    </div>
  );
}
