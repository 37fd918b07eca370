/** Expected business outcomes travel as values; infrastructure faults and bugs throw. */
export type Result<T, E extends { kind: string }> = Ok<T> | Err<E>;
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export const ok = <T = void>(value: T = undefined as T): Ok<T> => ({ ok: true, value });
export const err = <E extends { kind: string }>(error: E): Err<E> => ({ ok: false, error });
