/** Where the session lives in localStorage. Its own module so the landing entry can check it for free. */
export const STORAGE_KEY = 'sos.session';

/**
 * Where the device token of this browser's last sign-in lives: apart from the session, because it
 * outlives sign-out and a stored session must still mean "signed in" to the landing entry's check.
 */
export const DEVICE_TOKEN_KEY = 'sos.device';
