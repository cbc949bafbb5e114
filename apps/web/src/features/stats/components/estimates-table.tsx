import type { EstimatedTask } from '@focus-room/core/api/stats';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import styles from './estimates.module.css';
import figures from './figure-table.module.css';

/** Per finished task: the pomodoros estimated and the pomodoros it took, newest first. */
export function EstimatesTable({ tasks }: { tasks: readonly EstimatedTask[] }) {
  const { t } = useT();
  if (tasks.length === 0) return <p className={styles.hint}>{t('stats.estimates.empty')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={figures.scroll} tabIndex={0} aria-labelledby="estimates-caption">
      <table className={styles.table} data-testid="estimates-table">
        <caption id="estimates-caption" className={figures.caption}>
          {t('stats.estimates.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.estimates.task')}</th>
            <th scope="col" className={styles.finished}>
              {t('stats.estimates.finished')}
            </th>
            <th scope="col">{t('stats.estimates.estimated')}</th>
            <th scope="col">{t('stats.estimates.actual')}</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task._id}>
              <th scope="row" className={styles.name}>
                {task.taskName}
              </th>
              <td className={styles.finished}>{finishedDay(task.finishedAt)}</td>
              <td>{task.estimatedPomodoros}</td>
              <td className={task.completedPomodoros > task.estimatedPomodoros ? styles.over : undefined}>
                {task.completedPomodoros}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The finish instant as a day of this device's calendar, in the active language. */
const finishedDay = (instant: string) =>
  formatDate(new Date(instant), { day: 'numeric', month: 'short', year: 'numeric' });
