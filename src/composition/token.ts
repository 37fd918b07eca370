import type { ServiceIdentifier } from 'inversify';

declare const service: unique symbol;

/**
 * A typed DI token: a symbol (inversify's `ServiceIdentifier`) that remembers the type of the
 * service it names, so bindings, dependency lists and lookups are checked at compile time.
 */
export type Token<T> = ServiceIdentifier<T> & symbol & { readonly [service]?: T };

/** A new token; the description shows in inversify's errors ("No bindings found for service: …"). */
export const token = <T>(description: string): Token<T> => Symbol(description);
