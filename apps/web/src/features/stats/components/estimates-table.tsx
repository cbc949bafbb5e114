import type { EstimatedTask } from '@focus-room/core/api/stats';
import styles from './estimates.module.css';

/** Per finished task: the pomodoros estimated and the pomodoros it took, newest first. */
export function EstimatesTable({ tasks }: { tasks: readonly EstimatedTask[] }) {
  if (tasks.length === 0)
    return (
      <p className={styles.hint}>Finished tasks will show their estimate next to the pomodoros they took.</p>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-labelledby="estimates-caption">
      <table className={styles.table} data-testid="estimates-table">
        <caption id="estimates-caption" className={styles.caption}>
          Estimated and actual pomodoros per finished task
        </caption>
        <thead>
          <tr>
            <th scope="col">Task</th>
            <th scope="col" className={styles.finished}>
              Finished
            </th>
            <th scope="col">Estimated</th>
            <th scope="col">Actual</th>
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

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
/** The finish instant as a day of this device's calendar. */
const finishedDay = (instant: string) => dayFormat.format(new Date(instant));
