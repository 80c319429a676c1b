import Bowser from 'bowser';

/** What the account page calls a session whose browser cannot be told from its user agent. */
export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A session's device in words, from the user agent it signed in with: "Chrome on macOS", "Safari on
 * iOS", "Firefox" when the system is unknown, "Unknown device" when nothing is.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || UNKNOWN_DEVICE;
}
