import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Every request SOS sends to an address an admin gave it (an identity provider, a webhook, a Slack or
 * Teams channel) goes through here (docs/security.md §11): otherwise an admin, or whoever steals an
 * admin's session, could make the server call its own network (a cloud's metadata service, a database
 * on localhost, an intranet page) and read or trigger what only the server reaches.
 *
 * - http and https only, and no user name or password in the address;
 * - no address that is not public unicast: private, loopback, link-local, unique-local, carrier-grade
 *   NAT, multicast, unspecified, reserved, and IPv6 forms that embed an IPv4 address (mapped, 6to4,
 *   Teredo, NAT64), unless OUTBOUND_ALLOW_PRIVATE;
 * - checked on the addresses the connection is made to (the lookup is ours), so a name that resolves
 *   to a public address when saved and a private one when used (DNS rebinding) is still refused;
 * - redirects never followed (a 3xx is the answer), a time limit, and a cap on the body read.
 */

/** Why a request was not sent, in words an admin can act on. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_PRIVATE: private, loopback and link-local addresses allowed. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** The most of the answer's body read; past it the body ends in an error. 1 MiB by default. */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Whether SOS may connect to this IP address: public unicast only, unless private ones are allowed. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const refusedAddress = (host: string) =>
  new OutboundRefused(
    `${host} is on a private, loopback or link-local network, which SOS does not call (OUTBOUND_ALLOW_PRIVATE allows it).`,
  );

/** The address's form: http(s), no credentials. Throws OutboundRefused in words. */
function parsedUrl(url: string): URL {
  if (!URL.canParse(url)) throw new OutboundRefused('The address is not a valid URL.');
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new OutboundRefused('The address must start with https:// or http://.');
  }
  if (parsed.username || parsed.password) {
    throw new OutboundRefused('The address must not carry a user name or password.');
  }
  return parsed;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address `host` resolves to, all of them public (or private allowed). */
async function resolvedAddresses(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await new Promise<LookupAddress[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found) =>
          error
            ? reject(new OutboundRefused(`${host} could not be found (${error.code ?? 'DNS'}).`))
            : resolve(found),
        ),
      );
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) throw refusedAddress(host);
  return addresses;
}

/** At save: the address's form and where its name points now, so the admin hears at once. */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  await resolvedAddresses(bareHost(parsedUrl(url)), allowPrivate);
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** The connection's own lookup: each resolved address checked where the socket is made. */
function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolvedAddresses(host, allowPrivate).then(
      (addresses) => {
        const [first] = addresses;
        if (options.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
        else callback(new OutboundRefused(`${host} could not be found.`), '');
      },
      (error: Error) => callback(error, ''),
    );
  };
}

const agents = new Map<boolean, Agent>();
/** One connection pool for each setting, its lookup guarded. */
function agentFor(allowPrivate: boolean): Agent {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowPrivate) } });
    agents.set(allowPrivate, agent);
  }
  return agent;
}

/** A body that errors once more than `max` bytes have come: an endless answer cannot fill memory. */
function capped(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let read = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > max) controller.error(new OutboundRefused(`The answer was longer than ${max} bytes.`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * fetch, guarded: throws OutboundRefused before sending to an address it refuses, and the timeout's
 * error when no whole answer came in time. The answer is a standard Response, redirects included as is.
 */
export async function outboundFetch(
  url: string,
  init: RequestInit,
  options: OutboundOptions,
): Promise<Response> {
  const target = parsedUrl(url);
  const host = bareHost(target);
  // An IP literal is never looked up: check it here.
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) throw refusedAddress(host);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let answer: Awaited<ReturnType<typeof undiciFetch>>;
  try {
    answer = await undiciFetch(target, {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string> | undefined,
      body: init.body as string | Uint8Array | null | undefined,
      redirect: 'manual',
      signal,
      dispatcher: agentFor(options.allowPrivate),
    });
  } catch (error) {
    // undici wraps the lookup's refusal in its "fetch failed": say the refusal itself.
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundRefused) throw cause;
    if (timeout.aborted) throw new OutboundRefused(`No answer within ${options.timeoutMs / 1000} s.`);
    throw error;
  }
  const body = answer.body
    ? capped(answer.body as ReadableStream<Uint8Array>, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
    : null;
  const noBody =
    answer.status === 204 || answer.status === 304 || (answer.status >= 100 && answer.status < 200);
  return new Response(noBody ? null : body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: new Headers([...answer.headers]),
  });
}
