export type RoomTheme = 'light' | 'dark';

/**
 * One limited warm palette, in a day and a night version. Items only ever use these names, so the
 * night picture is the same drawing with moonlit colours; lamps add their own glow on top.
 */
export interface Palette {
  readonly theme: RoomTheme;
  readonly wall: string;
  readonly wallDark: string;
  readonly ceiling: string;
  readonly trim: string;
  readonly floor: string;
  readonly floorLine: string;
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly wood: string;
  readonly woodDark: string;
  readonly woodLight: string;
  readonly cream: string;
  readonly linen: string;
  readonly teal: string;
  readonly tealDark: string;
  readonly terracotta: string;
  readonly mustard: string;
  readonly rose: string;
  readonly blue: string;
  readonly green: string;
  readonly greenDark: string;
  readonly greenLight: string;
  readonly pot: string;
  readonly metal: string;
  readonly ink: string;
  readonly screen: string;
  readonly water: string;
  readonly glass: string;
  readonly lampShade: string;
  readonly flame: string;
  readonly shadow: string;
  readonly shadowOpacity: number;
  /** Opacity of the warm glow around lamps: subtle by day, strong at night. */
  readonly glowOpacity: number;
}

const LIGHT: Palette = {
  theme: 'light',
  wall: '#f4e4cf',
  wallDark: '#e8d2b6',
  ceiling: '#e2c7a6',
  trim: '#fbf3e6',
  floor: '#c68d5c',
  floorLine: '#b27a4b',
  skyTop: '#8fcbef',
  skyBottom: '#d8f0fb',
  wood: '#b9794a',
  woodDark: '#8c5733',
  woodLight: '#dba872',
  cream: '#fff8ee',
  linen: '#efe2cf',
  teal: '#6fa39b',
  tealDark: '#4f8079',
  terracotta: '#de8a62',
  mustard: '#efbb4d',
  rose: '#e49a97',
  blue: '#5d8fb8',
  green: '#72a35a',
  greenDark: '#4e7d41',
  greenLight: '#9cc46f',
  pot: '#c8704b',
  metal: '#6f7280',
  ink: '#4a3a31',
  screen: '#35445c',
  water: '#8fd3e8',
  glass: '#e7f5fb',
  lampShade: '#f8dba0',
  flame: '#ffb43b',
  shadow: '#6b4125',
  shadowOpacity: 0.16,
  glowOpacity: 0.25,
};

const DARK: Palette = {
  theme: 'dark',
  wall: '#3a3a5c',
  wallDark: '#313150',
  ceiling: '#26263f',
  trim: '#4b4a6e',
  floor: '#4d3d4d',
  floorLine: '#433443',
  skyTop: '#0d1433',
  skyBottom: '#283a72',
  wood: '#6e4e4e',
  woodDark: '#523a40',
  woodLight: '#87625a',
  cream: '#a9a4c0',
  linen: '#8f88a8',
  teal: '#3f6570',
  tealDark: '#2f4d58',
  terracotta: '#9a5e58',
  mustard: '#b08a45',
  rose: '#946073',
  blue: '#3f5f86',
  green: '#3f6650',
  greenDark: '#2f4d40',
  greenLight: '#557a5c',
  pot: '#85524a',
  metal: '#5a5c78',
  ink: '#1b1a2c',
  screen: '#9fd4ff',
  water: '#3c7fa6',
  glass: '#7f93c4',
  lampShade: '#ffe3a3',
  flame: '#ffc857',
  shadow: '#0c0b18',
  shadowOpacity: 0.32,
  glowOpacity: 0.85,
};

export function paletteFor(theme: RoomTheme): Palette {
  return theme === 'dark' ? DARK : LIGHT;
}
