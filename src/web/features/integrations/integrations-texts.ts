import type { DeliveryStatus, IntegrationEvent, IntegrationKind } from '@shared/integration-messages';

/** The Integrations page's words (docs/product.md#integrations), spelled once; the tests read them from here. */
export const integrationsTexts = {
  title: 'Integrations',
  description:
    'Sign in with your identity provider, post kudos and the weekly digest where your team talks, and tell your other systems what happens in SOS.',
  back: 'Company Settings',
  adminsOnly: 'Only admins can manage integrations',
  adminsOnlyNote: 'Ask an admin of your company if SOS should connect to something.',
  never: 'never',

  // Single sign-on
  ssoTitle: 'Single sign-on',
  ssoNote:
    'People of your domains get “Sign in with …” on the sign-in page, through your OpenID Connect provider (Google Workspace, Microsoft Entra ID, Okta, Keycloak…).',
  ssoLoadFailed: 'We could not load the single sign-on settings.',
  ssoOff: 'Not connected: everyone signs in with a password.',
  ssoOn: (provider: string) => `Connected: people of your domains sign in with ${provider}.`,
  ssoRequiredOn: 'Required: password sign-in is refused for these domains.',
  lastSignIn: (when: string) => `Last sign-in: ${when}`,
  lastError: (when: string, error: string) => `Last error (${when}): ${error}`,
  redirectUri: 'Redirect URI',
  redirectUriNote: 'Register this address as a redirect (callback) URI of SOS’s client at your provider.',
  copy: 'Copy',
  copied: 'Copied',
  providerName: 'Provider name',
  providerNameNote: 'On the button: “Sign in with Okta”.',
  issuer: 'Issuer URL',
  issuerNote: 'SOS reads its OpenID configuration before saving.',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  clientSecretStored: 'A secret is stored. Leave this empty to keep it.',
  clientSecretNone: 'Stored sealed, never shown again.',
  domains: 'E-mail domains',
  domainsNote: 'Separated by commas or spaces, such as example.com, example.org.',
  required: 'Require single sign-on for these domains',
  requiredNote: 'Password sign-in is then refused for them; password reset stays open.',
  saveSso: 'Save single sign-on',
  savingSso: 'Checking and saving...',
  disconnectSso: 'Disconnect',
  disconnectSsoTitle: 'Disconnect single sign-on?',
  disconnectSsoDescription:
    'Everyone signs in with a password again; sign-ins under way fail, and your domains are released.',

  // Destinations
  destinationsTitle: 'Destinations',
  destinationsNote:
    'Slack and Teams channels get kudos as they are given and the weekly digest; signed webhooks get the events you choose.',
  destinationsLoadFailed: 'We could not load the destinations.',
  emptyTitle: 'Nothing connected yet',
  emptyText:
    'Add a Slack or Teams channel’s incoming webhook to share kudos where your team talks, or a webhook address for your own systems.',
  add: 'Add destination',
  addTitle: 'Add a destination',
  kind: 'Kind',
  kindNames: { webhook: 'Webhook', slack: 'Slack', teams: 'Microsoft Teams' } satisfies Record<
    IntegrationKind,
    string
  >,
  urlLabels: {
    webhook: 'Address SOS posts to',
    slack: 'Slack incoming-webhook URL',
    teams: 'Teams Workflows webhook URL',
  } satisfies Record<IntegrationKind, string>,
  urlNotes: {
    webhook: 'An https address of your system. Each delivery is signed per Standard Webhooks.',
    slack: 'From your Slack app’s “Incoming Webhooks” page, for the channel to post to.',
    teams: 'From the channel’s “Post to a channel when a webhook request is received” workflow.',
  } satisfies Record<IntegrationKind, string>,
  name: 'Name',
  namePlaceholder: '#kudos',
  events: 'Events',
  eventNames: {
    'kudos.given': 'Kudos given',
    'goal.closed': 'Goal closed',
    'check_in.created': 'Check-in made',
    'person.joined': 'Person joined',
    'person.left': 'Person left',
    'pulse.sealed': 'Pulse period sealed (published figures only)',
    'digest.weekly': 'Weekly digest',
  } satisfies Record<IntegrationEvent, string>,
  signingSecret: 'Slack signing secret (optional)',
  signingSecretNote:
    'From your Slack app’s “Basic Information”: it turns the /kudos command on. Leave empty for posts only.',
  cancel: 'Cancel',
  create: 'Add',
  creating: 'Checking and adding...',
  kindBadge: (kind: IntegrationKind) => integrationsTexts.kindNames[kind],
  on: 'On',
  off: 'Off',
  enabled: (name: string) => `Deliver to ${name}`,
  lastDelivery: (when: string) => `Last delivery: ${when}`,
  pending: (count: number) => `${count} waiting to be sent`,
  unreadable: 'The stored address can no longer be read (the server’s secrets key changed): enter it again.',
  commandOn: 'The /kudos command is on.',
  commandUrl: 'Request URL for the /kudos command',
  secretUnreadable: 'The signing secret can no longer be read: rotate it.',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate the signing secret?',
  rotateDescription:
    'A new secret signs every delivery from now on; your receiver must use it at once to check them.',
  deliveries: 'Delivery log',
  remove: 'Delete',
  removeTitle: (name: string) => `Delete ${name}?`,
  removeDescription:
    'Its delivery log goes with it; for Slack, its /kudos command and its people’s links too.',

  // The secret, shown once
  secretTitle: 'Your signing secret',
  secretNote:
    'Copy it now: SOS shows it this once. Your receiver checks each delivery’s webhook-signature header with it.',
  secretLabel: 'Signing secret',
  secretDone: 'I have stored it',

  // The delivery log
  logTitle: (name: string) => `Delivery log: ${name}`,
  logLoadFailed: 'We could not load the delivery log.',
  logEmpty: 'Nothing delivered yet: events show here as they happen, kept 30 days.',
  filter: 'Show',
  allStatuses: 'All',
  statusNames: { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' } satisfies Record<
    DeliveryStatus,
    string
  >,
  event: 'Event',
  status: 'Status',
  tries: 'Tries',
  when: 'When',
  answered: (status: number) => `HTTP ${status}`,
  nextTry: (when: string) => `Next try ${when}`,
  replay: 'Replay',
  replayLabel: (event: string, when: string) => `Replay ${event} of ${when}`,
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const;

export const integrationsToasts = {
  ssoSaved: { title: 'Single sign-on saved' },
  ssoDisconnected: { title: 'Single sign-on disconnected' },
  added: (name: string) => ({ title: 'Destination added', description: `${name} is connected.` }),
  saved: (name: string) => ({ title: 'Destination saved', description: `${name} is saved.` }),
  turnedOn: (name: string) => ({ title: 'Destination on', description: `SOS delivers to ${name} again.` }),
  turnedOff: (name: string) => ({
    title: 'Destination off',
    description: `SOS stops delivering to ${name}.`,
  }),
  removed: (name: string) => ({ title: 'Destination deleted', description: `${name} is disconnected.` }),
  rotated: { title: 'Signing secret rotated' },
  replayed: { title: 'Delivery queued again' },
} as const;
