import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { createAudioContext } from '../../../lib/audio-context';
import { useFocusSound } from '../hooks/use-focus-sound';
import { FOCUS_VOLUME_KEY } from '../lib/focus-sound-options';
import { playFocusSound, setFocusVolume, stopFocusSound } from '../lib/focus-sound-player';
import { FocusSounds } from './focus-sounds';

vi.mock('../../../lib/audio-context', () => ({ createAudioContext: vi.fn() }));
vi.mock('../lib/focus-sound-player', () => ({
  playFocusSound: vi.fn(async () => undefined),
  setFocusVolume: vi.fn(),
  stopFocusSound: vi.fn(async () => undefined),
}));

type FakeContext = {
  state: string;
  resume: () => Promise<void>;
  suspend: () => Promise<void>;
  close: () => Promise<void>;
};

function fakeContext(): FakeContext {
  const ctx: FakeContext = {
    state: 'suspended',
    resume: vi.fn(async () => {
      ctx.state = 'running';
    }),
    suspend: vi.fn(async () => {
      ctx.state = 'suspended';
    }),
    close: vi.fn(async () => {
      ctx.state = 'closed';
    }),
  };
  return ctx;
}

function Harness() {
  return <FocusSounds sound={useFocusSound()} />;
}

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');

describe('focus sounds', () => {
  let ctx: FakeContext;
  beforeEach(() => {
    ctx = fakeContext();
    vi.mocked(createAudioContext)
      .mockReset()
      .mockReturnValue(ctx as unknown as AudioContext);
    vi.mocked(playFocusSound).mockClear();
    vi.mocked(stopFocusSound).mockClear();
    vi.mocked(setFocusVolume).mockClear();
  });

  it('offers brown noise, rain and café murmur, none playing, and makes no sound before a click', () => {
    render(<Harness />);
    for (const name of ['Brown noise', 'Rain', 'Café murmur']) expect(pressed(name)).toBe('false');
    expect(screen.getByRole('slider', { name: 'Focus sound volume' })).toBeTruthy();
    expect(createAudioContext).not.toHaveBeenCalled();
  });

  it('a click starts the sound inside the gesture; a second click stops it and suspends the audio', async () => {
    render(<Harness />);
    fireEvent.click(button('Rain'));
    // Created and resumed synchronously in the click, before the lazy player has loaded.
    expect(createAudioContext).toHaveBeenCalledTimes(1);
    expect(ctx.resume).toHaveBeenCalled();
    expect(pressed('Rain')).toBe('true');
    await waitFor(() => expect(playFocusSound).toHaveBeenCalledWith(ctx, 'rain', 50, expect.any(Function)));
    expect(ctx.state).toBe('running');

    fireEvent.click(button('Rain'));
    expect(pressed('Rain')).toBe('false');
    await waitFor(() => expect(ctx.suspend).toHaveBeenCalled());
    expect(stopFocusSound).toHaveBeenCalledWith(ctx);
    expect(ctx.state).toBe('suspended');
  });

  it('choosing another sound switches to it in the same audio context', async () => {
    render(<Harness />);
    fireEvent.click(button('Brown noise'));
    fireEvent.click(button('Café murmur'));
    expect(pressed('Brown noise')).toBe('false');
    expect(pressed('Café murmur')).toBe('true');
    await waitFor(() => expect(playFocusSound).toHaveBeenCalledTimes(2));
    // The brown noise request is outdated by the café click: its start is told it is no longer wanted.
    const [first, second] = vi.mocked(playFocusSound).mock.calls;
    expect(first?.[3]?.()).toBe(false);
    expect(second?.[1]).toBe('cafe');
    expect(second?.[3]?.()).toBe(true);
    expect(createAudioContext).toHaveBeenCalledTimes(1);
  });

  it('the volume has its own slider, applies while playing and is remembered', async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(button('Brown noise'));
    await waitFor(() => expect(playFocusSound).toHaveBeenCalled());
    fireEvent.input(screen.getByRole('slider', { name: 'Focus sound volume' }), { target: { value: '20' } });
    expect(screen.getByText('20 %')).toBeTruthy();
    await waitFor(() => expect(setFocusVolume).toHaveBeenLastCalledWith(ctx, 20));
    expect(localStorage.getItem(FOCUS_VOLUME_KEY)).toBe('20');
    unmount();
    expect(ctx.close).toHaveBeenCalled(); // leaving the page ends the sound
    render(<Harness />);
    expect((screen.getByRole('slider', { name: 'Focus sound volume' }) as HTMLInputElement).value).toBe('20');
    expect(pressed('Brown noise')).toBe('false'); // nothing starts by itself after a reload
  });

  it('a stored volume out of range is clamped', () => {
    localStorage.setItem(FOCUS_VOLUME_KEY, '900');
    render(<Harness />);
    expect((screen.getByRole('slider', { name: 'Focus sound volume' }) as HTMLInputElement).value).toBe(
      '100',
    );
  });

  it('a browser without Web Audio says the sound could not start', () => {
    vi.mocked(createAudioContext).mockReturnValue(null);
    render(<Harness />);
    fireEvent.click(button('Rain'));
    expect(screen.getByRole('alert').textContent).toBe('The sound could not start. Please try again.');
    expect(pressed('Rain')).toBe('false');
  });

  it('a start that fails (the player could not load) is undone and reported', async () => {
    vi.mocked(playFocusSound).mockRejectedValueOnce(new Error('offline'));
    render(<Harness />);
    await act(async () => {
      fireEvent.click(button('Café murmur'));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(pressed('Café murmur')).toBe('false');
  });

  it('speaks German: the sounds, their volume and the failure', async () => {
    await activateLanguage('de');
    vi.mocked(createAudioContext).mockReturnValue(null);
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Fokusklänge' })).toBeTruthy();
    for (const name of ['Braunes Rauschen', 'Regen', 'Café-Gemurmel']) expect(pressed(name)).toBe('false');
    expect(screen.getByRole('slider', { name: 'Lautstärke der Fokusklänge' })).toBeTruthy();
    fireEvent.click(button('Regen'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Klang konnte nicht starten. Bitte versuch es noch mal.',
    );
  });
});
