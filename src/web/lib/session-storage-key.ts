/** Where the session lives in localStorage. Its own module so the landing entry can check it for free. */
export const STORAGE_KEY = 'sos.session';
