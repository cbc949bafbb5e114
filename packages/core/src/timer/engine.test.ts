import { describe, expect, it } from 'vitest';
import { reduce } from './engine';
import type { TimerEffect, TimerEvent } from './events';
import { DEFAULT_TIMER_SETTINGS, type TimerSettings } from './settings';
import { createTimerState, type TimerState } from './state';
import { view } from './view';

// Table test of every timer rule in docs/product-rules.md#timer (modes, start, pause and reset, the pomodoro
// cycle with its long break and run end, countdown and stopwatch).

const T0 = 1_700_000_000_000;
const S = 1000;
const MIN = 60 * S;

type Step = [event: TimerEvent | 'tick', at: number];

/** Runs `steps` (times relative to T0) and returns the final state and every effect, in order. */
const run = (settings: Partial<TimerSettings>, steps: Step[], initial?: TimerState) => {
  let state = initial ?? createTimerState({ ...DEFAULT_TIMER_SETTINGS, ...settings });
  const effects: TimerEffect[] = [];
  for (const [event, at] of steps) {
    const result = reduce(state, event === 'tick' ? { type: 'tick' } : event, T0 + at);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects, at: (t: number) => view(state, T0 + t) };
};

const start: TimerEvent = { type: 'start' };
const pause: TimerEvent = { type: 'pause' };
const reset: TimerEvent = { type: 'reset' };
const to = (mode: 'pomodoro' | 'countdown' | 'stopwatch'): TimerEvent => ({ type: 'switchMode', mode });
const ofType = <T extends TimerEffect['type']>(effects: TimerEffect[], type: T) =>
  effects.filter((e): e is Extract<TimerEffect, { type: T }> => e.type === type);
const coins = (effects: TimerEffect[]) => ofType(effects, 'coinsEarned').reduce((n, e) => n + e.coins, 0);

describe('Timer modes: switching only while stopped, and its reset values', () => {
  it.each([
    ['pomodoro → countdown uses the countdown length', [to('countdown')], 'countdown', '05:00'],
    ['countdown → stopwatch starts at 0', [to('countdown'), to('stopwatch')], 'stopwatch', '00:00'],
    ['stopwatch → pomodoro uses the pomodoro length', [to('stopwatch'), to('pomodoro')], 'pomodoro', '25:00'],
  ] as const)('%s', (_name, events, mode, display) => {
    const { at } = run(
      {},
      events.map((e, i): Step => [e, i]),
    );
    expect(at(10)).toMatchObject({ mode, display, isRunning: false, startLabel: 'Start' });
  });

  it('pomodoro clears break and cycle (switch away from a paused break and back)', () => {
    const { at } = run({ cycles: 3 }, [
      [start, 0],
      ['tick', 25 * MIN],
      ['tick', 25 * MIN + S + MIN],
      [pause, 25 * MIN + S + MIN],
      [to('countdown'), 27 * MIN],
      [to('pomodoro'), 27 * MIN],
    ]);
    expect(at(27 * MIN)).toMatchObject({
      phase: 'focus',
      phaseLabel: 'Pomodoro',
      currentCycle: 1,
      display: '25:00',
    });
  });

  it('is refused while running (and the panel says so through canSwitchMode)', () => {
    const { state, effects, at } = run({}, [
      [start, 0],
      [to('stopwatch'), 10 * S],
    ]);
    expect(state.mode).toBe('pomodoro');
    expect(effects).toEqual([]);
    expect(at(10 * S)).toMatchObject({ isRunning: true, canSwitchMode: false, display: '24:50' });
  });

  it('to the current mode changes nothing (a paused time is kept)', () => {
    const { at } = run({}, [
      [start, 0],
      [pause, 90 * S],
      [to('pomodoro'), 100 * S],
    ]);
    expect(at(100 * S)).toMatchObject({ display: '23:30', startLabel: 'Resume' });
  });

  it('ends the session: unsaved focus time is saved and the coin counter restarts', () => {
    const { effects, at } = run({}, [
      [start, 0],
      [pause, 150 * S],
      [to('countdown'), 200 * S],
    ]);
    expect(coins(effects)).toBe(2);
    expect(ofType(effects, 'focusTimeToSave')).toEqual([{ type: 'focusTimeToSave', seconds: 150 }]);
    expect(at(200 * S).coinsEarned).toBe(0);
  });
});

describe('Running and paused', () => {
  it('Start sets running and records the start time', () => {
    const { state } = run({}, [[start, 0]]);
    expect(state).toMatchObject({ isRunning: true, startedAt: T0, pauseStartTime: null });
  });

  it('Pause stops the timer and records the pause time; time does not move while paused', () => {
    const { state, at } = run({}, [
      [start, 0],
      [pause, MIN],
    ]);
    expect(state).toMatchObject({ isRunning: false, pauseStartTime: T0 + MIN });
    expect(at(MIN).display).toBe('24:00');
    expect(at(3 * 60 * MIN).display).toBe('24:00');
  });

  it('Start after a pause adds the paused duration to the total paused time', () => {
    const { state, at } = run({}, [
      [start, 0],
      [pause, MIN],
      [start, 11 * MIN],
    ]);
    expect(state).toMatchObject({ isRunning: true, pauseStartTime: null, totalPausedTime: 10 * MIN });
    expect(at(12 * MIN).display).toBe('23:00');
  });

  it('Reset stops, saves unsaved focus time, clears cycle and break, restores the full duration', () => {
    const { state, effects, at } = run({ cycles: 2 }, [
      [start, 0],
      ['tick', 25 * MIN + 2 * S],
      [reset, 25 * MIN + 2 * S + 30 * S],
    ]);
    expect(ofType(effects, 'focusTimeToSave').map((e) => e.seconds)).toEqual([1500]);
    expect(state).toMatchObject({ isRunning: false, isBreak: false, currentCycle: 1, startedAt: null });
    expect(at(26 * MIN)).toMatchObject({
      display: '25:00',
      phaseLabel: 'Pomodoro',
      coinsEarned: 0,
      startLabel: 'Start',
    });
  });

  it('Reset in the middle of a focus period saves the seconds and keeps the coins of whole minutes', () => {
    const { effects } = run({}, [
      [start, 0],
      [reset, 3 * MIN + 42 * S],
    ]);
    expect(coins(effects)).toBe(3);
    expect(ofType(effects, 'focusTimeToSave')).toEqual([{ type: 'focusTimeToSave', seconds: 222 }]);
  });
});

describe('The Resume label: when time remains and differs from the full length', () => {
  it.each<[string, 'Start' | 'Resume', Step[], number]>([
    ['idle at full length', 'Start', [], 0],
    [
      'paused with time left',
      'Resume',
      [
        [start, 0],
        [pause, 5 * S],
      ],
      5 * S,
    ],
    [
      'paused within the first second (display still 25:00)',
      'Start',
      [
        [start, 0],
        [pause, 400],
      ],
      400,
    ],
    [
      'after Reset',
      'Start',
      [
        [start, 0],
        [reset, MIN],
      ],
      MIN,
    ],
    [
      'paused in a break with time left',
      'Resume',
      [
        [start, 0],
        [pause, 25 * MIN + S + MIN],
      ],
      27 * MIN,
    ],
    [
      'stopwatch paused after 5 s',
      'Resume',
      [
        [to('stopwatch'), 0],
        [start, 0],
        [pause, 5 * S],
      ],
      5 * S,
    ],
    ['stopwatch at 0', 'Start', [[to('stopwatch'), 0]], 0],
  ])('%s → %s', (_name, label, steps, at) => {
    expect(run({ cycles: 2 }, steps).at(at).startLabel).toBe(label);
  });
});

describe('Pomodoro cycle', () => {
  const twoCycles = run({ cycles: 2 }, [
    [start, 0],
    ['tick', 25 * MIN],
    ['tick', 25 * MIN + 500],
    ['tick', 25 * MIN + S + 2 * MIN],
    ['tick', 30 * MIN + S],
    ['tick', 30 * MIN + 2 * S],
  ]);

  it('a focus period reaching 0 plays the sound, completes the pomodoro, saves time, pays coins', () => {
    const first = twoCycles.effects.slice(0, 5).map((e) => e.type);
    expect(first).toEqual([
      'coinsEarned',
      'playSound',
      'pomodoroCompleted',
      'focusTimeToSave',
      'phaseChanged',
    ]);
    expect(coins(twoCycles.effects)).toBe(25);
    expect(ofType(twoCycles.effects, 'focusTimeToSave')[0]?.seconds).toBe(1500);
  });

  it('the break starts automatically after 1 s, then the next focus period after 1 s more', () => {
    const { effects } = twoCycles;
    expect(ofType(effects, 'phaseChanged')).toEqual([
      { type: 'phaseChanged', to: 'break', cycle: 1, at: T0 + 25 * MIN + S },
      { type: 'phaseChanged', to: 'focus', cycle: 2, at: T0 + 30 * MIN + 2 * S },
    ]);
    const during = run({ cycles: 2 }, [[start, 0]]).at;
    expect(during(25 * MIN + 500)).toMatchObject({ phaseLabel: 'Break', display: '05:00', isWaiting: true });
    expect(during(25 * MIN + S + 2 * MIN)).toMatchObject({ phaseLabel: 'Break', display: '03:00' });
    expect(during(30 * MIN + 2 * S + MIN)).toMatchObject({
      phaseLabel: 'Pomodoro',
      display: '24:00',
      currentCycle: 2,
    });
  });

  it('a focus period shorter than a minute never credits a pomodoro (a 0-minute pomodoro ends at once)', () => {
    const { effects } = run({ pomodoroMinutes: 0, cycles: 1 }, [
      [start, 0],
      ['tick', 1 * S],
    ]);
    expect(ofType(effects, 'pomodoroCompleted')).toEqual([]);
    expect(ofType(effects, 'runCompleted')).toMatchObject([{ pomodoros: 0, coins: 0 }]);
    // A one-minute period does count.
    const full = run({ pomodoroMinutes: 1, cycles: 1 }, [
      [start, 0],
      ['tick', MIN + S],
    ]);
    expect(ofType(full.effects, 'pomodoroCompleted')).toHaveLength(1);
  });

  it('after the last cycle the run completes, the final break runs, then the idle pomodoro at full length', () => {
    const { effects, state, at } = run({ cycles: 2 }, [
      [start, 0],
      ['tick', 55 * MIN + 2 * S],
      ['tick', 55 * MIN + 3 * S + 4 * MIN],
      ['tick', 60 * MIN + 3 * S],
    ]);
    expect(ofType(effects, 'runCompleted')).toEqual([
      { type: 'runCompleted', focusMinutes: 50, coins: 50, pomodoros: 2, at: T0 + 55 * MIN + 2 * S },
    ]);
    expect(ofType(effects, 'phaseChanged').at(-1)).toEqual({
      type: 'phaseChanged',
      to: 'idle',
      cycle: 1,
      at: T0 + 60 * MIN + 3 * S,
    });
    expect(state).toMatchObject({ mode: 'pomodoro', isRunning: false, isBreak: false, startedAt: null });
    expect(at(61 * MIN)).toMatchObject({
      display: '25:00',
      startLabel: 'Start',
      coinsEarned: 50,
      currentCycle: 1,
    });
  });

  it("'Start next pomodoro' in the final break runs one more focus period after the break", () => {
    const { effects, at } = run({ cycles: 1 }, [
      [start, 0],
      [{ type: 'continueRun' }, 26 * MIN],
      ['tick', 30 * MIN + 2 * S],
      ['tick', 55 * MIN + 2 * S],
    ]);
    expect(ofType(effects, 'phaseChanged').map((e) => e.to)).toEqual(['break', 'focus', 'break']);
    // The second summary covers the whole session: both pomodoros and every coin.
    expect(ofType(effects, 'runCompleted').map((e) => [e.pomodoros, e.coins])).toEqual([
      [1, 25],
      [2, 50],
    ]);
    expect(at(55 * MIN + 3 * S)).toMatchObject({ isFinalBreak: true, currentCycle: 2 });
  });

  it("'Start next pomodoro' resumes a paused final break and starts an idle pomodoro at once", () => {
    const paused = run({ cycles: 1 }, [
      [start, 0],
      [pause, 26 * MIN],
      [{ type: 'continueRun' }, 27 * MIN],
    ]);
    expect(paused.at(27 * MIN)).toMatchObject({ isRunning: true, isFinalBreak: false, display: '04:01' });
    const idle = run({ cycles: 1, breakMinutes: 0 }, [
      [start, 0],
      ['tick', 26 * MIN],
      [{ type: 'continueRun' }, 27 * MIN],
    ]);
    expect(idle.at(28 * MIN)).toMatchObject({ isRunning: true, display: '24:00', coinsEarned: 1 });
    // Outside a finished run it changes nothing.
    const countdown = run({}, [
      [to('countdown'), 0],
      [{ type: 'continueRun' }, S],
    ]);
    expect(countdown.at(S)).toMatchObject({ mode: 'countdown', isRunning: false });
  });

  it('shows the final break as a break of the completed run', () => {
    const { at } = run({}, [[start, 0]]);
    expect(at(27 * MIN)).toMatchObject({
      phaseLabel: 'Break',
      isFinalBreak: true,
      display: '03:01',
      isRunning: true,
    });
  });

  it('a fresh Start after a run restarts the coin counter', () => {
    const { at } = run({}, [
      [start, 0],
      ['tick', 31 * MIN],
      [start, 40 * MIN],
    ]);
    expect(at(40 * MIN).coinsEarned).toBe(0);
  });

  it.each<[string, Partial<TimerSettings>, string[]]>([
    [
      'cycles 8: a long break after the 4th and 8th (final) pomodoro',
      { cycles: 8 },
      ['break', 'break', 'break', 'longBreak', 'break', 'break', 'break', 'longBreak'],
    ],
    ['cycles 3 < interval: only short breaks, exactly the spec', { cycles: 3 }, ['break', 'break', 'break']],
    ['interval 2', { cycles: 4, longBreakInterval: 2 }, ['break', 'longBreak', 'break', 'longBreak']],
    [
      'interval 0 never gives a long break',
      { cycles: 4, longBreakInterval: 0 },
      ['break', 'break', 'break', 'break'],
    ],
    ['cycles 0 runs like 1', { cycles: 0 }, ['break']],
  ])('%s', (_name, settings, breaks) => {
    const { effects, state } = run(settings, [
      [start, 0],
      ['tick', 24 * 60 * MIN],
    ]);
    expect(
      ofType(effects, 'phaseChanged')
        .filter((e) => e.to !== 'focus' && e.to !== 'idle')
        .map((e) => e.to),
    ).toEqual(breaks);
    expect(ofType(effects, 'pomodoroCompleted')).toHaveLength(breaks.length);
    expect(state.isRunning).toBe(false);
  });

  it('a long break lasts longBreakMinutes', () => {
    const { at } = run({ cycles: 4 }, [[start, 0]]);
    // 4 × 25 min focus + 3 × 5 min breaks + 7 one-second gaps, then the 15-minute long break.
    const longBreakStart = 115 * MIN + 7 * S;
    expect(at(longBreakStart + 5 * MIN)).toMatchObject({
      phase: 'longBreak',
      phaseLabel: 'Break',
      display: '10:00',
    });
  });

  it('a tab hidden for 2 hours processes every boundary in one tick, at the right timestamps', () => {
    const { effects, at } = run({ cycles: 4 }, [
      [start, 0],
      ['tick', 120 * MIN],
    ]);
    expect(ofType(effects, 'pomodoroCompleted').map((e) => e.at - T0)).toEqual([
      25 * MIN,
      55 * MIN + 2 * S,
      85 * MIN + 4 * S,
      115 * MIN + 6 * S,
    ]);
    expect(coins(effects)).toBe(100);
    expect(at(120 * MIN)).toMatchObject({ phase: 'longBreak', display: '10:07' });
  });
});

describe('Countdown', () => {
  it('pays every whole minute, and at 0 plays the sound and resets to the countdown length', () => {
    const { effects, state, at } = run({}, [
      [to('countdown'), 0],
      [start, 0],
      ['tick', 2 * MIN + 30 * S],
      ['tick', 6 * MIN],
    ]);
    expect(ofType(effects, 'coinsEarned').map((e) => e.total)).toEqual([2, 5]);
    expect(ofType(effects, 'playSound')).toEqual([
      { type: 'playSound', sound: 'countdownEnd', at: T0 + 5 * MIN },
    ]);
    expect(ofType(effects, 'countdownFinished')).toEqual([
      { type: 'countdownFinished', focusMinutes: 5, coins: 5, at: T0 + 5 * MIN },
    ]);
    expect(ofType(effects, 'focusTimeToSave')).toEqual([{ type: 'focusTimeToSave', seconds: 300 }]);
    expect(state.isRunning).toBe(false);
    expect(at(7 * MIN)).toMatchObject({
      mode: 'countdown',
      display: '05:00',
      startLabel: 'Start',
      coinsEarned: 5,
    });
  });

  it('never pays a minute twice, however often it ticks', () => {
    const steps: Step[] = [
      [to('countdown'), 0],
      [start, 0],
    ];
    for (let t = 0; t <= 5 * MIN; t += 250) steps.push(['tick', t]);
    steps.push(['tick', 5 * MIN], ['tick', 5 * MIN]);
    expect(coins(run({}, steps).effects)).toBe(5);
  });

  it('pays the minutes of a focus split by a pause exactly once', () => {
    const { effects } = run({}, [
      [to('countdown'), 0],
      [start, 0],
      [pause, 30 * S],
      [start, 10 * MIN],
      ['tick', 10 * MIN + 29 * S],
      ['tick', 10 * MIN + 30 * S],
    ]);
    expect(coins(effects)).toBe(1);
  });
});

describe('Stopwatch', () => {
  it('counts up without limit, pays no coins and saves its time on Reset', () => {
    const { effects, at } = run({}, [
      [to('stopwatch'), 0],
      [start, 0],
      ['tick', 180 * MIN],
    ]);
    expect(at(180 * MIN).display).toBe('180:00');
    expect(at(100 * 60 * MIN).display).toBe('6000:00');
    expect(coins(effects)).toBe(0);
    const after = run(
      {},
      [[reset, 200 * MIN]],
      run({}, [
        [to('stopwatch'), 0],
        [start, 0],
      ]).state,
    );
    expect(after.effects).toEqual([{ type: 'focusTimeToSave', seconds: 12_000 }]);
  });
});

describe('Settings in the engine', () => {
  it('idle: the new length shows at once, clamped', () => {
    const { at } = run({}, [[{ type: 'updateSettings', settings: { pomodoroMinutes: 123456 } }, 0]]);
    expect(at(0).display).toBe('9999:00');
  });

  it('running: the current phase keeps its length, the next phases use the new ones', () => {
    const { at } = run({ cycles: 2 }, [
      [start, 0],
      [{ type: 'updateSettings', settings: { pomodoroMinutes: 50, breakMinutes: 10 } }, MIN],
    ]);
    expect(at(2 * MIN).display).toBe('23:00');
    expect(at(25 * MIN + S + MIN).display).toBe('09:00');
    expect(at(35 * MIN + 2 * S + MIN).display).toBe('49:00');
  });

  it('lowering cycles during a run makes the running focus period the last', () => {
    const { effects } = run({ cycles: 4 }, [
      [start, 0],
      [{ type: 'updateSettings', settings: { cycles: 1 } }, MIN],
      ['tick', 60 * MIN],
    ]);
    expect(ofType(effects, 'runCompleted')).toHaveLength(1);
  });

  it.each<[string, Partial<TimerSettings>, string]>([
    [
      'a 0-minute pomodoro completes at once (crediting no pomodoro) and the run ends after its break',
      { pomodoroMinutes: 0, breakMinutes: 0 },
      'runCompleted',
    ],
    ['a 0-minute countdown finishes at once', { countdownMinutes: 0 }, 'countdownFinished'],
  ])('%s', (_name, settings, effect) => {
    const mode = effect === 'countdownFinished' ? 'countdown' : 'pomodoro';
    const { effects, state } = run({ ...settings, cycles: 100, longBreakInterval: 0 }, [
      [to(mode), 0],
      [start, 0],
      ['tick', 10 * MIN],
    ]);
    expect(effects.some((e) => e.type === effect)).toBe(true);
    expect(state.isRunning).toBe(false);
    expect(coins(effects)).toBe(0);
  });
});

describe('finished periods (the admin Analytics figures)', () => {
  const periods = (effects: TimerEffect[]) =>
    ofType(effects, 'periodFinished').map(({ kind, seconds }) => [kind, seconds]);

  it('reports each focus period and break that ran to its end, long breaks included', () => {
    const { effects } = run({ cycles: 2, longBreakInterval: 2, longBreakMinutes: 15 }, [
      [start, 0],
      ['tick', 25 * MIN],
      ['tick', 30 * MIN + 2 * S + 25 * MIN],
      ['tick', 30 * MIN + 2 * S + 25 * MIN + S + 15 * MIN],
    ]);
    expect(periods(effects)).toEqual([
      ['focus', 1500],
      ['break', 300],
      ['focus', 1500],
      ['break', 900],
    ]);
  });

  it('excludes pauses from the length and reports a finished countdown as focus', () => {
    const { effects } = run({}, [
      [to('countdown'), 0],
      [start, 0],
      [pause, 2 * MIN],
      [start, 10 * MIN],
      ['tick', 13 * MIN],
    ]);
    expect(periods(effects)).toEqual([['focus', 300]]);
  });

  it('reports nothing for a period cut short by Reset, for the stopwatch, or for a 0-minute break', () => {
    expect(
      periods(
        run({}, [
          [start, 0],
          [reset, 10 * MIN],
        ]).effects,
      ),
    ).toEqual([]);
    expect(
      periods(
        run({}, [
          [to('stopwatch'), 0],
          [start, 0],
          ['tick', 90 * MIN],
        ]).effects,
      ),
    ).toEqual([]);
    const noBreak = run({ cycles: 2, breakMinutes: 0 }, [
      [start, 0],
      ['tick', 25 * MIN + 2 * S],
    ]);
    expect(periods(noBreak.effects)).toEqual([['focus', 1500]]);
  });
});
