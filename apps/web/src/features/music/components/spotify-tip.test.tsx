import type { PublicConfig } from '@focus-room/core/api/system';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { appWrapper, createTestQueryClient } from '../../../test/providers';
import { resetSpotifyTip } from '../lib/spotify-tip';
import { PlaylistWidget } from './playlist-widget';
import { SpotifyTipBanner } from './spotify-tip-banner';

// The Spotify tip is shown once on a page (docs/product-rules.md#music), in both languages.
function show(withBanner: boolean) {
  // The settings as read: the box's tip waits for them, the banner does not.
  const client = createTestQueryClient();
  client.setQueryData(publicConfigQueryOptions.queryKey, {
    googleClientId: null,
    spotifyPlaylistId: 'focus',
  } as PublicConfig);
  // The music box's panel is drawn while collapsed (the tip in it counts even before it is opened).
  const Providers = appWrapper(client);
  render(
    <Providers>
      {withBanner ? <SpotifyTipBanner /> : null}
      <PlaylistWidget />
    </Providers>,
  );
}

describe('the Spotify tip', () => {
  beforeEach(() => resetSpotifyTip());

  it('appears once with the banner and the music box, and one dismiss removes it', async () => {
    show(true);
    const tip = 'Login to Spotify to avoid song skipping';
    expect(screen.getAllByText(tip)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Spotify tip' }));
    expect(screen.queryAllByText(tip)).toHaveLength(0);
  });

  it('stays in the music box where there is no banner, in German too', async () => {
    await activateLanguage('de');
    show(false);
    expect(
      await screen.findAllByText('Melde dich bei Spotify an, damit keine Songs übersprungen werden'),
    ).toHaveLength(1);
  });
});
