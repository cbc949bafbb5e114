import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../../i18n/i18n';
import { daysResponse, estimates, overview, TODAY } from '../test/stats-fixtures';
import { StatsPanelView } from './stats-panel-view';

const HISTORY = daysResponse(26, [
  { date: '2026-11-24', focusMinutes: 130, pomodoros: 5, goalMet: true },
  { date: '2026-11-20', focusMinutes: 0, freezeUsed: true },
  { date: '2026-11-19', focusMinutes: 1, pomodoros: 0 },
]);

function renderPanel(props: Partial<Parameters<typeof StatsPanelView>[0]> = {}) {
  return render(
    <StatsPanelView
      overview={overview()}
      days={HISTORY}
      weeks={26}
      estimates={estimates(6, 1.4)}
      {...props}
    />,
  );
}

describe('the heatmap', () => {
  it('has one labelled cell per day up to today, saying its date and minutes', () => {
    renderPanel();
    const grid = screen.getByRole('group', { name: 'Focus minutes per day, last 26 weeks' });
    const cells = within(grid).getAllByRole('img');
    expect(cells).toHaveLength(HISTORY.days.length);
    expect(cells).toHaveLength(25 * 7 + 3);
    const longDay = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(
      within(grid).getByRole('img', { name: `${longDay('2026-11-24')}: 130 focus minutes, goal met` }),
    ).toBeTruthy();
    expect(within(grid).getByRole('img', { name: `${longDay('2026-11-19')}: 1 focus minute` })).toBeTruthy();
    const frozen = within(grid).getByRole('img', {
      name: `${longDay('2026-11-20')}: 0 focus minutes, streak freeze used`,
    });
    expect(frozen.getAttribute('data-level')).toBe('freeze');
  });

  it('shades by minutes and shows the legend of shades and the freeze', () => {
    const { container } = renderPanel();
    expect(container.querySelector('[data-date="2026-11-24"]')?.getAttribute('data-level')).toBe('4');
    expect(container.querySelector('[data-date="2026-11-19"]')?.getAttribute('data-level')).toBe('1');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 min', '1–29 min', '30–59 min', '60–119 min', '120+ min', 'Streak freeze']);
  });

  it('says the date and minutes of the day under the pointer or finger', () => {
    const { container } = renderPanel();
    const readout = screen.getByTestId('heatmap-readout');
    expect(readout.textContent).toBe('Point at or tap a day to see its minutes.');
    fireEvent.pointerDown(container.querySelector('[data-date="2026-11-24"]')!);
    expect(readout.textContent).toMatch(/: 130 focus minutes, goal met$/);
  });

  it('labels the cells once: pointing at a day translates its read-out, not all 178 labels again', () => {
    const { container } = renderPanel();
    const translations = vi.spyOn(i18n, '_');
    fireEvent.pointerOver(container.querySelector('[data-date="2026-11-24"]')!);
    fireEvent.pointerOver(container.querySelector('[data-date="2026-11-19"]')!);
    expect(screen.getByTestId('heatmap-readout').textContent).toMatch(/: 1 focus minute$/);
    // Each move: the read-out's sentence, and the panel's own few words (it draws again for the active cell).
    expect(translations.mock.calls.length).toBeLessThan(20);
    translations.mockRestore();
  });

  it('draws 52 weeks when asked (the desktop range)', () => {
    renderPanel({ days: daysResponse(52), weeks: 52 });
    expect(screen.getAllByRole('img', { name: /focus minutes?/ })).toHaveLength(51 * 7 + 3);
  });

  it('switches to a table of the same data and back', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('group', { name: /Focus minutes per day/ })).toBeNull();
    const table = screen.getByRole('table', { name: /Focus minutes per day, last 26 weeks/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 26);
    // Newest week first: Monday 23 November, then the week with the 130 minutes on Tuesday 24th.
    const newest = rows[1]!;
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '130', '0', '–', '–', '–', '–']);
    expect(within(rows[2]!).getAllByRole('cell')[4]!.textContent).toBe('0 ❄(streak freeze)');
    fireEvent.click(screen.getByRole('button', { name: 'Show heatmap' }));
    expect(screen.getByRole('group', { name: /Focus minutes per day/ })).toBeTruthy();
  });
});

describe('today and this week', () => {
  it('show progress rings against the daily goal and the week of seven goals', () => {
    renderPanel();
    const today = screen.getByRole('progressbar', { name: "Today's goal" });
    expect(today.getAttribute('aria-valuenow')).toBe('45');
    expect(today.getAttribute('aria-valuemax')).toBe('100');
    expect(today.getAttribute('aria-valuetext')).toBe('45 of 100 minutes');
    const week = screen.getByRole('progressbar', { name: "This week's goal" });
    expect(week.getAttribute('aria-valuemax')).toBe('700');
    expect(screen.getByTestId('week-goal-days').textContent).toBe('Goal met on 2 days');
    expect(screen.getByTestId('today-coins').textContent).toBe('45');
    expect(screen.getByTestId('week-minutes').textContent).toBe('4h 10m');
  });

  it('closes the ring at the goal and says so, counting pomodoros when that is the goal', () => {
    renderPanel({
      overview: overview({ goal: { kind: 'pomodoros', value: 2 } }),
    });
    const today = screen.getByRole('progressbar', { name: "Today's goal" });
    expect(today.getAttribute('aria-valuetext')).toBe('2 of 2 pomodoros, goal met');
  });
});

describe('streak', () => {
  it('shows the current and best streak and the freezes held', () => {
    renderPanel();
    expect(screen.getByTestId('streak-current').textContent).toBe('9 days');
    expect(screen.getByTestId('streak-best').textContent).toBe('14 days');
    expect(screen.getByTestId('streak-freezes').textContent).toBe('1 of 2');
    expect(screen.getByText(/5 more goal days earn a freeze/)).toBeTruthy();
  });

  it('invites a new user to start one', () => {
    renderPanel({
      overview: overview({ streak: { current: 0, best: 0, freezesHeld: 0, goalDaysToNextFreeze: 7 } }),
      days: daysResponse(26),
    });
    expect(screen.getByText('Meet your daily goal to start a streak.')).toBeTruthy();
    expect(screen.getByText(/Your first focused minutes will colour today's square/)).toBeTruthy();
  });
});

describe('estimates', () => {
  it('state the bias in one sentence when the server computed it', () => {
    renderPanel();
    expect(screen.getByTestId('estimate-bias').textContent).toBe(
      'You finish tasks in 1.4x the pomodoros you estimate (last 6 finished tasks)',
    );
  });

  it('say nothing of a bias below 5 finished tasks (the server sends none)', () => {
    renderPanel({ estimates: estimates(4, null) });
    expect(screen.queryByText(/You finish tasks in/)).toBeNull();
    expect(screen.getByTestId('estimate-bias-missing').textContent).toMatch(
      /^Finish 5 tasks with an estimate/,
    );
  });

  it('list estimated and actual pomodoros per task in the full view only', () => {
    const { unmount } = renderPanel();
    expect(screen.queryByRole('table', { name: /per finished task/ })).toBeNull();
    unmount();
    renderPanel({ full: true });
    const table = screen.getByRole('table', { name: 'Estimated and actual pomodoros per finished task' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Chapter 1');
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3']);
  });
});

describe('the week chart', () => {
  it('shows the last 7 days, or the last 12 weeks', () => {
    renderPanel();
    const chart = screen.getByTestId('week-chart');
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7 + 1); // 7 days and the goal line
    expect(within(chart).getByText('Daily goal: 1h 40m')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    // 12 weeks and the week's goal line: seven daily goals.
    expect(within(screen.getByTestId('week-chart')).getAllByRole('listitem')).toHaveLength(12 + 1);
    expect(within(screen.getByTestId('week-chart')).getByText('Weekly goal: 11h 40m')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 12 weeks' }).getAttribute('aria-pressed')).toBe('true');
  });

  const fillHeights = () =>
    [...screen.getByTestId('week-chart').querySelectorAll<HTMLElement>('li > span[aria-hidden="true"]')]
      .filter((span) => span.style.height)
      .map((span) => Number.parseFloat(span.style.height));

  it('draws a 3-minute week as the sliver it is against the weekly goal, not at full height', () => {
    const lastWeeks = overview().lastWeeks.map((week, index) => ({
      ...week,
      focusMinutes: index === 11 ? 3 : 0,
    }));
    renderPanel({ overview: overview({ lastWeeks }) });
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    // 120 px is the full height: 3 of 700 minutes is about half a pixel (the bar keeps a 2 px minimum).
    expect(fillHeights().at(-1)).toBeCloseTo((3 / 700) * 120, 5);
  });

  it('keeps a day of work as the scale when the goal counts pomodoros (no goal line then)', () => {
    const lastDays = overview().lastDays.map((day, index) => ({ ...day, focusMinutes: index === 6 ? 3 : 0 }));
    renderPanel({ overview: overview({ lastDays, goal: { kind: 'pomodoros', value: 4 } }) });
    const chart = screen.getByTestId('week-chart');
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    expect(fillHeights().at(-1)).toBeCloseTo((3 / 100) * 120, 5);
    // A day above the scale still fits: the tallest bar is the full height.
    cleanup();
    const busy = overview().lastDays.map((day, index) => ({ ...day, focusMinutes: index === 6 ? 300 : 30 }));
    renderPanel({ overview: overview({ lastDays: busy, goal: { kind: 'pomodoros', value: 4 } }) });
    expect(fillHeights().at(-1)).toBe(120);
    expect(fillHeights()[0]).toBeCloseTo(12, 5);
  });
});

describe('the table of a new account', () => {
  it('lists only the weeks since the account was created', () => {
    renderPanel({
      days: daysResponse(52, [{ date: TODAY, focusMinutes: 3, pomodoros: 1 }], '2026-11-24'),
      weeks: 52,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /since you joined \(1 week\)/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 1);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '3', '–', '–', '–', '–']);
  });

  it('counts the weeks since joining, and a day before it that has focus', () => {
    renderPanel({
      days: daysResponse(52, [{ date: '2026-11-02', focusMinutes: 20 }], '2026-11-10'),
      weeks: 52,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /since you joined \(4 weeks\)/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  });
});

describe('the heatmap on a touch screen', () => {
  it("lists the tapped week's days in rows a finger can hit, with the weeks around it", () => {
    const { container } = renderPanel();
    expect(screen.queryByTestId('heatmap-week')).toBeNull();
    // A mouse only points: no list.
    fireEvent.pointerDown(container.querySelector('[data-date="2026-11-24"]')!, { pointerType: 'mouse' });
    expect(screen.queryByTestId('heatmap-week')).toBeNull();
    fireEvent.pointerDown(container.querySelector('[data-date="2026-11-19"]')!, { pointerType: 'touch' });
    const week = screen.getByTestId('heatmap-week');
    expect(within(week).getByRole('heading').textContent).toBe('Week of Nov 16');
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[3]!.textContent).toMatch(/November 19, 2026: 1 focus minute$/);
    expect(days[4]!.textContent).toMatch(/: 0 focus minutes, streak freeze used$/);
    fireEvent.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(within(week).getByRole('heading').textContent).toBe('Week of Nov 23');
    // This week: today is Wednesday, so three days, and no week after it.
    expect(within(week).getAllByRole('listitem')).toHaveLength(3);
    expect(within(week).getByRole('button', { name: 'Next week' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(week).getByRole('button', { name: "Close the week's days" }));
    expect(screen.queryByTestId('heatmap-week')).toBeNull();
  });
});

describe('in German', () => {
  it('names the days, minutes, streaks and goals in German', async () => {
    await activateLanguage('de');
    const { container } = renderPanel();
    const grid = screen.getByRole('group', { name: 'Fokusminuten pro Tag, letzte 26 Wochen' });
    expect(
      within(grid).getByRole('img', { name: 'Dienstag, 24. November 2026: 130 Fokusminuten, Ziel erreicht' }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('img', { name: 'Donnerstag, 19. November 2026: 1 Fokusminute' }),
    ).toBeTruthy();
    const labels = [...container.querySelectorAll('svg text')].map((label) => label.textContent);
    // Intl's abbreviations differ between runtimes ('Mo' or 'Mo.').
    expect(labels.slice(-3).join(' ')).toMatch(/^Mo\.? Mi\.? Fr\.?$/);
    expect(
      within(screen.getByRole('list', { name: 'Legende' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      ['0 min', '1–29 min', '30–59 min', '60–119 min', '120+ min', 'Serienschutz'].map((label) =>
        label.replace(' min', '\u00a0min'),
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Tagesziel' }).getAttribute('aria-valuetext')).toBe(
      '45 von 100 Minuten',
    );
    expect(screen.getByTestId('week-minutes').textContent).toBe('4\u00a0h 10\u00a0min');
    expect(screen.getByTestId('week-goal-days').textContent).toBe('Ziel erreicht an 2 Tagen');
    expect(screen.getByTestId('streak-current').textContent).toBe('9 Tage');
    expect(screen.getByText(/Noch 5 Zieltage bringen dir einen Serienschutz/)).toBeTruthy();
    expect(screen.getByTestId('estimate-bias').textContent).toBe(
      'Du brauchst für Aufgaben das 1,4-Fache der geschätzten Pomodoros (die letzten 6 erledigten Aufgaben)',
    );
    expect(within(screen.getByTestId('week-chart')).getByText('Tagesziel: 1 h 40 min')).toBeTruthy();
  });
});
