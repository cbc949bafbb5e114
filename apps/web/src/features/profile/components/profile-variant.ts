import { createContext, useContext } from 'react';

/**
 * Where the profile is drawn: inside the desktop dropdown ('menu', a Radix menu whose rows must be menu
 * items to be reachable by keyboard) or in the mobile full-screen view ('view', ordinary buttons).
 */
export type ProfileVariant = 'menu' | 'view';

export const ProfileVariantContext = createContext<ProfileVariant>('view');

export const useProfileVariant = () => useContext(ProfileVariantContext);
