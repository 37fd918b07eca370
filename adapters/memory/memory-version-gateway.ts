import type { VersionGateway } from '../../ports/version-gateway.port';

/** A deployed version tests set by hand; `failWith` makes the next checks throw. */
export class MemoryVersionGateway implements VersionGateway {
  calls = 0;
  private failure: Error | null = null;

  constructor(public version: string = 'test-build') {}

  failWith(error: Error | null): void {
    this.failure = error;
  }

  current(): Promise<string> {
    this.calls += 1;
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.version);
  }
}
