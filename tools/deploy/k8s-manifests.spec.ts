import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_VARIABLES, WORKER_VARIABLES } from '@hm/config';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';

// The Kubernetes manifests (deploy/k8s, README "Kubernetes"), checked against Kubernetes' own
// OpenAPI schemas (kubernetes-models validates each object as the API server would), then
// against what the apps expect: probe paths, known settings, resources, selectors.

const dir = fileURLToPath(new URL('../../deploy/k8s', import.meta.url));
const MODELS: Record<string, { validate(this: void, value: unknown): void }> = {
  'apps/v1/Deployment': { validate: (value) => new Deployment(value as never).validate() },
  'autoscaling/v2/HorizontalPodAutoscaler': { validate: (value) => new HorizontalPodAutoscaler(value as never).validate() },
  'batch/v1/Job': { validate: (value) => new Job(value as never).validate() },
  'v1/ConfigMap': { validate: (value) => new ConfigMap(value as never).validate() },
  'v1/Service': { validate: (value) => new Service(value as never).validate() },
  'policy/v1/PodDisruptionBudget': { validate: (value) => new PodDisruptionBudget(value as never).validate() },
};

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

const manifests: Manifest[] = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map(String).join('; ')}`);
      return { file, ...(doc.toJS() as Omit<Manifest, 'file'>) };
    }),
  );
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as Manifest & { spec: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('deploy/k8s', () => {
  it('holds only objects that Kubernetes’ schemas accept', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    for (const manifest of manifests) {
      const { file, ...object } = manifest;
      const model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!model) throw new Error(`${file}: no schema for ${object.apiVersion} ${object.kind}`);
      expect(() => model.validate(object)).not.toThrow();
    }
  });

  it('is checked by a validator that refuses what the API server would', () => {
    const { file: _file, ...deployment } = structuredClone(find('Deployment', 'homemate-api'));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand';
    expect(() => MODELS['apps/v1/Deployment']!.validate(deployment)).toThrow();
  });

  it('lists every manifest in the kustomization', () => {
    const kustomization = parseAllDocuments(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual([...new Set(manifests.map((m) => m.file))].sort());
  });

  it('sets only settings the apps read, and no secret in the ConfigMap', () => {
    const config = find('ConfigMap', 'homemate-config');
    const known = new Set<string>([...API_VARIABLES, ...WORKER_VARIABLES]);
    for (const key of Object.keys(config.data ?? {})) expect(known.has(key) ? key : `unknown setting ${key}`).toBe(key);
    for (const key of Object.keys(config.data ?? {})) expect(key).not.toMatch(/SECRET|TOKEN|PASSWORD|KEY|^(DATABASE|REDIS|SMTP)_URL$/);
  });

  it('probes the apps’ own health endpoints, with resources and a budget for each Deployment', () => {
    const api = find('Deployment', 'homemate-api').spec.template.spec.containers[0];
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    const worker = find('Deployment', 'homemate-worker').spec.template.spec.containers[0];
    expect(worker.livenessProbe.httpGet.path).toBe('/health/live');
    expect(worker.readinessProbe.httpGet.path).toBe('/health/ready');
    // The worker's health port is WORKER_HEALTH_PORT.
    expect(String(worker.ports[0].containerPort)).toBe(find('ConfigMap', 'homemate-config').data!['WORKER_HEALTH_PORT']);
    for (const name of ['homemate-api', 'homemate-worker']) {
      const deployment = find('Deployment', name);
      for (const container of deployment.spec.template.spec.containers) {
        expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
        expect(container.envFrom).toEqual([{ configMapRef: { name: 'homemate-config' } }, { secretRef: { name: 'homemate-secrets' } }]);
      }
      const labels = deployment.spec.template.metadata.labels;
      expect(labels).toMatchObject(deployment.spec.selector.matchLabels);
      expect(find('Service', name).spec.selector).toEqual(deployment.spec.selector.matchLabels);
      expect(find('PodDisruptionBudget', name).spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
      expect(find('HorizontalPodAutoscaler', name).spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    }
    expect(find('Job', 'homemate-migrate').spec.template.spec.containers[0].command).toEqual([
      'node',
      'libs/server/db/dist/cli/migrate.js',
    ]);
  });
});
