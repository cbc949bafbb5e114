import type {
  StatsDay,
  StatsDaysResponse,
  StatsEstimatesResponse,
  StatsOverviewResponse,
  StatsSettings,
} from '@focus-room/core/api/stats';
import { addDays, startOfWeek } from '../lib/calendar-days';

/** Test figures shaped as the server answers them (the contract in core/api/stats.ts). */
export const TODAY = '2026-11-25'; // a Wednesday

export function daysResponse(
  weeks: number,
  overrides: Partial<StatsDay>[] = [],
  firstDay?: string,
): StatsDaysResponse {
  const from = addDays(startOfWeek(TODAY), -7 * (weeks - 1));
  const days: StatsDay[] = [];
  for (let date = from; date <= TODAY; date = addDays(date, 1))
    days.push({ date, focusMinutes: 0, pomodoros: 0, goalMet: false, freezeUsed: false });
  for (const override of overrides) {
    const index = days.findIndex((day) => day.date === override.date);
    if (index >= 0) days[index] = { ...days[index]!, ...override };
  }
  return { from, today: TODAY, days, firstDay: firstDay ?? from };
}

export function overview(patch: Partial<StatsOverviewResponse> = {}): StatsOverviewResponse {
  return {
    today: {
      date: TODAY,
      focusMinutes: 45,
      pomodoros: 2,
      coinsEarned: 45,
      tasksFinished: 1,
      goalMet: false,
      progress: 0.45,
    },
    thisWeek: {
      from: '2026-11-23',
      to: TODAY,
      focusMinutes: 250,
      pomodoros: 10,
      coinsEarned: 250,
      tasksFinished: 3,
      goalDays: 2,
    },
    goal: { kind: 'minutes', value: 100 },
    streak: { current: 9, best: 14, freezesHeld: 1, goalDaysToNextFreeze: 5 },
    lastDays: Array.from({ length: 7 }, (_, index) => ({
      date: addDays(TODAY, index - 6),
      focusMinutes: index * 20,
    })),
    lastWeeks: Array.from({ length: 12 }, (_, index) => ({
      weekStart: addDays(startOfWeek(TODAY), 7 * (index - 11)),
      focusMinutes: index * 60,
    })),
    ...patch,
  };
}

export function estimates(count: number, bias: number | null): StatsEstimatesResponse {
  return {
    tasks: Array.from({ length: count }, (_, index) => ({
      _id: `t${index}`,
      taskName: `Chapter ${index + 1}`,
      estimatedPomodoros: 2,
      completedPomodoros: 3,
      finishedAt: '2026-11-20T10:00:00.000Z',
    })),
    bias,
  };
}

export const SETTINGS: StatsSettings = {
  goalKind: 'minutes',
  goalValue: 100,
  dayStartHour: 4,
  timeZone: 'Europe/Berlin',
  timeZoneSaved: true,
};
