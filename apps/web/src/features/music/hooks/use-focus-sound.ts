import { clampVolume } from '@focus-room/core/sound/volume';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createAudioContext } from '../../../lib/audio-context';
import { readStorage, writeStorage } from '../../../lib/storage';
import type { FocusSound } from '../lib/focus-sound-names';
import { DEFAULT_FOCUS_VOLUME, FOCUS_VOLUME_KEY } from '../lib/focus-sound-options';

type Player = typeof import('../lib/focus-sound-player');

let player: Promise<Player> | null = null;

// The generators and the Web Audio code are a lazy chunk, fetched on the first click only. A failed load
// (offline before the chunk was cached) is forgotten, so the next click tries again.
function loadPlayer(): Promise<Player> {
  player ??= import('../lib/focus-sound-player').catch((error: unknown) => {
    player = null;
    throw error;
  });
  return player;
}

const ignore = () => undefined;

export const readFocusVolume = () => clampVolume(readStorage(FOCUS_VOLUME_KEY), DEFAULT_FOCUS_VOLUME);

/**
 * The offline focus sounds (docs/product-rules.md#focus-sounds): which one plays, its volume, and the
 * audio context they play in. The context is created inside the click that starts a sound (browsers allow
 * audio only after a gesture, Safari only during it), suspended when the sound stops so an idle page keeps
 * no audio thread running, and closed with the page.
 */
export function useFocusSound() {
  const [playing, setPlaying] = useState<FocusSound | null>(null);
  const [failed, setFailed] = useState(false);
  const [volume, setVolumeState] = useState(readFocusVolume);
  const volumeRef = useRef(volume);
  const contextRef = useRef<AudioContext | null>(null);
  // Each start or stop takes a number; a slow start that is no longer the latest request does nothing.
  const requestRef = useRef(0);

  const stop = useCallback(() => {
    const request = ++requestRef.current;
    setPlaying(null);
    const ctx = contextRef.current;
    if (!ctx || !player) return;
    void loadPlayer()
      .then((loaded) => loaded.stopFocusSound(ctx))
      .then(() => {
        if (request === requestRef.current) return ctx.suspend();
      })
      .catch(ignore);
  }, []);

  const start = useCallback((sound: FocusSound) => {
    const request = ++requestRef.current;
    contextRef.current ??= createAudioContext();
    const ctx = contextRef.current;
    if (!ctx) {
      setFailed(true);
      return;
    }
    void ctx.resume().catch(ignore);
    setFailed(false);
    setPlaying(sound);
    const wanted = () => request === requestRef.current;
    loadPlayer()
      .then((loaded) => loaded.playFocusSound(ctx, sound, volumeRef.current, wanted))
      .catch(() => {
        if (!wanted()) return;
        setPlaying(null);
        setFailed(true);
      });
  }, []);

  const toggle = useCallback(
    (sound: FocusSound) => (playing === sound ? stop() : start(sound)),
    [playing, start, stop],
  );

  const setVolume = useCallback((next: number) => {
    const value = clampVolume(next, DEFAULT_FOCUS_VOLUME);
    volumeRef.current = value;
    setVolumeState(value);
    writeStorage(FOCUS_VOLUME_KEY, String(value));
    const ctx = contextRef.current;
    if (ctx && player) void player.then((loaded) => loaded.setFocusVolume(ctx, value)).catch(ignore);
  }, []);

  // Leaving the page (or the route) ends the sound with it.
  useEffect(
    () => () => {
      requestRef.current += 1;
      void contextRef.current?.close().catch(ignore);
      contextRef.current = null;
    },
    [],
  );

  return { playing, failed, volume, toggle, stop, setVolume };
}
