export interface IdGenerator {
  /** A random version-4 UUID. */
  uuid(): string;
}
