import { useId, useState } from 'react';
import type { ParticipationPoint } from '@backoffice/api-client';
import { Button } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { visuallyHidden } from '@backoffice/app-common';
import type { Formats } from '../use-formats';
import * as styles from './ParticipationTimeline.css';

const WIDTH = 600;
const HEIGHT = 160;

export interface ParticipationTimelineProps {
  points: readonly ParticipationPoint[];
  /** The subjects who may vote (the voting's participation.eligible.total: the top of the scale). */
  eligible: number;
  format: Formats;
}

/**
 * Cumulative subjects that voted (voters and represented parties) over time as a stepped area (the kit has no time-series chart), with a switch to the same data as
 * a table. The drawing follows the reading direction (mirrored right-to-left): time runs from the inline start.
 */
export function ParticipationTimeline({ points, eligible, format }: ParticipationTimelineProps) {
  const t = useT();
  const titleId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const last = points.at(-1);

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId}>{t('votings.detail.results.timeline')}</span>
        {last ? (
          <Button variant="ghost" size="sm" onPress={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? t('votings.detail.results.showTable') : t('votings.detail.results.showChart')}
          </Button>
        ) : null}
      </figcaption>
      {!last ? (
        <p className={styles.empty}>{t('votings.detail.results.timelineEmpty')}</p>
      ) : view === 'chart' ? (
        <TimelineChart points={points} eligible={eligible} format={format} />
      ) : (
        <table className={styles.table}>
          <caption className={visuallyHidden}>{t('votings.detail.results.timeline')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('votings.detail.results.time')}
              </th>
              <th scope="col" className={styles.numberCell}>
                {t('votings.detail.results.cumulative')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at}>
                <th scope="row" className={styles.cell}>
                  <time dateTime={point.at}>{format.dateTime(point.at)}</time>
                </th>
                <td className={styles.numberCell}>{format.count(point.voted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

function TimelineChart({ points, eligible, format }: ParticipationTimelineProps) {
  const plural = usePlural();
  const first = points[0]!;
  const last = points.at(-1)!;
  const start = Date.parse(first.at);
  const span = Math.max(Date.parse(last.at) - start, 1);
  const top = Math.max(eligible, last.voted, 1);
  const x = (at: string) => (points.length === 1 ? WIDTH : ((Date.parse(at) - start) / span) * WIDTH);
  const y = (voted: number) => HEIGHT - (voted / top) * HEIGHT;
  // A step: the count holds until the next point.
  let path = `M 0 ${HEIGHT}`;
  for (const point of points) path += ` H ${x(point.at)} V ${y(point.voted)}`;
  path += ` H ${WIDTH}`;
  const summary = plural('votings.detail.results.timelineSummary', last.voted, {
    time: format.dateTime(last.at),
    eligible: format.count(eligible),
  });

  return (
    <div className={styles.plot}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.svg}
      >
        {[0, 0.5, 1].map((level) => (
          <line
            key={level}
            x1={0}
            x2={WIDTH}
            y1={y(top * level)}
            y2={y(top * level)}
            className={styles.grid}
          />
        ))}
        <path d={`${path} V ${HEIGHT} Z`} className={styles.area} />
        <path d={path} className={styles.line} />
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{format.dateTime(first.at)}</span>
        <span>
          {format.count(last.voted)} / {format.count(eligible)}
        </span>
        <span>{format.dateTime(last.at)}</span>
      </div>
    </div>
  );
}
