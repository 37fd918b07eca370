import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../src/server/server-config';

/**
 * deploy/kubernetes (docs/deploy.md): the manifests must fit the server they run. They are read as
 * Kubernetes reads them, and each promise is checked against the code that keeps it: the probes'
 * paths are the server's, the port is the image's, the environment passes the server's own check.
 */
const DIR = join(import.meta.dirname, '../../deploy/kubernetes');

interface Probe {
  readonly httpGet: { readonly path: string; readonly port: string };
}

/** The parts of the manifests the tests read (the rest is Kubernetes' business). */
interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { readonly name: string; readonly labels?: Record<string, string> };
  readonly data: Record<string, string>;
  readonly spec: {
    readonly selector: { readonly matchLabels: Record<string, string> } & Record<string, string>;
    readonly strategy: { readonly rollingUpdate: Record<string, number> };
    readonly template: { readonly metadata: { readonly labels: Record<string, string> }; readonly spec: PodSpec };
    readonly ports: { readonly targetPort: string }[];
    readonly scaleTargetRef: Record<string, string>;
    readonly minReplicas: number;
    readonly maxUnavailable: number;
  };
}

interface PodSpec {
  readonly terminationGracePeriodSeconds: number;
  readonly securityContext: { readonly runAsNonRoot: boolean };
  readonly containers: {
    readonly ports: { readonly name: string; readonly containerPort: number }[];
    readonly env: { readonly name: string; readonly value: string }[];
    readonly envFrom: unknown;
    readonly livenessProbe: Probe;
    readonly startupProbe: Probe;
    readonly readinessProbe: Probe;
    readonly lifecycle: { readonly preStop: { readonly exec: { readonly command: string[] } } };
    readonly resources: { readonly requests: Record<string, string>; readonly limits: Record<string, string> };
    readonly securityContext: unknown;
  }[];
}

const manifests: Manifest[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((document) => {
      expect(document.errors, file).toEqual([]);
      return document.toJS() as Manifest;
    }),
  );

const one = (kind: string): Manifest => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};

const deployment = one('Deployment');
const pod = deployment.spec.template;
const container = pod.spec.containers[0]!;

describe('the Kubernetes manifests', () => {
  it('are exactly the ones kustomize applies', () => {
    const kustomization = parseAllDocuments(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as {
      resources: string[];
    };
    const files = readdirSync(DIR).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it("probe the server's own health paths on the port the image listens on", () => {
    const dockerfile = readFileSync(join(import.meta.dirname, '../../Dockerfile'), 'utf8');
    const exposed = Number(/^EXPOSE (\d+)$/m.exec(dockerfile)?.[1]);
    expect(container.ports).toEqual([expect.objectContaining({ name: 'http', containerPort: exposed })]);
    const app = readFileSync(join(import.meta.dirname, '../../src/server/app.ts'), 'utf8');
    for (const probe of ['livenessProbe', 'startupProbe', 'readinessProbe'] as const) {
      expect(container[probe].httpGet.port, probe).toBe('http');
      expect(app, probe).toContain(`app.get('${container[probe].httpGet.path}'`);
    }
    // Liveness never depends on the backend (an outage would restart every pod); readiness does.
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
  });

  it('give the server an environment its own check accepts, on the port the container names', () => {
    const env: Record<string, string> = { ...one('ConfigMap').data };
    for (const variable of container.env) env[variable.name] = variable.value;
    expect(container.envFrom).toEqual([{ configMapRef: { name: one('ConfigMap').metadata.name } }]);
    const config = serverConfigFrom(env);
    expect(config.port).toBe(container.ports[0]!.containerPort);
    expect(env.NODE_ENV).toBe('production');
    expect(config.publicOrigin).toMatch(/^https:\/\//);
  });

  it('roll out without fewer pods than asked, and stop a pod only after its requests drained', () => {
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    const preStop = Number(container.lifecycle.preStop.exec.command[1]);
    // The server's drain on SIGTERM lasts at most 10 s (src/server/http-server.ts).
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + 10);
    expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources.limits.memory).toBeDefined();
    expect(container.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
  });

  it('scale, budget and serve the same pods the Deployment makes', () => {
    const labels = pod.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(one('Service').spec.selector).toEqual(labels);
    expect(one('Service').spec.ports[0]!.targetPort).toBe('http');
    expect(one('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    const autoscaler = one('HorizontalPodAutoscaler');
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: deployment.apiVersion,
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    // The budget lets a drain go on: it never asks for every pod the autoscaler may leave.
    expect(autoscaler.spec.minReplicas).toBeGreaterThan(1);
    expect(one('PodDisruptionBudget').spec.maxUnavailable).toBeGreaterThanOrEqual(1);
  });
});
