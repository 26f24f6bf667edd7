import { clientNetwork } from "#server/lib/client-network";
import type { RateLimitRule } from "../rate-limit/hit-rate-limit";

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The limits around sign-in, sign-up and password reset. Sign-in follows OWASP: failures from
 * browsers an account has never signed in from make those browsers wait, longer as they go on,
 * while the owner's own browser (device cookie) keeps a budget of its own, so no stranger can lock
 * an owner out. One address may be a mobile carrier's NAT with thousands of people behind it, so
 * limits by address alone are ceilings well above what one person needs. An address counts by its
 * network (an IPv6 address by its /64), which its owner cannot rotate within.
 */
export const authLimits = {
  /**
   * A second attempt for an account within 2 s from the same client (its trusted device id, else its address)
   * is refused.
   */
  signInDebounce: (client: string, email: string): RateLimitRule => ({
    key: `sign-in:debounce:${client}:${email}`,
    limit: 1,
    windowSeconds: 2,
  }),
  /** The owner's own browser mistyping: it waits out the window, nobody else does. */
  signInDeviceFailures: (deviceId: string): RateLimitRule => ({
    key: `sign-in:device:${deviceId}`,
    limit: 10,
    windowSeconds: 15 * minute,
  }),
  /**
   * Failures for an account from browsers it does not trust. Each tier that fills makes them wait
   * until its window ends: up to a minute after 5, 15 minutes after 10, an hour after 20, a day after 50.
   */
  signInUntrustedAccountFailures: (email: string): RateLimitRule[] => [
    { key: `sign-in:untrusted:${email}:minute`, limit: 5, windowSeconds: minute },
    { key: `sign-in:untrusted:${email}:quarter-hour`, limit: 10, windowSeconds: 15 * minute },
    { key: `sign-in:untrusted:${email}:hour`, limit: 20, windowSeconds: hour },
    { key: `sign-in:untrusted:${email}:day`, limit: 50, windowSeconds: day },
  ],
  /**
   * Failures across accounts from one address by browsers the accounts do not trust (credential stuffing).
   */
  signInUntrustedAddressFailures: (ip: string): RateLimitRule[] => [
    { key: `sign-in:address:${clientNetwork(ip)}:quarter-hour`, limit: 100, windowSeconds: 15 * minute },
    { key: `sign-in:address:${clientNetwork(ip)}:day`, limit: 1000, windowSeconds: day },
  ],
  /**
   * Sign-ups from one address with one e-mail domain, and a higher ceiling for the address whatever the
   * domains.
   */
  signUpAddressDomain: (ip: string, domain: string): RateLimitRule => ({
    key: `sign-up:address:${clientNetwork(ip)}:${domain}`,
    limit: 20,
    windowSeconds: hour,
  }),
  signUpAddress: (ip: string): RateLimitRule => ({
    key: `sign-up:address:${clientNetwork(ip)}`,
    limit: 100,
    windowSeconds: hour,
  }),
  /** Keeps anyone from flooding one address with confirmation mails from many clients. */
  signUpAccount: (email: string): RateLimitRule => ({
    key: `sign-up:account:${email}`,
    limit: 3,
    windowSeconds: hour,
  }),
  resetClient: (ip: string): RateLimitRule => ({
    key: `reset:client:${clientNetwork(ip)}`,
    limit: 10,
    windowSeconds: hour,
  }),
  resetAccount: (email: string): RateLimitRule => ({
    key: `reset:account:${email}`,
    limit: 3,
    windowSeconds: hour,
  }),
};
