/** The version of the build the server would deliver now (spec/2 §7.7 GET /version.json). */
export interface VersionGateway {
  /** Throws when the version cannot be read (network, status, malformed file). */
  current(): Promise<string>;
}
