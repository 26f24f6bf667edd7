import type { RateLimitRule } from "../rate-limit/hit-rate-limit";

/** The limits around sign-in, sign-up and password reset; keyed per account and per connection. */
export const authLimits = {
  /** Spec 1 §4.2: a second attempt within 2 s is refused. */
  signInDebounce: (ip: string, email: string): RateLimitRule => ({ key: `sign-in:debounce:${ip}:${email}`, limit: 1, windowSeconds: 2 }),
  signInAccountFailures: (email: string): RateLimitRule => ({ key: `sign-in:account:${email}`, limit: 5, windowSeconds: 15 * 60 }),
  signInClientFailures: (ip: string): RateLimitRule => ({ key: `sign-in:client:${ip}`, limit: 20, windowSeconds: 15 * 60 }),
  signUpClient: (ip: string): RateLimitRule => ({ key: `sign-up:client:${ip}`, limit: 5, windowSeconds: 60 * 60 }),
  /** Keeps anyone from flooding one address with confirmation mails from many clients. */
  signUpAccount: (email: string): RateLimitRule => ({ key: `sign-up:account:${email}`, limit: 3, windowSeconds: 60 * 60 }),
  resetClient: (ip: string): RateLimitRule => ({ key: `reset:client:${ip}`, limit: 10, windowSeconds: 60 * 60 }),
  resetAccount: (email: string): RateLimitRule => ({ key: `reset:account:${email}`, limit: 3, windowSeconds: 60 * 60 }),
};
