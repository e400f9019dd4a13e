import { useTranslation } from 'react-i18next';
import type { GameDayResult } from '@generated/api/model';
import { formatDate } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import styles from './net-chart.module.css';

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 2;

/** Best and worst day and the count of days up and down: the chart's text alternative. */
export function chartFacts(days: readonly GameDayResult[]) {
  const best = days.reduce<GameDayResult | null>(
    (top, day) => (!top || day.net > top.net ? day : top),
    null,
  );
  const worst = days.reduce<GameDayResult | null>(
    (bottom, day) => (!bottom || day.net < bottom.net ? day : bottom),
    null,
  );
  return {
    won: days.filter((day) => day.net > 0).length,
    lost: days.filter((day) => day.net < 0).length,
    best,
    worst,
  };
}

export interface NetChartProps {
  days: readonly GameDayResult[];
}

/**
 * The net result per day of the period as bars above and below the zero line. Drawn as plain
 * SVG: a chart library would weigh more than this page. A sentence under it says what it shows
 * (days up and down, best and worst day), for everyone and for screen readers in its place.
 */
export function NetChart({ days }: NetChartProps) {
  const { t } = useTranslation(['history']);
  if (days.length === 0) return null;
  const facts = chartFacts(days);
  const top = Math.max(0, ...days.map((day) => day.net));
  const bottom = Math.min(0, ...days.map((day) => day.net));
  const span = top - bottom || 1;
  const zero = (top / span) * HEIGHT;
  const barWidth = WIDTH / days.length;
  const label = t('history.games.chartSummary', {
    from: formatDate(days[0]?.day ?? ''),
    to: formatDate(days.at(-1)?.day ?? ''),
    won: facts.won,
    lost: facts.lost,
    best: formatMoney(facts.best?.net ?? 0),
    bestDay: formatDate(facts.best?.day ?? ''),
    worst: formatMoney(facts.worst?.net ?? 0),
    worstDay: formatDate(facts.worst?.day ?? ''),
  });

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('history.games.chart')}</figcaption>
      <svg
        className={styles.chartPicture}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line x1="0" x2={WIDTH} y1={zero} y2={zero} className={styles.chartAxis} />
        {days.map((day, index) => {
          const height = (Math.abs(day.net) / span) * HEIGHT;
          return (
            <rect
              key={day.day}
              x={index * barWidth + GAP / 2}
              y={day.net >= 0 ? zero - height : zero}
              width={Math.max(1, barWidth - GAP)}
              height={Math.max(1, height)}
              className={day.net >= 0 ? styles.barUp : styles.barDown}
            />
          );
        })}
      </svg>
      <p className={styles.chartText}>{label}</p>
    </figure>
  );
}
